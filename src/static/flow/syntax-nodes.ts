/**
 * Taking a parsed node apart the way every grammar's flow syntax (flow-syntax.ts) does: a node's
 * kind, its named children, whether one node lies within another, and calls and member accesses read
 * from the grammar's fields.
 */
import type { SgNode } from '@ast-grep/napi';

/** A call taken apart: the callee as written, the method name and receiver of a method call, the arguments. */
export interface CallParts {
  callee: string;
  method: string | undefined;
  receiver: SgNode | undefined;
  args: SgNode[];
}

/** A member or index access: the object it reads from and the member's name (empty for an index). */
export interface MemberParts {
  object: SgNode;
  name: string;
}

/** A node's kind as a plain string (the napi types narrow it to the grammar's kind names). */
export const kindOf = (node: SgNode): string => String(node.kind());

/** The named children of a node, comments left out. */
export const named = (node: SgNode | null | undefined): SgNode[] =>
  node ? node.children().filter((c) => c.isNamed() && !kindOf(c).includes('comment')) : [];

/** Whether `node` lies inside `outer` (or is it), by source range. */
export function isWithin(node: SgNode, outer: SgNode | null): boolean {
  if (!outer) return false;
  const [r, o] = [node.range(), outer.range()];
  return r.start.index >= o.start.index && r.end.index <= o.end.index;
}

/** Whether two nodes span the same source (napi hands out a new object for each lookup). */
export function sameSpan(a: SgNode, b: SgNode | null): boolean {
  if (!b) return false;
  const [r, o] = [a.range(), b.range()];
  return r.start.index === o.start.index && r.end.index === o.end.index;
}

/** A call whose callee sits in `fnField` and whose arguments in `argsField`; `dot` kinds make it a method call. */
export function fieldCall(
  kinds: readonly string[],
  fnField: string,
  argsField: string,
  dot: Readonly<Record<string, readonly [string, string]>>,
): (node: SgNode) => CallParts | undefined {
  return (node) => {
    if (!kinds.includes(kindOf(node))) return undefined;
    const fn = node.field(fnField);
    if (!fn) return undefined;
    const parts = dot[kindOf(fn)];
    const receiver = parts ? (fn.field(parts[0]) ?? undefined) : undefined;
    const method = parts ? fn.field(parts[1])?.text() : undefined;
    return { callee: fn.text(), method, receiver, args: named(node.field(argsField)) };
  };
}

/** A member or index access whose object and name sit in the given fields of each kind. */
export function fieldMember(
  kinds: Readonly<Record<string, readonly [string, string]>>,
): (node: SgNode) => MemberParts | undefined {
  return (node) => {
    const parts = kinds[kindOf(node)];
    if (!parts) return undefined;
    const object = node.field(parts[0]) ?? named(node)[0];
    if (!object) return undefined;
    return { object, name: node.field(parts[1])?.text() ?? '' };
  };
}
