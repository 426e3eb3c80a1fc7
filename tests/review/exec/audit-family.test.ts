/**
 * The audit reads one copy per identity: two lenses reporting one problem on one line cost one
 * verdict, and that verdict holds for both copies. Which copy is reported is the dedupe stage's.
 */
import { describe, expect, it } from 'vitest';
import type { ModelRequest } from '../../../src/core/ports.js';
import { runModelReview } from '../../../src/review/model/exec/run-model-review.js';
import { about, answer, NONE, reviewInput, ScriptedModel } from './helpers.js';

const isAudit = (request: ModelRequest) => request.schema?.name === 'reflection_verdicts';
const auditedIds = (request: ModelRequest) =>
  [...(request.messages.map((m) => m.content).join('\n') ?? '').matchAll(/^### (f\d+) —/gm)].map((m) => m[1]);

/** Security and correctness report the same SQL concatenation; the audit answers `verdict` for f1. */
function model(verdict: Record<string, unknown>) {
  return new ScriptedModel((request) => {
    if (isAudit(request))
      return {
        text: JSON.stringify({
          verdicts: [
            { id: 'f1', reason: null, evidence: null, file: null, symbol: null, known: null, ...verdict },
          ],
        }),
      };
    const { unit, lens } = about(request);
    if (unit !== 'db' || (lens !== 'security' && lens !== 'correctness')) return NONE;
    return answer({ lens });
  });
}

describe('the audit of a family', () => {
  it('shows one copy of a problem two lenses reported, and drops both when it disproves it', async () => {
    const scripted = model({
      verdict: 'drop',
      reason: 'id is a number here',
      evidence: 'export function find(id: string) {',
    });
    const result = await runModelReview(reviewInput(scripted, { reflect: true }));

    const audits = scripted.requests.filter(isAudit);
    expect(audits.map(auditedIds)).toEqual([['f1']]);
    expect(result.findings).toEqual([]);
    expect(result.droppedByAudit.map((d) => d.reason)).toEqual([
      'id is a number here (quoted: "export function find(id: string) {")',
    ]);
  });

  it('keeps both copies when it keeps the one it read, for the dedupe stage to merge', async () => {
    const scripted = model({
      verdict: 'keep',
      evidence: 'const sql = "SELECT * FROM users WHERE id = " + id;',
    });
    const result = await runModelReview(reviewInput(scripted, { reflect: true }));

    expect(result.findings.map((f) => f.lens).sort()).toEqual(['correctness', 'security']);
    expect(new Set(result.findings.map((f) => f.fingerprint)).size).toBe(1);
  });
});
