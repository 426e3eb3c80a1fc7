/**
 * A diff that survives files git cannot read. When one object is missing or corrupt (a partial
 * clone, a damaged pack, a blob deleted from `.git/objects`), `git diff` stops with "fatal: unable
 * to read <id>" and would end the whole review. Instead, the id in git's message is traced to the
 * changed path(s) holding it (`git ls-tree -r` of the compared revisions, `git ls-files -s` of the
 * index), those files are left out with the reason, and the diff runs again, until it succeeds or
 * the same id comes back. Only the failure path pays for this.
 */
import { GitError, runGit } from './run-git.js';

export interface UnreadableFile {
  path: string;
  reason: string;
}

/** Messages of `git diff` that point at a missing or damaged object rather than a bad request. */
const OBJECT_TROUBLE =
  /unable to read|bad object|missing blob|is corrupt|loose object|packed object|invalid object/i;
const OBJECT_ID = /\b[0-9a-f]{40}(?:[0-9a-f]{24})?\b/g;
/** A change with this many unreadable objects is a broken clone, not a broken file: give up. */
const MAX_ROUNDS = 50;

/**
 * Runs `diff(excludes)`; when it fails over an unreadable object, leaves out the files that hold it
 * and runs it again. `revisions` are those the diff compares (`[from, to]`, or `[from]` for the
 * working tree, whose index is then searched too); `env` is the diff's environment.
 */
export async function diffSkippingUnreadable(
  root: string,
  revisions: readonly string[],
  diff: (excludes: readonly string[]) => Promise<string>,
  env: Readonly<Record<string, string>> = {},
): Promise<{ diff: string; unreadable: UnreadableFile[] }> {
  const unreadable: UnreadableFile[] = [];
  const tried = new Set<string>();
  let holders: Promise<Map<string, string[]>> | undefined;
  for (let round = 0; ; round++) {
    try {
      // Literal, root-relative exclude pathspecs: a file named `*.ts` must not exclude others.
      const excludes = unreadable.map((f) => `:(top,exclude,literal)${f.path}`);
      return { diff: await diff(excludes), unreadable };
    } catch (error) {
      if (!(error instanceof GitError) || !OBJECT_TROUBLE.test(error.message) || round >= MAX_ROUNDS)
        throw error;
      const ids = [...error.message.matchAll(OBJECT_ID)].map((m) => m[0]).filter((id) => !tried.has(id));
      if (ids.length === 0) throw error;
      holders ??= objectHolders(root, revisions, env);
      const byId = await holders;
      let found = false;
      for (const id of ids) {
        tried.add(id);
        for (const path of byId.get(id) ?? []) {
          if (unreadable.some((f) => f.path === path)) continue;
          found = true;
          unreadable.push({
            path,
            reason: `unreadable: git cannot read object ${id.slice(0, 12)} (missing or corrupt; \`git fsck\` tells more)`,
          });
        }
      }
      if (!found) throw error;
    }
  }
}

/** Which paths hold each blob id, in the compared revisions and (for the working tree) the index. */
async function objectHolders(
  root: string,
  revisions: readonly string[],
  env: Readonly<Record<string, string>>,
): Promise<Map<string, string[]>> {
  const holders = new Map<string, string[]>();
  const add = (id: string, path: string) => {
    const paths = holders.get(id) ?? [];
    if (!paths.includes(path)) paths.push(path);
    holders.set(id, paths);
  };
  for (const revision of revisions) {
    // `<mode> blob <id>\t<path>\0`: listing a tree reads trees only, never a blob.
    const { stdout } = await runGit(
      root,
      ['ls-tree', '-r', '-z', '--full-tree', '--end-of-options', revision],
      [0],
      env,
    );
    for (const entry of stdout.split('\0')) {
      const match = /^\d+ blob (\S+)\t(.*)$/s.exec(entry);
      if (match) add(match[1]!, match[2]!);
    }
  }
  if (revisions.length === 1) {
    // `<mode> <id> <stage>\t<path>\0`
    const { stdout } = await runGit(root, ['ls-files', '-s', '-z', '--full-name'], [0], env);
    for (const entry of stdout.split('\0')) {
      const match = /^\d+ (\S+) \d\t(.*)$/s.exec(entry);
      if (match) add(match[1]!, match[2]!);
    }
  }
  return holders;
}
