/**
 * Glob matching for config globs (per-path instructions, finding rules), with the same reading as
 * include/exclude: picomatch, dotfiles matched, case-sensitive, and a glob without `/` matches the
 * file name at any depth (like .gitignore: `*.sql` means every SQL file).
 */
import picomatch from 'picomatch';

/** One matcher for a glob or a list of globs: true when any glob matches the repository path. */
export function globMatcher(globs: string | readonly string[]): (path: string) => boolean {
  const list = typeof globs === 'string' ? [globs] : globs;
  const tests = list.map((glob) => {
    const re = picomatch.makeRe(glob, { dot: true });
    return glob.includes('/') ? (path: string) => re.test(path) : (path: string) => re.test(baseName(path));
  });
  return (path) => tests.some((test) => test(path));
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}
