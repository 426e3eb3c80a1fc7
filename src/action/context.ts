/** What every route of the action needs: the env, the logger, the masker, the clock, the forge. */
import type { Forge } from '../core/forge.js';
import type { Masker } from '../core/mask.js';
import type { Clock, Logger } from '../core/ports.js';
import type { GitHubOptions } from '../github/client.js';
import type { Core } from './core.js';
import type { ActionInputs } from './inputs.js';

export interface ActionContext {
  env: Record<string, string | undefined>;
  logger: Logger;
  mask: Masker;
  clock: Clock;
  /** GitHub as the Forge port, for the run's token and the runner's API URLs. */
  forge: (inputs: ActionInputs) => Forge;
}

/** What the action is run with: @actions/core and, for tests, the clock and client options. */
export interface ActionDeps {
  /** @actions/core, or a recording fake. */
  core: Core;
  clock?: Clock | undefined;
  /**
   * GitHub client options beyond the token and the URLs. Production leaves them unset; tests turn
   * off the write spacing (`throttle: false`) and shorten retry waits.
   */
  github?: Pick<GitHubOptions, 'throttle' | 'timing'> | undefined;
  /** Where telemetry's console lines go; the runner's stderr by default. */
  stderr?: ((text: string) => void) | undefined;
}
