/**
 * One deadline for the run, as an absolute time: the model lenses get what is left of it, and the
 * time spent planning their calls is not given back (it used to go absolute → seconds → absolute,
 * restarting the count when the calls began). The warning names the configured max-review-seconds.
 */
import { describe, expect, it } from 'vitest';
import { runPipeline } from '../../../src/review/pipeline.js';
import { ManualClock, ScriptedModel } from '../exec/helpers.js';
import { inputFor, lensesOf } from './support.js';

/** A model whose token counting takes two seconds a prompt: planning the calls spends the run's time. */
class SlowPlanning extends ScriptedModel {
  constructor(private readonly clock: ManualClock) {
    super(() => ({ text: JSON.stringify({ findings: [] }) }));
  }
  override countTokens(text: string): number {
    this.clock.advance(2_000);
    return super.countTokens(text);
  }
}

describe('the run deadline', () => {
  it('skips the lens calls once planning them used up max-review-seconds', async () => {
    const clock = new ManualClock();
    const model = new SlowPlanning(clock);
    const result = await runPipeline(inputFor(model, { clock, maxReviewSeconds: 5 }));

    const lensCalls = model.requests.filter((r) => lensesOf(r).size > 0);
    expect(lensCalls).toEqual([]);
    expect(result.incomplete).toBe(true);
    expect(result.warnings.join('\n')).toContain('max-review-seconds (5) reached');
  });

  it('runs the lens calls when the time spent planning leaves some of it', async () => {
    const clock = new ManualClock();
    const model = new SlowPlanning(clock);
    const result = await runPipeline(inputFor(model, { clock, maxReviewSeconds: 600 }));

    expect(model.requests.filter((r) => lensesOf(r).size > 0).length).toBeGreaterThan(0);
    expect(result.incomplete).toBe(false);
  });
});
