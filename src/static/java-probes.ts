/**
 * Four Java shapes whose empty catch is the answer the code asks for, not a lost failure (issue 45
 * point 4; the class lookup and the marker file are jeepay's, in fresh19), for deliberate-fallback.ts:
 *
 * - **a parse probe**: Java has no `tryParse`, so `try { n = Integer.parseInt(s); } catch
 *   (NumberFormatException e) {}` is how code asks "is this a number?" and keeps its default when it
 *   is not (Guava's `Ints.tryParse` returns null the same way). Only when the catch takes nothing but
 *   parse failures, or takes any exception over a try that does nothing but parse and copy in memory.
 * - **a class-presence probe**: `try { hasX = Class.forName("org.x.Y") != null; } catch (…) {}` is how
 *   Java code asks "is this library on the classpath?" (Spring's `ClassUtils.isPresent` catches the
 *   same failure and answers false); the flag keeps its default when it is not. Only when every call
 *   in the try is a class lookup (`Class.forName`, a class loader's `loadClass`) and the catch takes
 *   a lookup failure or any exception: a try that also runs the class, or anything else, still reports.
 * - **a best-effort marker file**: `try { new File(p + ".lock").createNewFile(); } catch (IOException
 *   e) {}` already discards the boolean by which `createNewFile` reports a file it did not create, so
 *   the exception (the same failure, for another reason) is dropped on the same decision. Only a
 *   try of that one statement, on a `java.io.File` the code builds or declares.
 *
 * - **a kept default**: a try that only assigns one local variable already holding a default, which the
 *   code keeps (a literal other than null) or tests right after (`if (isEmpty(host))`).
 *
 * Apart from deliberate-fallback.ts, which holds what every language shares, because each of these
 * reads the JDK's own names (its parsers, its class loaders, `java.io.File`).
 */
import type { SgNode } from '@ast-grep/napi';
import { kindOf } from './flow/flow-syntax.js';

// What a failed class lookup throws, and the catches that take any exception.
const LOOKUP_FAILURE =
  /^(ClassNotFoundException|NoClassDefFoundError|LinkageError|ReflectiveOperationException|ExceptionInInitializerError|SecurityException)$/;
const ANY_FAILURE = /^(Exception|RuntimeException|Throwable|Error)$/;
// The JDK's class lookups, and the calls that only fetch the class loader they are made on.
const CLASS_LOOKUP = /^(Class\.forName|[\w.()]*\.loadClass)$/;
const LOADER_GETTER = /^(Thread\.currentThread|[\w.()]*\.(getContextClassLoader|getClassLoader))$/;
// A file operation whose boolean result says whether it happened (the only one that throws IOException).
const MARKER_CALL = 'createNewFile';
// Words before a name that do not declare it (`return certFile;`).
const STATEMENT_WORD = /^(return|throw|yield|case|else|new|assert)$/;
const IO_FAILURE = /^(IOException|SecurityException|Exception)$/;

/** The try a Java catch closes, and the simple names of the types the catch takes. */
function tryOf(node: SgNode): { body: SgNode; types: string[] } | undefined {
  if (kindOf(node) !== 'catch_clause') return undefined;
  const tryStatement = node.parent();
  const body = tryStatement && kindOf(tryStatement) === 'try_statement' ? tryStatement.field('body') : null;
  if (!body) return undefined;
  const types = (node.find({ rule: { kind: 'catch_type' } })?.text() ?? '')
    .split('|')
    .map((t) => t.trim().replace(/^.*\./, ''));
  return { body, types };
}

const callName = (call: SgNode): string =>
  `${call.field('object')?.text() ?? ''}.${call.field('name')?.text() ?? ''}`.replace(/\s+/g, '');

/** A catch whose try only looks classes up by name: the probe of an optional library. */
export function classPresenceProbe(node: SgNode): boolean {
  const probe = tryOf(node);
  if (!probe || !probe.types.every((t) => LOOKUP_FAILURE.test(t) || ANY_FAILURE.test(t))) return false;
  const calls = probe.body.findAll({ rule: { kind: 'method_invocation' } });
  const lookups = calls.filter((c) => CLASS_LOOKUP.test(callName(c)));
  return (
    lookups.length > 0 &&
    calls.every((c) => lookups.includes(c) || LOADER_GETTER.test(callName(c))) &&
    !probe.body.find({
      rule: { any: [{ kind: 'object_creation_expression' }, { kind: 'lambda_expression' }] },
    })
  );
}

/** A catch whose try only creates a marker file and already discards whether it was created. */
export function bestEffortMarkerFile(node: SgNode): boolean {
  const probe = tryOf(node);
  if (!probe || !probe.types.every((t) => IO_FAILURE.test(t))) return false;
  const statements = probe.body.children().filter((c) => !/^[{}]$/.test(c.text()));
  const [only] = statements;
  const call = only?.child(0);
  if (statements.length !== 1 || kindOf(only!) !== 'expression_statement' || !call) return false;
  if (kindOf(call) !== 'method_invocation' || call.field('name')?.text() !== MARKER_CALL) return false;
  if (!/^\(\s*\)$/.test(call.field('arguments')?.text() ?? '')) return false;
  const target = call.field('object');
  if (!target) return false;
  if (kindOf(target) === 'object_creation_expression') return target.field('type')?.text() === 'File';
  if (kindOf(target) !== 'identifier') return false;
  // Every declaration of that name in the file is a `File`: a project's own type must not borrow it.
  const file = node.getRoot().root().text();
  const types = [...file.matchAll(new RegExp(String.raw`\b([\w.]+)\s+${target.text()}\s*[=;,)]`, 'g'))]
    .map((m) => m[1] ?? '')
    .filter((t) => !STATEMENT_WORD.test(t));
  return types.length > 0 && types.every((t) => /^(java\.io\.)?File$/.test(t));
}

// What a failed parse throws: the only failures a catch of these types can swallow from a parse.
const PARSE_FAILURE = /^(NumberFormatException|ParseException|DateTimeParseException)$/;
// A catch of any exception: safe only when the try can throw nothing but a parse failure.
const CATCH_ALL = /^(Exception|RuntimeException|IllegalArgumentException|Throwable)$/;
// The JDK's parsers of numbers, dates and ids (`Integer.parseInt`, `Long.valueOf`, `UUID.fromString`,
// `LocalDate.parse`). Known by the class they are called on, never by a method name alone: a
// project's own `parse(token)` may be a check whose failure must not be dropped.
const JDK_PARSE =
  /^(Integer|Long|Short|Byte|Double|Float|Boolean|UUID|LocalDate|LocalDateTime|LocalTime|Instant|ZonedDateTime|OffsetDateTime|Duration|Period)\.(parse\w*|valueOf|decode|fromString)$/;
// The JDK's formats, whose `parse` reads a date or a number.
const JDK_FORMAT = /^(SimpleDateFormat|DateFormat|DateTimeFormatter|NumberFormat|DecimalFormat)$/;
// Calls that only compute in memory: nothing they could fail at is lost when a catch drops it.
const MEMORY_CALL = /^(System\.arraycopy|Math\.\w+|Arrays\.copyOf\w*|String\.valueOf)$/;
// What a parse probe may build: a format to parse with, a number, a string.
const MEMORY_TYPE = /^(SimpleDateFormat|DecimalFormat|Integer|Long|Double|BigDecimal|BigInteger|String)$/;

/** `call` is a JDK parser, or `parse` on a variable the file declares only as one of the JDK's formats. */
function isJdkParse(call: SgNode, file: string): boolean {
  const object = call.field('object')?.text() ?? '';
  const name = call.field('name')?.text() ?? '';
  if (JDK_PARSE.test(`${object}.${name}`)) return true;
  if (name !== 'parse' || !/^\w+$/.test(object)) return false;
  // Every declaration of that name in the file: another method's `Verifier df` must not borrow the
  // trust of a `SimpleDateFormat df` declared elsewhere.
  const types = [...file.matchAll(new RegExp(String.raw`\b(\w+)\s+${object}\s*[=;,)]`, 'g'))].map(
    (m) => m[1] ?? '',
  );
  return types.length > 0 && types.every((t) => JDK_FORMAT.test(t));
}

/**
 * `call` is `getX()` on this object, and the file's only method of that name returns a field and
 * does nothing else (`String getStartDate() { return startDate; }`): known by its body, not its name.
 */
function isFieldGetter(call: SgNode): boolean {
  const name = call.field('name')?.text() ?? '';
  if (call.field('object') || !/^\(\s*\)$/.test(call.field('arguments')?.text() ?? '')) return false;
  const declared = call
    .getRoot()
    .root()
    .findAll({
      rule: { kind: 'method_declaration', has: { field: 'name', regex: `^${name.replace(/\$/g, '\\$')}$` } },
    });
  const [only] = declared;
  return (
    declared.length === 1 &&
    /^\(\s*\)$/.test(only?.field('parameters')?.text() ?? '') &&
    /^\{\s*return\s+(this\.)?\w+\s*;\s*\}$/.test(only?.field('body')?.text() ?? '')
  );
}

/**
 * A Java catch whose try parses a number, a date or an id with the JDK: every exception type the
 * catch names is a parse failure, or it takes any exception and every call in the try is such a
 * parse or an in-memory computation (a `new` only of a format, a number or a string): a failure of
 * anything else (a lookup, a write, a project's own `parse`) still reports.
 */
export function parseProbe(node: SgNode): boolean {
  if (String(node.kind()) !== 'catch_clause') return false;
  const tryStatement = node.parent();
  const body =
    tryStatement && String(tryStatement.kind()) === 'try_statement' ? tryStatement.field('body') : null;
  if (!body) return false;
  const file = node.getRoot().root().text();
  const calls = body.findAll({ rule: { kind: 'method_invocation' } });
  const parses = (call: SgNode): boolean => isJdkParse(call, file);
  if (!calls.some(parses)) return false;
  const types = (node.find({ rule: { kind: 'catch_type' } })?.text() ?? '')
    .split('|')
    .map((t) => t.trim().replace(/^.*\./, ''));
  if (types.every((t) => PARSE_FAILURE.test(t))) return true;
  if (!types.every((t) => CATCH_ALL.test(t) || PARSE_FAILURE.test(t))) return false;
  const inMemory = (call: SgNode): boolean =>
    MEMORY_CALL.test(`${call.field('object')?.text() ?? ''}.${call.field('name')?.text() ?? ''}`) ||
    isFieldGetter(call);
  const built = body.findAll({ rule: { kind: 'object_creation_expression' } });
  return (
    calls.every((call) => parses(call) || inMemory(call)) &&
    built.every((b) => MEMORY_TYPE.test(b.field('type')?.text() ?? ''))
  );
}

// A literal that is a default by itself. Not null: a null default is dereferenced as often as checked.
const NON_NULL_LITERAL = /^(-?\d+(\.\d+)?[LlFfDd]?|true|false|""|'.')$/;
const SCOPE = /^(method_declaration|constructor_declaration|lambda_expression|static_initializer)$/;

/**
 * A catch whose try only assigns one local variable that already holds a default, and the code after
 * the try keeps to that default on a failure: the default is a literal other than null (`int
 * maxKeyLen = 0;` before `maxKeyLen = Cipher.getMaxAllowedKeyLength("AES")`), or the first use of the
 * variable after the try is an `if` that tests it (`String host = null; try { host = new
 * URL(url).getHost(); } catch (MalformedURLException e) {} if (StringUtils.isEmpty(host)) host = …`).
 * gitblit's SSH welcome host, plugin checksums and JCE probe (fresh28). A null default that the code
 * then dereferences (Roller's stylesheet, fresh12), a try that does more, or a field still report.
 */
export function keptDefault(node: SgNode): boolean {
  const probe = tryOf(node);
  const tryStatement = node.parent();
  if (!probe || !tryStatement) return false;
  const statements = probe.body
    .children()
    .filter((c) => !/^[{}]$/.test(c.text()) && !/comment$/.test(kindOf(c)));
  const assignment = statements[0]?.child(0);
  if (statements.length !== 1 || kindOf(statements[0]!) !== 'expression_statement') return false;
  if (!assignment || kindOf(assignment) !== 'assignment_expression') return false;
  const target = assignment.field('left');
  if (!target || kindOf(target) !== 'identifier' || assignment.field('operator')?.text() !== '=')
    return false;
  const scope = node.ancestors().find((a) => SCOPE.test(kindOf(a)));
  if (!scope) return false;
  const name = target.text();
  const start = tryStatement.range().start.index;
  const declared = scope.findAll({
    rule: { kind: 'variable_declarator', has: { field: 'name', regex: `^${name.replace(/\$/g, '\\$')}$` } },
  });
  const value = declared[0]?.field('value');
  if (declared.length !== 1 || !value || declared[0]!.range().end.index > start) return false;
  if (NON_NULL_LITERAL.test(value.text())) return true;
  const end = tryStatement.range().end.index;
  const later = scope
    .findAll({ rule: { kind: 'identifier', regex: `^${name.replace(/\$/g, '\\$')}$` } })
    .filter((i) => i.range().start.index > end);
  const first = later[0];
  return first !== undefined && testedByIf(first);
}

/**
 * The identifier sits in the condition of an `if` (within its own statement), as a value tested or
 * passed, not dereferenced: `if (head.equals(id))` on a null default would throw.
 */
function testedByIf(identifier: SgNode): boolean {
  const parent = identifier.parent();
  if (
    parent &&
    /^(method_invocation|field_access)$/.test(kindOf(parent)) &&
    parent.field('object')?.id() === identifier.id()
  )
    return false;
  let child = identifier;
  for (const a of identifier.ancestors()) {
    if (kindOf(a) === 'if_statement') return a.field('condition')?.id() === child.id();
    if (/statement$|declaration$/.test(kindOf(a))) return false;
    child = a;
  }
  return false;
}
