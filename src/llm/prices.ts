/**
 * List prices in USD per million tokens, standard tier (no batch discount), short-context rates.
 * Sources: https://platform.openai.com/docs/pricing and
 * https://docs.anthropic.com/en/docs/about-claude/pricing (Anthropic cache writes are the 5-minute
 * TTL rate, 1.25x input; OpenAI has no cache-write charge, so cache writes cost the input price).
 * A model missing here has an unknown cost (`null`), never a guessed one.
 */

export interface ModelPrice {
  input: number;
  cachedInput: number;
  cacheWrite: number;
  output: number;
}

const openai = (input: number, cachedInput: number, output: number): ModelPrice => ({
  input,
  cachedInput,
  cacheWrite: input,
  output,
});
const anthropic = (input: number, output: number): ModelPrice => ({
  input,
  cachedInput: input / 10,
  cacheWrite: input * 1.25,
  output,
});

export const PRICES: Readonly<Record<string, ModelPrice>> = {
  'gpt-5': openai(1.25, 0.125, 10),
  'gpt-5-mini': openai(0.25, 0.025, 2),
  'gpt-5-nano': openai(0.05, 0.005, 0.4),
  'gpt-4.1': openai(2, 0.5, 8),
  'gpt-4.1-mini': openai(0.4, 0.1, 1.6),
  'gpt-4.1-nano': openai(0.1, 0.025, 0.4),
  'gpt-4o': openai(2.5, 1.25, 10),
  'gpt-4o-mini': openai(0.15, 0.075, 0.6),
  o3: openai(2, 0.5, 8),
  'o4-mini': openai(1.1, 0.275, 4.4),
  'claude-opus-4-8': anthropic(5, 25),
  'claude-opus-4-7': anthropic(5, 25),
  'claude-opus-4-6': anthropic(5, 25),
  'claude-opus-4-5': anthropic(5, 25),
  'claude-opus-4-1': anthropic(15, 75),
  'claude-opus-4-0': anthropic(15, 75),
  'claude-opus-4': anthropic(15, 75),
  'claude-sonnet-4-6': anthropic(3, 15),
  'claude-sonnet-4-5': anthropic(3, 15),
  'claude-sonnet-4-0': anthropic(3, 15),
  'claude-sonnet-4': anthropic(3, 15),
  'claude-3-7-sonnet': anthropic(3, 15),
  'claude-haiku-4-5': anthropic(1, 5),
  'claude-3-5-haiku': anthropic(0.8, 4),
};

// A dated snapshot (`-2025-04-14`, `-20250929`) or `-latest` has the price of its base model.
const SNAPSHOT_SUFFIX = /-(\d{4}-\d{2}-\d{2}|\d{8}|latest)$/;

/**
 * The price of `model`: exact id, or its base id once a snapshot suffix and a gateway's
 * `vendor/` prefix (OpenRouter: `openai/gpt-4.1-mini`) are removed; undefined when unknown.
 */
export function findPrice(
  model: string,
  table: Readonly<Record<string, ModelPrice>> = PRICES,
): ModelPrice | undefined {
  const id = model.toLowerCase().replace(/^[a-z0-9-]+\//, '');
  return table[id] ?? table[id.replace(SNAPSHOT_SUFFIX, '')];
}

/** Cost in USD of token counts at `price`; `prompt` includes the cached and cache-write tokens. */
export function costUsd(
  tokens: {
    prompt_tokens: number;
    cached_tokens: number;
    cache_write_tokens: number;
    completion_tokens: number;
  },
  price: ModelPrice,
): number {
  const uncached = Math.max(0, tokens.prompt_tokens - tokens.cached_tokens - tokens.cache_write_tokens);
  const micro =
    uncached * price.input +
    tokens.cached_tokens * price.cachedInput +
    tokens.cache_write_tokens * price.cacheWrite +
    tokens.completion_tokens * price.output;
  return micro / 1_000_000;
}
