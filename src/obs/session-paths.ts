/**
 * Where session transcripts live. CLI: the user's prlens state folder (XDG_STATE_HOME, next to the
 * config under XDG_CONFIG_HOME); action: under RUNNER_TEMP, which the example workflow uploads as an
 * artifact. One file per run, named by its start time and a short random id so runs never collide
 * and `ls` sorts them by time.
 */
import os from 'node:os';
import path from 'node:path';

type Env = Readonly<Record<string, string | undefined>>;

/** The CLI's sessions folder: `$XDG_STATE_HOME/prlens/sessions`, else `~/.local/state/prlens/sessions`. */
export function cliSessionsDir(env: Env): string {
  const base = env.XDG_STATE_HOME || path.join(env.HOME || os.homedir(), '.local', 'state');
  return path.join(base, 'prlens', 'sessions');
}

/** The action's sessions folder: `$RUNNER_TEMP/prlens/sessions` (the OS temp folder outside a runner). */
export function actionSessionsDir(env: Env): string {
  return path.join(env.RUNNER_TEMP || os.tmpdir(), 'prlens', 'sessions');
}

/**
 * Six hex digits that keep two runs of one second apart. Only a file name to tell apart, not a
 * secret: Math.random serves, and every run (a static-only one too) is spared loading node:crypto
 * (issue 48).
 */
function shortId(): string {
  return Math.floor(Math.random() * 0x1000000)
    .toString(16)
    .padStart(6, '0');
}

/** `2026-11-30T06-55-01Z-3fa9c1.jsonl`: sortable, unique, safe on every file system. */
export function sessionFileName(now: number, id: string = shortId()): string {
  const stamp = new Date(now)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
  return `${stamp}-${id}.jsonl`;
}
