/**
 * What a YAML rule's match becomes besides its position: the severity graded by the flow of the
 * value that reaches the sink (`metadata.flow`), and a suggestion from ast-grep's `fix` template.
 */
import type { SgNode } from '@ast-grep/napi';
import type { Severity } from '../core/types.js';
import { gradeFlow } from './flow/grade-flow.js';
import { JS_FAMILY, type FlowFacts, type Graded as GradedFlow } from './flow/graded.js';
import { isCodeLanguage, targetsOf, type Language, type RuleLanguage } from './languages.js';
import type { StaticRule } from './rule-file.js';
import { isBuildScript, isMaintainerScript, isMigrationPath } from '../core/code-paths.js';
import { isCallerClause } from './sql-clause.js';
import { declaresHandlers, servesRequests } from './flow/entry-points.js';
import { gradeByReach, milder, sourceOf, type Place } from './flow/reach-policy.js';
import { FLOW_SYNTAX, kindOf } from './flow/flow-syntax.js';
import { isCliProgram, isOperatorSource, readsNetwork } from './flow/cli-program.js';
import { storedSettingIn } from './flow/stored-setting.js';
import { sinkContextGrade } from './sink-context.js';
import { splicesNamesOnly } from './flow/sql-names.js';
import { splicesNamesOnlyJs } from './flow/js-sql-holes.js';
import type { ExportedCallers } from './flow/exported-callers.js';

/**
 * `backed`: the grade rests on what the graders found in the code, not on the pattern alone: the value
 * reaching the sink traced to input, or code decoded, downloaded or hidden on a minified line
 * (measured-grade.ts keeps such a grade).
 */
export type Graded =
  { keep: false } | { keep: true; severity: Severity; detail: string | undefined; backed?: boolean };

// A hole between single quotes in SQL text: `'" + x + "'` (concatenation), `'${x}'` (template),
// `'{x}'` (f-string, format), `'%s'` (printf, %-formatting). Double quotes delimit names in SQL.
const QUOTED_VALUE = /'\s*["`]\s*\+|'\$\{|'\{[^{}'"]*\}'|'%[sv]'/;
// In JavaScript a hole is `${…}`: `'{}'` is a JSON literal in the SQL (`COALESCE(??, '{}')::jsonb`,
// teable's filter adapters, fresh12), not a format field.
const JS_QUOTED_VALUE = /'\s*["`]\s*\+|'\$\{|'%[sv]'/;

/** Whether the SQL text puts a hole between single quotes, as the language writes a hole. */
function quotedHole(value: SgNode, language: Language): boolean {
  return (JS_FAMILY.includes(language) ? JS_QUOTED_VALUE : QUOTED_VALUE).test(value.text());
}

/**
 * Whether the value is a command-line program's own (cli-program.ts): its argv, environment or stdin,
 * a function's argument (the program's own flow passes its flags and config), its own paths, or a
 * value the rules cannot trace when the function running the command reads nothing from the network.
 * A request read in the file makes it no CLI; a value read back from the network is not the operator's.
 */
function operatorsOwn(graded: GradedFlow, value: SgNode, path: string, language: Language): boolean {
  const file = value.getRoot().root().text();
  if (!isCliProgram(path, file, language)) return false;
  if (graded.origin === 'input' && graded.via === 'source')
    return isOperatorSource(graded.source ?? '', language);
  if (graded.origin !== 'unknown') return true;
  // A fetch elsewhere in the file (a helper asking an API for the user's name) says nothing of this
  // command: only a network read in the function that runs it keeps an untraced value's grade.
  const fn = value.ancestors().find((a) => FLOW_SYNTAX[language].functions.includes(kindOf(a)));
  return !readsNetwork(fn?.text() ?? file, language);
}

/**
 * Grades a match of a rule with `metadata.flow`; other rules keep their severity. In a build script
 * (`path`: a Gruntfile, a webpack config, build.rs) the environment and the arguments are the build's
 * own, set by whoever runs it, not attacker input: such a value is no injection. In a test (`test`)
 * only a value read from argv, the environment, stdin or a request is (issue 45 point 2: tests are
 * not request handlers; `git clone ${tmpDir}` on the test's own temporary folder is no finding).
 * `runBy` says what of the file's `package.json` runs it (manifest.ts): one of its scripts, or a build
 * hook of its packager (build-hooks.ts); a maintainer's script like one in `scripts/`. `goPackage`
 * holds the other files of a Go file's package, parsed, when all were read: an unexported helper's
 * arguments hold what they pass (flow/package-callers.ts). `callers` holds the head's files naming
 * exported JS functions: an exported function's argument holds what their calls pass
 * (flow/settled-callers.ts); a high or critical grade from such an argument adds the names it needs
 * to `callers.wanted`, for the lens to read and grade again.
 */
export function gradeMatch(
  rule: StaticRule,
  node: SgNode,
  language: RuleLanguage,
  path = '',
  test = false,
  runBy?: string,
  goPackage?: readonly SgNode[],
  callers?: ExportedCallers,
): Graded {
  const stored = storedGrade(rule, node, language);
  if (stored) return stored;
  // A dangerous setting's own context (sink-context.ts): where its output goes, which peer it trusts.
  const context = sinkContextGrade(rule, node, language, path);
  if (context) return context;
  if (!rule.flow || !isCodeLanguage(language))
    return { keep: true, severity: rule.severity, detail: undefined };
  const value = node.getMatch(rule.flow);
  if (!value) return { keep: true, severity: rule.severity, detail: undefined };
  // The names whose callers this match's grade could use: asked for only if it ends high or critical.
  const asked = callers && { known: callers.known, wanted: new Set<string>() };
  const closedModule = isMigrationPath(path);
  const handlersOnly = rule.flowSources === 'handlers';
  const graded = flowOf(rule, value, language, { handlersOnly, closedModule, goPackage, callers: asked });
  if ('keep' in graded) return graded;
  const { origin, because } = graded;
  // A rule that needs a source: a value the rules cannot trace to one is no finding, unless the rule
  // takes values and the SQL puts it between quotes (a string value, where names never go).
  const quotedValue = rule.flowSources === 'values' && origin === 'unknown' && quotedHole(value, language);
  // A command or code rule (issue 45: only what another person controls is injection) reports an
  // untraced value only in a file that reads a request or declares a handler: there a helper
  // (`os.system("rm " + upload_name())`) may hand over the request's value, which the rules cannot
  // follow. Elsewhere an untraced value is the program's own (its config, its paths, its own output).
  const servedUntraced =
    rule.flowSources === 'requests' &&
    origin === 'unknown' &&
    servesRequests(value.getRoot().root().text(), language);
  if (rule.flowSources && origin !== 'input' && !quotedValue && !servedUntraced) return { keep: false };
  // A clause the function's caller chose, its values bound: a name in code, not a value (sql-clause.ts).
  if (rule.flowSources === 'values' && graded.via === 'argument' && isCallerClause(value))
    return { keep: false };
  // A wrapper that runs the whole command its caller hands it (commitizen's documented `run_shell(cmd)`,
  // like `subprocess.run` itself): the command is built, if anywhere, by its callers. CodeQL's
  // py/shell-command-constructed-from-input reports a library's input only where it is concatenated,
  // interpolated or formatted into a command, never a parameter passed on whole. Not in a file that
  // serves requests, where a route's parameter is the request's own value.
  if (rule.passThrough === 'skip' && graded.whole && !servesRequests(value.getRoot().root().text(), language))
    return { keep: false };
  const served = declaresHandlers(value.getRoot().root().text(), language, path);
  const maintainer = (isMaintainerScript(path) && !served) || runBy !== undefined;
  const operated = !test && !maintainer && operatorsOwn(graded, value, path, language);
  // A rule whose true core is a program serving others (a command built from a request) drops what
  // the operator of a command-line program hands it: issue 45 point 2.
  if (operated && rule.inCli === 'skip') return { keep: false };
  // One policy for every flow rule (flow/reach-policy.ts): what flows in and where the code runs.
  // The program's own state is its own only for a rule whose true core is a program serving others
  // (a command): a component's `this.items`, shown by a DOM or code sink, is often other users' data
  // fetched from the server, which stays untraced.
  const own = sourceOf(graded, value.getRoot().root().text(), language);
  // The program's own path between quotes: one word to the shell, and no one sends it (quotedSplices).
  if (own === 'own-path' && rule.inCli === 'skip' && quotedSplices(value)) return { keep: false };
  const source = own === 'own-state' && rule.inCli !== 'skip' ? 'untraced' : own;
  const place = placeOf(path, test, operated, maintainer, served);
  const reached = gradeByReach(rule.severity, source, place);
  if (!reached) return { keep: false };
  const grade = (reached.severity !== 'low' && narrowed(rule, value, language, source, graded)) || reached;
  if (source === 'exported-argument' && ['critical', 'high'].includes(grade.severity))
    asked?.wanted.forEach((name) => callers?.wanted.add(name));
  // An argument whose callers settle it: the body names them (settled-callers.ts).
  const reaching = source === 'settled-argument' ? `${because}; ${graded.callers}` : because;
  // Said when only the manifest makes it a script: the reader can check the line that runs it.
  const script =
    place === 'maintainer-script' && !isMaintainerScript(path) && runBy !== undefined ? ` ${runBy}.` : '';
  return {
    keep: true,
    severity: grade.severity,
    detail: `Severity ${grade.severity}: the value reaching the call includes ${reaching}${grade.why}.${script}`,
    backed: origin === 'input',
  };
}

/** The flow grade of `value`, or the rule's severity, saying why, when the grader failed on its shape. */
function flowOf(rule: StaticRule, value: SgNode, language: Language, facts: FlowFacts): GradedFlow | Graded {
  try {
    return gradeFlow(value, language, facts);
  } catch (error) {
    // A grammar shape the grader does not know must not drop a finding: keep the rule's severity.
    const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { keep: true, severity: rule.severity, detail: `Severity not graded (${why}).` };
  }
}

// A name in SQL from a helper's argument: what the body says when it lowered the grade.
const NAME_WHY =
  '; it only names a table or a sequence, or a column or its definition in DDL, which SQL cannot take as a bound parameter, and no request reaches it in this file (quote it as an identifier, e.g. `psycopg2.sql.Identifier`, if a caller may pass user input)';

// The same for JavaScript, whose splices may also be clauses or placeholder lists (js-sql-holes.ts).
const JS_NAME_WHY =
  '; every part spliced into the SQL sits where a name, a clause or a list of `?` placeholders goes, the call binds the values, and no request reaches it in this file (check that callers pass only names they chose, or quote them as identifiers, e.g. `??` in Knex)';

/** What lowers a reached grade further by the value's shape: SQL names only, or a wrapper's whole parameter. */
function narrowed(
  rule: StaticRule,
  value: SgNode,
  language: Language,
  source: ReturnType<typeof sourceOf>,
  graded: GradedFlow,
): { severity: Severity; why: string } | undefined {
  return namesOnly(rule, value, language, source) ?? wrapper(rule, graded, source);
}

// A wrapper's parameter handed whole to the sink: what the body says when it lowered the grade.
const WRAPPER_WHY =
  ', handed whole to the call: a wrapper that runs what its caller passes, as the call itself does, and no request reaches it in this file; the code is built, if anywhere, by its callers (check those that pass input)';

/**
 * Medium, with the reason, for an exported entry that hands its own parameter, unchanged, to the sink
 * (`pass-through: medium`; qtile's `eval(self, code)` command, fresh25): CodeQL's code-injection
 * queries report a library's parameter only where their `remote` sources reach it, and a wrapper adds
 * nothing to what its callers pass. A parameter spliced, formatted or compiled into the code is not
 * whole; a handler's argument (a file that serves requests) is `served-argument` and keeps its grade.
 */
function wrapper(
  rule: StaticRule,
  graded: GradedFlow,
  source: ReturnType<typeof sourceOf>,
): { severity: Severity; why: string } | undefined {
  if (rule.passThrough !== 'medium' || !graded.whole || source !== 'exported-argument') return undefined;
  return { severity: milder(rule.severity, 'medium'), why: WRAPPER_WHY };
}

/**
 * Low, with the reason, for SQL that splices only names from a function's argument that no request in
 * the file reaches: Python's `CREATE SEQUENCE {0}` in a sequence helper whose callers are elsewhere
 * (flow/sql-names.ts); JavaScript's column, clause or placeholder list with the values bound
 * (flow/js-sql-holes.ts). A request read, or a handler's argument, keeps its grade.
 */
function namesOnly(
  rule: StaticRule,
  value: SgNode,
  language: Language,
  source: ReturnType<typeof sourceOf>,
): { severity: Severity; why: string } | undefined {
  if (rule.flowSources !== 'values') return undefined;
  if (!['exported-argument', 'settled-argument', 'unserved-argument'].includes(source)) return undefined;
  const low = milder(rule.severity, 'low');
  if (language === 'python') return splicesNamesOnly(value) ? { severity: low, why: NAME_WHY } : undefined;
  if (!targetsOf('javascript').includes(language)) return undefined;
  return splicesNamesOnlyJs(value) ? { severity: low, why: JS_NAME_WHY } : undefined;
}

/**
 * Whether `value` is a JavaScript template whose every `${…}` lies between shell quotes
 * (`git -C "${rootDir}" rev-parse HEAD`): the shell reads each as one word, so a space in the path
 * cannot split it. CodeQL's js/shell-command-injection-from-environment reports a command built from
 * `__dirname`, `process.cwd()` or another absolute path of the program's own only where it is not
 * quoted (its `QuotingConcatSanitizer`; https://github.com/github/codeql/pull/2092: "other results are
 * practically safe as they quote the file names"). A backslash anywhere (an escaped quote whose
 * meaning differs between the template and the shell) or an unquoted splice answers no.
 */
function quotedSplices(value: SgNode): boolean {
  if (value.kind() !== 'template_string' || value.text().includes('\\')) return false;
  const base = value.range().start.index;
  const text = value.text();
  const splices = value.children().filter((c) => c.kind() === 'template_substitution');
  let quote = '';
  let at = 1;
  for (const splice of splices) {
    const { start, end } = splice.range();
    for (const c of text.slice(at, start.index - base))
      if (c === quote) quote = '';
      else if (!quote && (c === '"' || c === "'")) quote = c;
    if (!quote) return false;
    at = end.index - base;
  }
  return splices.length > 0;
}

/**
 * Where the code runs, for the policy's table of places (core/code-paths.ts, cli-program.ts). A file
 * that handles requests (`served`) is the app's code wherever it lies (issue 45 point 2, read the
 * other way): a pull request can put an Express app under `scripts/`, name it `release.mjs` or
 * `Gruntfile.js`, and a request handled there is a server's.
 */
function placeOf(
  path: string,
  test: boolean,
  operated: boolean,
  maintainer: boolean,
  served: boolean,
): Place {
  if (isBuildScript(path) && !served) return 'build-script';
  if (test) return 'test';
  if (maintainer) return 'maintainer-script';
  if (operated) return 'cli';
  return isMigrationPath(path) ? 'migration' : 'app';
}

/**
 * Medium, with the reason, for a match whose `stored-setting` value is the app's own stored setting
 * (flow/stored-setting.ts): code an admin or a monitor's editor configured, not a request's value.
 */
function storedGrade(rule: StaticRule, node: SgNode, language: RuleLanguage): Graded | undefined {
  if (!rule.storedSetting || !targetsOf('javascript').includes(language)) return undefined;
  const value = node.getMatch(rule.storedSetting);
  const setting = value && storedSettingIn(value);
  if (!setting) return undefined;
  const severity = milder(rule.severity, 'medium');
  return {
    keep: true,
    severity,
    detail:
      `Severity ${severity}: the code comes from ${setting}, ` +
      "a setting the app stores (the object's own state or its configuration), which whoever may edit " +
      "that setting writes; no request's value reaches it here.",
  };
}

/**
 * The suggestion of a rule with a `fix` template: the flagged line with the match rewritten, when the
 * match lies on that one line; null otherwise (a multi-line rewrite is left to the author).
 */
export function suggestionFor(rule: StaticRule, node: SgNode, content: string, line: number): string | null {
  if (rule.fix === undefined) return null;
  const { start, end } = node.range();
  if (start.line !== line - 1 || end.line !== line - 1) return null;
  // A template naming a metavariable this match did not bind (another `any` branch) has no rewrite here.
  let unbound = false;
  const fixed = rule.fix
    .trim()
    .replace(/\$(\$\$)?([A-Z_][A-Z0-9_]*)/g, (whole, many: string | undefined, name: string) => {
      if (!many) {
        const bound = node.getMatch(name);
        if (!bound) unbound = true;
        return bound?.text() ?? whole;
      }
      const nodes = node.getMultipleMatches(name);
      const [first, last] = [nodes[0], nodes.at(-1)];
      return first && last ? content.slice(first.range().start.index, last.range().end.index) : '';
    });
  if (unbound) return null;
  const lineStart = content.lastIndexOf('\n', start.index - 1) + 1;
  const lineEnd = content.indexOf('\n', end.index);
  const text = content.slice(lineStart, lineEnd < 0 ? content.length : lineEnd).replace(/\r$/, '');
  return text.slice(0, start.index - lineStart) + fixed + text.slice(end.index - lineStart);
}
