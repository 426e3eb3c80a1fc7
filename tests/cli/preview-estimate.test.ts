/**
 * Issue 46 point 8: `--preview` knew the plan but gave no token or cost estimate. It now names the
 * model a review would call, the lens calls it plans, their prompt tokens and their input cost at
 * the model's list price, still without calling anything (no key needed).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';
import { TempRepo } from '../support/repo.js';

describe('prlens review --preview estimates the model calls', () => {
  let repo: TempRepo;
  beforeEach(() => {
    repo = new TempRepo();
    repo.write('src/pay.ts', 'export function pay(amount: number) {\n  return amount;\n}\n').commit('start');
    repo.write('src/pay.ts', 'export function pay(amount: number) {\n  return amount * 1.2;\n}\n');
  });
  afterEach(() => repo.remove());

  it('as text: the model, the planned calls, the prompt tokens and the input cost', async () => {
    const { code, stdout } = await cli(repo.root, ['review', '--preview'], { PRLENS_PROVIDER: 'openai' });
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /^Model: openai gpt-4\.1-mini; 1 lens call\(s\) \([a-z-, ]+\), about [\d,]+ prompt tokens, about \$0\.\d{4} at list price before caching\.$/m,
    );
    expect(stdout).toContain('Not counted: the grouping and audit calls');
    expect(stdout).toContain('Preview only: no model was called.');
  });

  it('as JSON: the same numbers, and still no model call', async () => {
    const { stdout } = await cli(repo.root, ['review', '--preview', '--format', 'json'], {
      PRLENS_PROVIDER: 'openai',
      PRLENS_PRESET: 'full',
    });
    const preview = JSON.parse(stdout);
    expect(preview.model_calls).toBe(0);
    expect(preview.estimate).toMatchObject({ provider: 'openai', model: 'gpt-4.1-mini' });
    expect(preview.estimate.calls).toBeGreaterThan(1); // full: more than one lens call
    expect(preview.estimate.promptTokens).toBeGreaterThan(100);
    expect(preview.estimate.inputCostUsd).toBeGreaterThan(0);
  });

  it('a model without a known price says so, and static-only says there is no model', async () => {
    const unknown = await cli(repo.root, ['review', '--preview'], {
      PRLENS_PROVIDER: 'openai-compatible',
      PRLENS_BASE_URL: 'http://127.0.0.1:9/v1',
      PRLENS_MODEL: 'my-local-model',
    });
    expect(unknown.stdout).toMatch(
      /^Model: openai-compatible my-local-model; .* prompt tokens, price unknown\.$/m,
    );
    const none = await cli(repo.root, ['review', '--preview'], { PRLENS_PROVIDER: 'none' });
    expect(none.stdout).toContain('Model: none (static rules only).');
  });

  it('counts the context packs, built as the review builds them: a call to an unchanged file costs its declaration', async () => {
    // `pay` now calls `taxRate`, declared in a file the change leaves alone: its pack shows it.
    repo.write(
      'src/rates.ts',
      `export function taxRate(region: string) {\n${'  // rate table\n'.repeat(40)}  return 0.2;\n}\n`,
    );
    repo.commit('rates');
    repo.write(
      'src/pay.ts',
      'export function pay(amount: number) {\n  return amount * (1 + taxRate(region));\n}\n',
    );
    const estimate = async (value: string) => {
      const env = { PRLENS_PROVIDER: 'openai', PRLENS_REPO_CONTEXT: value };
      const { stdout } = await cli(repo.root, ['review', '--preview', '--format', 'json'], env);
      return (JSON.parse(stdout) as { estimate: { promptTokens: number; packTokens: number | null } })
        .estimate;
    };
    const full = await estimate('full');
    const off = await estimate('off');
    expect(off.packTokens).toBeNull();
    expect(full.packTokens).toBeGreaterThan(40);
    expect(full.promptTokens).toBeGreaterThan(off.promptTokens + 40);
    const { stdout } = await cli(repo.root, ['review', '--preview'], { PRLENS_PROVIDER: 'openai' });
    expect(stdout).toMatch(/^Context packs: about [\d,]+ of those prompt tokens/m);
  });
});
