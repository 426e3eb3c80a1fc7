/**
 * The model for /ask and /describe, or none. Like the review, a cloud provider without a key (a fork
 * PR gets no secrets) means no model rather than a failure: the commands then say so honestly.
 */
import type { ReviewSettings } from '../config/schema.js';
import type { Masker } from '../core/mask.js';
import type { Clock, Logger, ModelClient } from '../core/ports.js';
import { inferProvider, resolveApiKey } from '../llm/factory.js';
import { createModel } from './model.js';

export interface CommandModelSources {
  env: Record<string, string | undefined>;
  clock: Clock;
  apiKey?: string | undefined;
  /** The run's masker: every prompt and answer of the model passes through it (see createModel). */
  mask?: Masker | undefined;
}

/** The model client the settings ask for; undefined for provider none or a cloud provider without a key. */
export function commandModel(
  settings: ReviewSettings,
  sources: CommandModelSources,
  logger: Logger,
): ModelClient | undefined {
  const { env, apiKey } = sources;
  const provider = inferProvider({ provider: settings.provider, apiKey, baseUrl: settings['base-url'], env });
  if (provider === 'none') return undefined;
  if ((provider === 'openai' || provider === 'anthropic') && !resolveApiKey(provider, { apiKey, env })) {
    logger.warn(`provider ${provider} has no API key: answering without a model`);
    return undefined;
  }
  return createModel(settings, sources, logger)?.client;
}
