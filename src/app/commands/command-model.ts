/**
 * The model for /ask and /describe (and their CLI twins), from the one factory (../model.ts). Like the
 * review, a cloud provider without a key (a fork PR gets no secrets) means no model rather than a
 * failure: the commands then say so honestly.
 */
import type { ReviewSettings } from '../../config/schema.js';
import type { Logger, ModelClient } from '../../core/ports.js';
import { createModel, type ModelSources } from '../model.js';

/** The model client the settings ask for; undefined for provider none or a cloud provider without a key. */
export async function commandModel(
  settings: ReviewSettings,
  sources: Omit<ModelSources, 'keyless' | 'observer'>,
  logger: Logger,
): Promise<ModelClient | undefined> {
  const { model, missingKey } = await createModel(settings, { ...sources, keyless: 'degrade' }, logger);
  if (missingKey) logger.warn(`provider ${missingKey} has no API key: answering without a model`);
  return model?.client;
}
