/**
 * `--preview`'s model estimate: which model a review would call, how many lens calls it plans and
 * their prompt tokens, and what those tokens cost at the model's list price (src/llm/prices.ts).
 * Nothing is sent; the key is not needed.
 */
import type { ReviewSettings } from '../config/schema.js';
import type { FileDiff } from '../core/types.js';
import { DEFAULT_MODELS, inferProvider } from '../llm/factory.js';
import { costUsd, findPrice } from '../llm/prices.js';
import { countTokens } from '../llm/tokens.js';
import { estimatePlan } from '../review/plan-estimate.js';
import type { PreviewEstimate } from '../report/preview.js';
import { engineSettings } from './engine-settings.js';

/** The estimate for the kept files, or null when no model would be called (static rules only). */
export function previewEstimate(
  settings: ReviewSettings,
  env: Record<string, string | undefined>,
  kept: readonly FileDiff[],
  contents: ReadonlyMap<string, string | null>,
): PreviewEstimate | null {
  const provider = inferProvider({
    provider: settings.provider,
    apiKey: undefined,
    baseUrl: settings['base-url'],
    env,
  });
  if (provider === 'none') return null;
  const model = settings.model ?? DEFAULT_MODELS[provider] ?? null;
  const plan = estimatePlan({
    files: kept,
    contents,
    settings: engineSettings(settings).model(false),
    countTokens,
  });
  const price = model === null ? undefined : findPrice(model);
  const inputCost =
    price === undefined || plan.promptTokens === null
      ? null
      : costUsd(
          { prompt_tokens: plan.promptTokens, cached_tokens: 0, cache_write_tokens: 0, completion_tokens: 0 },
          price,
        );
  return { provider, model, ...plan, inputCostUsd: inputCost };
}
