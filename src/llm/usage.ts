/**
 * Sums the usage of every model response of a run, per model (prices differ), and turns the sum
 * into the report's `Usage` with a cost that is `null` as soon as one used model has no known price.
 */
import type { ModelResponse, ModelUsage } from '../core/ports.js';
import type { Usage } from '../core/types.js';
import { costUsd, findPrice, PRICES, type ModelPrice } from './prices.js';

export interface MeterTotals extends ModelUsage {
  requests: number;
}

function zero(): MeterTotals {
  return { prompt_tokens: 0, completion_tokens: 0, cached_tokens: 0, cache_write_tokens: 0, requests: 0 };
}

function add(into: MeterTotals, usage: ModelUsage, requests: number): void {
  into.prompt_tokens += usage.prompt_tokens;
  into.completion_tokens += usage.completion_tokens;
  into.cached_tokens += usage.cached_tokens;
  into.cache_write_tokens += usage.cache_write_tokens;
  into.requests += requests;
}

/** Per-run accumulator of token usage and cost. */
export class UsageMeter {
  private readonly perModel = new Map<string, MeterTotals>();

  constructor(private readonly prices: Readonly<Record<string, ModelPrice>> = PRICES) {}

  /** Adds one response's usage. */
  record(response: Pick<ModelResponse, 'model' | 'usage'>): void {
    let totals = this.perModel.get(response.model);
    if (!totals) this.perModel.set(response.model, (totals = zero()));
    add(totals, response.usage, 1);
  }

  /** Sums over all models. */
  totals(): MeterTotals {
    const sum = zero();
    for (const totals of this.perModel.values()) add(sum, totals, totals.requests);
    return sum;
  }

  /** Sums per model, in first-use order. */
  byModel(): ReadonlyMap<string, Readonly<MeterTotals>> {
    return this.perModel;
  }

  /** Total cost in USD; null when any used model has no known price. */
  costUsd(): number | null {
    let cost = 0;
    for (const [model, totals] of this.perModel) {
      const price = findPrice(model, this.prices);
      if (!price) return null;
      cost += costUsd(totals, price);
    }
    // Round to a millionth of a dollar so sums of floats print cleanly in reports.
    return Math.round(cost * 1e6) / 1e6;
  }

  /** The report's `usage` block. */
  usage(): Usage {
    const t = this.totals();
    return {
      prompt_tokens: t.prompt_tokens,
      completion_tokens: t.completion_tokens,
      cached_tokens: t.cached_tokens,
      requests: t.requests,
      cost_usd: this.costUsd(),
    };
  }
}
