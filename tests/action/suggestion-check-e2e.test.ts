/**
 * End to end through the built action (dist/index.js) against the fake GitHub and the fake model: a
 * corpus of model suggestions that are right, break the syntax, or bring a new rule finding, plus a
 * rule's own fix. Only the ones that pass their check are posted as a ```suggestion button, and only
 * a rule's own fix is labelled as checked by prlens.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ReviewReport } from '../../src/core/types.js';
import { webhookPayload } from '../fakes/github/index.js';
import type { OpenAIReply, RecordedRequest } from '../fakes/openai-server.js';
import { TOKEN } from '../support/action.js';
import { useScenario } from '../support/scenario.js';
import { CORPUS, HEAD } from '../support/suggestion-corpus.js';

const MODEL_KEY = 'sk-fake-model-key-0123456789';

function modelAnswer(request: RecordedRequest): OpenAIReply {
  const prompt = JSON.stringify(request.body.messages);
  if (request.body.response_format?.json_schema?.name === 'reflection_verdicts') {
    const user = String(request.body.messages.at(-1).content);
    const ids = [...user.matchAll(/^### (\S+) —/gm)].map((m) => m[1]);
    return {
      kind: 'success',
      json: { verdicts: ids.map((id) => ({ id, verdict: 'keep', reason: null, file: null, symbol: null })) },
    };
  }
  return { kind: 'success', json: { findings: CORPUS.filter((c) => prompt.includes(c.path)) } };
}

describe('suggestion checks through the built action', () => {
  const s = useScenario({ openai: { apiKey: MODEL_KEY } });

  it('posts a suggestion button only for the suggestions that pass their check', async () => {
    s.openai.setHandler(modelAnswer);
    const fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: {}, head: HEAD });
    const run = await s.builtAction({
      eventName: 'pull_request',
      payload: webhookPayload('pull_request.opened', { pull, apiUrl: fake.apiUrl }),
      // No findings budget: every planned suggestion must reach its check.
      inputs: { 'api-key': MODEL_KEY, 'base-url': s.openai.url, model: 'm', 'max-findings': '0' },
    });
    expect(run.stderr).toBe('');
    expect(run.outputs, run.stdout.slice(-3000)).toHaveProperty('report');
    const report = JSON.parse(readFileSync(run.outputs.report!, 'utf8')) as ReviewReport;
    const outcome = (path: string, line: number) =>
      report.findings.find((f) => f.path === path && f.line === line && f.suggestion !== null)
        ?.suggestion_check;
    expect({
      right: outcome('src/calc.js', 4),
      brace: outcome('src/calc.js', 5),
      newFinding: outcome('src/calc.js', 6),
      halfCall: outcome('src/call.js', 2),
      pythonIndent: outcome('app.py', 3),
      ruleFix: outcome('src/buf.js', 1),
      mergedWithRule: outcome('src/legacy.js', 1),
    }).toEqual({
      right: 'parses',
      brace: 'broken',
      newFinding: 'broken',
      halfCall: 'broken',
      pythonIndent: 'broken',
      ruleFix: 'verified',
      mergedWithRule: 'verified',
    });
    const legacy = report.findings.find((f) => f.path === 'src/legacy.js')!;
    // Merged: the rule's headline and its own fix; the model's suggestion (which fixes nothing) is dropped.
    expect({
      rule: legacy.rule,
      lens: legacy.lens,
      suggestion: legacy.suggestion,
      suggestion_rule: legacy.suggestion_rule,
    }).toEqual({
      rule: 'js-new-buffer',
      lens: 'static+correctness',
      suggestion: 'export const c = Buffer.from(text);',
      suggestion_rule: 'js-new-buffer',
    });
    expect(legacy.suggestion_reason).toBe('it parses and rule js-new-buffer no longer fires');
    const right = report.findings.find((f) => f.path === 'src/calc.js' && f.line === 4)!;
    expect(right.suggestion_reason).toContain(
      'no rule backs the finding, so whether it fixes the problem could not be verified',
    );
    const body = (path: string, line: number, title?: string) =>
      fake.state.reviewComments.find(
        (c) => c.path === path && c.line === line && (!title || c.body.includes(title)),
      )?.body ?? '';
    const buttons = fake.state.reviewComments
      .filter((c) => c.body.includes('```suggestion'))
      .map((c) => `${c.path}:${c.line}`)
      .sort();
    expect(buttons).toEqual(['src/buf.js:1', 'src/calc.js:4', 'src/legacy.js:1']);
    expect(body('src/buf.js', 1)).toContain('_Suggestion checked by prlens');
    // A model-only suggestion keeps its button but never claims the check verified it.
    expect(body('src/calc.js', 4, 'Case at')).not.toContain('Suggestion checked by prlens');
    const legacyBody = body('src/legacy.js', 1);
    expect(legacyBody).toContain('```suggestion\nexport const c = Buffer.from(text);\n```');
    expect(legacyBody).toContain('_Suggestion checked by prlens');
    expect(legacyBody).not.toContain("new Buffer(text, 'utf8')");
    expect(body('src/calc.js', 5, 'Case at')).toContain('no suggestion button: when applied, it adds');
    expect(body('app.py', 3, 'Case at')).toContain(
      "the first line's indentation changes from 8 space(s) to none",
    );
  });
});
