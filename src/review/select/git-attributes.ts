/**
 * The two `.gitattributes` attributes GitHub's Linguist reads to tell generated and vendored files
 * (`linguist-generated`, `linguist-vendored`), so prlens skips what a repository has already marked.
 * https://github.com/github-linguist/linguist/blob/main/docs/overrides.md
 *
 * Pattern rules follow gitattributes(5) (https://git-scm.com/docs/gitattributes): a pattern without a
 * slash matches the file name at any depth; one with a slash is anchored at the repository root; a
 * pattern naming a directory does not reach the files inside it (`dist/** linguist-generated` does);
 * later lines win. Only the root `.gitattributes` is read: nested ones are rare for these attributes,
 * and each would cost a read per directory (a request each over the API).
 */
import { compileGlob, GlobError } from '../../config/path-match.js';

type AttributeValue = boolean | string;

interface AttributeLine {
  matches: (path: string) => boolean;
  attributes: Map<string, AttributeValue | null>;
}

/** Parsed `.gitattributes`: ask it for an attribute of a path with `attributeOf`. */
export interface GitAttributes {
  readonly lines: readonly AttributeLine[];
}

export const NO_ATTRIBUTES: GitAttributes = { lines: [] };

/** Parses the text of a `.gitattributes` file; lines it cannot use are skipped, as git does. */
export function parseGitAttributes(text: string): GitAttributes {
  const lines: AttributeLine[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    // Comments, blank lines and macro definitions (`[attr]name ...`) set nothing on a path.
    if (line === '' || line.startsWith('#') || line.startsWith('[attr]')) continue;
    const [pattern, rest] = splitPattern(line);
    // Negative patterns are forbidden in gitattributes; a pattern ending in `/` matches only directories.
    if (pattern === '' || pattern.startsWith('!') || pattern.endsWith('/')) continue;
    const attributes = new Map<string, AttributeValue | null>();
    for (const token of rest.split(/\s+/).filter((t) => t !== '')) {
      if (token.startsWith('-')) attributes.set(token.slice(1), false);
      else if (token.startsWith('!')) attributes.set(token.slice(1), null);
      else {
        const eq = token.indexOf('=');
        if (eq === -1) attributes.set(token, true);
        else attributes.set(token.slice(0, eq), token.slice(eq + 1));
      }
    }
    lines.push({ matches: compilePattern(pattern), attributes });
  }
  return { lines };
}

/**
 * The value of `name` for `path`: true (set), false (unset, `-name`), a string (`name=value`), or
 * undefined when no line says anything (or the last one says `!name`).
 */
function attributeOf(attrs: GitAttributes, path: string, name: string): AttributeValue | undefined {
  let value: AttributeValue | null | undefined;
  for (const line of attrs.lines) {
    if (line.attributes.has(name) && line.matches(path)) value = line.attributes.get(name);
  }
  return value ?? undefined;
}

/** Linguist's reading of a boolean attribute: set or `=true` is true; unset or `=false` is false. */
export function linguistFlag(attrs: GitAttributes, path: string, name: string): boolean | undefined {
  const value = attributeOf(attrs, path, name);
  if (value === undefined) return undefined;
  if (typeof value === 'boolean') return value;
  return value.toLowerCase() !== 'false';
}

function splitPattern(line: string): [string, string] {
  if (line.startsWith('"')) {
    // A C-style quoted pattern (names with spaces); only the common escapes are needed here.
    const end = line.indexOf('"', 1);
    if (end === -1) return ['', ''];
    const pattern = line.slice(1, end).replace(/\\(["\\])/g, '$1');
    return [pattern, line.slice(end + 1)];
  }
  const space = line.search(/\s/);
  return space === -1 ? [line, ''] : [line.slice(0, space), line.slice(space)];
}

function compilePattern(pattern: string): (path: string) => boolean {
  const anchored = pattern.replace(/^\//, '');
  // Linear in the path (a base branch's pattern cannot make matching backtrack); a pattern that
  // cannot be matched so (git's wildmatch has no extglobs anyway) matches nothing.
  let test: (text: string) => boolean;
  try {
    test = compileGlob(anchored);
  } catch (error) {
    if (!(error instanceof GlobError)) throw error;
    return () => false;
  }
  if (!pattern.includes('/')) return (path) => test(path.slice(path.lastIndexOf('/') + 1));
  return test;
}
