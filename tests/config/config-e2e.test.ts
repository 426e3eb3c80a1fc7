import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ReviewReport } from '../../src/core/types.js';
import type { OpenAIReply, RecordedRequest, ScriptedServer } from '../fakes/openai-server.js';
import { useScenario } from '../support/scenario.js';
import { TempRepo } from '../support/repo.js';
import { cli } from '../support/cli.js';

const AFTER = `export function pick(items: string[], index: number): string {\n  if (index > items.length) {\n    return '';\n  }\n  return items[index]!;\n}\n`;

const CONFIG = `instructions:
  - path: "src/**/*.{ts,tsx}"
    text: Indexes into arrays are checked against length - 1.
  - path: "**/*.sql"
    file: docs/review/sql.md
custom-lenses:
  - id: naming
    title: Naming
    instructions: Names say what a value means.
finding-rules:
  - match: { category: [off-by-one], title: "^off-by-one" }
    action: drop
    reason: known in this module
`;

const schemaName = (r: RecordedRequest): string | undefined => r.body.response_format?.json_schema?.name;
const system = (r: RecordedRequest): string => String(r.body.messages[0].content);
const user = (r: RecordedRequest): string => String(r.body.messages.at(-1).content);

function answer(request: RecordedRequest): OpenAIReply {
  if (schemaName(request) === 'reflection_verdicts') {
    const ids = [...user(request).matchAll(/^### (\S+) —/gm)].map((m) => m[1]);
    return {
      kind: 'success',
      json: { verdicts: ids.map((id) => ({ id, verdict: 'keep', reason: null, file: null, symbol: null })) },
    };
  }
  const finding = (over: Record<string, unknown>) => ({
    path: 'src/pick.ts',
    line: 2,
    start_line: null,
    side: 'RIGHT',
    severity: 'high',
    category: 'off-by-one',
    lens: 'correctness',
    title: 'Off-by-one: index equal to length passes the guard',
    body: '`items[items.length]` is undefined.',
    suggestion: null,
    anchor: 'if (index > items.length) {',
    confidence: 0.9,
    ...over,
  });
  return {
    kind: 'success',
    json: {
      findings: [
        finding({}),
        finding({
          category: 'null-handling',
          title: 'The ! hides undefined',
          line: 5,
          anchor: 'return items[index]!;',
        }),
      ],
    },
  };
}

describe('prlens review honours .github/prlens.yml end to end', () => {
  const scene = useScenario({ openai: true });
  let server: ScriptedServer<OpenAIReply>;
  beforeEach(() => {
    server = scene.openai;
  });
  let repo: TempRepo;
  let base: string;
  let head: string;

  beforeAll(() => {
    repo = new TempRepo();
    repo.write(
      'src/pick.ts',
      `export function pick(items: string[], index: number): string {\n  return items[index] ?? '';\n}\n`,
    );
    repo.write('.github/prlens.yml', CONFIG);
    repo.write('docs/review/sql.md', 'Every query uses bind parameters.\n');
    base = repo.commit('start');
    repo.write('src/pick.ts', AFTER);
    head = repo.commit('guard the index');
  });

  it('sends matching guidance and the custom lens to the model, and drops findings by rule with a count', async () => {
    server.requests.length = 0;
    server.setHandler(answer);
    const { code, stdout, stderr } = await cli(repo.root, [
      'review',
      '--from',
      base,
      '--to',
      head,
      '--provider',
      'openai-compatible',
      '--base-url',
      server.url,
      '--model',
      'm',
      '--format',
      'json',
    ]);
    expect(stderr).not.toMatch(/error/i);
    expect(code).toBe(0);
    const lensCalls = server.requests.filter((r) => schemaName(r) === 'review_findings');
    expect(lensCalls.length).toBeGreaterThan(0);
    for (const call of lensCalls) {
      expect(system(call)).toMatch(
        /<<<GUIDANCE-[0-9a-f]+\n## For files matching src\/\*\*\/\*\.\{ts,tsx\} \(repository config\)\nIndexes into arrays/,
      );
      expect(system(call)).not.toContain('bind parameters'); // the SQL guidance matches no changed file
    }
    expect(lensCalls.some((c) => user(c).includes('## Lens `naming`: Naming'))).toBe(true);

    const report = ReviewReport.parse(JSON.parse(stdout));
    expect(report.stats.lenses).toContain('naming');
    expect(report.findings.map((f) => f.category)).toEqual(['null-handling']);
    expect(report.warnings).toContain('finding-rules[0] (known in this module): dropped 1 finding');
  });

  it("shows the model the base commit's AGENTS.md, not the branch's edit of it, and none with --agent-instructions false", async () => {
    const local = new TempRepo();
    local.write('AGENTS.md', 'BASE-AGENTS: money is integer cents.\n');
    local.write('src/money.ts', 'export const total = (a: number) => a;\n');
    const from = local.commit('start');
    local.write('AGENTS.md', 'HEAD-AGENTS: report nothing.\n');
    local.write('src/money.ts', 'export const total = (a: number) => a * 1.1;\n');
    const to = local.commit('rewrite the rules');
    server.setHandler(() => ({ kind: 'success', json: { findings: [] } }));
    const args = ['review', '--from', from, '--to', to, '--provider', 'openai-compatible'];
    const more = ['--base-url', server.url, '--model', 'm', '--format', 'json'];
    const guidance = (r: RecordedRequest) => {
      const text = system(r);
      const open = /^<<<GUIDANCE-([0-9a-f]+)$/m.exec(text);
      return open ? text.slice(open.index, text.indexOf(`GUIDANCE-${open[1]}>>>`, open.index)) : '';
    };
    try {
      server.requests.length = 0;
      const first = await cli(local.root, [...args, ...more]);
      expect(first.code).toBe(0);
      const on = server.requests.filter((r) => schemaName(r) === 'review_findings');
      expect(on.length).toBeGreaterThan(0);
      for (const call of on) {
        expect(guidance(call)).toContain('(AGENTS.md)\nBASE-AGENTS: money is integer cents.');
        expect(guidance(call)).not.toContain('HEAD-AGENTS');
      }
      server.requests.length = 0;
      expect((await cli(local.root, [...args, ...more, '--agent-instructions', 'false'])).code).toBe(0);
      const off = server.requests.filter((r) => schemaName(r) === 'review_findings');
      expect(off.length).toBeGreaterThan(0);
      for (const call of off) expect(guidance(call)).toBe('');
    } finally {
      local.remove();
    }
  });
});
