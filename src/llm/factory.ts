/**
 * Builds the model client the settings ask for: a thin provider adapter wrapped in the one retry
 * layer, plus the rules that pick a provider when the user named none.
 *
 * The adapters are imported when a client is built, never before (start-up cost): each brings its SDK
 * and the tokenizer's ranks (several MB to compile), which a run without a model, `--version` or
 * `--help` never needs. An OpenAI run loads only the openai SDK, an Anthropic run only Anthropic's.
 */
import type { Clock, Logger, ModelClient } from '../core/ports.js';
import type { LivenessPolicy } from './liveness.js';
import type { RetryPolicy } from './retry.js';
import type { UsageMeter } from './usage.js';

const PROVIDERS = ['openai', 'anthropic', 'openai-compatible', 'ollama', 'none'] as const;
export type Provider = (typeof PROVIDERS)[number];

/**
 * Default models: a cheap, fast model with a large context that follows JSON schemas well.
 * `gpt-4.1-mini` (1M context, structured outputs, $0.40/$1.60 per M) and `claude-sonnet-4-6`
 * (not `claude-sonnet-4-5`: @anthropic-ai/sdk 1.14 lists it as deprecated, end of life 2026-11-30,
 * and warns on stderr at every call); `qwen2.5-coder:7b` runs on a laptop with Ollama. An
 * openai-compatible endpoint serves whatever it serves, so it has no default.
 */
export const DEFAULT_MODELS: Readonly<Record<Exclude<Provider, 'none'>, string | undefined>> = {
  openai: 'gpt-4.1-mini',
  anthropic: 'claude-sonnet-4-6',
  ollama: 'qwen2.5-coder:7b',
  'openai-compatible': undefined,
};

export const DEFAULT_BASE_URLS: Readonly<Record<Exclude<Provider, 'none'>, string | undefined>> = {
  openai: 'https://api.openai.com/v1',
  anthropic: 'https://api.anthropic.com',
  ollama: 'http://localhost:11434/v1',
  'openai-compatible': undefined,
};

/** A long review answer takes minutes on a busy cloud model; a local model on a laptop even longer. */
const DEFAULT_TIMEOUT_MS = 180_000;
const LOCAL_TIMEOUT_MS = 600_000;

export interface ModelSettings {
  provider: Provider;
  model?: string | undefined;
  apiKey?: string | undefined;
  baseUrl?: string | undefined;
  /** Which setting chose `baseUrl` (PRLENS_BASE_URL, the base-url setting, the default): errors name it. */
  baseUrlFrom?: string | undefined;
  timeoutMs?: number | undefined;
  fallbackModel?: string | undefined;
  retry?: Partial<RetryPolicy> | undefined;
  /** When to probe a silent call's endpoint (src/llm/liveness.ts); default DEFAULT_LIVENESS, null = never. */
  liveness?: LivenessPolicy | null | undefined;
}

export interface ModelDeps {
  clock?: Clock | undefined;
  logger?: Logger | undefined;
  meter?: UsageMeter | undefined;
}

/**
 * A retrying model client for the settings; null for provider `none` (static rules only). Rejects
 * with a message naming the setting when the settings cannot make a client.
 */
export async function createModelClient(
  settings: ModelSettings,
  deps: ModelDeps = {},
): Promise<ModelClient | null> {
  const provider = settings.provider;
  if (provider === 'none') return null;
  const apiKey = blankToUndefined(settings.apiKey);
  const baseUrl = blankToUndefined(settings.baseUrl) ?? DEFAULT_BASE_URLS[provider];
  const model = blankToUndefined(settings.model) ?? DEFAULT_MODELS[provider];
  if (!baseUrl)
    throw new Error(`provider '${provider}' needs an endpoint: set --base-url / the base-url input`);
  if (!model) throw new Error(`provider '${provider}' has no default model: set --model / the model input`);
  if (!apiKey && (provider === 'openai' || provider === 'anthropic')) {
    throw new Error(`provider '${provider}' needs an API key: set PRLENS_API_KEY / the api-key input`);
  }
  const timeoutMs = settings.timeoutMs ?? (provider === 'ollama' ? LOCAL_TIMEOUT_MS : DEFAULT_TIMEOUT_MS);
  const [{ ResilientModelClient }, adapter] = await Promise.all([
    import('./resilient-client.js'),
    provider === 'anthropic'
      ? import('./anthropic.js').then(
          ({ AnthropicClient }) =>
            (name: string) =>
              new AnthropicClient({ model: name, apiKey, baseUrl, timeoutMs }),
        )
      : import('./openai.js').then(
          ({ OpenAIChatClient }) =>
            (name: string) =>
              new OpenAIChatClient({ provider, model: name, apiKey, baseUrl, timeoutMs }),
        ),
  ]);
  const fallbackModel = blankToUndefined(settings.fallbackModel);
  return new ResilientModelClient({
    primary: adapter(model),
    fallback: fallbackModel && fallbackModel !== model ? adapter(fallbackModel) : undefined,
    policy: settings.retry,
    clock: deps.clock,
    logger: deps.logger,
    meter: deps.meter,
    baseUrl,
    baseUrlFrom: settings.baseUrlFrom,
    timeoutMs,
    liveness: settings.liveness,
    secrets: apiKey ? [apiKey] : [],
  });
}

export interface ProviderHints {
  provider?: string | undefined;
  apiKey?: string | undefined;
  baseUrl?: string | undefined;
  env: Readonly<Record<string, string | undefined>>;
}

/**
 * The provider to use: an explicit one wins; else a base URL other than OpenAI's or Anthropic's
 * means openai-compatible (ollama on its default port 11434); else an Anthropic key
 * (`ANTHROPIC_API_KEY`, or a `sk-ant-` key) means anthropic, any other key openai; nothing, `none`.
 */
export function inferProvider(hints: ProviderHints): Provider {
  const explicit = blankToUndefined(hints.provider)?.toLowerCase();
  if (explicit) {
    if (isProvider(explicit)) return explicit;
    throw new Error(`unknown provider '${hints.provider}': use one of ${PROVIDERS.join(', ')}`);
  }
  const baseUrl = blankToUndefined(hints.baseUrl);
  // A base URL that is not OpenAI's or Anthropic's own is a gateway or a local server (OpenRouter,
  // Azure, vLLM, Ollama): it speaks the OpenAI-compatible dialect whatever key comes with it.
  if (baseUrl && !/^https:\/\/api\.(openai|anthropic)\.com(\/|$)/.test(baseUrl)) {
    return /:11434(\/|$)/.test(baseUrl) ? 'ollama' : 'openai-compatible';
  }
  const key = blankToUndefined(hints.apiKey) ?? blankToUndefined(hints.env['PRLENS_API_KEY']);
  if (key?.startsWith('sk-ant-')) return 'anthropic';
  if (baseUrl?.includes('api.anthropic.com')) return 'anthropic';
  if (key) return 'openai';
  if (blankToUndefined(hints.env['ANTHROPIC_API_KEY'])) return 'anthropic';
  if (blankToUndefined(hints.env['OPENAI_API_KEY'])) return 'openai';
  if (baseUrl) return baseUrl.includes('api.openai.com') ? 'openai' : 'openai-compatible';
  return 'none';
}

/** The key for `provider`: the explicit one, else `PRLENS_API_KEY`, else the provider's own variable. */
export function resolveApiKey(
  provider: Provider,
  hints: Omit<ProviderHints, 'provider' | 'baseUrl'>,
): string | undefined {
  const own =
    provider === 'anthropic' ? 'ANTHROPIC_API_KEY' : provider === 'openai' ? 'OPENAI_API_KEY' : undefined;
  return (
    blankToUndefined(hints.apiKey) ??
    blankToUndefined(hints.env['PRLENS_API_KEY']) ??
    (own ? blankToUndefined(hints.env[own]) : undefined)
  );
}

function isProvider(value: string): value is Provider {
  return (PROVIDERS as readonly string[]).includes(value);
}

function blankToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}
