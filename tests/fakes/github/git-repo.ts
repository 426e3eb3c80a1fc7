/**
 * A real temporary git repository behind the fake GitHub: every SHA, blob and patch the fake serves
 * comes from git itself, so tests see exactly what GitHub would compute from the same commits.
 * Synchronous on purpose: a fake's setup reads like a script, and the repositories are tiny.
 * What a commit SHA names never changes, so answers about SHAs only are computed once: a PR's file
 * list is asked for page by page, and a 3,000-file PR would otherwise run git on every page; a
 * commit's tree and blobs are read in one git call each, not one per contents request.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** File contents by path; null deletes the file. */
export type FileTree = Record<string, string | Uint8Array | null>;

/** One entry of a commit's tree. */
export interface TreeEntry {
  kind: 'blob' | 'tree';
  sha: string;
  /** Bytes; 0 for a tree. */
  size: number;
  path: string;
}

export interface CommitSpec {
  files?: FileTree;
  /** Renames applied before `files` (git detects them with -M as GitHub does). */
  renames?: Record<string, string>;
  message?: string;
}

/** Settings that would change what git prints or make commits depend on the user's machine. */
const CONFIG = [
  'core.quotepath=false',
  'color.ui=false',
  'commit.gpgsign=false',
  'tag.gpgsign=false',
  'core.autocrlf=false',
  'diff.renames=true',
  'init.defaultBranch=main',
];

/** Tries of a git that could not start at all, before the fake fails the request. */
const SPAWN_ATTEMPTS = 3;

/** The flags of every diff: GitHub's three lines of context and rename detection. */
const DIFF = ['--no-ext-diff', '--no-textconv', '--no-color', '-M', '--unified=3'];

export class GitRepo {
  readonly dir: string;
  /** Commit dates advance one second a commit, so SHAs are the same on every run. */
  private clock = Date.UTC(2026, 0, 1) / 1000;
  private readonly memo = new Map<string, unknown>();

  constructor() {
    this.dir = mkdtempSync(join(tmpdir(), 'prlens-fake-gh-'));
    this.git(['init', '-q', '-b', 'main']);
  }

  /** Runs git in the repository and returns stdout as text. */
  git(args: readonly string[], env: Record<string, string> = {}): string {
    return this.gitBuffer(args, env).toString('utf8');
  }

  gitBuffer(args: readonly string[], env: Record<string, string> = {}, input?: string): Buffer {
    // A git that could not start (EAGAIN, ENOMEM: no exit status) is the machine's hiccup, not an
    // answer; it is tried again a few times. A git that ran and failed is an answer and is not retried.
    for (let attempt = 1; ; attempt++) {
      try {
        return this.runGit(args, env, input);
      } catch (error) {
        if (typeof (error as { status?: unknown }).status === 'number' || attempt >= SPAWN_ATTEMPTS)
          throw error;
      }
    }
  }

  /** Runs git once; a test replaces it to refuse a spawn. */
  runGit(args: readonly string[], env: Record<string, string>, input: string | undefined): Buffer {
    return execFileSync('git', [...CONFIG.flatMap((c) => ['-c', c]), '--no-pager', ...args], {
      cwd: this.dir,
      maxBuffer: 256 * 1024 * 1024,
      stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
      ...(input === undefined ? {} : { input }),
      env: {
        ...process.env,
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_CONFIG_GLOBAL: '/dev/null',
        GIT_AUTHOR_NAME: 'Fake Author',
        GIT_AUTHOR_EMAIL: 'author@example.com',
        GIT_COMMITTER_NAME: 'Fake Author',
        GIT_COMMITTER_EMAIL: 'author@example.com',
        ...env,
      },
    });
  }

  /**
   * Commits `spec` on `branch`, starting the branch at `from` (a SHA) when given, else at its tip.
   * `amend` replaces the tip commit instead: a force-push that rewrites history.
   */
  commit(branch: string, spec: CommitSpec, from?: string, amend = false): string {
    const hasCommits = this.tryRevParse('HEAD') !== undefined;
    if (from !== undefined) this.git(['checkout', '-q', '-B', branch, from]);
    else if (hasCommits) this.git(['checkout', '-q', branch]);
    else this.git(['checkout', '-q', '-B', branch]);
    for (const [oldPath, newPath] of Object.entries(spec.renames ?? {})) {
      mkdirSync(dirname(join(this.dir, newPath)), { recursive: true });
      this.git(['mv', '-f', oldPath, newPath]);
    }
    for (const [path, content] of Object.entries(spec.files ?? {})) {
      const full = join(this.dir, path);
      if (content === null) rmSync(full, { force: true });
      else {
        mkdirSync(dirname(full), { recursive: true });
        writeFileSync(full, content);
      }
    }
    this.git(['add', '-A']);
    const date = `@${++this.clock} +0000`;
    const args = ['commit', '-q', '--allow-empty', '-m', spec.message ?? 'change'];
    this.git(amend ? [...args, '--amend'] : args, { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date });
    const sha = this.revParse('HEAD');
    // Known from here on: a contents read at this SHA runs no `git rev-parse` while the action waits.
    this.memo.set(`commit ${sha}`, sha);
    return sha;
  }

  /** `compute()` once per key when every ref is a full SHA (immutable); every time otherwise. */
  private once<T>(refs: readonly string[], key: string, compute: () => T): T {
    if (!refs.every((r) => /^[0-9a-f]{40}$/.test(r))) return compute();
    if (!this.memo.has(key)) this.memo.set(key, compute());
    return this.memo.get(key) as T;
  }

  revParse(ref: string): string {
    // A full SHA that names a commit always names it; a branch moves, and a SHA not yet committed may come.
    const known = this.memo.get(`commit ${ref}`);
    if (typeof known === 'string') return known;
    const sha = this.git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).trim();
    if (/^[0-9a-f]{40}$/.test(ref) && sha !== '') this.memo.set(`commit ${ref}`, sha);
    return sha;
  }

  /**
   * The commit SHA of a ref, or undefined when git knows no such commit (`rev-parse --verify --quiet`
   * exits 1). A git that could not run (a spawn refused on a loaded machine, a repository gone) throws:
   * read as "no such commit" it became a 404 for a file the PR had just listed, and the action
   * rightly skipped it, one finding short with no error anywhere (tests/reliability/deadline.test.ts).
   */
  tryRevParse(ref: string): string | undefined {
    try {
      return this.revParse(ref) || undefined;
    } catch (error) {
      if ((error as { status?: unknown }).status === 1) return undefined;
      throw new Error(`the fake's git could not resolve ${ref}`, { cause: error });
    }
  }

  mergeBase(a: string, b: string): string {
    return this.once([a, b], `merge-base ${a} ${b}`, () => this.git(['merge-base', a, b]).trim());
  }

  /** The unified diff between two commits, with git's headers (parseUnifiedDiff reads it). */
  diff(from: string, to: string, paths: readonly string[] = []): string {
    return this.once([from, to], `diff ${from} ${to} ${JSON.stringify(paths)}`, () =>
      this.git(['diff', ...DIFF, from, to, '--', ...paths]),
    );
  }

  /** Blob SHAs by path of every file in a commit's tree. */
  blobs(commit: string): ReadonlyMap<string, string> {
    return this.once([commit], `blobs ${commit}`, () => this.listBlobs(commit));
  }

  private listBlobs(commit: string): Map<string, string> {
    const out = this.git(['ls-tree', '-r', '-z', commit]);
    const map = new Map<string, string>();
    for (const entry of out.split('\0')) {
      const m = /^\d+ blob ([0-9a-f]{40})\t(.*)$/s.exec(entry);
      if (m) map.set(m[2]!, m[1]!);
    }
    return map;
  }

  /** A file's bytes at a commit, or undefined when it is not a file there. */
  read(commit: string, path: string): Buffer | undefined {
    const blob = this.entries(commit).find((e) => e.path === path && e.kind === 'blob');
    return blob && this.blobBytes(commit).get(blob.sha);
  }

  /** Every blob and tree of a commit (`git ls-tree -r -t -l`), in git's order. */
  entries(commit: string): readonly TreeEntry[] {
    return this.once([commit], `entries ${commit}`, () =>
      this.git(['ls-tree', '-r', '-t', '-l', '-z', commit])
        .split('\0')
        .map((line) => /^\d+ (blob|tree) ([0-9a-f]{40}) +(-|\d+)\t(.*)$/s.exec(line))
        .filter((m): m is RegExpExecArray => m !== null)
        .map((m) => ({
          kind: m[1] as TreeEntry['kind'],
          sha: m[2]!,
          size: m[3] === '-' ? 0 : Number(m[3]),
          path: m[4]!,
        })),
    );
  }

  // The bytes of every blob of a commit, read by one `git cat-file --batch`: a review reads most of
  // a PR's files, and one git process per file was most of a 300-file test's time.
  private blobBytes(commit: string): ReadonlyMap<string, Buffer> {
    return this.once([commit], `blob bytes ${commit}`, () => {
      const shas = [
        ...new Set(
          this.entries(commit)
            .filter((e) => e.kind === 'blob')
            .map((e) => e.sha),
        ),
      ];
      const out = this.gitBuffer(['cat-file', '--batch'], {}, shas.join('\n') + '\n');
      const bytes = new Map<string, Buffer>();
      let at = 0;
      while (at < out.length) {
        const eol = out.indexOf(0x0a, at);
        const [sha = '', , size = '0'] = out.subarray(at, eol).toString('utf8').split(' ');
        const start = eol + 1;
        const end = start + Number(size);
        bytes.set(sha, out.subarray(start, end));
        at = end + 1; // the newline after each object
      }
      return bytes;
    });
  }

  /** Commits reachable from `to` and not from `from`, oldest first. */
  commitsBetween(from: string, to: string): readonly string[] {
    return this.once([from, to], `rev-list ${from}..${to}`, () => {
      const out = this.git(['rev-list', '--reverse', `${from}..${to}`]).trim();
      return out === '' ? [] : out.split('\n');
    });
  }

  /** Author/committer date, message and tree of a commit. */
  commitInfo(sha: string): { date: string; message: string; tree: string; parents: string[] } {
    const out = this.git(['show', '-s', '--format=%cI%x00%T%x00%P%x00%B', sha]);
    const [date = '', tree = '', parents = '', message = ''] = out.split('\0');
    return {
      date: new Date(date).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      tree,
      parents: parents.trim() === '' ? [] : parents.trim().split(' '),
      message: message.trimEnd(),
    };
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
