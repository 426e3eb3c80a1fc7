// Source: https://nodejs.org/api/vm.html#vm-executing-javascript
// Only the program's own constant script runs in the context.
import vm from 'node:vm';

const TOTAL = 'total = items.reduce((a, b) => a + b, 0);';

export function sum(items) {
  const context = vm.createContext({ items, total: 0 });
  vm.runInContext(TOTAL, context);
  return context.total;
}
