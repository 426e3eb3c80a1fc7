/**
 * Paths that come from git or GitHub (a PR's file list, a diff header, a tree listing) are
 * repository paths: slash-separated names in which a backslash or a colon is an ordinary character
 * (`C:notes.md` and `docs/..\..\notes.md` are legal git paths). They get only the checks git itself
 * guarantees, so a legal file is never refused; paths a model or a commenter supplies get the strict
 * `safeRelativePath` first, which also refuses what merely looks like a Windows or parent path.
 */

/** A repository path a workspace cannot read; callers exclude the file with `reason`. */
export class UnreadablePathError extends Error {
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(`cannot read ${JSON.stringify(path)}: ${reason}`);
    this.name = 'UnreadablePathError';
  }
}

/**
 * Returns `input` unchanged when it is a path git could store, or throws UnreadablePathError: git
 * refuses empty, `.` and `..` components and never tracks `.git` (which can hold credentials).
 */
export function repositoryPath(input: string): string {
  if (input === '' || input.includes('\0')) throw new UnreadablePathError(input, 'not a path');
  const segments = input.split('/');
  if (input.startsWith('/') || segments.some((s) => s === '' || s === '.' || s === '..'))
    throw new UnreadablePathError(input, 'not a path relative to the repository root');
  if (segments.some((s) => s.toLowerCase() === '.git'))
    throw new UnreadablePathError(input, 'files inside .git are not part of the code');
  return input;
}

/**
 * For a path a model or a commenter supplies: normalises it to a repository-relative path, or throws
 * when it could reach outside the repository, as it would on any system (`\\` read as `/`, a drive
 * letter, `..`), or into `.git`.
 */
export function safeRelativePath(input: string): string {
  if (input === '' || input.includes('\0'))
    throw new Error(`refusing to read ${JSON.stringify(input)}: not a path`);
  const slashed = input.replaceAll('\\', '/');
  if (slashed.startsWith('/') || /^[A-Za-z]:/.test(slashed)) {
    throw new Error(`refusing to read '${input}': use a path relative to the repository root`);
  }
  const normal = normalizeRelative(slashed);
  const segments = normal.split('/');
  if (segments[0] === '..') throw new Error(`refusing to read '${input}': it points outside the repository`);
  if (segments.some((s) => s.toLowerCase() === '.git')) {
    throw new Error(`refusing to read '${input}': files inside .git are not part of the code`);
  }
  if (normal === '.') throw new Error(`refusing to read '${input}': not a file`);
  return normal;
}

/** `path.posix.normalize` for a relative path, kept here so core needs no Node module: `.` and empty parts go, `..` climbs (and stays first when it climbs out). */
export function normalizeRelative(slashed: string): string {
  const out: string[] = [];
  for (const part of slashed.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..' && out.length > 0 && out.at(-1) !== '..') out.pop();
    else out.push(part);
  }
  return out.length === 0 ? '.' : out.join('/');
}
