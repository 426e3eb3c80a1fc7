/**
 * GitWorkspace: the Workspace port over a local checkout. It reads repository paths (the diff's own
 * files, `C:notes.md` included): never absolute, no `..` segment, nothing inside `.git` (it can hold
 * credentials), no symlinked directory that leads out of the root, and a symlink reads as its
 * target text, as git stores it. A path from a model (preset `deep`, the reflect pass) or a
 * commenter passes the stricter safeRelativePath first.
 */
import { lstat, readFile, readlink, realpath } from './async-fs.js';
import path from 'node:path';
import type { SearchSkip, Workspace } from '../core/ports.js';
import { repositoryPath, UnreadablePathError } from '../core/repo-path.js';
import { resolveCommit } from './refs.js';
import { catFileBatch } from './cat-file-batch.js';
import { runGit, streamGit } from './run-git.js';

export interface SearchHit {
  path: string;
  line: number;
  text: string;
}

const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 1000;

function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** Splits `git grep -z -n` output (`path\0line\0text\n`) into hits; returns the unparsed tail. */
function parseGrep(
  buffer: Buffer,
  hits: SearchHit[],
  limit: number,
  prefix: string,
  skip: SearchSkip | undefined,
): Buffer {
  let start = 0;
  while (hits.length < limit) {
    const nul1 = buffer.indexOf(0, start);
    const nul2 = nul1 < 0 ? -1 : buffer.indexOf(0, nul1 + 1);
    const end = nul2 < 0 ? -1 : buffer.indexOf(0x0a, nul2 + 1);
    if (end < 0) break;
    const file = buffer.toString('utf8', start, nul1);
    const path = file.startsWith(prefix) ? file.slice(prefix.length) : file;
    start = end + 1;
    // A path the caller excludes is named, never returned, and does not count toward the limit.
    if (skip?.excluded(path) === true) {
      skip.withheld.add(path);
      continue;
    }
    hits.push({
      path,
      line: Number(buffer.toString('utf8', nul1 + 1, nul2)),
      text: buffer.toString('utf8', nul2 + 1, end),
    });
  }
  return buffer.subarray(start);
}

/**
 * Blob reads started ahead for a later reader (`prefetch`), by root, commit and path; each is taken
 * by the first `readFile` of it in this process, from whichever GitWorkspace of that root.
 */
const ahead = new Map<string, Promise<string | null>>();
const aheadKey = (root: string, ref: string, file: string) => `${root}\0${ref}\0${file}`;

/** Reads and searches the repository at `root` (a path returned by findRepoRoot). */
export class GitWorkspace implements Workspace {
  private realRoot: Promise<string> | undefined;
  private readonly commits = new Map<string, Promise<string>>();
  /** Blob reads waiting for the next batch: `<sha>:<path>` and who waits for the answer. */
  private queue: Array<{ spec: string; settle: (text: Promise<string | null>) => void }> = [];

  /** `known`: commit ids the caller resolved already (null entries ignored), not asked of git again. */
  constructor(
    private readonly root: string,
    known: ReadonlyArray<string | null> = [],
  ) {
    for (const sha of known) if (sha !== null) this.commits.set(sha, Promise.resolve(sha));
  }

  /**
   * Contents of repository path `file` at `ref` (null: the working tree); null when the file does
   * not exist there. A model's or a commenter's path must pass safeRelativePath first.
   */
  async readFile(file: string, ref: string | null): Promise<string | null> {
    const relative = repositoryPath(file);
    // On Windows a backslash or a drive colon would be read as a separator: such a name is another
    // file there, so it is not read rather than read from the wrong place.
    if (ref === null && path.sep === '\\' && /[\\:]/.test(relative))
      throw new UnreadablePathError(relative, 'not a file name this system can open');
    if (ref !== null) {
      const key = aheadKey(this.root, ref, relative);
      const started = ahead.get(key);
      if (started) {
        ahead.delete(key);
        return started;
      }
      const sha = await this.commit(ref);
      // cat-file prints the blob as stored: no textconv, no pager, a symlink is its target text.
      if (!/[\n\r]/.test(relative)) return this.batched(`${sha}:${relative}`);
      const { stdout, exitCode } = await runGit(
        this.root,
        ['cat-file', 'blob', `${sha}:${relative}`],
        [0, 128],
      );
      return exitCode === 0 ? stdout : null;
    }
    return this.readWorktree(relative);
  }

  /**
   * Starts reading `file` at commit `ref` in the batch of the reads started with it, for the next
   * `readFile` of it from any workspace of this root: a later stage's read costs no git process of
   * its own (the review's `.gitattributes`, read with the config at the same base; issue 48).
   */
  prefetch(file: string, ref: string): void {
    const pending = this.readFile(file, ref);
    // Nobody may take it (a config error ends the run first): a failure is then nobody's to see.
    pending.catch(() => undefined);
    ahead.set(aheadKey(this.root, ref, repositoryPath(file)), pending);
  }

  /**
   * Queues one blob read; the reads queued before the event loop's next turn (the concurrent reads
   * of a prefetch, the config candidates) go to one `git cat-file --batch` (issue 48).
   */
  private batched(spec: string): Promise<string | null> {
    return new Promise((resolve, reject) => {
      if (this.queue.length === 0) setImmediate(() => this.flush());
      this.queue.push({ spec, settle: (text) => void text.then(resolve, reject) });
    });
  }

  private flush(): void {
    const batch = this.queue;
    this.queue = [];
    const answers = catFileBatch(
      this.root,
      batch.map((b) => b.spec),
    );
    batch.forEach((b, i) => b.settle(answers.then((texts) => texts[i] ?? null)));
  }

  /** `git grep` for a literal (default) or POSIX extended regex, at `ref` or in the working tree. */
  async searchCode(
    query: string,
    options: { regex?: boolean; limit?: number; ref?: string | null; skip?: SearchSkip },
  ): Promise<SearchHit[]> {
    const limit = Math.min(Math.max(1, Math.floor(options.limit ?? DEFAULT_LIMIT)), MAX_LIMIT);
    if (query === '') return [];
    // `-e` keeps a pattern that starts with `-` from being read as an option.
    const args = ['grep', '-n', '-I', '-z', '--no-color', options.regex ? '-E' : '-F', '-e', query];
    let prefix = '';
    if (options.ref != null) {
      const sha = await this.commit(options.ref);
      // git grep (2.39) takes no --end-of-options; a resolved hex id cannot pass for an option.
      args.push(sha, '--');
      prefix = `${sha}:`;
    } else {
      // New files the author has not added yet are part of a working-tree review.
      args.push('--untracked', '--');
    }
    const hits: SearchHit[] = [];
    let pending: Buffer = Buffer.alloc(0);
    // Exit 1 means "no match".
    await streamGit(
      this.root,
      args,
      (chunk) => {
        pending = parseGrep(Buffer.concat([pending, chunk]), hits, limit, prefix, options.skip);
        return hits.length < limit;
      },
      [0, 1],
    );
    return hits;
  }

  /** Tracked files at `ref` (`git ls-tree`), or tracked plus untracked, unignored files of the working tree. */
  async listFiles(ref: string | null): Promise<string[]> {
    const args =
      ref !== null
        ? ['ls-tree', '-r', '-z', '--name-only', '--full-tree', await this.commit(ref)]
        : ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--full-name'];
    const { stdout } = await runGit(this.root, args);
    return [...new Set(stdout.split('\0').filter((p) => p !== ''))];
  }

  /** Files at or below `folder`: tracked at `ref` (`git ls-tree`), or in the working tree as listFiles has them. */
  async listBelow(folder: string, ref: string | null): Promise<string[]> {
    const relative = repositoryPath(folder);
    if (ref === null) return (await this.listFiles(null)).filter((p) => p.startsWith(`${relative}/`));
    const args = [
      'ls-tree',
      '-r',
      '-z',
      '--name-only',
      '--full-tree',
      await this.commit(ref),
      '--',
      relative,
    ];
    const { stdout } = await runGit(this.root, args);
    return stdout.split('\0').filter((p) => p.startsWith(`${relative}/`));
  }

  /** Files directly in `folder`: tracked at `ref` (one `git ls-tree`, not recursive), or in the working tree. */
  async listFolder(folder: string, ref: string | null): Promise<string[]> {
    const relative = repositoryPath(folder);
    if (ref === null)
      return (await this.listFiles(null)).filter((p) => p.slice(0, p.lastIndexOf('/')) === relative);
    const args = ['ls-tree', '-z', '--full-tree', await this.commit(ref), '--', `${relative}/`];
    const { stdout } = await runGit(this.root, args);
    // `<mode> <type> <object>\t<path>`: the folder's blobs (symlinks too), not its subfolders.
    return stdout
      .split('\0')
      .map((entry) => /^\d+ blob \S+\t(.*)$/s.exec(entry)?.[1])
      .filter((p): p is string => p !== undefined && p.slice(0, p.lastIndexOf('/')) === relative);
  }

  /** Whether `file` is a symlink: mode 120000 in the tree at `ref`, or an lstat of the working tree. */
  async isSymlink(file: string, ref: string | null): Promise<boolean> {
    const relative = repositoryPath(file);
    if (ref === null) {
      try {
        return (await lstat(path.join(this.root, relative))).isSymbolicLink();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    }
    const args = ['ls-tree', '-z', '--full-tree', await this.commit(ref), '--', relative];
    const { stdout } = await runGit(this.root, args);
    // `<mode> <type> <object>\t<path>\0`: https://git-scm.com/docs/git-ls-tree#_output_format
    return stdout.startsWith('120000 ');
  }

  private commit(ref: string): Promise<string> {
    let sha = this.commits.get(ref);
    if (sha === undefined) {
      sha = resolveCommit(this.root, ref);
      this.commits.set(ref, sha);
      // A failed lookup is not cached, so a ref created later still resolves.
      sha.catch(() => this.commits.delete(ref));
    }
    return sha;
  }

  private async readWorktree(relative: string): Promise<string | null> {
    this.realRoot ??= realpath(this.root);
    const root = await this.realRoot;
    let parent: string;
    let info: Awaited<ReturnType<typeof lstat>>;
    try {
      parent = await realpath(path.join(root, path.posix.dirname(relative)));
      info = await lstat(path.join(parent, path.posix.basename(relative)));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    if (parent !== root && !parent.startsWith(root + path.sep)) {
      throw new Error(`refusing to read '${relative}': a symlinked directory leads outside the repository`);
    }
    // A link inside the tree may still point into .git.
    if (parent !== root) repositoryPath(path.relative(root, parent).split(path.sep).join('/') + '/x');
    const target = path.join(parent, path.posix.basename(relative));
    // A symlink reads as git stores it (its target text), the same as at a ref: never followed,
    // so a link to a file outside the repository cannot leak that file.
    if (info.isSymbolicLink()) return readlink(target, 'utf8');
    if (!info.isFile()) return null;
    return readFile(target, 'utf8');
  }
}
