// Source: https://cwe.mitre.org/data/definitions/94.html
// A formula from the caller is wrapped in a template and run in a shared context.
import vm from 'node:vm';

export function evaluate(formula, context) {
  const code = `result = ${formula};`;
  vm.runInContext(code, context);
  return context.result;
}
