/**
 * Whether the calls in other files settle an exported JavaScript or TypeScript function's argument:
 * every call was found (exported-callers.ts) and none passes input. Then the argument is what those
 * files hand over — a constant, the app's own state, a database row or the config — and the finding
 * is graded at most medium with the callers named (issue 45 point 5). Conservative on doubt: a call
 * passing a request's value, argv or the environment, an argument of a function whose own callers
 * are not all known, or a value the rules cannot trace inside code that handles requests (a route, a
 * Nitro `defineEventHandler`, a tRPC procedure, where the value may well be the request's) keeps the
 * rule's grade. A name whose files were not read yet is asked for (`wanted`): the lens reads them and
 * grades again.
 */
import path from 'node:path';
import type { SgNode } from '@ast-grep/napi';
import { callName, exportedCallerArguments } from './exported-callers.js';
import { handlesRequests } from './entry-points.js';
import { JS_FAMILY, type Graded, type Grader } from './graded.js';

// Callers' files one grade may pass through: an argument passed on from callers of callers
// (firewall.ts's `initChain` from `rebuildRules`, from WireGuard.ts). Each hop grades anew, so the
// hops, not the grader's depth, bound it; a cycle of functions passing each other's arguments ends here.
const CALLER_HOPS = 3;
// Values one function's callers may pass that are graded; more keeps the grade (a shared helper).
const CALLER_VALUES = 40;

// What each kind of settled value is called in the finding's body, in the order it is listed.
const KINDS = [
  'constants',
  "the program's own paths",
  "the program's own state",
  'values the rules cannot trace to a request (a database row, the config)',
  'arguments their own callers fill the same way',
] as const;

/**
 * What the callers of exported `fn` pass for its parameter `name`, said for the finding's body
 * ("its callers (WireGuard.ts) pass only …"), or undefined when they keep the argument input.
 */
export function settledByCallers(g: Grader, fn: SgNode, name: string): string | undefined {
  const callers = g.facts.callers;
  if (!callers || !JS_FAMILY.includes(g.language) || (g.facts.hop ?? 0) >= CALLER_HOPS) return undefined;
  const key = callName(fn);
  if (key === undefined) return undefined;
  const files = callers.known.get(key);
  if (files === undefined) {
    callers.wanted.add(key);
    return undefined;
  }
  if (files === null) return undefined;
  const passed = exportedCallerArguments(fn, name, key, files, g.scope);
  if (!passed || passed.length > CALLER_VALUES) return undefined;
  const places = new Set<string>();
  const kinds = new Set<number>();
  for (const { value, file } of passed) {
    const graded = g.gradeCaller(value, file?.language ?? g.language);
    const text = (file?.root ?? value.getRoot().root()).text();
    const kind = settledKind(graded, handlesRequests(text, file?.language ?? g.language, file?.path));
    if (kind === undefined) return undefined;
    kinds.add(kind);
    places.add(file ? path.posix.basename(file.path) : 'this file');
  }
  const what = [...kinds].sort().map((k) => KINDS[k]);
  return `its callers (${[...places].join(', ')}) pass only ${what.join(', ')}`;
}

/** Which of KINDS a caller's value is, or undefined when it keeps the argument input. */
function settledKind(graded: Graded, served: boolean): number | undefined {
  switch (graded.origin) {
    case 'constant':
      return 0;
    case 'local':
      return 1;
    case 'unknown':
      if (graded.closed) return 2;
      return served ? undefined : 3;
    case 'input':
      return graded.callers !== undefined && !served ? 4 : undefined;
  }
}
