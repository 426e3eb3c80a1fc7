/** What every CLI command gets from the process: the streams, the working folder, the env and the clock. */
import { createMasker, type Masker } from '../core/mask.js';
import type { Clock } from '../core/ports.js';
import type { GitHubOptions } from '../github/client.js';

export interface CliIO {
  cwd: string;
  env: Record<string, string | undefined>;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Whether stdout is a terminal (colour is used only then, and never with NO_COLOR). */
  stdoutIsTTY: boolean;
  /** Whether stderr is a terminal: the progress line is drawn only then. */
  stderrIsTTY?: boolean;
  /** Width of the stderr terminal, so the progress line never wraps. */
  stderrColumns?: number | undefined;
  clock: Clock;
  /** GitHub client options beyond the token and the URLs; tests turn off the write spacing. */
  github?: Pick<GitHubOptions, 'throttle' | 'timing'> | undefined;
}

/** Every key and token this shell may hold (model keys, GitHub tokens), masked in what a command prints. */
export function shellMasker(env: CliIO['env']): Masker {
  return createMasker([
    env.PRLENS_API_KEY,
    env.OPENAI_API_KEY,
    env.ANTHROPIC_API_KEY,
    env.GITHUB_TOKEN,
    env.GH_TOKEN,
  ]);
}
