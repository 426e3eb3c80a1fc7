/**
 * A graded value's origin and what the graders share: the ranks of origins, the strongest of several
 * grades, and the `Grader` surface that grade-names.ts reads names through. Separate from
 * grade-flow.ts so that the name resolution (grade-names.ts) and the expression grading
 * (grade-flow.ts) can each import it without importing each other.
 */
import type { SgNode } from '@ast-grep/napi';
import type { Language } from '../languages.js';
import type { FlowScope } from './flow-scope.js';
import type { FlowSyntax } from './flow-syntax.js';
import type { ExportedCallers } from './exported-callers.js';
import { isOperatorSource } from './cli-program.js';

/** Where a value comes from, from harmless to attacker-controlled. */
export type Origin = 'constant' | 'local' | 'unknown' | 'input';

export interface Graded {
  origin: Origin;
  /** The part that decided the origin, for the finding's body, e.g. "`ref`, an argument of `changelog`". */
  because: string;
  /**
   * For input: `source` when read from the program's sources (a request, argv, the environment),
   * `argument` when it is a function's argument (whatever its callers pass). Scripts run by
   * maintainers grade the two apart (see grade-match.ts).
   */
  via?: 'source' | 'argument';
  /**
   * For an argument: whether its function is an exported entry others call (entry-points.ts), so its
   * callers are elsewhere. A module's internal function's argument needs the file to show a way in.
   */
  exported?: boolean;
  /**
   * For an argument: whether the graded value is the parameter itself, unchanged (`def run_shell(cmd):
   * subprocess.run(cmd, shell=True)`): the function passes on whatever its callers built.
   */
  whole?: boolean;
  /** For input read from a source: the source's text (`process.argv[2]`, `req.query.q`). */
  source?: string;
  /**
   * For an untraced value (JavaScript and TypeScript): whether every part the rules cannot follow is
   * built of the program's own state only — `this.config.storage`, a call on constants, a date, a
   * name defined elsewhere — with no parameter, no program input and no network read in the function
   * that runs it. What the program produced itself, not a value another person chose.
   */
  closed?: boolean;
  /**
   * For an exported entry's argument (JavaScript and TypeScript): what its callers in the head pass,
   * when every call of it was found and none passes input (exported-callers.ts), e.g. "its callers
   * (WireGuard.ts) pass only values the rules cannot trace to a request". Graded at most medium.
   */
  callers?: string;
}

export const JS_FAMILY: readonly Language[] = ['javascript', 'typescript', 'tsx'];
// A value of the program's own: a constant, a local path, or an untraced value built of its own state.
export const isOwn = (g: Graded): boolean =>
  g.origin === 'constant' || g.origin === 'local' || (g.origin === 'unknown' && g.closed === true);

export const RANK: Record<Origin, number> = { constant: 0, local: 1, unknown: 2, input: 3 };
export const CONSTANT: Graded = { origin: 'constant', because: 'constants only' };
export const short = (text: string): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  return `\`${line.length > 40 ? `${line.slice(0, 37)}...` : line}\``;
};

// Of two inputs: a request read outranks a function's argument, which outranks the operator's argv or
// environment (reach-policy.ts grades them in that order in app code, so `${process.env.BIN} ${req.query.f}`
// cannot hide the request behind the environment, nor the environment a served handler's argument).
// An argument whose every caller was read and passes no input ranks below them all.
function inputRank(g: Graded, language: Language): number {
  if (g.via !== 'source') return g.callers === undefined ? 1 : -1;
  return isOperatorSource(g.source ?? '', language) ? 0 : 2;
}

export function strongest(grades: Graded[], language: Language): Graded {
  return grades.reduce((a, b) => {
    if (RANK[b.origin] !== RANK[a.origin]) return RANK[b.origin] > RANK[a.origin] ? b : a;
    // Of two untraced parts, one that may hold a caller's value decides: the command is not closed.
    if (a.origin === 'unknown') return a.closed && !b.closed ? b : a;
    if (a.origin !== 'input') return a;
    return inputRank(b, language) > inputRank(a, language) ? b : a;
  }, CONSTANT);
}

/** What besides its own file a grade may read (grade-flow.ts `gradeFlow` says what each is). */
export interface FlowFacts {
  /** Whether only a handler's arguments are input (a plain helper's hold what its callers pass). */
  handlersOnly?: boolean;
  /** Whether the file is a Python module no other module imports (module-callers.ts). */
  closedModule?: boolean;
  /** The parsed other files of a Go file's package (package-callers.ts). */
  goPackage?: readonly SgNode[] | undefined;
  /** The files of the head naming exported JS functions, read for their calls (exported-callers.ts). */
  callers?: ExportedCallers | undefined;
  /** How many callers' files away from the graded file this grade is (settled-callers.ts). */
  hop?: number;
}

/** What name resolution (grade-names.ts) reads of the grader that calls it. */
export interface Grader {
  readonly syntax: FlowSyntax;
  readonly language: Language;
  readonly scope: FlowScope;
  /** What besides the graded file the grade may read. */
  readonly facts: FlowFacts;
  /** The graded value itself. */
  readonly graded?: SgNode;
  grade(node: SgNode, depth: number): Graded;
  /** Grades a caller's argument, parsed with `language`'s grammar, one hop further, with a depth of its own. */
  gradeCaller(node: SgNode, language: Language): Graded;
  gradeAll(nodes: readonly (SgNode | null | undefined)[], depth: number): Graded;
}
