/**
 * Runs git without a shell and with settings that user configuration cannot change, so that the
 * output parses the same on every machine. The only place in prlens that spawns git.
 */
import { execFile, spawn } from 'node:child_process';
import { stat } from './async-fs.js';

export type GitErrorCode = 'not-a-repo' | 'bad-ref' | 'git-failed' | 'no-git';

/** A git failure with a code callers can branch on and a message that says what to do. */
export class GitError extends Error {
  readonly code: GitErrorCode;

  constructor(code: GitErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GitError';
    this.code = code;
  }
}

/**
 * Overrides for settings that would change the text git prints. `color.ui=always`, `diff.external`
 * and `core.pager` are neutralised by the flags in DIFF_FLAGS and `--no-pager`; these are the
 * settings that have no command-line switch of their own.
 */
const CONFIG_OVERRIDES = [
  'core.quotepath=false',
  'diff.suppressBlankEmpty=false',
  'color.ui=false',
  'grep.column=false',
  'grep.fullName=true',
];

/** Flags for every `git diff`: plain text, no external tools, GitHub's a/ b/ prefixes and context. */
export const DIFF_FLAGS = [
  '--no-ext-diff',
  '--no-textconv',
  '--no-color',
  '-M',
  '--src-prefix=a/',
  '--dst-prefix=b/',
  // GitHub shows three lines of context; the line index and the prompts assume the same shape.
  '--unified=3',
  '--no-relative',
  // `diff.submodule=log` would print commit summaries instead of a parseable hunk.
  '--submodule=short',
];

/** Diffs of 100k+ lines must fit; a string this large is still well under V8's limit. */
export const MAX_BUFFER = 256 * 1024 * 1024;

/** git's argument list with the output-fixing overrides in front. */
export function gitArgs(args: readonly string[]): string[] {
  return [...CONFIG_OVERRIDES.flatMap((c) => ['-c', c]), '--no-pager', ...args];
}

/** The environment every git command runs with. */
export function gitEnv(extra: Readonly<Record<string, string>> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...extra,
    // Read-only commands must not take the index lock while the user works in the same checkout.
    GIT_OPTIONAL_LOCKS: '0',
    GIT_TERMINAL_PROMPT: '0',
    // Messages are matched in English below.
    LC_ALL: 'C',
  };
}

export interface GitResult {
  stdout: string;
  stderr: string;
  exitCode: number;
}

/** The fields child_process adds to a failed command's error. */
export interface ExecFailure {
  code?: number | string;
  stdout?: string;
  stderr?: string;
}

/**
 * Runs `git ARGS` in `cwd` (with `env` added to the environment, `input` written to stdin). Exit
 * codes listed in `okCodes` (default `[0]`) resolve; any other exit rejects with a GitError carrying
 * git's own message.
 */
export async function runGit(
  cwd: string,
  args: readonly string[],
  okCodes: readonly number[] = [0],
  env: Readonly<Record<string, string>> = {},
  input?: string,
): Promise<GitResult> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'git',
      gitArgs(args),
      { cwd, env: gitEnv(env), maxBuffer: MAX_BUFFER, encoding: 'utf8', windowsHide: true },
      (error, stdout, stderr) => {
        const failure = error as (Error & ExecFailure) | null;
        const exitCode = failure === null ? 0 : typeof failure.code === 'number' ? failure.code : -1;
        if (failure === null || okCodes.includes(exitCode)) {
          resolve({ stdout, stderr, exitCode });
          return;
        }
        describeFailure(cwd, args, failure, stderr).then(reject, reject);
      },
    );
    // Commands such as `cat-file --batch-check` read their questions from stdin.
    if (input !== undefined) child.stdin?.end(input);
  });
}

/** The GitError for a failed git command: what went wrong and what to do. */
export async function describeFailure(
  cwd: string,
  args: readonly string[],
  failure: Error & ExecFailure,
  stderr: string,
): Promise<GitError> {
  if (failure.code === 'ENOENT') {
    // spawn reports a missing cwd as ENOENT too; only blame git when the directory exists.
    const cwdExists = await stat(cwd).then(
      (s) => s.isDirectory(),
      () => false,
    );
    return cwdExists
      ? new GitError('no-git', 'git is not installed or not on PATH: install git and try again', {
          cause: failure,
        })
      : new GitError('not-a-repo', `directory '${cwd}' does not exist`, { cause: failure });
  }
  if (failure.code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER') {
    return new GitError(
      'git-failed',
      `git ${args[0] ?? ''} printed more than ${MAX_BUFFER} bytes: review a smaller range or exclude large files`,
      { cause: failure },
    );
  }
  const text = stderr.trim() || failure.message;
  // A bare repository or the inside of .git has no working tree: nothing to review there either.
  if (/not a git repository|must be run in a work tree/i.test(text)) return notARepo(cwd, failure);
  return new GitError('git-failed', `git ${args[0] ?? ''} failed: ${text}`, { cause: failure });
}

/** The error for a directory outside any git checkout. */
export function notARepo(cwd: string, cause?: unknown): GitError {
  return new GitError(
    'not-a-repo',
    `not a git repository (${cwd}): run prlens inside a git checkout, or review a GitHub PR with --pr OWNER/REPO#N`,
    { cause },
  );
}

/**
 * Runs `git ARGS` and hands each stdout chunk to `onData`, which returns false to stop early; the
 * process is then killed, so a search over a huge tree stops once enough hits are in.
 */
export async function streamGit(
  cwd: string,
  args: readonly string[],
  onData: (chunk: Buffer) => boolean,
  okCodes: readonly number[] = [0],
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', gitArgs(args), { cwd, env: gitEnv(), windowsHide: true });
    let stopped = false;
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (stopped) return;
      if (!onData(chunk)) {
        stopped = true;
        child.kill();
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 64 * 1024) stderr += chunk.toString('utf8');
    });
    child.on('error', (error: Error & ExecFailure) => {
      describeFailure(cwd, args, error, stderr).then(reject, reject);
    });
    child.on('close', (code) => {
      if (stopped || (code !== null && okCodes.includes(code))) {
        resolve();
        return;
      }
      const failure = Object.assign(new Error(`git exited with ${code ?? 'a signal'}`), { code: code ?? -1 });
      describeFailure(cwd, args, failure, stderr).then(reject, reject);
    });
  });
}
