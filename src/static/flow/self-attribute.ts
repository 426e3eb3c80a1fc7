/**
 * A Python method's `self.name` read where the same method set it just before, and nothing else in
 * the file sets it: `self.history_path = os.path.join(cache_dir(), "history")`, then
 * `open(self.history_path, "rb")` (qtile's prompt history, fresh25). The value is that assignment's,
 * graded like a local variable's; an attribute set anywhere else in the file stays untraced.
 */
import type { SgNode } from '@ast-grep/napi';
import { isWithin, kindOf } from './syntax-nodes.js';

/** The one value assigned to `self.<name>` before `read` in its own method, if that is the file's only one. */
export function selfAttributeValue(read: SgNode, object: SgNode, name: string): SgNode | undefined {
  if (kindOf(object) !== 'identifier' || object.text() !== 'self' || !/^\w+$/.test(name)) return undefined;
  const method = read.ancestors().find((a) => kindOf(a) === 'function_definition');
  if (!method) return undefined;
  const target = `self.${name}`;
  const sets = read
    .getRoot()
    .root()
    .findAll({ rule: { kind: 'assignment', has: { field: 'left', regex: `^self\\.${name}$` } } })
    .filter((a) => a.field('left')?.text() === target);
  const [only] = sets;
  if (sets.length !== 1 || !only || !isWithin(only, method)) return undefined;
  // Set before the read, and not from inside a nested function that may run at any time.
  const own = only.ancestors().find((a) => kindOf(a) === 'function_definition');
  if (own?.range().start.index !== method.range().start.index) return undefined;
  if (only.range().end.index > read.range().start.index) return undefined;
  return only.field('right') ?? undefined;
}
