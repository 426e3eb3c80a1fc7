/**
 * Two Java shapes whose empty catch is the answer the code asks for, not a lost failure (issue 45
 * point 4, jeepay in fresh19), for deliberate-fallback.ts:
 *
 * - **a class-presence probe**: `try { hasX = Class.forName("org.x.Y") != null; } catch (…) {}` is how
 *   Java code asks "is this library on the classpath?" (Spring's `ClassUtils.isPresent` catches the
 *   same failure and answers false); the flag keeps its default when it is not. Only when every call
 *   in the try is a class lookup (`Class.forName`, a class loader's `loadClass`) and the catch takes
 *   a lookup failure or any exception: a try that also runs the class, or anything else, still reports.
 * - **a best-effort marker file**: `try { new File(p + ".lock").createNewFile(); } catch (IOException
 *   e) {}` already discards the boolean by which `createNewFile` reports a file it did not create, so
 *   the exception (the same failure, for another reason) is dropped on the same decision. Only a
 *   try of that one statement, on a `java.io.File` the code builds or declares.
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
