/**
 * Settings of an evaluation run and the one probe request that proves the model answers before
 * twenty cases are spent finding out that it does not.
 */
import { createModelClient, inferProvider, resolveApiKey, DEFAULT_MODELS } from '../src/llm/factory.js';
import type { EvalSettings } from './harness.js';

const PRESETS = ['fast', 'full', 'deep'] as const;

/** Validates the flags; throws with what to set when something is missing. */
export function resolveEvalSettings(
  flags: {
    provider?: string | undefined;
    model?: string | undefined;
    'base-url'?: string | undefined;
    preset?: string | undefined;
    'model-timeout-seconds'?: string | undefined;
    'max-review-seconds'?: string | undefined;
  },
  env: Record<string, string | undefined>,
): EvalSettings {
  if (!flags.provider) {
    throw new Error(
      'no model given: pass --provider (openai, anthropic, openai-compatible, ollama) and --model, ' +
        'plus --base-url for an openai-compatible endpoint; keys come from PRLENS_API_KEY, OPENAI_API_KEY or ANTHROPIC_API_KEY',
    );
  }
  const provider = inferProvider({ provider: flags.provider, baseUrl: flags['base-url'], env });
  if (provider === 'none') throw new Error("provider 'none' has no model to evaluate: pass a model provider");
  const model = flags.model ?? DEFAULT_MODELS[provider];
  if (!model) throw new Error(`provider '${provider}' has no default model: pass --model`);
  if (provider === 'openai-compatible' && !flags['base-url'])
    throw new Error(
      "provider 'openai-compatible' needs --base-url (the endpoint, e.g. http://localhost:8000/v1)",
    );
  if ((provider === 'openai' || provider === 'anthropic') && !resolveApiKey(provider, { env }))
    throw new Error(
      `provider '${provider}' needs a key: set PRLENS_API_KEY or ${provider === 'openai' ? 'OPENAI_API_KEY' : 'ANTHROPIC_API_KEY'}`,
    );
  const preset = flags.preset ?? 'fast';
  if (!(PRESETS as readonly string[]).includes(preset))
    throw new Error(`unknown preset '${preset}': use fast, full or deep`);
  return {
    provider,
    model,
    baseUrl: flags['base-url'],
    preset: preset as EvalSettings['preset'],
    env,
    modelTimeoutSeconds: wholeSeconds('model-timeout-seconds', flags['model-timeout-seconds'], 3600),
    maxReviewSeconds: wholeSeconds('max-review-seconds', flags['max-review-seconds']),
  };
}

function wholeSeconds(
  flag: string,
  raw: string | undefined,
  max = Number.MAX_SAFE_INTEGER,
): number | undefined {
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new Error(`--${flag} must be a whole number of seconds from 1 to ${max}, got '${raw}'`);
  return n;
}

/** Sends one tiny request; null when the model answered, else why not. */
export async function probeModel(settings: EvalSettings): Promise<string | null> {
  try {
    const provider = inferProvider({
      provider: settings.provider,
      baseUrl: settings.baseUrl,
      env: settings.env,
    });
    const client = await createModelClient({
      provider,
      model: settings.model,
      baseUrl: settings.baseUrl,
      apiKey: resolveApiKey(provider, { env: settings.env }),
      // Through the relay a person answers the probe too: give them the run's model timeout.
      timeoutMs: (settings.modelTimeoutSeconds ?? 60) * 1000,
      retry: { maxAttempts: 1, maxTotalMs: (settings.modelTimeoutSeconds ?? 60) * 1000 },
    });
    if (!client) return 'no model client for this provider';
    await client.complete({
      system: 'You answer health checks.',
      messages: [{ role: 'user', content: 'Answer with the single word: ok' }],
      maxOutputTokens: 16,
    });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
