/**
 * File names and model prose that try to break out of the Markdown prlens posts, against the
 * action: a path holding blank lines, an @mention, a link, an image and a cross-repository reference,
 * and a model that writes the same in its findings, its PR description and its /ask answer. Every
 * body prlens posts (the summary, the review, inline comments, the check run, the description
 * section, the /ask reply) and the job summary are rendered as GitHub would (live-markdown.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { useScenario } from '../support/scenario.js';
import { addIssueCommentBy } from '../fakes/github/human.js';
import { webhookPayload, type FakeGitHub } from '../fakes/github/index.js';
import { gate } from '../fakes/github/routes-gate.js';
import { type OpenAIReply, type RecordedRequest, type ScriptedServer } from '../fakes/openai-server.js';
import { BASE, SMALL_TS, TOKEN, readReport, review, submitted, summaries } from './github-helpers.js';
import { renderLive } from './live-markdown.js';
import { keepAll, schemaName } from './model-helpers.js';

const MODEL_KEY = 'sk-fake-markdown-paths-0123456789';
/**
 * What must never fire: a mention, a link that shows other text than its target, an image, a
 * reference into another repository.
 */
const PAYLOAD =
  '@octocat [click here](https://evil.example/phish) ![pixel](https://evil.example/p.png) octo-org/other#1';
/**
 * A file name with blank lines around the payload: legal in git, and shown by GitHub as it is. Its
 * links are relative (`//` is no path), which still render as links.
 */
const EVIL = `src/evil\n\n${PAYLOAD.replaceAll('https://', '')}\n\n.ts`;

function answer(request: RecordedRequest): OpenAIReply {
  const name = schemaName(request) ?? request.body?.response_format?.json_schema?.name;
  const json = (value: unknown): OpenAIReply => ({ kind: 'success', json: value });
  if (name === 'reflection_verdicts') return json(keepAll(request));
  if (name === 'pr_description')
    return json({
      summary: `Adds a parser. ${PAYLOAD}`,
      change_type: 'feature',
      files: [{ path: EVIL, summary: `Parses. ${PAYLOAD}` }],
      flow: null,
    });
  if (name === 'pr_answer')
    return json({
      answer: `It evaluates its input. ${PAYLOAD}`,
      found_in_code: true,
      citations: [{ path: EVIL, line: 4, end_line: null, side: 'RIGHT' }],
      need_files: [],
    });
  // A lens: two findings on the evil file written with the payload, one pinned to a changed line
  // (an inline comment) and one whose anchor is nowhere in the diff (listed as unanchored, with its
  // path, in the summary and the check run).
  const finding = (over: Record<string, unknown>) => ({
    path: EVIL,
    line: 7,
    start_line: null,
    side: 'RIGHT',
    severity: 'high',
    category: 'injection',
    lens: 'security',
    title: `Unsafe call ${PAYLOAD}`,
    body: `See ${PAYLOAD} and <https://evil.example/auto>.`,
    suggestion: null,
    anchor: 'export function list(dir: string): string {',
    confidence: 0.9,
    ...over,
  });
  return json({
    findings: [finding({ category: 'shell' }), finding({ line: 4, anchor: 'this line is not in the diff' })],
  });
}

function expectInert(label: string, markdown: string): void {
  const { liveText, links, images } = renderLive(markdown);
  // A bare URL stays an honest link (its text is its target); no text may hide where a link goes.
  const disguised = links.filter((l) => l.href.includes('evil.example') && l.text !== l.href);
  expect(disguised, `${label}: disguised links`).toEqual([]);
  expect(images, `${label}: images`).toEqual([]);
  expect(liveText, `${label}: live mention`).not.toMatch(/@octocat\b/);
  expect(liveText, `${label}: live cross-repository reference`).not.toMatch(/octo-org\/other#1\b/);
}

describe('Markdown break-out through file names and model prose (the built action, dist/index.js)', () => {
  const s = useScenario({ openai: { apiKey: MODEL_KEY } });
  let fake: FakeGitHub;
  let model: ScriptedServer<OpenAIReply>;
  beforeEach(() => {
    model = s.openai;
    model.setHandler(answer);
  });

  it('markdown: a path with blank lines, an @mention, a link, an image and owner/repo#1, and a model writing the same → nothing renders live in the summary, review, check run, /describe section, /ask reply or job summary', async () => {
    fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: { [EVIL]: SMALL_TS } });
    const inputs = { 'api-key': MODEL_KEY, 'base-url': model.url, model: 'm', 'check-run': 'true' };

    const run = await review(fake, pull, { built: true, inputs });
    expect(run.code, run.stdout).toBe(0);
    const report = readReport(run);
    // The attack reached every renderer: findings pinned on the evil file and one that is not.
    expect(report.findings.filter((f) => f.path === EVIL).length).toBeGreaterThan(0);
    expect(report.unanchored.filter((f) => f.path === EVIL)).toHaveLength(1);

    const comment = (body: string) => {
      const c = addIssueCommentBy(fake.state, pull, 'maintainer', body);
      return webhookPayload('issue_comment.created', {
        pull,
        apiUrl: fake.apiUrl,
        comment: { body, author: 'maintainer', association: 'OWNER', id: c.id },
      });
    };
    for (const command of ['/describe', '/ask what does it run?']) {
      const done = await s.builtAction({ eventName: 'issue_comment', payload: comment(command), inputs });
      expect(done.code, done.stdout).toBe(0);
    }

    const bodies: Array<[string, string]> = [
      ['summary comment', summaries(fake)[0]?.body ?? ''],
      ...submitted(fake).map((r): [string, string] => ['review body', r.body ?? '']),
      ...fake.state.reviewComments.map((c): [string, string] => ['inline comment', c.body]),
      ...gate(fake.state).checkRuns.flatMap((c): Array<[string, string]> => [
        ['check run summary', c.summary ?? ''],
        ['check run text', c.text ?? ''],
      ]),
      ['PR description', pull.body ?? ''],
      ...fake.state.issueComments
        .filter((c) => c.body.includes('<!-- prlens:reply -->'))
        .map((c): [string, string] => ['/ask reply', c.body]),
      ['job summary', run.jobSummary],
    ];
    // Every place was written to, and carries the attack as text.
    const labels = new Set(bodies.filter(([, b]) => b.includes('octocat')).map(([l]) => l));
    expect([...labels].sort()).toEqual(
      [
        'summary comment',
        'inline comment',
        'check run summary',
        'check run text',
        'PR description',
        '/ask reply',
        'job summary',
      ].sort(),
    );
    for (const [label, body] of bodies) expectInert(label, body);
  });
});
