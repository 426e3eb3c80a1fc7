/**
 * The shape Go's and Java's word allow-list guards share (go-validated.ts, java-validated.ts): an
 * `if` before the read whose branch leaves, standing in the block that holds the read, whose
 * condition fails unless a word pattern matches the name, with no new value given to the name
 * between the guard and the read. Each language says which `if`s may be guards, what leaving is,
 * how its condition checks a word and what a new value looks like.
 */
import type { NapiConfig, SgNode } from '@ast-grep/napi';

export interface WordGuardSyntax {
  /** The `if` statements worth reading as guards (a cheap filter on their text). */
  guards: NapiConfig['rule'];
  /** What the guarded branch starts with when it leaves. */
  leaves: RegExp;
  /** Whether the guard's condition fails for `name` unless a word pattern matches it. */
  checksWord: (guard: SgNode, name: string) => boolean;
  /** Whether `name` is given a new value in `fn` between the two source offsets. */
  reassigned: (fn: SgNode, name: string, from: number, to: number) => boolean;
}

/** Whether `name`, read at `at` inside `fn`, passed a word allow-list guard earlier in `fn`. */
export function passedWordGuard(syntax: WordGuardSyntax, fn: SgNode, name: string, at: SgNode): boolean {
  const before = at.range().start.index;
  for (const guard of fn.findAll({ rule: syntax.guards })) {
    const end = guard.range().end.index;
    if (end > before) continue;
    if (!syntax.leaves.test(guard.field('consequence')?.text() ?? '')) continue;
    const block = guard.parent()?.range();
    if (!block || block.start.index > before || block.end.index < at.range().end.index) continue;
    if (!syntax.checksWord(guard, name)) continue;
    if (!syntax.reassigned(fn, name, end, before)) return true;
  }
  return false;
}
