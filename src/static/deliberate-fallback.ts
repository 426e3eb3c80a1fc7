/**
 * One recogniser of a deliberate fallback (issue 45 point 4), shared by the rules that report a
 * dropped error or an empty catch (`metadata.fallback: skip`). Each rule's YAML keeps what is its own
 * (which calls lose data, which catch is empty); what makes a dropped failure *deliberate* is decided
 * here once, for every such rule, from what mature linters draw:
 *
 * - **documented**: the rules' own notes ask for "a comment saying why"; PMD's `EmptyCatchBlock`
 *   (`allowCommentedBlocks`), ESLint's `no-empty` and errcheck's `//nolint` reasons take a comment as
 *   the author's decision. A comment on the statement's line, or opening the run of lines it closes.
 * - **test setup**: a helper or fixture of a test (a Go function taking `*testing.T`, a JUnit
 *   `@BeforeEach`, a pytest fixture, a Jest `beforeEach`) fails its test anyway; golangci-lint and
 *   Sonar leave test code out of these checks. Decided per function, never per file.
 * - **a write nobody can report** (Go, go-fallbacks.ts): errcheck excludes `fmt.Print*` and
 *   `fmt.Fprint(os.Stderr)` by default: a failed write to the process's own console (or a logger's
 *   own writer) has nowhere left to be reported.
 * - **cleanup in a `finally`**: raising there replaces the try's own error with the cleanup's
 *   (restoring `autoCommit`, removing a pid file); SonarQube's S1166 and PMD leave it to the author.
 * - **named to be ignored**: PMD's `allowExceptionNameRegex` default `^(ignored|expected)$`, and the
 *   `_`/`ignore` prefix of ESLint's and IntelliJ's conventions: `catch (IOException ignored) {}`.
 * - **cleanup before a re-raise**: an empty handler inside another handler that raises after it is
 *   cleanup on the error path, which, as in a `finally`, must not replace the failure reported.
 * - **a default follows**: the try returns what it found and, right after the empty catch, the
 *   function returns a literal default (`return 0;`, `return null`, `return []`), the function's own
 *   default parameter or an upper-case constant: a lenient parse;
 *   also behind a getter's guard, the try ending an `if` with no `else` that the default follows.
 * - **a parse probe** (Java, java-probes.ts): Java has no `tryParse`, so `try { n =
 *   Integer.parseInt(s); } catch (NumberFormatException e) {}` is how code asks "is this a number?"
 *   and keeps its default when it is not (Guava's `Ints.tryParse` returns null the same way). Only
 *   when the catch takes nothing but parse failures, or takes any exception over a try that does
 *   nothing but parse and copy in memory.
 * - **a class-presence probe or a marker file** (Java, java-probes.ts): a try that only looks a class
 *   up by name, or only creates a marker file discarding `createNewFile`'s own result.
 * - **a maintainer's task**: an invoke or fabric `@task` (pyinvoke's `tasks.py`) is run by hand by
 *   its maintainer, who sees its failures (issue 45 point 2; the rules skip maintainer scripts).
 * - **reported by the next step** (Go, go-fallbacks.ts): a dropped `os.MkdirAll(dir)` whose following
 *   write into `dir` checks its error (the write fails, and says so, when the folder is missing).
 * - **an encode into memory** (Go, go-fallbacks.ts): `node.Encode(v)` on a `yaml.Node` the file
 *   declares, or gorilla/schema's `encoder.Encode(src, values)` into a `url.Values` it declares, writes
 *   no file, stream or record: its only failure is a type the encoder refuses, and nothing stored is
 *   lost (navidrome's schema generator, opengist's pagination links, fresh5 and fresh15). Decided by
 *   the declared type, never by a name.
 */
import type { SgNode } from '@ast-grep/napi';
import { isCodeLanguage, targetsOf, type RuleLanguage } from './languages.js';
import { servesRequests } from './flow/entry-points.js';
import { FLOW_SYNTAX, kindOf } from './flow/flow-syntax.js';
import { bestEffortMarkerFile, classPresenceProbe, keptDefault, parseProbe } from './java-probes.js';
import { encodesInMemory, reportedByNextStep, writesToConsole } from './go-fallbacks.js';

/** Why a match is a deliberate fallback, or `undefined` when nothing shows it is. */
export function deliberateFallback(node: SgNode, language: RuleLanguage): string | undefined {
  if (documented(node)) return 'a comment says why the failure is dropped';
  if (inTestSetup(node, language)) return 'it runs in a test helper or fixture, which fails its test anyway';
  if (namedIgnored(node)) return 'the exception is named to be ignored';
  if (inFinally(node, language))
    return "it is cleanup in a `finally`, which must not replace the try's own error";
  if (beforeRethrow(node, language))
    return 'it is cleanup on the error path, before the handler raises the failure it caught';
  if (defaultFollows(node, language)) return 'the try returns what it found and a literal default follows it';
  if (language === 'java' && parseProbe(node))
    return 'it probes whether a string parses, and a value that does not keeps its default';
  if (language === 'java' && classPresenceProbe(node))
    return 'it probes whether a class is on the classpath, and a library that is absent keeps the default';
  if (language === 'java' && bestEffortMarkerFile(node))
    return 'it only creates a marker file whose `createNewFile` result the code already ignores';
  if (language === 'java' && keptDefault(node))
    return 'the try only assigns a variable that already holds a default, and the code after it keeps or checks that default';
  if (language === 'python' && inMaintainerTask(node))
    return "it runs in a maintainer's invoke or fabric task";
  if (language !== 'go') return undefined;
  if (writesToConsole(node))
    return "the write goes to the process's own console or log, which has nowhere to report it";
  if (reportedByNextStep(node)) return 'the next write into the folder checks its error';
  if (encodesInMemory(node))
    return 'it encodes into a value in memory (a `yaml.Node`, `url.Values`), which stores nothing that could be lost';
  return undefined;
}

const COMMENT = /^(line_comment|block_comment|comment)$/;

/** Whether `node` is a function of `language` (the flow tables' function kinds). */
const isFunction = (node: SgNode, language: RuleLanguage): boolean =>
  isCodeLanguage(language) && FLOW_SYNTAX[language].functions.includes(kindOf(node));

/**
 * A comment on the match's last line, after it (`_ = row.Scan(&v) // old table may be missing`), or
 * one that opens the paragraph the statement ends: only statements, no blank line, between them.
 * A comment further up, past a blank line, speaks for other code.
 */
function documented(node: SgNode): boolean {
  const statement = statementOf(node);
  if (!statement) return false;
  const end = statement.range().end.line;
  const after = statement.next();
  if (after && COMMENT.test(String(after.kind())) && after.range().start.line === end) return true;
  let line = statement.range().start.line;
  for (let prev = previous(statement); prev; prev = previous(prev)) {
    if (prev.range().end.line < line - 1) return false;
    if (COMMENT.test(String(prev.kind()))) return true;
    line = prev.range().start.line;
  }
  return false;
}

/** The sibling before `node`; Go's grammar keeps a block's leading comments outside its statement list. */
function previous(node: SgNode): SgNode | null {
  const parent = node.parent();
  return node.prev() ?? (parent && String(parent.kind()) === 'statement_list' ? parent.prev() : null);
}

/**
 * The statement the match is when it drops the error out loud (Go's `_ = f()`): a comment beside an
 * explicit drop is its reason. A comment above `err := f()` or `defer f.Close()` describes the step,
 * not a decision to lose its failure, and a clause (catch, except) has its own comment inside.
 */
function statementOf(node: SgNode): SgNode | undefined {
  if (String(node.kind()) !== 'assignment_statement') return undefined;
  return /^_(\s*,\s*_)*$/.test(node.field('left')?.text() ?? '') ? node : undefined;
}

// Go: a parameter of the testing package's types. JUnit 4/5 and TestNG set-up and tear-down
// annotations. pytest's fixture decorator and unittest's set-up and tear-down methods. Jest, Mocha
// and Vitest hooks.
const GO_TEST_PARAM = /^\*?testing\.(T|TB|B|M|F)$/;
const JAVA_SETUP = /@(Before|After)(Each|All|Class|Method|Suite|Test|Groups)?\b/;
const PY_SETUP_NAME =
  /^(setUp|tearDown|setUpClass|tearDownClass|asyncSetUp|asyncTearDown|setup_method|teardown_method|setup_class|teardown_class|setup_module|teardown_module)$/;
const PY_FIXTURE = /^@(pytest\.)?fixture\b/;
const JS_HOOK = /^(beforeEach|beforeAll|afterEach|afterAll|before|after)$/;

/**
 * Whether a function around the match is a test's helper or fixture (checked per function, not per
 * file). Never in a file that reads a request or declares a handler: a test hook or a `*testing.T`
 * parameter a PR adds there must not hide a swallowed failure of shipped request handling.
 */
function inTestSetup(node: SgNode, language: RuleLanguage): boolean {
  if (isCodeLanguage(language) && servesRequests(node.getRoot().root().text(), language)) return false;
  for (const a of node.ancestors()) {
    const kind = String(a.kind());
    if (language === 'go' && isFunction(a, language)) {
      const params = a.field('parameters')?.children() ?? [];
      if (params.some((p) => GO_TEST_PARAM.test(p.field('type')?.text() ?? ''))) return true;
    } else if (language === 'java' && kind === 'method_declaration') {
      return JAVA_SETUP.test(
        a
          .children()
          .find((c) => String(c.kind()) === 'modifiers')
          ?.text() ?? '',
      );
    } else if (language === 'python' && kind === 'function_definition') {
      if (PY_SETUP_NAME.test(a.field('name')?.text() ?? '')) return true;
      const decorated = a.parent();
      if (String(decorated?.kind()) === 'decorated_definition') {
        const decorators = decorated?.children().filter((c) => String(c.kind()) === 'decorator') ?? [];
        if (decorators.some((d) => PY_FIXTURE.test(d.text()))) return true;
      }
    } else if (targetsOf('javascript').includes(language) && kind === 'call_expression') {
      if (JS_HOOK.test(a.field('function')?.text() ?? '')) return true;
    }
  }
  return false;
}

// PMD's allowExceptionNameRegex default, plus the `_`-prefix and `ignore` spellings ESLint and
// IntelliJ honour.
const IGNORED_NAME = /^(_\w*|ignored?\w*|expected\w*)$/;

/** A catch or except inside a `finally` clause of the same function. */
function inFinally(node: SgNode, language: RuleLanguage): boolean {
  const kind = String(node.kind());
  if (kind !== 'catch_clause' && kind !== 'except_clause') return false;
  for (const a of node.ancestors()) {
    const k = String(a.kind());
    if (k === 'finally_clause') return true;
    if (isFunction(a, language)) return false;
  }
  return false;
}

/**
 * An empty handler inside another handler that raises after it (`except OSError as e: try:
 * os.unlink(tmp) except: pass; raise …`): cleanup on the error path, like cleanup in a `finally`,
 * must not replace the failure the outer handler reports.
 */
function beforeRethrow(node: SgNode, language: RuleLanguage): boolean {
  const kind = String(node.kind());
  if (kind !== 'catch_clause' && kind !== 'except_clause') return false;
  // Python raises, Java and JavaScript throw; Go has no handler to nest in.
  if (language === 'go') return false;
  const end = node.range().end.index;
  for (const a of node.ancestors()) {
    if (isFunction(a, language)) return false;
    const k = String(a.kind());
    if (k !== 'catch_clause' && k !== 'except_clause') continue;
    const raises = a.findAll({
      rule: { kind: language === 'python' ? 'raise_statement' : 'throw_statement' },
    });
    return raises.some((r) => r.range().start.index > end);
  }
  return false;
}

/** `catch (E ignored) {}`, `catch (_err) {}`, `except E as ignored: pass`. */
function namedIgnored(node: SgNode): boolean {
  const kind = String(node.kind());
  if (kind === 'catch_clause') {
    const java = node.children().find((c) => String(c.kind()) === 'catch_formal_parameter');
    const name = java ? java.field('name') : node.field('parameter');
    return IGNORED_NAME.test(name?.text() ?? '');
  }
  if (kind !== 'except_clause') return false;
  const target = node.find({ rule: { kind: 'as_pattern_target' } });
  return IGNORED_NAME.test(target?.text() ?? '');
}

// A literal default: null, None, false, 0, -1, an empty string, list, map or Optional.
const DEFAULT_RETURN =
  /^return(\s+(null|undefined|None|nil|false|False|true|True|-?\d+[LlFfDd]?|""|''|``|\[\]|\{\}|\(\)|Optional\.empty\(\)|(Collections\.empty\w*|List\.of|Map\.of|Set\.of)\(\)))?\s*;?$/;

/**
 * The catch ends a try that returns a value, and the one statement left after the try in its block
 * returns a literal default: on failure the function returns that default on purpose. A try that
 * ends the block of an `if` with no `else` counts the statements after the `if`: the lenient
 * getter's guard, `if (!isEmpty(s)) { try { return df.parse(s); } catch (Exception e) {} } return
 * null;` (Roller's search forms read an unparsable date as no date filter, fresh12).
 */
function defaultFollows(node: SgNode, language: RuleLanguage): boolean {
  const kind = String(node.kind());
  if (kind !== 'catch_clause' && kind !== 'except_clause') return false;
  const tryStatement = node.parent();
  if (!tryStatement || String(tryStatement.kind()) !== 'try_statement') return false;
  const body = tryStatement.field('body');
  if (!body?.find({ rule: { kind: 'return_statement', regex: '^return\\s+\\S' } })) return false;
  let after = statementsAfter(tryStatement);
  const block = tryStatement.parent();
  const guard = block?.parent();
  if (
    after.length === 0 &&
    block &&
    guard &&
    String(guard.kind()) === 'if_statement' &&
    guard.field('consequence')?.id() === block.id() &&
    !guard.field('alternative')
  )
    after = statementsAfter(guard);
  const [last] = after;
  return (
    after.length === 1 &&
    last !== undefined &&
    (DEFAULT_RETURN.test(last.text()) || returnsGivenDefault(last, language))
  );
}

// A constant by its spelling: an upper-case name, alone or on a type (`Level.NONE`, `DEFAULT_PORT`).
const CONSTANT_RETURN = /^return\s+([A-Z]\w*\.)*[A-Z][A-Z0-9_]+\s*;?$/;

/**
 * `return defaultValue;` of a parameter of the function around it (the caller's own default, as in
 * gitblit's manifest lookup `getManifestValue(attrib, defaultValue)`, fresh28), or of an upper-case
 * constant (`return Level.NONE;`): as fixed as a literal. A local variable or a field still reports.
 */
function returnsGivenDefault(statement: SgNode, language: RuleLanguage): boolean {
  if (CONSTANT_RETURN.test(statement.text())) return true;
  // Java only: a JavaScript helper returning its input after a failed request hides the request's failure.
  if (language !== 'java') return false;
  const name = /^return\s+([A-Za-z_$][\w$]*)\s*;?$/.exec(statement.text())?.[1];
  if (!name) return false;
  const fn = statement.ancestors().find((a) => a.field('parameters') !== null && a.field('body') !== null);
  const parameters = fn?.field('parameters');
  return (
    parameters !== null &&
    parameters !== undefined &&
    new RegExp(`(^|[^\\w$])${name.replace(/\$/g, '\\$')}([^\\w$]|$)`).test(parameters.text())
  );
}

/** The statements after `node` in its block: no comments, no closing brace. */
const statementsAfter = (node: SgNode): SgNode[] =>
  node.nextAll().filter((n) => !COMMENT.test(String(n.kind())) && !/^[}]$/.test(n.text()));

// pyinvoke and Fabric: `from invoke import task`, `import invoke`, `from fabric import task`.
const TASK_IMPORT = /^\s*(from\s+(invoke|fabric)\b[^\n]*\bimport\b|import\s+(invoke|fabric)\b)/m;

/** A function decorated `@task` (or `@invoke.task(...)`) in a file that imports invoke or fabric. */
function inMaintainerTask(node: SgNode): boolean {
  const file = node.getRoot().root().text();
  if (!TASK_IMPORT.test(file) || servesRequests(file, 'python')) return false;
  return node
    .ancestors()
    .filter((a) => String(a.kind()) === 'decorated_definition')
    .some((d) =>
      d
        .children()
        .some((c) => String(c.kind()) === 'decorator' && /^@((invoke|fabric)\.)?task\b/.test(c.text())),
    );
}
