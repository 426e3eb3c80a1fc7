/**
 * The one model factory of prlens, shared by every use case (the local review, the review of a PR,
 * /ask, /describe, the sweep): the provider is inferred when not named, the key comes from the
 * caller (the action's api-key input) or the environment. A cloud provider without a key either
 * fails (the local CLI: the user asked for it) or, with `keyless: 'degrade'`, gives no model (a
 * fork PR gets no secrets: the review falls back to the static rules instead of failing).
 */
import type { ReviewSettings } from '../config/schema.js';
import { chainMaskers, createMasker, type Masker } from '../core/mask.js';
import type { Clock, Logger, Observer } from '../core/ports.js';
import { createModelClient, inferProvider, resolveApiKey, type Provider } from '../llm/factory.js';
import { maskModel } from '../llm/masked-model.js';
import { UsageMeter } from '../llm/usage.js';
import { observeModel } from '../obs/observed-model.js';
import { engineSettings } from './engine-settings.js';

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
  /** A cloud provider without a key: `fail` (the default) throws, `degrade` gives no model. */
  keyless?: 'fail' | 'degrade' | undefined;
}

export interface ModelChoice {
  /** The client and lens settings; undefined for provider none, or a keyless cloud provider degraded. */
  model: ReviewModel | undefined;
  /** The cloud provider that had no key (with `keyless: 'degrade'`), else null. */
  missingKey: Provider | null;
}

/** Whether a review with these settings would have a model (no SDK loaded, no key checked): for `--preview`. */
export function previewHasModel(settings: ReviewSettings, env: Record<string, string | undefined>): boolean {
  return (
    inferProvider({ provider: settings.provider, apiKey: undefined, baseUrl: settings['base-url'], env }) !==
    'none'
  );
}

/** The model the settings ask for, or none (see ModelSources.keyless); the SDK is loaded here. */
export async function createModel(
  settings: ReviewSettings,
  sources: ModelSources,
  logger: Logger,
): Promise<ModelChoice> {
  const provider = inferProvider({
    provider: settings.provider,
    apiKey: sources.apiKey,
    baseUrl: settings['base-url'],
    env: sources.env,
  });
  const apiKey = resolveApiKey(provider, { apiKey: sources.apiKey, env: sources.env });
  if (provider === 'none') return { model: undefined, missingKey: null };
  if (sources.keyless === 'degrade' && (provider === 'openai' || provider === 'anthropic') && !apiKey)
    return { model: undefined, missingKey: provider };
  const model = await buildModel(settings, provider, apiKey, sources, logger);
  if (model) logger.info(`model: ${model.client.provider} ${model.client.model}, preset ${settings.preset}`);
  return { model, missingKey: null };
}

async function buildModel(
  settings: ReviewSettings,
  provider: Provider,
  apiKey: string | undefined,
  sources: ModelSources,
  logger: Logger,
) {
  const meter = new UsageMeter();
  const engine = engineSettings(settings);
  const client = await createModelClient(
    { provider, apiKey, ...engine.client, baseUrlFrom: baseUrlOrigin(settings, provider, sources.env) },
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
    settings: engine.model(local),
  };
}

export type ReviewModel = NonNullable<Awaited<ReturnType<typeof buildModel>>>;

/** Which setting chose the model endpoint, for the error that says it cannot be reached. */
function baseUrlOrigin(
  settings: ReviewSettings,
  provider: Provider,
  env: Record<string, string | undefined>,
): string {
  const url = settings['base-url'];
  if (url === undefined) return `the ${provider} default endpoint`;
  if (env.PRLENS_BASE_URL?.trim() === url) return 'PRLENS_BASE_URL';
  return 'the base-url setting';
}
