/**
 * Issue 46 point 3 through the action: a model finding on a file the PR does not touch (a
 * hallucinated `src/nonexistent.js`) does not fail `fail-on: critical`, is not counted in the
 * `findings` output, and the summary comment lists it as outside the change.
 */
import { describe, expect, it } from 'vitest';
import { webhookPayload } from '../fakes/github/index.js';
import type { OpenAIReply, RecordedRequest } from '../fakes/openai-server.js';
import { TOKEN } from '../support/action.js';
import { useScenario } from '../support/scenario.js';

const MODEL_KEY = 'sk-fake-model-key-outside-0123456789';

function answer(request: RecordedRequest): OpenAIReply {
  if (request.body.response_format?.json_schema?.name === 'reflection_verdicts') {
    const user = String(request.body.messages.at(-1).content);
    const ids = [...user.matchAll(/^### (\S+) —/gm)].map((m) => m[1]);
    return {
      kind: 'success',
      json: { verdicts: ids.map((id) => ({ id, verdict: 'keep', reason: null, file: null, symbol: null })) },
    };
  }
  const finding = {
    path: 'src/nonexistent.js',
    line: 3,
    start_line: null,
    side: 'RIGHT',
    severity: 'critical',
    category: 'injection',
    lens: 'security',
    title: 'Request body reaches eval',
    body: 'The body is evaluated.',
    suggestion: null,
    anchor: 'eval(req.body)',
    confidence: 0.9,
  };
  return { kind: 'success', json: { findings: [finding] } };
}

describe('fail-on and a finding outside the change, through the action', () => {
  const s = useScenario({ openai: { apiKey: MODEL_KEY } });

  it('passes the gate, counts no finding, and lists it in the summary as outside the change', async () => {
    s.openai.setHandler(answer);
    const fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({
      base: { 'src/limits.js': 'export const limit = 10;\n' },
      head: { 'src/limits.js': 'export const limit = 10;\nexport const retries = 3;\n' },
    });
    const run = await s.action({
      eventName: 'pull_request',
      payload: webhookPayload('pull_request.opened', { pull, apiUrl: fake.apiUrl }),
      inputs: { 'api-key': MODEL_KEY, 'base-url': s.openai.url, model: 'm', 'fail-on': 'critical' },
    });
    expect(run.core?.failures).toEqual([]);
    expect(run.outputs.findings).toBe('0');
    expect(run.outputs.incomplete).toBe('false');
    const summary = fake.state.issueComments.map((c) => c.body).join('\n');
    expect(summary).toContain('src/nonexistent.js');
    expect(summary).toContain('not in this change: not counted by fail-on');
    expect(fake.state.reviewComments).toEqual([]);
  });
});
