// Source: https://nodejs.org/api/vm.html#vm-executing-javascript
// node:vm is not a security boundary: posted code escapes the "sandbox" through its prototypes.
import vm from 'node:vm';

export function runRule(req, res) {
  const out = vm.runInNewContext(req.body.rule, { order: req.body.order });
  res.json({ out });
}
