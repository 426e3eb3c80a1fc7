/**
 * The Go shapes of a deliberate fallback (issue 45 point 4), for deliberate-fallback.ts: an error
 * dropped with `_ =` where nothing is lost or the failure is reported anyway.
 *
 * - **a write nobody can report**: errcheck excludes `fmt.Print*` and `fmt.Fprint(os.Stderr)` by
 *   default: a failed write to the process's own console, an in-memory buffer or a standard logger's
 *   own writer has nowhere left to be reported.
 * - **reported by the next step**: a dropped `os.MkdirAll(dir)` whose following write into `dir`
 *   checks its error.
 * - **an encode into memory**: `node.Encode(v)` on a `yaml.Node`, or gorilla/schema's
 *   `encoder.Encode(src, values)` into a `url.Values`, the file declares.
 *
 * Apart from deliberate-fallback.ts, which holds what every language shares, because each of these
 * reads Go's own library (`os`, `log`, `bytes.Buffer`, encoders) from the dropped call.
 */
import type { SgNode } from '@ast-grep/napi';

// The process's own console (errcheck's default excludes), or `X.Writer()` of a standard logger.
const CONSOLE = /^os\.(Stdout|Stderr)$/;

/**
 * Whether the dropped call writes where a failure cannot happen or cannot be reported: the console
 * (`json.NewEncoder(os.Stdout).Encode(v)`), an in-memory buffer, a standard logger's own writer.
 */
export function writesToConsole(node: SgNode): boolean {
  const call = discardedCall(node);
  if (!call) return false;
  const target = encoderTarget(call) ?? call.field('function')?.field('operand');
  const text = target?.text() ?? '';
  if (CONSOLE.test(text) || isMemoryBuffer(text, node.getRoot().root().text())) return true;
  const logger = /^([\w.]+)\.Writer\(\)$/.exec(text)?.[1];
  return logger !== undefined && isStdLogger(logger.replace(/^.*\./, ''), node.getRoot().root().text());
}

/**
 * Whether `target` (`&b`, `w.buf`) is a field or variable the file declares as a `bytes.Buffer` or
 * `strings.Builder`, whose writes never fail (errcheck's default excludes): a struct's own buffer too,
 * which the rule's YAML, looking only in the function, cannot see.
 */
function isMemoryBuffer(target: string, file: string): boolean {
  const name = /^&?(?:[\w.]*\.)?(\w+)$/.exec(target)?.[1];
  if (!name) return false;
  return new RegExp(
    `(^|[\\s(,])${name}(\\s*,\\s*\\w+)*\\s+\\*?(bytes\\.Buffer|strings\\.Builder)\\b`,
    'm',
  ).test(file);
}

/**
 * Whether the file builds `name` with the standard library's `log.New` (under any import alias): its
 * own `Printf` drops write errors by design (`log.Logger.Output`'s error is ignored by every printer).
 */
function isStdLogger(name: string, file: string): boolean {
  const aliases = ['log', ...[...file.matchAll(/^\s*(\w+)\s+"log"\s*$/gm)].map((m) => m[1] ?? '')];
  return aliases.some((alias) => new RegExp(`\\b${name}\\s*:?=\\s*${alias}\\.New\\(`).test(file));
}

/** The call on the right of `_ =` (Go), if the match is such a statement. */
function discardedCall(node: SgNode): SgNode | undefined {
  if (String(node.kind()) !== 'assignment_statement') return undefined;
  const right = node.field('right');
  const call = right?.children().find((c) => String(c.kind()) === 'call_expression') ?? right;
  return call && String(call.kind()) === 'call_expression' ? call : undefined;
}

/** `W` of `pkg.NewEncoder(W).Encode(...)`. */
function encoderTarget(call: SgNode): SgNode | undefined {
  const inner = call.field('function')?.field('operand');
  if (String(inner?.kind()) !== 'call_expression') return undefined;
  if (!/\.NewEncoder$/.test(inner?.field('function')?.text() ?? '')) return undefined;
  return inner
    ?.field('arguments')
    ?.children()
    .find((c) => !/^[(),]$/.test(c.text()));
}

/**
 * Whether the dropped call is `X.Encode(v)` with `X` declared a `yaml.Node` in the file, or
 * `E.Encode(src, dst)` with `dst` declared a `url.Values` (a literal `url.Values{}` or a `var`).
 */
export function encodesInMemory(node: SgNode): boolean {
  const call = discardedCall(node);
  const fn = call?.field('function');
  if (String(fn?.kind()) !== 'selector_expression' || fn?.field('field')?.text() !== 'Encode') return false;
  const file = node.getRoot().root().text();
  const args = (call?.field('arguments')?.children() ?? []).filter((c) => !/^[(),]$/.test(c.text()));
  const declared = (name: string, type: string): boolean =>
    /^\w+$/.test(name) &&
    new RegExp(`(\\bvar\\s+${name}\\s+\\*?${type}\\b|\\b${name}\\s*:?=\\s*&?${type}\\{)`).test(file);
  const receiver = fn?.field('operand')?.text() ?? '';
  if (args.length === 1) return declared(receiver, 'yaml\\.Node');
  return args.length === 2 && declared(args[1]?.text() ?? '', 'url\\.Values');
}

/**
 * `_ = os.MkdirAll(dir, …)` followed, in the same function, by `err = …(… dir …)` whose error is
 * checked: the write into the folder fails, and reports, when the folder could not be made. A path
 * built from the folder first (`mainPath := filepath.Join(path, "main.db")`, then `db, err :=
 * open(mainPath)`: syncthing's database open, fresh25) is the folder too, and so is a file whose
 * folder the call makes (`filepath.Dir(path)`).
 */
export function reportedByNextStep(node: SgNode): boolean {
  const call = discardedCall(node);
  if (!/^os\.Mkdir(All)?$/.test(call?.field('function')?.text() ?? '')) return false;
  const arg = call?.field('arguments')?.children()[1]?.text() ?? '';
  // The folder of a file (`MkdirAll(filepath.Dir(path), …)`, then `os.OpenFile(path, …)`: kubeshark's
  // unzip, fresh26): creating the file there fails, and reports, when its folder could not be made.
  const dir = /^(filepath|path)\.Dir\(([\w.]+)\)$/.exec(arg)?.[2] ?? arg;
  if (!/^[\w.]+$/.test(dir)) return false;
  const rest: string[] = [];
  for (let next = node.next(); next; next = next.next()) rest.push(next.text());
  const text = rest.join('\n');
  return [dir, ...pathsBuiltFrom(dir, text)].some((name) => errorChecked(name, text));
}

/** A regular expression matching `name` as a whole word; `.` in a field access matches itself. */
const word = (name: string): string => `\\b${name.replace(/\./g, '\\.')}\\b`;

/** An `err` assigned on a line that uses `name` and checked against nil on the next line. */
function errorChecked(name: string, text: string): boolean {
  return new RegExp(`\\b(err\\w*)\\s*:?=\\s*[^\\n]*${word(name)}[^\\n]*\\n\\s*if\\s+\\1\\s*!=\\s*nil`).test(
    text,
  );
}

/** Names assigned, alone on their line, a value built from `dir` (`p := filepath.Join(dir, "x")`). */
function pathsBuiltFrom(dir: string, text: string): string[] {
  const built = new RegExp(`^\\s*(\\w+)\\s*:?=\\s*[^\\n]*${word(dir)}`, 'gm');
  return [...text.matchAll(built)].flatMap((m) => (m[1] && m[1] !== dir && !/^err/.test(m[1]) ? [m[1]] : []));
}
