/**
 * What a YAML rule's match becomes besides its position: the severity graded by the flow of the
 * value that reaches the sink (`metadata.flow`), and a suggestion from ast-grep's `fix` template.
 */
import type { SgNode } from '@ast-grep/napi';
import { SEVERITIES, type Severity } from '../core/types.js';
import { gradeFlow, type Graded as GradedFlow, type Origin } from './flow/grade-flow.js';
import { isCodeLanguage, targetsOf, type Language, type RuleLanguage } from './languages.js';
import type { StaticRule } from './rule-file.js';
import { isBuildScript, isMaintainerScript, isMigrationPath } from '../core/code-paths.js';
import { isCallerClause } from './sql-clause.js';
import { hasEntryPoint, servesRequests } from './flow/entry-points.js';
import { FLOW_SYNTAX, kindOf } from './flow/flow-syntax.js';
import { isCliProgram, isOperatorSource, readsNetwork } from './flow/cli-program.js';
import { storedSettingIn } from './flow/stored-setting.js';
import { sinkContextGrade } from './sink-context.js';

export type Graded = { keep: false } | { keep: true; severity: Severity; detail: string | undefined };

// SEVERITIES runs from critical to low: the larger index is the milder severity.
const milder = (a: Severity, b: Severity): Severity =>
  SEVERITIES.indexOf(a) > SEVERITIES.indexOf(b) ? a : b;

// A hole between single quotes in SQL text: `'" + x + "'` (concatenation), `'${x}'` (template),
// `'{x}'` (f-string, format), `'%s'` (printf, %-formatting). Double quotes delimit names in SQL.
const QUOTED_VALUE = /'\s*["`]\s*\+|'\$\{|'\{[^{}'"]*\}'|'%[sv]'/;

/**
 * The severity an origin earns under a rule: constants none, local paths low, unknown at most medium
 * (high and critical are for a value traced to input: issue 45, severity follows reachability).
 */
export function severityFor(origin: Origin, ruleSeverity: Severity): Severity | null {
  if (origin === 'constant') return null;
  if (origin === 'local') return 'low';
  if (origin === 'unknown') return milder(ruleSeverity, 'medium');
  return ruleSeverity;
}

/**
 * Where the code runs bounds what flows in. A maintainer's script (scripts/, bin/, a release script)
 * or a test serves no request: its own paths, its fixtures, its helpers' arguments and other
 * commands' output are no finding, and its argv or environment (the maintainer's own) at most low. A
 * command-line program (`operated`) is graded at most low and its own paths are no finding. A
 * migration runs once on the app's own schema: at most low. Elsewhere the origin decides alone.
 */
function severityWhere(
  graded: GradedFlow,
  ruleSeverity: Severity,
  path: string,
  test: boolean,
  operated: boolean,
): Severity | null {
  if (test || isMaintainerScript(path))
    return graded.origin === 'input' && graded.via === 'source' ? milder(ruleSeverity, 'low') : null;
  // A command-line program's own paths (`__dirname`, a temporary folder it made) are no finding, as
  // in a maintainer's script: issue 45 point 2.
  if (operated && graded.origin === 'local') return null;
  const severity = severityFor(graded.origin, ruleSeverity);
  return severity && (operated || isMigrationPath(path)) ? milder(severity, 'low') : severity;
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
 */
export function gradeMatch(
  rule: StaticRule,
  node: SgNode,
  language: RuleLanguage,
  path = '',
  test = false,
): Graded {
  const stored = storedGrade(rule, node, language);
  if (stored) return stored;
  // A dangerous setting's own context (sink-context.ts): where its output goes, which peer it trusts.
  const context = sinkContextGrade(rule, node, language);
  if (context) return context;
  if (!rule.flow || !isCodeLanguage(language))
    return { keep: true, severity: rule.severity, detail: undefined };
  const value = node.getMatch(rule.flow);
  if (!value) return { keep: true, severity: rule.severity, detail: undefined };
  let graded;
  try {
    graded = gradeFlow(value, language, rule.flowSources === 'handlers');
  } catch (error) {
    // A grammar shape the grader does not know must not drop a finding: keep the rule's severity.
    const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { keep: true, severity: rule.severity, detail: `Severity not graded (${why}).` };
  }
  const { origin, because } = graded;
  // A rule that needs a source: a value the rules cannot trace to one is no finding, unless the rule
  // takes values and the SQL puts it between quotes (a string value, where names never go).
  const quotedValue =
    rule.flowSources === 'values' && origin === 'unknown' && QUOTED_VALUE.test(value.text());
  if (rule.flowSources && origin !== 'input' && !quotedValue) return { keep: false };
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
  // No attacker, no injection: the finding would only say the build runs its own command.
  if (origin === 'input' && isBuildScript(path)) return { keep: false };
  const maintainer = isMaintainerScript(path);
  const operated = !test && !maintainer && operatorsOwn(graded, value, path, language);
  // A rule whose true core is a program serving others (a command built from a request) drops what
  // the operator of a command-line program hands it: issue 45 point 2.
  if (operated && rule.inCli === 'skip') return { keep: false };
  const where = severityWhere(graded, rule.severity, path, test, operated);
  if (!where) return { keep: false };
  const reached = reachable(graded, where, value, language);
  const { severity, unreached } =
    rule.reach === 'request' ? fromRequest(graded, reached, value, language) : reached;
  const place = placeNote({ test, maintainer, operated, migration: isMigrationPath(path), unreached });
  return {
    keep: true,
    severity,
    detail: `Severity ${severity}: the value reaching the call includes ${because}${place}.`,
  };
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

/** Why the place bounds the grade, as the finding's body says it ('' when the origin decided alone). */
function placeNote(where: {
  test: boolean;
  maintainer: boolean;
  operated: boolean;
  migration: boolean;
  unreached: boolean | 'operator' | 'no-request';
}): string {
  if (where.test)
    return ' (in a test: it serves no request, so only argv, the environment, stdin or a request read in it is reported, at most low)';
  if (where.maintainer)
    return " (in a maintainer's script: its arguments and environment are the maintainer's own)";
  if (where.operated)
    return " (in a command-line program that serves no request: its argv, flags, environment, config and own paths are its operator's input, not an attacker's)";
  if (where.migration) return " (in a migration, run once by the operator on the app's own schema)";
  if (where.unreached === 'operator')
    return ', which its operator sets (the environment or argv), not a value an attacker sends';
  if (where.unreached === 'no-request')
    return "; no request is read in this file and it declares no request handler, so as far as it shows the caller passes the program's own settings and paths";
  if (where.unreached)
    return '; no request, argv, environment or stdin value is read in this file and it declares no request handler, so nothing here shows an attacker reaching it';
  return '';
}

/**
 * High and critical need a value traced to untrusted input (issue 45 point 5). An exported entry's
 * argument is input (its callers are anyone); an internal function's is input only as far as its
 * callers pass input: in a file that reads no request, argv, environment or stdin and declares no
 * handler (entry-points.ts), nothing shows one does, so it is at most medium.
 */
function reachable(
  graded: GradedFlow,
  severity: Severity,
  value: SgNode,
  language: Language,
): { severity: Severity; unreached: boolean } {
  const capped = milder(severity, 'medium');
  if (graded.origin !== 'input' || graded.via !== 'argument' || graded.exported || capped === severity)
    return { severity, unreached: false };
  const file = value.getRoot().root().text();
  return hasEntryPoint(file, language)
    ? { severity, unreached: false }
    : { severity: capped, unreached: true };
}

/**
 * A rule with `reach: request` (py-os-system) keeps a high or critical grade only for a value from a
 * request: a request read, or a function's argument in a file that reads a request or declares a
 * handler. Issue 45 points 3 and 5: a server's environment and argv are its operator's settings, and
 * a public helper's argument in a module that serves nothing holds what the program passes (ArchiveBox
 * chowns its own data dir, fresh5): the command is at most medium, and the body says why.
 */
function fromRequest(
  graded: GradedFlow,
  reached: { severity: Severity; unreached: boolean },
  value: SgNode,
  language: Language,
): { severity: Severity; unreached: boolean | 'operator' | 'no-request' } {
  const capped = milder(reached.severity, 'medium');
  if (capped === reached.severity || graded.origin !== 'input') return reached;
  if (graded.via === 'source')
    return isOperatorSource(graded.source ?? '', language)
      ? { severity: capped, unreached: 'operator' }
      : reached;
  return servesRequests(value.getRoot().root().text(), language)
    ? reached
    : { severity: capped, unreached: 'no-request' };
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
