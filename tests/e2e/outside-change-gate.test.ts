/**
 * Issue 46 point 3: a model finding about a file the change does not touch (a hallucinated
 * `src/nonexistent.js`) made `--fail-on critical` exit 1 while the header said "0 findings". It is
 * now reported as outside the change and never fails the gate; an unpinned finding on a changed
 * file still does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFindings } from '../../src/core/gate.js';
import { ReviewReport } from '../../src/core/types.js';
import type { OpenAIReply, RecordedRequest } from '../fakes/openai-server.js';
import { cli } from '../support/cli.js';
import { TempRepo } from '../support/repo.js';
import { useScenario } from '../support/scenario.js';

const BEFORE = 'export const limit = 10;\n';
const AFTER = 'export const limit = 10;\nexport const retries = 3;\n';

function criticalAt(path: string, anchor: string): OpenAIReply {
  return {
    kind: 'success',
    json: {
      findings: [
        {
          path,
          line: 12,
          start_line: null,
          side: 'RIGHT',
          severity: 'critical',
          category: 'injection',
          lens: 'security',
          title: 'User input reaches eval',
          body: 'The request body is passed to `eval`.',
          suggestion: null,
          anchor,
          confidence: 0.9,
        },
      ],
    },
  };
}

function keepAll(request: RecordedRequest): OpenAIReply {
  const user = String(request.body.messages.at(-1).content);
  const ids = [...user.matchAll(/^### (\S+) —/gm)].map((m) => m[1]);
  return {
    kind: 'success',
    json: { verdicts: ids.map((id) => ({ id, verdict: 'keep', reason: null, file: null, symbol: null })) },
  };
}

describe('fail-on and findings on files outside the change', () => {
  const scene = useScenario({ openai: true });
  let repo: TempRepo;
  let range: string[];
  afterAll(() => repo.remove());
  beforeAll(() => {
    repo = new TempRepo();
    repo.write('src/limits.ts', BEFORE);
    const base = repo.commit('start');
    repo.write('src/limits.ts', AFTER);
    range = ['--from', base, '--to', repo.commit('retries')];
  });

  const review = async (lens: OpenAIReply, format: string) => {
    scene.openai.setHandler((request) =>
      request.body.response_format?.json_schema?.name === 'reflection_verdicts' ? keepAll(request) : lens,
    );
    const base = ['review', ...range, '--provider', 'openai-compatible', '--model', 'm'];
    const flags = ['--base-url', scene.openai.url, '--fail-on', 'critical', '--format', format];
    return cli(repo.root, [...base, ...flags]);
  };

  it('a hallucinated critical finding on src/nonexistent.js does not fail --fail-on critical', async () => {
    const { code, stdout } = await review(criticalAt('src/nonexistent.js', 'eval(req.body)'), 'json');
    const report = ReviewReport.parse(JSON.parse(stdout));
    expect(report.findings).toHaveLength(0);
    expect(report.unanchored).toMatchObject([{ path: 'src/nonexistent.js', outside_change: true }]);
    expect(code).toBe(0);
  });

  it('says in the report that the finding is outside the change and not counted', async () => {
    const { stdout } = await review(criticalAt('src/nonexistent.js', 'eval(req.body)'), 'text');
    expect(stdout).toContain('src/nonexistent.js (not in this change: not counted by fail-on)');
  });

  it('an unpinned critical finding on a changed file still fails the gate', async () => {
    const { code, stdout } = await review(criticalAt('src/limits.ts', 'eval(req.body)'), 'json');
    const report = ReviewReport.parse(JSON.parse(stdout));
    expect(report.unanchored).toHaveLength(1);
    expect(report.unanchored[0]?.outside_change).toBeUndefined();
    expect(code).toBe(1);
  });

  it('is not recorded as an open finding of the PR', () => {
    const finding = {
      ...criticalFinding(),
      path: 'src/nonexistent.js',
      outside_change: true as const,
    };
    const got = openFindings({
      previous: [],
      found: [finding],
      reviewed: new Set(['src/limits.ts']),
      present: new Set(['src/limits.ts']),
      rejected: new Set(),
      complete: true,
      isSecurity: () => true,
    });
    expect(got.open).toEqual([]);
  });
});

function criticalFinding() {
  return {
    path: 'src/limits.ts',
    line: 2,
    start_line: null,
    side: 'RIGHT' as const,
    severity: 'critical' as const,
    category: 'injection',
    lens: 'security',
    title: 't',
    body: 'b',
    suggestion: null,
    anchor: 'eval(req.body)',
    confidence: 0.9,
    anchored: false,
    fingerprint: 'fp-outside',
    rule: null,
  };
}
