import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ReviewReport } from '../../src/core/types.js';
import {
  openaiErrors,
  type OpenAIReply,
  type RecordedRequest,
  type ScriptedServer,
} from '../fakes/openai-server.js';
import { TempRepo } from '../support/repo.js';
import { cli } from '../support/cli.js';
import { useScenario } from '../support/scenario.js';

const BEFORE = `export function pick(items: string[], index: number): string {\n  return items[index] ?? '';\n}\n`;
const AFTER = `export function pick(items: string[], index: number): string {\n  if (index > items.length) {\n    return '';\n  }\n  return items[index]!;\n}\n`;
const FLAGGED = '  if (index > items.length) {';

/** The model's answer to a lens call: one real finding (its line off by 2) and one it cannot pin. */
function lensAnswer(): OpenAIReply {
  const finding = (over: Record<string, unknown>) => ({
    path: 'src/pick.ts',
    line: 4,
    start_line: null,
    side: 'RIGHT',
    severity: 'high',
    category: 'off-by-one',
    lens: 'correctness',
    title: 'Off-by-one: index equal to length passes the guard',
    body: '`items[items.length]` is undefined, and the `!` hides it.',
    suggestion: null,
    anchor: FLAGGED.trim(),
    confidence: 0.9,
    ...over,
  });
  return {
    kind: 'success',
    json: {
      findings: [
        finding({}),
        finding({ anchor: 'return cache.get(key);', line: 40, title: 'A line that is not in this diff' }),
      ],
    },
  };
}

function auditAnswer(request: RecordedRequest): OpenAIReply {
  const user = String(request.body.messages.at(-1).content);
  const ids = [...user.matchAll(/^### (\S+) —/gm)].map((m) => m[1]);
  return {
    kind: 'success',
    json: { verdicts: ids.map((id) => ({ id, verdict: 'keep', reason: null, file: null, symbol: null })) },
  };
}

function schemaName(request: RecordedRequest): string | undefined {
  return request.body.response_format?.json_schema?.name;
}

describe('prlens review with a model (openai-compatible fake on 127.0.0.1)', () => {
  const scene = useScenario({ openai: true });
  let server: ScriptedServer<OpenAIReply>;
  beforeEach(() => {
    server = scene.openai;
  });
  let repo: TempRepo;
  let base: string;
  let head: string;
  const args = () => [
    'review',
    '--from',
    base,
    '--to',
    head,
    '--provider',
    'openai-compatible',
    '--base-url',
    `${server.url}`,
    '--model',
    'm',
  ];

  beforeAll(() => {
    repo = new TempRepo();
    repo.write('src/pick.ts', BEFORE);
    base = repo.commit('start');
    repo.write('src/pick.ts', AFTER);
    head = repo.commit('guard the index');
  });

  it('anchors the model finding to the quoted line, keeps the unpinnable one, in at most 2 calls', async () => {
    server.requests.length = 0;
    server.setHandler((request) =>
      schemaName(request) === 'reflection_verdicts' ? auditAnswer(request) : lensAnswer(),
    );
    const { code, stdout, stderr } = await cli(repo.root, [...args(), '--format', 'json']);
    expect(stderr).not.toMatch(/error/);
    expect(code).toBe(0);
    const report = ReviewReport.parse(JSON.parse(stdout));
    expect(report.incomplete).toBe(false);
    expect(report.findings).toHaveLength(1);
    expect(report.findings[0]).toMatchObject({
      path: 'src/pick.ts',
      line: 2,
      anchored: true,
      anchor: FLAGGED,
    });
    expect(report.unanchored.map((f) => f.title)).toEqual(['A line that is not in this diff']);
    const lensCalls = server.requests.filter((r) => schemaName(r) === 'review_findings');
    expect(lensCalls).toHaveLength(1); // fast preset, a change of ≤50 lines: one review call
    expect(server.requests.length).toBeLessThanOrEqual(2); // plus the reflection audit
    expect(report.usage.requests).toBe(server.requests.length);
    expect(report.usage.prompt_tokens).toBeGreaterThan(0);
    expect(report.usage.cost_usd).toBeNull(); // model "m" has no known price: never a made-up 0
    expect(report.stats.lenses).toContain('correctness');
  });

  it('never pays an audit request for a doubtful low finding alone, folded or posted inline', async () => {
    const low = lensAnswer();
    if (low.kind !== 'success') throw new Error('lensAnswer is a success');
    const [first] = (low.json as { findings: Array<Record<string, unknown>> }).findings;
    const note = {
      ...first,
      severity: 'low',
      confidence: 0.6,
      title: 'Misleading name: pick returns a copy',
    };
    server.setHandler((request) =>
      schemaName(request) === 'reflection_verdicts'
        ? auditAnswer(request)
        : { kind: 'success', json: { findings: [note] } },
    );
    const audits = () => server.requests.filter((r) => schemaName(r) === 'reflection_verdicts');
    server.requests.length = 0;
    const folded = await cli(repo.root, [...args(), '--format', 'json']);
    expect(folded.code).toBe(0);
    expect(audits()).toEqual([]);
    expect(ReviewReport.parse(JSON.parse(folded.stdout)).stats.below_min_severity.findings).toHaveLength(1);
    // Posted inline, it is still an observation: it rides along only in a request a louder finding pays for
    // (tests/review/reflect/audit-view.test.ts), and is posted as the review wrote it.
    server.requests.length = 0;
    const inline = await cli(repo.root, [...args(), '--format', 'json', '--min-severity', 'low']);
    expect(inline.code).toBe(0);
    expect(audits()).toEqual([]);
    const titles = ReviewReport.parse(JSON.parse(inline.stdout)).findings.map((f) => f.title);
    expect(titles).toEqual(['Misleading name: pick returns a copy']);
  });

  it('reports the two most important model findings below high (max-minor-findings), two in all (max-findings), and counts the rest', async () => {
    const base = lensAnswer();
    if (base.kind !== 'success') throw new Error('lensAnswer is a success');
    const [first] = (base.json as { findings: Array<Record<string, unknown>> }).findings;
    const minor = (n: number, confidence: number) => ({
      ...first,
      severity: 'medium',
      confidence,
      category: `kind-${n}`,
      // Quotes no line of the diff: unanchored, so no merge of one line's comments folds them together.
      anchor: `const unseen${n} = ${n};`,
      line: 40 + n,
      title: `Medium finding ${n}`,
    });
    const answer = [first, minor(1, 0.6), minor(2, 0.9), minor(3, 0.7)];
    server.setHandler((request) =>
      schemaName(request) === 'reflection_verdicts'
        ? auditAnswer(request)
        : { kind: 'success', json: { findings: answer } },
    );
    const titles = (r: ReviewReport) => [...r.findings, ...r.unanchored].map((f) => f.title).sort();
    expect(first!.severity).toBe('high');
    const minorOnly = [...args(), '--max-findings', '0'];
    const budgeted = await cli(repo.root, [...minorOnly, '--format', 'json']);
    expect(budgeted.code).toBe(0);
    const report = ReviewReport.parse(JSON.parse(budgeted.stdout));
    expect(titles(report)).toEqual([String(first!.title), 'Medium finding 2', 'Medium finding 3'].sort());
    expect(report.stats.held_back?.count).toBe(1);
    expect(report.stats.held_back?.findings.map((f) => f.title)).toEqual(['Medium finding 1']);
    const text = await cli(repo.root, [...minorOnly, '--format', 'text']);
    expect(text.stdout).toContain('1 more model finding held back (max-findings: 0, max-minor-findings: 2');
    // The default max-findings (2) keeps the high finding and the most confident medium one.
    const twoInAll = ReviewReport.parse(
      JSON.parse((await cli(repo.root, [...args(), '--format', 'json'])).stdout),
    );
    expect(titles(twoInAll)).toEqual([String(first!.title), 'Medium finding 2'].sort());
    expect(twoInAll.stats.held_back).toMatchObject({ max_minor_findings: 2, max_findings: 2, count: 2 });
    const all = await cli(repo.root, [
      ...args(),
      '--format',
      'json',
      '--max-minor-findings',
      '0',
      '--max-findings',
      '0',
    ]);
    const unlimited = ReviewReport.parse(JSON.parse(all.stdout));
    expect(titles(unlimited)).toHaveLength(4);
    expect(unlimited.stats.held_back).toBeUndefined();
  });

  it('audits only the findings the findings budget would report: a held-back one costs no audit', async () => {
    const base = lensAnswer();
    if (base.kind !== 'success') throw new Error('lensAnswer is a success');
    const [first] = (base.json as { findings: Array<Record<string, unknown>> }).findings;
    const high = (n: number, confidence: number) => ({
      ...first,
      severity: 'high',
      confidence,
      category: `kind-${n}`,
      anchor: `const unseen${n} = ${n};`,
      line: 40 + n,
      title: `High finding ${n}`,
    });
    server.setHandler((request) =>
      schemaName(request) === 'reflection_verdicts'
        ? auditAnswer(request)
        : { kind: 'success', json: { findings: [high(1, 0.6), high(2, 0.9), high(3, 0.7)] } },
    );
    const audited = () =>
      server.requests
        .filter((r) => schemaName(r) === 'reflection_verdicts')
        .flatMap((r) => [...String(r.body.messages.at(-1).content).matchAll(/^### \S+ — .*$/gm)])
        .map((m) => m[0]);
    const one = await cli(repo.root, [...args(), '--format', 'json', '--max-findings', '1']);
    expect(ReviewReport.parse(JSON.parse(one.stdout)).stats.held_back?.count).toBe(2);
    expect(audited()).toHaveLength(1);
    const audit = server.requests
      .filter((r) => schemaName(r) === 'reflection_verdicts')
      .map((r) => String(r.body.messages.at(-1).content))
      .join('\n');
    // The most confident is the one the budget reports, so the one the audit reads.
    expect(audit).toContain('High finding 2');
    expect(audit).not.toContain('High finding 3');
    server.requests.length = 0;
    await cli(repo.root, [...args(), '--format', 'json', '--max-findings', '0']);
    expect(audited()).toHaveLength(3);
  });

  it('reports the finding the audit dropped, with the audit reason, instead of losing it', async () => {
    const reason = 'line 2 guards with >, and line 5 only runs when index < length';
    server.setHandler((request) => {
      if (schemaName(request) !== 'reflection_verdicts') return lensAnswer();
      const user = String(request.body.messages.at(-1).content);
      // Drops only the off-by-one finding (src/pick.ts:2); the audit keeps the one at line 40.
      const verdicts = [...user.matchAll(/^### (\S+) — (.*)$/gm)].map(([, id, where]) => {
        const drop = /:2\b/.test(where!);
        return {
          id,
          verdict: drop ? 'drop' : 'keep',
          reason: drop ? reason : null,
          // A drop stands only on a quoted line of the code the audit was shown.
          evidence: drop ? FLAGGED.trim() : null,
          file: null,
          symbol: null,
        };
      });
      return { kind: 'success', json: { verdicts } };
    });
    const { code, stdout } = await cli(repo.root, [...args(), '--format', 'json']);
    expect(code).toBe(0);
    const report = ReviewReport.parse(JSON.parse(stdout));
    expect(report.findings).toHaveLength(0);
    expect(report.unanchored.map((f) => f.title)).toEqual(['A line that is not in this diff']);
    expect(report.stats.dropped_by_audit).toEqual({
      count: 1,
      findings: [
        {
          path: 'src/pick.ts',
          line: 2,
          title: 'Off-by-one: index equal to length passes the guard',
          reason: `${reason} (quoted: "${FLAGGED.trim()}")`,
        },
      ],
    });
  });

  it.each(['text', 'markdown', 'sarif'])('renders the anchored model finding as %s', async (format) => {
    server.setHandler((request) =>
      schemaName(request) === 'reflection_verdicts' ? auditAnswer(request) : lensAnswer(),
    );
    const { code, stdout } = await cli(repo.root, [...args(), '--format', format]);
    expect(code).toBe(0);
    expect(stdout).toContain('Off-by-one');
    if (format === 'sarif') {
      const result = JSON.parse(stdout).runs[0].results[0];
      expect(result.locations[0].physicalLocation.region.startLine).toBe(2);
    }
  });

  it('marks the review incomplete and exits 2 when the model keeps failing, never saying all is well', async () => {
    server.setHandler(() => openaiErrors.server());
    const { code, stdout } = await cli(repo.root, [...args(), '--format', 'text'], {});
    expect(code).toBe(2);
    expect(stdout).toMatch(/incomplete/i);
    expect(stdout).not.toMatch(/no findings|looks good/i);
  });

  it('stops at once with the fix when the key is rejected', async () => {
    server.setHandler(() => openaiErrors.invalidApiKey('sk-secret-value-123456'));
    const { code, stdout, stderr } = await cli(repo.root, [...args(), '--format', 'json'], {
      PRLENS_API_KEY: 'sk-secret-value-123456',
    });
    expect(code).toBe(2);
    const report = ReviewReport.parse(JSON.parse(stdout));
    expect(report.incomplete).toBe(true);
    expect(report.warnings.join('\n')).toMatch(/PRLENS_API_KEY|api-key/);
    expect(stdout + stderr).not.toContain('sk-secret-value-123456');
  });
});
