/**
 * The CLI's equivalent of a PR's stated intent: `--background TEXT`, `--background-file
 * PATH`, or — when neither is given — the commit messages of the reviewed range. The model gets it as
 * untrusted data between nonce delimiters (src/review/model/plan/prompt.ts), size-capped, never as
 * instructions: a ticket or a commit message is text anyone on the branch could have written.
 */
import { readFile } from '../local/async-fs.js';
import path from 'node:path';
import { capText, MAX_INTENT_CHARS } from '../core/pr-rules.js';
import { isGenericCommitMessage } from '../prompt/intent.js';
import type { LocalDiff } from '../local/git.js';
import { runGit } from '../local/run-git.js';

/** Commits of the range whose messages are read; a long branch's oldest ones say least about the diff. */
const MAX_COMMITS = 20;
/** A background file larger than this is refused rather than read whole (it is meant to be a ticket). */
const MAX_BACKGROUND_FILE_BYTES = 1024 * 1024;

export interface BackgroundOptions {
  background?: string | undefined;
  backgroundFile?: string | undefined;
}

/** The background text for the model, or null when there is none. */
export async function resolveBackground(
  options: BackgroundOptions,
  cwd: string,
  root: string,
  local: Pick<LocalDiff, 'base' | 'head' | 'mode'>,
): Promise<{ text: string; source: string } | null> {
  if (options.background !== undefined) {
    return { text: capText(options.background, MAX_INTENT_CHARS), source: '--background' };
  }
  if (options.backgroundFile !== undefined) {
    const file = path.resolve(cwd, options.backgroundFile);
    let text: string;
    try {
      const buffer = await readFile(file);
      if (buffer.length > MAX_BACKGROUND_FILE_BYTES) throw new Error('larger than 1 MiB');
      text = buffer.toString('utf8');
    } catch (error) {
      throw new Error(
        `--background-file ${options.backgroundFile}: cannot read it (${(error as Error).message}); ` +
          'pass a readable text file, or the text itself with --background',
        { cause: error },
      );
    }
    return { text: capText(text, MAX_INTENT_CHARS), source: '--background-file' };
  }
  const messages = await commitMessages(root, local);
  // Only generic messages ("Update x.py") state no intent; shown anyway, they would be taken as one.
  if (messages.every((m) => isGenericCommitMessage(m.replace(/^commit \S+\n/, '')))) return null;
  return { text: capText(messages.join('\n\n'), MAX_INTENT_CHARS), source: 'commit messages' };
}

/**
 * Messages of the commits in the reviewed range, newest first: `base..head` (a single commit: that
 * commit). The working tree alone (no commits in range) has none.
 */
async function commitMessages(
  root: string,
  local: Pick<LocalDiff, 'base' | 'head' | 'mode'>,
): Promise<string[]> {
  if (local.head === null || (local.mode === 'worktree' && local.base === local.head)) return [];
  if (local.base === local.head) return [];
  const range = local.base === null ? [local.head] : [`${local.base}..${local.head}`];
  const { stdout } = await runGit(root, [
    'log',
    '--no-color',
    '--no-merges',
    `--max-count=${MAX_COMMITS}`,
    '--format=commit %h%n%B%x00',
    '--end-of-options',
    ...range,
    '--',
  ]);
  return stdout
    .split('\0')
    .map((m) => m.trim())
    .filter((m) => m !== '');
}
