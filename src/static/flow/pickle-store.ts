/**
 * An in-memory store that unpickles only what it pickled itself (OctoPrint's `LessSimpleCache`,
 * fresh19): `get` unpickles a value read from the object's own private dict, and every write the
 * class makes into that dict stores `pickle.dumps(…)` at the place `get` reads. Bandit's B301 and
 * Python's docs warn about "data received from an untrusted source"; these bytes never left the
 * process. Shown from the class's code alone, so all of it must hold:
 *
 * - the bytes are read from `self._x[k]` or `self._x.get(k, default)` (with a default of literals),
 *   directly or one assignment away, unpacked by position (`expires, value = self._x.get(k)`);
 * - `_x` is private by its leading underscore, and the file never names `._x` on anything but `self`;
 * - the class sets `self._x` only to an empty dict, stores into `self._x[k]` only `pickle.dumps(…)`
 *   (or a tuple holding it at the position read), and otherwise only reads, pops, clears or counts
 *   it (`setdefault(k, self._x[k])` keeps what is there): no `update`, no alias handed elsewhere.
 *
 * A write of anything else, the dict passed or returned, or an attribute named without the underscore
 * keeps the finding. Another module writing the private attribute is what this cannot see.
 */
import type { SgNode } from '@ast-grep/napi';
import { kindOf, named } from './flow-syntax.js';

const DUMPS = /^(pickle|cPickle|dill)\.dumps$/;
// Reads and removals of the dict that store nothing: `self._x.get(k)`, `self._x.pop(k, None)`, …
const READ_METHODS = /^(get|pop|items|keys|values|clear|copy|__contains__|__len__)$/;

/** Whether `data`, the bytes `pickle.loads` reads, come from the class's own store of pickled values. */
export function unpicklesOwnStore(data: SgNode): boolean {
  const read = storeRead(data);
  if (!read) return false;
  const cls = data.ancestors().find((a) => kindOf(a) === 'class_definition');
  if (!cls) return false;
  const file = data.getRoot().root().text();
  // `cache._x[...] = …` elsewhere in the file writes past the class.
  if (new RegExp(String.raw`(?<!\bself)\.${read.attr}\b`).test(file)) return false;
  const uses = cls
    .findAll({ rule: { kind: 'attribute', pattern: `self.${read.attr}` } })
    .filter((u) => u.field('object')?.text() === 'self');
  return uses.length > 0 && uses.every((u) => harmlessUse(u, read.index));
}

/** The store attribute and the position read (null for the whole value), if `data` reads one. */
function storeRead(data: SgNode): { attr: string; index: number | null } | undefined {
  const direct = readOf(data);
  if (direct) return { attr: direct, index: null };
  if (kindOf(data) !== 'identifier') return undefined;
  const fn = data.ancestors().find((a) => kindOf(a) === 'function_definition');
  const defs = (fn?.findAll({ rule: { kind: 'assignment' } }) ?? []).filter((a) =>
    named(a.field('left'))
      .concat(a.field('left') ?? [])
      .some((n) => n.text() === data.text()),
  );
  const [def] = defs;
  const left = def?.field('left');
  const attr = readOf(def?.field('right') ?? null);
  if (defs.length !== 1 || !left || !attr) return undefined;
  if (kindOf(left) === 'identifier') return { attr, index: null };
  const index = named(left).findIndex((n) => n.text() === data.text());
  return ['pattern_list', 'tuple_pattern'].includes(kindOf(left)) && index >= 0 ? { attr, index } : undefined;
}

/** `self._x[k]` or `self._x.get(k, <literals>)`: the private attribute read, else undefined. */
function readOf(node: SgNode | null): string | undefined {
  if (!node) return undefined;
  const subscript = /^self\.(_\w+)\[/.exec(node.text());
  if (kindOf(node) === 'subscript' && subscript) return subscript[1];
  const get = /^self\.(_\w+)\.get$/.exec(node.field('function')?.text() ?? '');
  if (kindOf(node) !== 'call' || !get) return undefined;
  const fallback = named(node.field('arguments'))[1];
  return fallback && fallback.find({ rule: { kind: 'identifier' } }) ? undefined : get[1];
}

/** Whether one `self._x` of the class stores nothing but pickled values at `index`, or only reads. */
function harmlessUse(use: SgNode, index: number | null): boolean {
  const parent = use.parent();
  if (!parent) return false;
  const kind = kindOf(parent);
  if (kind === 'assignment' && parent.field('left')?.id() === use.id())
    return /^(\{\s*\}|dict\(\s*\))$/.test(parent.field('right')?.text() ?? '');
  if (kind === 'subscript') {
    if (parent.field('value')?.id() !== use.id()) return false;
    const assignment = parent.parent();
    if (!assignment || kindOf(assignment) !== 'assignment' || assignment.field('left')?.id() !== parent.id())
      return kindOf(assignment ?? parent) !== 'augmented_assignment';
    return pickledAt(assignment.field('right'), index);
  }
  if (kind === 'attribute') {
    const method = parent.field('attribute')?.text() ?? '';
    if (READ_METHODS.test(method)) return true;
    const call = parent.parent();
    const kept = named(call?.field('arguments'))[1]?.text() ?? '';
    return method === 'setdefault' && kept.startsWith(`${use.text()}[`);
  }
  // `key in self._x`, `len(self._x)`.
  if (kind === 'comparison_operator') return true;
  return kind === 'argument_list' && /^len\s*\(/.test(parent.parent()?.text() ?? '');
}

function pickledAt(value: SgNode | null, index: number | null): boolean {
  if (!value) return false;
  const inner = kindOf(value) === 'parenthesized_expression' ? named(value)[0] : value;
  const part = index === null ? inner : kindOf(inner!) === 'tuple' ? named(inner)[index] : undefined;
  return part !== undefined && kindOf(part) === 'call' && DUMPS.test(part.field('function')?.text() ?? '');
}
