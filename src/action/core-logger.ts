/**
 * The Logger port over @actions/core: workflow commands on stdout, log groups per phase. Secrets
 * are masked twice over: core.setSecret tells the runner, and the masker covers text the runner
 * never sees through its filter (the job summary, the report file). Every message then goes through
 * runnerLine, here and nowhere else, so no call site can forget: a PR title, a file name or a model's
 * words in a log line can never become a workflow command (`::warning …`, `::stop-commands::`, `##[…]`).
 */
import type { Masker } from '../core/mask.js';
import type { Logger } from '../core/ports.js';
import { runnerLine } from '../log/runner-line.js';
import type { Core } from './core.js';

/** A Logger that writes through @actions/core, masking every line and making it inert for the runner. */
export function createCoreLogger(core: Core, mask: Masker): Logger {
  const line = (message: string) => runnerLine(mask(message));
  return {
    debug: (message) => core.debug(line(message)),
    info: (message) => core.info(line(message)),
    warn: (message) => core.warning(line(message)),
    error: (message) => core.error(line(message)),
    group: (name, fn) => core.group(line(name), fn),
  };
}
