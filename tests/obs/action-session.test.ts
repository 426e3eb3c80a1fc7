import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { useScenario } from '../support/scenario.js';
import { runReview } from '../../src/app/review-pr.js';
import { systemClock } from '../../src/core/clock.js';
import { createMasker } from '../../src/core/mask.js';
import { actionSessionsDir } from '../../src/obs/session-paths.js';
import { createRunObservability } from '../../src/obs/setup.js';
import { type FakeGitHub } from '../fakes/github/index.js';
import { type ScriptedServer, type OpenAIReply } from '../fakes/openai-server.js';
import { GitHubForge } from '../../src/github/forge.js';
import { bufferLogger, fakeClient } from '../support/github-double.js';

const MODEL_KEY = 'sk-fake-model-key-action-session-0123';
const GITHUB_TOKEN = 'action-token-without-known-prefix-77';

describe('the action writes its session transcript under RUNNER_TEMP', () => {
  const scene = useScenario({ openai: { apiKey: MODEL_KEY } });
  let fake: FakeGitHub;
  let model: ScriptedServer<OpenAIReply>;
  beforeEach(() => {
    model = scene.openai;
    // The model echoes both secrets; neither may reach the transcript.
    model.setHandler(() => ({
      kind: 'success',
      json: { findings: [], note: `${MODEL_KEY} ${GITHUB_TOKEN}` },
    }));
  });

  it('records the PR review requests in $RUNNER_TEMP/prlens/sessions, secrets masked', async () => {
    fake = await scene.github();
    const pull = fake.state.createPullRequest({
      number: 1,
      head: {
        'src/a.ts': `export const token = '${GITHUB_TOKEN}';\nexport const f = (x: number) => x + 1;\n`,
      },
    });
    const runnerTemp = mkdtempSync(path.join(os.tmpdir(), 'prlens-runner-'));
    const env = {
      RUNNER_TEMP: runnerTemp,
      PRLENS_BASE_URL: model.url,
      PRLENS_MODEL: 'm',
      PRLENS_REFLECT: 'false',
    };
    const logs: string[] = [];
    const logger = bufferLogger(logs);
    const observability = createRunObservability({
      sessionsDir: actionSessionsDir(env),
      env,
      mask: createMasker([MODEL_KEY, GITHUB_TOKEN]),
      warn: (m) => logger.warn(m),
      writeConsole: () => undefined,
      serviceVersion: 'test',
      runAttributes: { 'prlens.command': 'review', 'prlens.event': 'pull_request' },
    });
    const outcome = await runReview(
      {
        pr: { owner: 'octo-org', repo: 'octo-repo', number: pull.number },
        action: 'opened',
        inputs: {
          apiKey: MODEL_KEY,
          flags: {},
          dryRun: true,
          configPath: '.github/prlens.yml',
          configPathIsDefault: true,
          runner: 'action' as const,
        },
      },
      {
        forge: new GitHubForge(fakeClient(fake).gh, { logger, env }),
        logger,
        clock: systemClock,
        env,
        observability,
      },
    );
    const { transcriptFile } = await observability.close();
    expect(outcome.kind).toBe('reviewed');
    const dir = path.join(runnerTemp, 'prlens', 'sessions');
    expect(readdirSync(dir)).toHaveLength(1);
    expect(transcriptFile).toBe(path.join(dir, readdirSync(dir)[0]!));
    const text = readFileSync(transcriptFile!, 'utf8');
    expect(text).not.toContain(MODEL_KEY);
    expect(text).not.toContain(GITHUB_TOKEN);
    const types = text
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as { type: string }).type);
    expect(types[0]).toBe('note');
    expect(types).toContain('request');
    expect(types).toContain('response');
    expect(types.at(-1)).toBe('note');
  });
});
