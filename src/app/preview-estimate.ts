/**
 * `--preview`'s model estimate: which model a review would call, how many lens calls it plans and
 * their prompt tokens, and what those tokens cost at the model's list price (src/llm/prices.ts).
 * Nothing is sent; the key is not needed. The context packs are built as the review builds them
 * (the same index, budget and cap), not guessed from the cap: the cap is an upper bound that most
 * units do not reach (a unit whose names are all declared in its own diff gets no pack), and the
 * index's work is bounded by the same budget a review pays before its first call.
 */
import type { ReviewSettings } from '../config/schema.js';
import type { Clock, Workspace } from '../core/ports.js';
import type { FileDiff } from '../core/types.js';
import { offeredContext, type OfferedContext } from '../context/context-mode.js';
import type { ReviewContext } from '../context/review-context.js';
import type { PathFilter } from '../context/excluded-paths.js';
import { DEFAULT_MODELS, inferProvider } from '../llm/factory.js';
import { costUsd, findPrice } from '../llm/prices.js';
import { countTokens } from '../llm/tokens.js';
import { estimatePlan } from '../review/plan-estimate.js';
import type { PreviewEstimate } from '../report/preview.js';
import { engineSettings } from './engine-settings.js';

/** Where the preview's index reads the repository: the review's workspace, head and path filter. */
export interface PreviewRepo {
  workspace: Workspace;
  headRef: string | null;
  clock: Clock;
  excluded: PathFilter;
}

/** The estimate for the kept files, or null when no model would be called (static rules only). */
export async function previewEstimate(
  settings: ReviewSettings,
  env: Record<string, string | undefined>,
  kept: readonly FileDiff[],
  contents: ReadonlyMap<string, string | null>,
  repo?: PreviewRepo,
): Promise<PreviewEstimate | null> {
  const provider = inferProvider({
    provider: settings.provider,
    apiKey: undefined,
    baseUrl: settings['base-url'],
    env,
  });
  if (provider === 'none') return null;
  const model = settings.model ?? DEFAULT_MODELS[provider] ?? null;
  const engine = engineSettings(settings).model(false);
  const offered = repo && engine.preset !== 'deep' ? await packsFor(engine, kept, contents, repo) : undefined;
  const plan = estimatePlan({ files: kept, contents, settings: engine, countTokens, repo: offered });
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

/** The run's context engine with its packs built (when shown), as the review calls get it; none when off. */
async function packsFor(
  engine: ReturnType<ReturnType<typeof engineSettings>['model']>,
  kept: readonly FileDiff[],
  contents: ReadonlyMap<string, string | null>,
  repo: PreviewRepo,
): Promise<OfferedContext<ReviewContext> | undefined> {
  // Lookups alone: no packs, but the calls' prefix carries the lookup instruction; the index stays lazy.
  if (engine.repoContext === 'off') return undefined;
  const { prepareReviewContext } = await import('../context/review-context.js');
  const context = await prepareReviewContext({
    files: kept.filter((f) => f.hunks.length > 0),
    contents,
    workspace: repo.workspace,
    headRef: repo.headRef,
    clock: repo.clock,
    maxInputTokens: engine.maxInputTokens,
    maxReviewSeconds: engine.maxReviewSeconds,
    countTokens,
    excluded: repo.excluded,
    mode: engine.repoContext,
  });
  return offeredContext(context, engine.repoContext);
}
