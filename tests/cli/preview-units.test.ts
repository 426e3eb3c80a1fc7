/**
 * `--preview` shows the units the review will use: a changed caller in one folder and the changed
 * callee it calls in another, which the directory grouping puts in two groups with an unrelated
 * folder between them (billing, cart, oauth), are one unit in the review (keep-together.ts), and the
 * preview says so, in `full` and in `deep` alike; the unrelated change is a unit of its own.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';
import { TempRepo } from '../support/repo.js';

/** A function whose body the change grows by `lines` lines, so that two such files fill a unit. */
const body = (lines: number, expr: string) =>
  Array.from({ length: lines }, (_, i) => `  const v${i} = ${expr} + ${i};`).join('\n');
const LINES = 300;
const TOKEN_BEFORE = 'export function refreshToken(t: string) {\n  return { access: t };\n}\n';
const TOKEN_AFTER = `export function refreshToken(t: string) {\n${body(LINES, 't.length')}\n  return { access: t };\n}\n`;
const CHARGE_BEFORE = 'export function charge(a: { token: string }) {\n  return a.token;\n}\n';
const CHARGE_AFTER = `import { refreshToken } from '../oauth/token';\nexport function charge(a: { token: string }) {\n${body(LINES, 'a.token.length')}\n  return refreshToken(a.token).access;\n}\n`;
const BANNER_BEFORE = 'export function banner(name: string) {\n  return name;\n}\n';
const BANNER_AFTER = `export function banner(name: string) {\n${body(LINES, 'name.length')}\n  return name;\n}\n`;

const ENV = {
  PRLENS_PROVIDER: 'openai-compatible',
  PRLENS_BASE_URL: 'http://127.0.0.1:9/v1',
  PRLENS_MODEL: 'm',
};
/**
 * Each changed file is about 3,700 tokens: `full` has room for two of them in one unit, not three;
 * a `deep` unit (40% of the budget, the rest for tool results) for two.
 */
const BUDGET: Record<string, string> = { full: '11000', deep: '24000' };

describe('prlens review --preview shows the units a review uses', () => {
  let repo: TempRepo;
  beforeEach(() => {
    repo = new TempRepo();
    repo
      .write('src/oauth/token.ts', TOKEN_BEFORE)
      .write('src/billing/charge.ts', CHARGE_BEFORE)
      .write('src/cart/banner.ts', BANNER_BEFORE)
      .commit('start');
    repo
      .write('src/oauth/token.ts', TOKEN_AFTER)
      .write('src/billing/charge.ts', CHARGE_AFTER)
      .write('src/cart/banner.ts', BANNER_AFTER);
  });
  afterEach(() => repo.remove());

  it.each(['full', 'deep'])(
    'keeps a changed caller with its changed callee from another folder in one unit (%s)',
    async (preset) => {
      const { code, stdout } = await cli(repo.root, ['review', '--preview', '--format', 'json'], {
        ...ENV,
        PRLENS_PRESET: preset,
        PRLENS_MAX_INPUT_TOKENS: BUDGET[preset],
      });
      expect(code).toBe(0);
      const units = (JSON.parse(stdout) as { estimate: { units: string[][] } }).estimate.units;
      expect(units.map((paths) => [...paths].sort())).toEqual([
        ['src/billing/charge.ts', 'src/oauth/token.ts'],
        ['src/cart/banner.ts'],
      ]);
    },
  );

  it('lists the units in the text preview', async () => {
    const { stdout } = await cli(repo.root, ['review', '--preview'], {
      ...ENV,
      PRLENS_PRESET: 'full',
      PRLENS_MAX_INPUT_TOKENS: BUDGET.full,
    });
    expect(stdout).toContain('Units (files reviewed together): 2');
    expect(stdout).toMatch(/^ {2}1\. src\/billing\/charge\.ts, src\/oauth\/token\.ts$/m);
    expect(stdout).toMatch(/^ {2}2\. src\/cart\/banner\.ts$/m);
    // The packs are built as the review builds them and counted apart; the lookup round is not counted.
    expect(stdout).toMatch(/^Context packs: about [\d,]+ of those prompt tokens/m);
    expect(stdout).toContain('the lookup round');
  });
});
