/**
 * `prlens doctor`'s model check: resolve provider, model and key exactly as a review does, then send
 * one tiny request without retries, so a wrong key, a missing model or a server that is down shows
 * up in seconds with the fix instead of after a review's retries.
 */
import type { ReviewSettings } from '../../config/schema.js';
import type { Clock } from '../../core/ports.js';
import { ModelError } from '../../llm/errors.js';
import {
  DEFAULT_BASE_URLS,
  DEFAULT_MODELS,
  createModelClient,
  inferProvider,
  resolveApiKey,
  type Provider,
} from '../../llm/factory.js';
import type { CheckResult } from './types.js';

/** One request is enough: a short timeout keeps doctor fast when an endpoint hangs. */
const PING_TIMEOUT_MS = 30_000;

export interface ModelCheckInput {
  settings: ReviewSettings;
  env: Record<string, string | undefined>;
  clock: Clock;
}

/** Runs the model check; never throws. */
export async function checkModel(input: ModelCheckInput): Promise<CheckResult[]> {
  const { settings, env } = input;
  let provider: Provider;
  try {
    provider = inferProvider({ provider: settings.provider, baseUrl: settings['base-url'], env });
  } catch (error) {
    return [fail(errorText(error), 'set provider to openai, anthropic, openai-compatible, ollama or none')];
  }
  if (provider === 'none') {
    return [
      {
        area: 'model',
        status: 'warn',
        message: 'no model configured: static rules only (ast-grep patterns; no model calls)',
        fix: 'set PRLENS_API_KEY (or OPENAI_API_KEY / ANTHROPIC_API_KEY), or --base-url for a local model',
      },
    ];
  }
  const apiKey = resolveApiKey(provider, { env });
  const baseUrl = settings['base-url'] ?? DEFAULT_BASE_URLS[provider];
  const model = settings.model ?? DEFAULT_MODELS[provider];
  const where = `${provider} ${model ?? '(no model)'} at ${baseUrl ?? '(no endpoint)'}`;
  let client;
  try {
    client = await createModelClient(
      {
        provider,
        model: settings.model,
        apiKey,
        baseUrl: settings['base-url'],
        timeoutMs: PING_TIMEOUT_MS,
        retry: { maxAttempts: 1, maxTotalMs: PING_TIMEOUT_MS },
      },
      { clock: input.clock },
    );
  } catch (error) {
    return [fail(`${where}: ${errorText(error)}`)];
  }
  if (!client) return [];
  const started = input.clock.now();
  try {
    const answer = await client.complete({
      system: 'You are a health check. Answer with the single word: ok',
      messages: [{ role: 'user', content: 'ping' }],
      maxOutputTokens: 16,
    });
    const ms = Math.round(input.clock.now() - started);
    const served = answer.model && answer.model !== model ? ` (served by ${answer.model})` : '';
    return [{ area: 'model', status: 'ok', message: `${where} answered in ${ms} ms${served}` }];
  } catch (error) {
    return [explain(error, { provider, where, baseUrl: baseUrl ?? '', model: model ?? '' })];
  }
}

interface Where {
  provider: Provider;
  where: string;
  baseUrl: string;
  model: string;
}

/** Turns a classified model failure into what to do about it. */
function explain(error: unknown, at: Where): CheckResult {
  if (!(error instanceof ModelError)) return fail(`${at.where}: ${errorText(error)}`);
  const status = error.status === undefined ? '' : ` (${error.status})`;
  const keyVar = at.provider === 'anthropic' ? 'ANTHROPIC_API_KEY' : 'OPENAI_API_KEY';
  switch (error.kind) {
    case 'auth':
      return fail(
        `${at.where}: the endpoint rejected the key${status}`,
        error.status === 403
          ? 'the key is valid but may not use this model or project: check its permissions with the provider'
          : `set a valid key in PRLENS_API_KEY (or ${keyVar}); a key for another provider does not work here`,
      );
    case 'unknown-model':
      return fail(
        `${at.where}: model '${at.model}' not found${status}`,
        at.provider === 'ollama'
          ? `pull it first (ollama pull ${at.model}) or set --model / model to one you have`
          : 'set --model / the model setting to a model this endpoint serves (Azure: the deployment name)',
      );
    case 'quota':
      return fail(
        `${at.where}: the account's quota is used up${status}`,
        "add credit or raise the limit in the provider's billing settings; waiting does not help",
      );
    case 'rate-limit':
      return {
        area: 'model',
        status: 'warn',
        message: `${at.where}: rate limited${status}; the key works`,
        fix: 'reviews retry after the wait the provider asks for; lower max-concurrency if this persists',
      };
    case 'network':
    case 'timeout':
      return fail(
        `${at.where}: cannot reach the endpoint (${error.kind === 'timeout' ? 'timed out' : 'connection failed'})`,
        at.provider === 'ollama'
          ? 'start the server (ollama serve) or set --base-url to where it listens'
          : 'check --base-url / base-url, the network and any proxy; is the server running?',
      );
    default:
      return fail(`${at.where}: ${error.message}`);
  }
}

function fail(message: string, fix?: string): CheckResult {
  return { area: 'model', status: 'fail', message, ...(fix ? { fix } : {}) };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
