/**
 * The fake GitHub's world: repositories backed by real temporary git repositories, their pull
 * requests, reviews, review comments (as threads) and issue comments. Tests build it with
 * `createPullRequest` and `push`, and read it back with the accessors.
 */
import { GitRepo } from './git-repo.js';
import { IdSequences } from './ids.js';
import type { IdKind } from './ids.js';
import type { CommitSpec, FileTree } from './git-repo.js';
import type {
  Actor,
  IssueCommentRecord,
  PullRequestRecord,
  ReactionRecord,
  RepoRecord,
  ReviewCommentRecord,
  ReviewRecord,
  ThreadRecord,
} from './model.js';
import { user } from './model.js';
import { relocateThreads } from './outdated.js';
import { changedFiles, DEFAULT_PATCH_LIMITS } from './pr-files.js';
import type { ChangedFile, PatchLimits } from './pr-files.js';

export interface CreatePullRequestInput {
  owner?: string;
  repo?: string;
  number?: number;
  title?: string;
  body?: string | null;
  draft?: boolean;
  /** Login of the PR's author (default `octocat`). */
  author?: string;
  baseRef?: string;
  headRef?: string;
  /** Files of the base commit (added on top of the base branch when the repository exists). */
  base?: CommitSpec | FileTree;
  /** One commit or several on the head branch. */
  head?: CommitSpec | FileTree | (CommitSpec | FileTree)[];
  /** The head comes from a fork owned by this login (true = `fork-owner`). */
  fork?: boolean | string;
}

export interface PushInput extends CommitSpec {
  /** Rewrite the head commit instead of adding one (a force-push). */
  amend?: boolean;
}

const SPEC_KEYS = new Set(['files', 'renames', 'message', 'amend']);

/** Accepts a bare file tree where a commit spec is expected. */
function toSpec(value: PushInput | FileTree): PushInput {
  const keys = Object.keys(value);
  const isSpec = keys.length > 0 && keys.every((k) => SPEC_KEYS.has(k));
  return isSpec ? value : { files: value as FileTree };
}

export class FakeState {
  readonly repos = new Map<string, RepoRecord>();
  readonly reviews: ReviewRecord[] = [];
  readonly reviewComments: ReviewCommentRecord[] = [];
  readonly threads: ThreadRecord[] = [];
  readonly issueComments: IssueCommentRecord[] = [];
  readonly reactions: ReactionRecord[] = [];
  readonly patchLimits: PatchLimits;
  private readonly ids = new IdSequences();
  /** The issue id of each PR or issue (`repoId#number`): stable, as GitHub's is. */
  private readonly issueIds = new Map<string, number>();
  private tick = Date.UTC(2026, 0, 1, 12);
  private readonly users = new Map<string, Actor>();
  private readonly fileCache = new Map<string, ChangedFile[]>();

  constructor(patchLimits: Partial<PatchLimits> = {}) {
    this.patchLimits = { ...DEFAULT_PATCH_LIMITS, ...patchLimits };
  }

  /** A fresh database id of `kind`, of github.com's size (ids.ts). */
  id(kind: IdKind): number {
    return this.ids.take(kind);
  }

  /** The id of issue (or PR) `number` as an issue: GitHub gives a PR an issue id beside its PR id. */
  issueId(repo: RepoRecord, number: number): number {
    const key = `${repo.id}#${number}`;
    let id = this.issueIds.get(key);
    if (id === undefined) {
      id = this.id('issue');
      this.issueIds.set(key, id);
    }
    return id;
  }

  /** A timestamp one second after the previous one, in GitHub's format (no milliseconds). */
  now(): string {
    this.tick += 1000;
    return new Date(this.tick).toISOString().replace(/\.\d{3}Z$/, 'Z');
  }

  actor(login: string): Actor {
    let found = this.users.get(login);
    if (!found) {
      found = user(login, this.id('user'));
      // Only GitHub Apps have `[bot]` logins: REST says `type: Bot`, GraphQL drops the suffix.
      if (login.endsWith('[bot]')) found = { ...found, type: 'Bot', graphqlLogin: login.slice(0, -5) };
      this.users.set(login, found);
    }
    return found;
  }

  repo(owner: string, name: string): RepoRecord | undefined {
    return this.repos.get(`${owner}/${name}`.toLowerCase());
  }

  private ensureRepo(owner: string, name: string): RepoRecord {
    const existing = this.repo(owner, name);
    if (existing) return existing;
    const record: RepoRecord = {
      owner: this.actor(owner),
      name,
      id: this.id('repo'),
      git: new GitRepo(),
      defaultBranch: 'main',
      pulls: new Map(),
    };
    this.repos.set(`${owner}/${name}`.toLowerCase(), record);
    return record;
  }

  /** Makes a pull request from real commits: a base commit, then the head commit(s) on a branch. */
  createPullRequest(input: CreatePullRequestInput = {}): PullRequestRecord {
    const repo = this.ensureRepo(input.owner ?? 'octo-org', input.repo ?? 'octo-repo');
    const number = input.number ?? repo.pulls.size + 1;
    const baseRef = input.baseRef ?? repo.defaultBranch;
    const headRef = input.headRef ?? `feature-${number}`;
    // A new base branch starts at the default branch's tip (or as the first commit).
    const from = repo.git.tryRevParse(baseRef) ? undefined : repo.git.tryRevParse(repo.defaultBranch);
    const baseSpec = toSpec(input.base ?? { 'README.md': '# octo-repo\n' });
    const baseSha = repo.git.commit(baseRef, { message: 'base', ...baseSpec }, from);
    const heads = input.head === undefined ? [{}] : Array.isArray(input.head) ? input.head : [input.head];
    let headSha = baseSha;
    const knownCommits = new Set<string>();
    heads.forEach((spec, index) => {
      headSha = repo.git.commit(
        headRef,
        { message: `head ${index + 1}`, ...toSpec(spec) },
        index === 0 ? baseSha : undefined,
      );
      knownCommits.add(headSha);
    });
    const fork = input.fork === true ? 'fork-owner' : input.fork || undefined;
    const at = this.now();
    const pull: PullRequestRecord = {
      repo,
      number,
      id: this.id('pull'),
      title: input.title ?? `Pull request ${number}`,
      body: input.body === undefined ? 'Describes the change.' : input.body,
      draft: input.draft ?? false,
      state: 'open',
      author: this.actor(input.author ?? 'octocat'),
      baseRef,
      headRef,
      baseSha,
      headSha,
      forkOwner: fork ? this.actor(fork) : undefined,
      knownCommits,
      createdAt: at,
      updatedAt: at,
      deleted: false,
    };
    repo.pulls.set(number, pull);
    return pull;
  }

  /** Finds a PR by its number; the first repository's when owner/repo are not given. */
  pull(number: number, owner?: string, name?: string): PullRequestRecord {
    const repos = owner && name ? [this.repo(owner, name)] : [...this.repos.values()];
    for (const repo of repos) {
      const found = repo?.pulls.get(number);
      if (found) return found;
    }
    throw new Error(`fake GitHub: no pull request #${number}`);
  }

  /** Pushes to the PR's head (or force-pushes with `amend`); threads on changed lines go outdated. */
  push(number: number, input: PushInput | FileTree, owner?: string, name?: string): string {
    const pull = this.pull(number, owner, name);
    const { amend = false, ...commit } = toSpec(input);
    const previous = pull.headSha;
    pull.headSha = pull.repo.git.commit(
      pull.headRef,
      { message: amend ? 'amended' : 'push', ...commit },
      undefined,
      amend,
    );
    pull.knownCommits.add(pull.headSha);
    pull.updatedAt = this.now();
    relocateThreads(this, pull, previous);
    return pull.headSha;
  }

  /** GitHub's file list of the PR at `commit` (default: its head), cached per commit pair. */
  files(pull: PullRequestRecord, commit = pull.headSha): ChangedFile[] {
    const key = `${pull.repo.id}:${pull.baseSha}..${commit}`;
    let files = this.fileCache.get(key);
    if (!files) {
      files = changedFiles(pull.repo.git, pull.baseSha, commit, this.patchLimits);
      this.fileCache.set(key, files);
    }
    return files;
  }

  /** Review threads of a PR, oldest first. */
  threadsOf(pull: PullRequestRecord): ThreadRecord[] {
    return this.threads.filter((t) => t.pull === pull);
  }

  comment(id: number): ReviewCommentRecord | undefined {
    return this.reviewComments.find((c) => c.id === id);
  }

  /** Removes every temporary git repository. */
  dispose(): void {
    for (const repo of this.repos.values()) repo.git.remove();
  }
}
