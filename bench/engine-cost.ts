/**
 * What a model review costs: calls, prompt/cached/completion tokens and wall time of `prlens review`
 * against the fake OpenAI-compatible server (fixed latency per call), for a 12-line and a
 * 2,000-line change in the `fast` and `full` presets. The wall time is compared with the ideal
 * schedule, ceil(calls / concurrency) × latency, and the prompt tokens by request kind (the audit's
 * share is what issue 44 caps at 30%).
 *
 * The fake model is deterministic and behaves like the answerers of the real-PR eval did: it reports
 * a finding on the first added line of each file it is shown and on every 40th added line (about
 * two per review call, the density of the real-PR baseline's answers), severity
 * and confidence cycling; the audit keeps each finding quoting its flagged line, and on its first
 * round asks for the symbol `compute` for every third finding (so lookups and hops are paid too).
 *
 *   npx tsx bench/engine-cost.ts [latencyMs=200] [concurrency=8]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCli } from '../src/cli/main.js';
import { systemClock } from '../src/core/clock.js';
import { ReviewReport } from '../src/core/types.js';
import { countTokens } from '../src/llm/tokens.js';
import { startFakeOpenAI, type OpenAIReply, type RecordedRequest } from '../tests/fakes/openai-server.js';

const [latencyMs = 200, concurrency = 8] = process.argv.slice(2).map(Number);

/** A repository whose last commit changes `files` files by `pairs` modified lines each (2 changed lines a pair). */
function makeChange(files: number, pairs: number): { root: string; base: string; head: string } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'prlens-cost-'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=b', '-c', 'user.email=b@x.invalid', ...args], {
      cwd: root,
      encoding: 'utf8',
    });
  git('init', '-q');
  const body = (f: number, edited: boolean) =>
    Array.from({ length: Math.max(40, pairs * 4) }, (_, i) =>
      edited && i % 4 === 1 && (i - 1) / 4 < pairs
        ? `export const value${i} = compute(${f}, ${i}) + offset; // edited`
        : `export const value${i} = compute(${f}, ${i});`,
    ).join('\n') + '\n';
  const commit = (edited: boolean) => {
    for (let f = 0; f < files; f++) {
      const dir = path.join(root, `pkg${f % 4}`);
      execFileSync('mkdir', ['-p', dir]);
      writeFileSync(path.join(dir, `module-${f}.ts`), body(f, edited));
    }
    git('add', '-A');
    git('commit', '-q', '-m', edited ? 'edit' : 'base');
    return git('rev-parse', 'HEAD').trim();
  };
  return { root, base: commit(false), head: commit(true) };
}

const SEVERITIES = ['medium', 'high', 'low', 'critical'] as const;
const CONFIDENCES = [0.55, 0.9, 0.7, 0.95] as const;

/** Findings on the first added row of each file and every 40th added row of the prompt's diff. */
function findingsFor(system: string, lens: string): unknown[] {
  const out: unknown[] = [];
  let path = '';
  let added = 0;
  let first = false;
  for (const row of system.split('\n')) {
    const file = /^FILE (\S+) \(/.exec(row);
    if (file) [path, first] = [file[1]!, true];
    const plus = /^(\d+) \+ (.*)$/.exec(row);
    if (!plus || path === '') continue;
    added++;
    if (!first && added % 40 !== 0) continue;
    first = false;
    const k = out.length % 4;
    out.push({
      lens,
      path,
      line: Number(plus[1]),
      start_line: null,
      side: 'RIGHT',
      severity: SEVERITIES[k],
      category: 'logic',
      confidence: CONFIDENCES[k],
      title: `Offset applied twice at ${path}:${plus[1]}`,
      body: 'The offset is added here and again by the caller.',
      suggestion: null,
      anchor: plus[2],
    });
  }
  return out;
}

/** Keeps every finding on its flagged line; on the first round asks for `compute` for every third. */
function verdictsFor(user: string): unknown[] {
  const firstRound = !user.includes('Code you asked for');
  const flagged = [...user.matchAll(/^flagged line: (.*)$/gm)].map((m) => m[1]!);
  return [...user.matchAll(/^### (f(\d+)) /gm)].map((m, i) => {
    const need = firstRound && Number(m[2]) % 3 === 0;
    return {
      id: m[1],
      verdict: need ? 'need' : 'keep',
      reason: 'the offset is applied twice',
      evidence: need ? null : (flagged[i] ?? null),
      file: null,
      symbol: need ? 'compute' : null,
      known: null,
    };
  });
}

/** Answers like a cooperative model: directory groups, findings as above, the audit's verdicts. */
function answer(request: RecordedRequest): OpenAIReply {
  const name = request.body.response_format?.json_schema?.name as string | undefined;
  if (name === 'file_groups') {
    const user = String(request.body.messages.at(-1).content);
    const paths = [...user.matchAll(/"path":"([^"]+)"/g)].map((m) => m[1]!);
    const byDir = new Map<string, string[]>();
    for (const p of paths) byDir.set(path.dirname(p), [...(byDir.get(path.dirname(p)) ?? []), p]);
    return { kind: 'success', json: { groups: [...byDir.values()] } };
  }
  const messages = request.body.messages as Array<{ role: string; content: string }>;
  const user = messages.at(-1)?.content ?? '';

  if (name === 'reflection_verdicts') return { kind: 'success', json: { verdicts: verdictsFor(user) } };
  const system = messages.find((m) => m.role === 'system')?.content ?? '';
  const lens = /lens `([a-z-]+)`/.exec(user)?.[1] ?? 'correctness';
  return { kind: 'success', json: { findings: findingsFor(system, lens) } };
}

async function measure(label: string, change: ReturnType<typeof makeChange>, preset: string): Promise<void> {
  const server = await startFakeOpenAI({ latencyMs });
  server.setHandler(answer);
  let stdout = '';
  const started = performance.now();
  const code = await runCli(
    ['review', '--from', change.base, '--to', change.head, '--format', 'json', '--quiet', '--preset', preset],
    {
      cwd: change.root,
      env: {
        HOME: change.root,
        PRLENS_PROVIDER: 'openai-compatible',
        PRLENS_BASE_URL: server.url,
        PRLENS_MODEL: 'bench-model',
        PRLENS_MAX_CONCURRENCY: String(concurrency),
      },
      stdout: (t) => (stdout += t),
      stderr: () => {},
      stdoutIsTTY: false,
      clock: systemClock,
    },
  );
  const wallMs = performance.now() - started;
  await server.close();
  const report = ReviewReport.parse(JSON.parse(stdout));
  const calls = server.requests.length;
  const lensCalls = server.requests.filter(
    (r) => r.body.response_format?.json_schema?.name === 'review_findings',
  );
  const ideal = Math.ceil(lensCalls.length / concurrency) * latencyMs;
  const byKind = new Map<string, { requests: number; tokens: number }>();
  for (const r of server.requests) {
    const kind = String(r.body.response_format?.json_schema?.name ?? 'other');
    const text = (r.body.messages as Array<{ content: string }>).map((m) => m.content).join('');
    const row = byKind.get(kind) ?? { requests: 0, tokens: 0 };
    byKind.set(kind, { requests: row.requests + 1, tokens: row.tokens + countTokens(text) });
  }
  const all = [...byKind.values()].reduce((sum, row) => sum + row.tokens, 0);
  const u = report.usage;
  console.log(
    [
      label.padEnd(16),
      preset.padEnd(5),
      `exit ${code}`,
      `calls ${calls} (lens ${lensCalls.length})`,
      `prompt ${u.prompt_tokens}`,
      `cached ${u.cached_tokens} (${u.prompt_tokens ? Math.round((100 * u.cached_tokens) / u.prompt_tokens) : 0}%)`,
      `completion ${u.completion_tokens}`,
      `wall ${Math.round(wallMs)} ms (model part ideal ${ideal} ms)`,
      `findings ${report.findings.length + report.unanchored.length}`,
    ].join(' | '),
  );
  for (const [kind, row] of byKind)
    console.log(
      `    ${kind.padEnd(20)} requests ${String(row.requests).padStart(3)}  prompt ${String(row.tokens).padStart(7)}  ${((100 * row.tokens) / Math.max(1, all)).toFixed(1)}%`,
    );
}

const small = makeChange(1, 6);
const large = makeChange(20, 50);
try {
  console.log(`fake model latency ${latencyMs} ms, concurrency ${concurrency}`);
  for (const preset of ['fast', 'full']) {
    await measure('12-line change', small, preset);
    await measure('2,000-line', large, preset);
  }
} finally {
  rmSync(small.root, { recursive: true, force: true });
  rmSync(large.root, { recursive: true, force: true });
}
