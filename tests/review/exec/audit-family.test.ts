/**
 * The audit reads one copy per identity: two lenses reporting one problem on one line cost one
 * verdict, and that verdict holds for both copies. Which copy is reported is the dedupe stage's.
 */
import { describe, expect, it } from 'vitest';
import type { ModelRequest } from '../../../src/core/ports.js';
import { runModelReview } from '../../../src/review/model/exec/run-model-review.js';
import type { LookupAnswer } from '../../../src/context/repo-index.js';
import { about, answer, fixture, NONE, reviewInput, ScriptedModel } from './helpers.js';

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

describe("the audit's symbol lookups", () => {
  it("answer from the run's context index, the one the review's packs and lookups use", async () => {
    const asked: string[] = [];
    const symbols = {
      definition: (name: string): Promise<LookupAnswer> => {
        asked.push(`definition ${name}`);
        const hit = { path: 'src/esc.ts', startLine: 4, endLine: 6, text: 'export function escapeId(id) {' };
        return Promise.resolve({ status: 'found', hits: [hit], textual: false, more: false });
      },
      usages: (name: string): Promise<LookupAnswer> => {
        asked.push(`usages ${name}`);
        return Promise.resolve({ status: 'none', textual: true });
      },
    };
    let audits = 0;
    const scripted = new ScriptedModel((request) => {
      if (!isAudit(request)) return about(request).lens === 'security' ? answer({ lens: 'security' }) : NONE;
      const need = audits++ === 0;
      const verdict = need ? { verdict: 'need', symbol: 'escapeId' } : { verdict: 'keep' };
      return {
        text: JSON.stringify({
          verdicts: [
            { id: 'f1', reason: null, evidence: null, file: null, symbol: null, known: null, ...verdict },
          ],
        }),
      };
    });
    const fx = fixture();
    const ctx = {
      ...fx.ctx,
      repo: { pack: () => null, lookup: () => Promise.resolve({ text: '', answered: 0 }), symbols },
    };
    await runModelReview(reviewInput(scripted, { reflect: true, ctx }, fx));
    expect(asked).toEqual(['definition escapeId', 'usages escapeId']);
    const shown = scripted.requests
      .filter(isAudit)
      .map((r) => r.messages[0]?.content ?? '')
      .join('\n');
    expect(shown).toMatch(
      /### symbol escapeId\n<<<CODE-\w+\nsrc\/esc\.ts:4-6\nexport function escapeId\(id\) \{/,
    );
  });
});
