/**
 * A Python method's `self.name` read where the same method set it just before, and nothing else in
 * the file sets it: `self.history_path = os.path.join(cache_dir(), "history")`, then
 * `open(self.history_path, "rb")` (qtile's prompt history, fresh25). The value is that assignment's,
 * graded like a local variable's; an attribute written anywhere else in the file (`+=`, a tuple
 * target, a `for` target, `setattr(self, …)`) stays untraced.
 */
import type { SgNode } from '@ast-grep/napi';
import { isWithin, kindOf } from './syntax-nodes.js';

// Where an attribute is written: an assignment's or a loop's target, or one element of a tuple target.
const TARGET_HOLDERS = new Set(['assignment', 'augmented_assignment', 'for_statement']);
const TUPLE_TARGETS = new Set(['pattern_list', 'tuple_pattern', 'list_pattern', 'tuple', 'list']);

/** The one value assigned to `self.<name>` before `read` in its own method, if that is the file's only write. */
export function selfAttributeValue(read: SgNode, object: SgNode, name: string): SgNode | undefined {
  if (kindOf(object) !== 'identifier' || object.text() !== 'self' || !/^\w+$/.test(name)) return undefined;
  const method = read.ancestors().find((a) => kindOf(a) === 'function_definition');
  if (!method) return undefined;
  const root = read.getRoot().root();
  // `setattr(self, name, …)` may write any attribute, by a name the rules cannot read.
  if (/\bsetattr\(\s*self\b/.test(root.text())) return undefined;
  const writes = root
    .findAll({ rule: { kind: 'attribute', regex: `^self\\.${name}$` } })
    .filter((a) => a.text() === `self.${name}` && isWriteTarget(a));
  const [only] = writes;
  const set = only?.parent();
  if (writes.length !== 1 || !set || kindOf(set) !== 'assignment' || !isWithin(set, method)) return undefined;
  // Set before the read, and not from inside a nested function that may run at any time.
  const own = set.ancestors().find((a) => kindOf(a) === 'function_definition');
  if (own?.range().start.index !== method.range().start.index) return undefined;
  if (set.range().end.index > read.range().start.index) return undefined;
  return set.field('right') ?? undefined;
}

/** Whether an attribute node is written: the `left` of an assignment or a loop, or inside a tuple there. */
function isWriteTarget(attribute: SgNode): boolean {
  let at = attribute;
  let holder = at.parent();
  while (holder && TUPLE_TARGETS.has(kindOf(holder))) {
    at = holder;
    holder = holder.parent();
  }
  if (!holder || !TARGET_HOLDERS.has(kindOf(holder))) return false;
  const left = holder.field('left');
  return (
    left !== null &&
    left.range().start.index === at.range().start.index &&
    left.range().end.index === at.range().end.index
  );
}
