/**
 * The Logger port over @actions/core: workflow commands on stdout, log groups per phase. Secrets
 * are masked twice over: core.setSecret tells the runner, and the masker covers text the runner
 * never sees through its filter (the job summary, the report file).
 */
import * as core from '@actions/core';
import type { Masker } from '../core/mask.js';
import type { Logger } from '../core/ports.js';

/** A Logger that writes through @actions/core, masking every line. */
export function createCoreLogger(mask: Masker): Logger {
  return {
    debug: (message) => core.debug(mask(message)),
    info: (message) => core.info(mask(message)),
    warn: (message) => core.warning(mask(message)),
    error: (message) => core.error(mask(message)),
    group: (name, fn) => core.group(mask(name), fn),
  };
}
