/**
 * Issue 42, point 5, through the real CLI (in-process) and the fake OpenAI server on 127.0.0.1:
 * a change commits a Stripe live key (`sk_live_`), a restricted key (`rk_live_`), an npm token and
 * an `aws_secret_access_key` in an `.ini` file. The static check flags each critical; none of them
 * may reach the model (every request body the fake captured) or the session transcript, while the
 * lines around them still do, redacted. The tokens are built at run time from random-looking parts.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ReviewReport } from '../../src/core/types.js';
import type { OpenAIReply, RecordedRequest } from '../fakes/openai-server.js';
import { cli } from '../support/cli.js';
import { TempRepo } from '../support/repo.js';
import { useScenario } from '../support/scenario.js';

const RANDOM = 'Tf4WcB1vNs8HdJ3gYp6AeUo0iK5rQtEq7Lm2ZkR9x';
const STRIPE = `sk_live_${RANDOM.slice(0, 30)}`;
const RESTRICTED = `rk_live_${RANDOM.slice(2, 34)}`;
const NPM = `npm_${RANDOM.slice(1, 37)}`;
const AWS_SECRET = `${RANDOM.slice(0, 36)}/+ab`;
const TOKENS = { STRIPE, RESTRICTED, NPM, AWS_SECRET };

const FILES: Record<string, string> = {
  'src/pay.js': `export const stripe = createClient('${STRIPE}');\n`,
  '.env.production': `PORT=8080\nSTRIPE_RESTRICTED_KEY=${RESTRICTED}\n`,
  '.npmrc': `//registry.npmjs.org/:_authToken=${NPM}\n`,
  'config/credentials.ini': `[default]\nregion = eu-west-1\naws_secret_access_key = ${AWS_SECRET}\n`,
};

function answer(request: RecordedRequest): OpenAIReply {
  if (request.body.response_format?.json_schema?.name === 'reflection_verdicts')
    return { kind: 'success', json: { verdicts: [] } };
  return { kind: 'success', json: { findings: [] } };
}

describe('provider tokens never reach the model', () => {
  const scene = useScenario({ openai: true });
  let repo: TempRepo;
  let base: string;
  let head: string;
  beforeAll(() => {
    repo = new TempRepo();
    repo.write('README.md', '# app\n');
    base = repo.commit('start');
    for (const [file, content] of Object.entries(FILES)) repo.write(file, content);
    head = repo.commit('wire payments');
  });

  it('the model request bodies and the session transcript hold none of the Stripe, npm or AWS secret tokens', async () => {
    scene.openai.setHandler(answer);
    const state = mkdtempSync(path.join(os.tmpdir(), 'prlens-state-'));
    const args = ['review', '--from', base, '--to', head, '--provider', 'openai-compatible'];
    const run = await cli(
      repo.root,
      [...args, '--base-url', scene.openai.url, '--model', 'm', '--format', 'json', '--debug'],
      { PRLENS_API_KEY: 'sk-test-key-for-the-fake-model-0001', XDG_STATE_HOME: state },
    );
    const sent = JSON.stringify(scene.openai.requests.map((r) => r.body));
    expect(scene.openai.requests.length).toBeGreaterThan(0);
    // Every file went to the model, its secret redacted in place.
    for (const file of Object.keys(FILES)) expect(sent).toContain(file);
    for (const [name, token] of Object.entries(TOKENS)) expect(sent, name).not.toContain(token);
    expect(sent).toContain('aws_secret_access_key = [REDACTED]');
    const sessions = path.join(state, 'prlens', 'sessions');
    const transcript = readdirSync(sessions)
      .map((f) => readFileSync(path.join(sessions, f), 'utf8'))
      .join('\n');
    expect(transcript.length).toBeGreaterThan(0);
    for (const [name, token] of Object.entries(TOKENS)) {
      expect(transcript, name).not.toContain(token);
      expect(run.stdout, name).not.toContain(token);
    }
    // The one table: each of them is also what the check flags critical.
    const report = ReviewReport.parse(JSON.parse(run.stdout));
    const critical = report.findings.filter((f) => f.severity === 'critical').map((f) => f.rule);
    expect(critical.sort()).toEqual([
      'secret-aws-secret-key',
      'secret-npm-token',
      'secret-stripe-live-key',
      'secret-stripe-live-key',
    ]);
  });
});
