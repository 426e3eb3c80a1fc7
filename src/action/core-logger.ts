/**
 * The Logger port over @actions/core: workflow commands on stdout, log groups per phase. Secrets
 * are masked twice over: core.setSecret tells the runner, and the masker covers text the runner
 * never sees through its filter (the job summary, the report file).
 */
import type { Masker } from '../core/mask.js';
import type { Logger } from '../core/ports.js';
import type { Core } from './core.js';

/** A Logger that writes through @actions/core, masking every line. */
export function createCoreLogger(core: Core, mask: Masker): Logger {
  return {
    debug: (message) => core.debug(mask(message)),
    info: (message) => core.info(mask(message)),
    warn: (message) => core.warning(mask(message)),
    error: (message) => core.error(mask(message)),
    group: (name, fn) => core.group(mask(name), fn),
  };
}
