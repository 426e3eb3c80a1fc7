/**
 * What a model review costs: calls, prompt/cached/completion tokens and wall time of `prlens review`
 * against the fake OpenAI-compatible server (fixed latency per call), for a 12-line and a
 * 2,000-line change in the `fast` and `full` presets. The wall time is compared with the ideal
 * schedule, ceil(calls / concurrency) × latency.
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

/** Answers like a cooperative model: directory groups, no findings. */
function answer(request: RecordedRequest): OpenAIReply {
  const name = request.body.response_format?.json_schema?.name as string | undefined;
  if (name === 'file_groups') {
    const user = String(request.body.messages.at(-1).content);
    const paths = [...user.matchAll(/"path":"([^"]+)"/g)].map((m) => m[1]!);
    const byDir = new Map<string, string[]>();
    for (const p of paths) byDir.set(path.dirname(p), [...(byDir.get(path.dirname(p)) ?? []), p]);
    return { kind: 'success', json: { groups: [...byDir.values()] } };
  }
  if (name === 'reflection_verdicts') return { kind: 'success', json: { verdicts: [] } };
  return { kind: 'success', json: { findings: [] } };
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
    ].join(' | '),
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
