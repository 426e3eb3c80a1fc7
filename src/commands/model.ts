/**
 * The model the settings ask for, shared by the CLI and the action: the provider is inferred when
 * not named, the key comes from the caller (the action's api-key input) or the environment.
 */
import { toPathInstructions } from '../config/instructions.js';
import type { ReviewSettings } from '../config/schema.js';
import { chainMaskers, createMasker, type Masker } from '../core/mask.js';
import type { Clock, Logger, Observer } from '../core/ports.js';
import { createModelClient, inferProvider, resolveApiKey } from '../llm/factory.js';
import { maskModel } from '../llm/masked-model.js';
import { UsageMeter } from '../llm/usage.js';
import { observeModel } from '../obs/observed-model.js';

export interface ModelSources {
  env: Record<string, string | undefined>;
  clock: Clock;
  /** An explicit key (the action's api-key input); else PRLENS_API_KEY, then the provider's variable. */
  apiKey?: string | undefined;
  /** Records every request and response (transcript, telemetry); none when absent. */
  observer?: Observer | undefined;
  /**
   * The run's masker (the GitHub token above all). The key the model is called with, and the
   * GITHUB_TOKEN / GH_TOKEN of the environment, are masked in every prompt and answer regardless.
   */
  mask?: Masker | undefined;
}

/** The model client and lens settings, or undefined when no model is configured (provider none). */
export function createModel(settings: ReviewSettings, sources: ModelSources, logger: Logger) {
  const provider = inferProvider({
    provider: settings.provider,
    apiKey: sources.apiKey,
    baseUrl: settings['base-url'],
    env: sources.env,
  });
  const meter = new UsageMeter();
  const apiKey = resolveApiKey(provider, { apiKey: sources.apiKey, env: sources.env });
  const client = createModelClient(
    {
      provider,
      model: settings.model,
      apiKey,
      baseUrl: settings['base-url'],
      timeoutMs:
        settings['model-timeout-seconds'] === undefined
          ? undefined
          : settings['model-timeout-seconds'] * 1000,
    },
    { clock: sources.clock, logger, meter },
  );
  if (!client) return undefined;
  const observed = sources.observer ? observeModel(client, sources.observer) : client;
  // Outermost, so the transcript too records the masked prompt; see src/llm/masked-model.ts.
  const secrets = createMasker([apiKey, sources.env.GITHUB_TOKEN, sources.env.GH_TOKEN]);
  const masked = maskModel(observed, chainMaskers(secrets, sources.mask));
  // Local servers (Ollama, vLLM on one GPU) serve one request at a time; parallel calls only queue.
  const local = provider === 'ollama' || provider === 'openai-compatible';
  return {
    client: masked,
    usage: () => meter.usage(),
    settings: {
      preset: settings.preset,
      lenses: settings.lenses,
      customLenses: settings['custom-lenses'],
      pathInstructions: toPathInstructions(settings.instructions),
      language: settings.language,
      reflect: settings.reflect,
      maxConcurrency: settings['max-concurrency'] ?? (local ? 1 : 8),
      maxInputTokens: settings['max-input-tokens'],
      maxReviewTokens: settings['max-review-tokens'],
      maxReviewSeconds: settings['max-review-seconds'],
      effort: settings.effort,
    },
  };
}

export type ReviewModel = NonNullable<ReturnType<typeof createModel>>;
