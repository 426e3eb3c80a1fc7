/** What every route of the action needs: the env, the logger, the masker, the clock, a GitHub client. */
import type { Masker } from '../core/mask.js';
import type { Clock, Logger } from '../core/ports.js';
import type { GitHub } from '../github/types.js';
import type { ActionInputs } from './inputs.js';

export interface ActionContext {
  env: Record<string, string | undefined>;
  logger: Logger;
  mask: Masker;
  clock: Clock;
  /** The GitHub client for the run's token and the runner's API URLs. */
  github: (inputs: ActionInputs) => GitHub;
}
