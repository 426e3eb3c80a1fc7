/**
 * The context engine works inside the run's one absolute deadline (issue 43 point 7): its own share
 * of max-review-seconds never reaches past what is left of the run.
 */
import { describe, expect, it } from 'vitest';
import { prepareReviewContext } from '../../src/context/review-context.js';
import { parseUnifiedDiff } from '../../src/diff/parse.js';
import { ManualClock, MemoryWorkspace } from '../review/exec/helpers.js';

const USE = 'export function pay(a: Account) {\n  return charge(a);\n}\n';
const DIFF =
  'diff --git a/src/pay.ts b/src/pay.ts\n--- a/src/pay.ts\n+++ b/src/pay.ts\n' +
  '@@ -1,3 +1,3 @@\n export function pay(a: Account) {\n-  return bill(a);\n+  return charge(a);\n }\n';

async function prepare(deadline?: number, clock = new ManualClock()) {
  const repo = await context(clock, deadline);
  return repo.pack([{ path: 'src/pay.ts', hunks: [0] }], 'abcdef012345')?.text ?? '';
}

function context(clock: ManualClock, deadline?: number) {
  return prepareReviewContext({
    files: parseUnifiedDiff(DIFF),
    contents: new Map([['src/pay.ts', USE]]),
    workspace: new MemoryWorkspace({
      'src/pay.ts': USE,
      'lib/charge.ts': 'export function charge(a: Account) {\n  return a.card.debit();\n}\n',
      'lib/refund.ts': 'export function refund(a: Account) {\n  return a.card.credit();\n}\n',
    }),
    headRef: null,
    clock,
    maxInputTokens: 100_000,
    maxReviewSeconds: 600,
    ...(deadline === undefined ? {} : { deadline }),
    countTokens: (t) => Math.ceil(t.length / 4),
  });
}

describe('the context engine and the run deadline', () => {
  it('looks a called name up while the run has time left', async () => {
    expect(await prepare()).toContain('## definition of `charge`: lib/charge.ts:1-3');
  });

  it('answers unknown, not none, when the run deadline has already passed, though its own share has not', async () => {
    const pack = await prepare(0);
    expect(pack).not.toContain('## definition of `charge`');
    expect(pack).toMatch(/UNKNOWN definition of charge: .*time budget ran out/);
  });

  it("answers a lookup asked after the packs' share of the time while the run has time left", async () => {
    const clock = new ManualClock();
    const repo = await context(clock, clock.now() + 600_000);
    // The review calls ran for 5 minutes: past the packs' 15% (90 s), within the run's 600 s.
    clock.advance(300_000);
    const reply = await repo.lookup([{ kind: 'definition', symbol: 'refund' }], 'abcdef012345');
    expect(reply.text).toContain('## definition of `refund`: found (parsed declarations)\nlib/refund.ts:1-3');
    expect(reply.answered).toBe(1);
    expect((await repo.symbols.definition('refund')).status).toBe('found');
    // Past the run's end, a lookup is unknown, never none.
    clock.advance(300_000);
    expect(await repo.symbols.definition('credit')).toEqual({
      status: 'unknown',
      reason: "the index's time budget ran out",
    });
  });
});
