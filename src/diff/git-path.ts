/**
 * Paths as git prints them in diff headers.
 *
 * git wraps a path in double quotes and C-escapes it when it holds a control character, a quote, a
 * backslash or (unless `core.quotepath=false`) a byte above 0x7f, which it writes as octal escapes of
 * the UTF-8 bytes: `"a/caf\303\251.txt"`. Spaces alone never cause quoting, which makes the
 * `diff --git a/x b/y` line ambiguous; git itself resolves that the way `splitGitHeaderPaths` does.
 * See git's quote.c (`quote_c_style`, `unquote_c_style`) and apply.c (`git_header_name`).
 */

const SIMPLE_ESCAPES: Record<string, number> = {
  a: 0x07,
  b: 0x08,
  t: 0x09,
  n: 0x0a,
  v: 0x0b,
  f: 0x0c,
  r: 0x0d,
  '"': 0x22,
  '\\': 0x5c,
};

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8');

/** A quoted path read from the start of `text`, and the index just after its closing quote. */
export interface QuotedPath {
  path: string;
  end: number;
}

/**
 * Reads a C-quoted path starting at `text[start] === '"'` and decodes its escapes as UTF-8 bytes.
 * Returns undefined when the quote is not closed or an escape is invalid.
 */
export function readQuotedPath(text: string, start = 0): QuotedPath | undefined {
  if (text[start] !== '"') return undefined;
  const bytes: number[] = [];
  let i = start + 1;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '"') return { path: decoder.decode(new Uint8Array(bytes)), end: i + 1 };
    if (ch !== '\\') {
      // With core.quotepath=false non-ASCII characters appear raw inside the quotes.
      const code = ch.codePointAt(0)!;
      if (code < 0x80) bytes.push(code);
      else bytes.push(...encoder.encode(String.fromCodePoint(code)));
      i += code > 0xffff ? 2 : 1;
      continue;
    }
    const next = text[i + 1];
    if (next === undefined) return undefined;
    const simple = SIMPLE_ESCAPES[next];
    if (simple !== undefined) {
      bytes.push(simple);
      i += 2;
      continue;
    }
    const octal = /^[0-3][0-7]{2}/.exec(text.slice(i + 1, i + 4));
    if (!octal) return undefined;
    bytes.push(parseInt(octal[0], 8));
    i += 4;
  }
  return undefined;
}

/** Decodes one path as written after `rename from`, `copy to`, `--- ` and the like: quoted or raw. */
export function decodePath(raw: string): string {
  if (raw.startsWith('"')) {
    const quoted = readQuotedPath(raw);
    if (quoted && quoted.end === raw.length) return quoted.path;
  }
  return raw;
}

/**
 * Reads the path of a `--- ` / `+++ ` line (without that marker). Returns null for `/dev/null`.
 * git appends a tab after a path that contains a space, and `diff -u` a tab and a timestamp, so an
 * unquoted path ends at the first tab (git always quotes a path that really contains one).
 */
export function parseMarkerPath(rest: string, prefix: string): string | null {
  let path: string;
  if (rest.startsWith('"')) {
    path = readQuotedPath(rest)?.path ?? rest;
  } else {
    const tab = rest.indexOf('\t');
    path = tab === -1 ? rest : rest.slice(0, tab);
  }
  if (path === '/dev/null') return null;
  return stripPrefix(path, prefix);
}

/** Removes `a/` or `b/` from a path when present. */
export function stripPrefix(path: string, prefix: string): string {
  return path.startsWith(prefix) ? path.slice(prefix.length) : path;
}

/**
 * Splits the part of a `diff --git` line after `diff --git ` into its two paths, without prefixes.
 * Returns undefined when it cannot tell; a rename's ambiguous unquoted header is then settled by its
 * `rename from` / `rename to` lines, which the caller reads anyway.
 */
export function splitGitHeaderPaths(rest: string): { oldPath: string; newPath: string } | undefined {
  if (rest.startsWith('"')) {
    const first = readQuotedPath(rest);
    if (!first || rest[first.end] !== ' ') return undefined;
    const second = rest.slice(first.end + 1);
    return { oldPath: stripPrefix(first.path, 'a/'), newPath: stripPrefix(decodePath(second), 'b/') };
  }
  const quotedSecond = rest.indexOf(' "');
  if (quotedSecond !== -1 && rest.endsWith('"')) {
    const second = readQuotedPath(rest, quotedSecond + 1);
    if (second && second.end === rest.length) {
      return {
        oldPath: stripPrefix(rest.slice(0, quotedSecond), 'a/'),
        newPath: stripPrefix(second.path, 'b/'),
      };
    }
  }
  // Same path on both sides (the common case): "a/X b/X" has exactly one split whose halves agree.
  if (rest.length % 2 === 1) {
    const half = (rest.length - 1) / 2;
    const left = rest.slice(0, half);
    const right = rest.slice(half + 1);
    if (rest[half] === ' ' && stripPrefix(left, 'a/') === stripPrefix(right, 'b/')) {
      return { oldPath: stripPrefix(left, 'a/'), newPath: stripPrefix(right, 'b/') };
    }
  }
  const split = rest.indexOf(' b/');
  if (split === -1 || rest.indexOf(' b/', split + 1) !== -1) return undefined;
  return { oldPath: stripPrefix(rest.slice(0, split), 'a/'), newPath: rest.slice(split + 3) };
}
