/**
 * `npm run bench:html`: how big the HTML report of a 9,000-line review is and how long it takes to
 * render. A generated change of 9,000 changed lines over 48 files (bench/changes.ts, as `npm run
 * bench` sizes it) is committed to a temporary repository and reviewed by the CLI with preset
 * `full` against the fake OpenAI server on 127.0.0.1, whose model reports two findings a file (one
 * for `security`, one for `correctness`), so the page carries many findings with their changed lines.
 *
 * Prints: findings, model calls, page size (and the session viewer's, of the same run); the time prlens takes to build the page in Node (from
 * the JSON report, the parsed diff and the transcript's timeline; median of 5); and the time
 * headless Chromium takes to load and lay it out (navigation start to load event end, and to the
 * first frame after it; median of 3 fresh tabs). Usage: npm run bench:html [-- --lines 9000 --files 48]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runCli } from '../src/cli/main.js';
import { systemClock } from '../src/core/clock.js';
import { ReviewReport } from '../src/core/types.js';
import { parseUnifiedDiff } from '../src/diff/parse.js';
import { renderHtml } from '../src/report/html/report-page.js';
import { timelineFromEntries } from '../src/obs/timeline.js';
import { TempRepo } from '../tests/support/repo.js';
import { openBrowser } from '../tests/browser/browser.js';
import { startFakeOpenAI, type OpenAIReply, type RecordedRequest } from '../tests/fakes/openai-server.js';
import { generateChange } from './changes.js';
import { benchAnswer, messageText, schemaName } from './fake-model.js';

const { values } = parseArgs({ options: { lines: { type: 'string' }, files: { type: 'string' } } });
const LINES = Number(values.lines ?? 9000);
const FILES = Number(values.files ?? 48);

/** Two findings a file: `security` on its first added line, `correctness` on its last. */
function answer(request: RecordedRequest): OpenAIReply {
  if (schemaName(request) !== 'review_findings') return benchAnswer(request);
  const messages = (request.body?.messages ?? []) as Array<{ role: string; content: unknown }>;
  const system = messages
    .filter((m) => m.role === 'system')
    .map(messageText)
    .join('\n');
  const user = messageText(messages.at(-1));
  const lenses = [...user.matchAll(/^## Lens `([^`]+)`/gm)].map((m) => m[1]!);
  const added = new Map<string, Array<{ line: number; text: string }>>();
  let file: string | undefined;
  for (const line of system.split('\n')) {
    const header = /^FILE (\S+)/.exec(line);
    if (header) added.set((file = header[1]!), []);
    const hit = /^\s*(\d+) \+ (.*\S.*)$/.exec(line);
    if (hit && file) added.get(file)!.push({ line: Number(hit[1]), text: hit[2]!.trim() });
  }
  const findings = [...added.entries()].flatMap(([p, lines]) =>
    lenses
      .filter((l) => l === 'security' || l === 'correctness')
      .map((lens) => {
        const at = lens === 'security' ? lines[0] : lines.at(-1);
        return at
          ? {
              path: p,
              line: at.line,
              start_line: null,
              side: 'RIGHT',
              severity: lens === 'security' ? 'high' : 'medium',
              category: lens === 'security' ? 'injection' : 'logic',
              lens,
              title: `${lens}: the changed value is used unchecked`,
              body: 'The value comes from the caller and is used without validation.\nCheck it first.',
              suggestion: null,
              anchor: at.text,
              confidence: 0.9,
            }
          : null;
      })
      .filter((f) => f !== null),
  );
  return { kind: 'success', json: { findings } };
}

async function cli(cwd: string, args: string[], env: Record<string, string>) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    cwd,
    env: { HOME: cwd, ...env },
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    stdoutIsTTY: false,
    clock: systemClock,
  });
  if (code !== 0) throw new Error(`prlens ${args.join(' ')} exited ${code}: ${stderr.slice(-2000)}`);
  return stdout;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

const change = generateChange(LINES, FILES);
const repo = new TempRepo();
for (const [p, text] of Object.entries(change.base)) repo.write(p, text);
const base = repo.commit('base');
for (const [p, text] of Object.entries(change.head)) repo.write(p, text);
const head = repo.commit('head');

const model = await startFakeOpenAI();
model.setHandler(answer);
const state = mkdtempSync(path.join(os.tmpdir(), 'prlens-bench-html-'));
const env = { XDG_STATE_HOME: state, PRLENS_API_KEY: 'sk-bench-html' };
const review = [
  'review',
  ...['--from', base, '--to', head, '--preset', 'full', '--quiet'],
  ...['--provider', 'openai-compatible', '--base-url', model.url, '--model', 'gpt-4.1-mini'],
];
const page = path.join(state, 'review.html');
try {
  const report = ReviewReport.parse(JSON.parse(await cli(repo.root, [...review, '--format', 'json'], env)));
  model.requests.length = 0;
  await cli(repo.root, [...review, '--format', 'html', '--output', page], env);
  const calls = model.requests.length;

  // Node: the page from the same inputs the CLI has in memory.
  const diff = execFileSync('git', ['diff', '--no-color', '--no-ext-diff', '-M', base, head], {
    cwd: repo.root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const files = parseUnifiedDiff(diff);
  const sessions = path.join(state, 'prlens', 'sessions');
  const transcript = readdirSync(sessions).sort().at(-1)!;
  const entries = readFileSync(path.join(sessions, transcript), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown> & { type: string });
  const timeline = timelineFromEntries(entries);
  const nodeMs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    renderHtml(report, { files, timeline, repoUrl: null });
    nodeMs.push(performance.now() - started);
  }

  // Chromium: load and first frame, in fresh tabs.
  const browser = await openBrowser();
  const loads: number[] = [];
  const frames: number[] = [];
  let shown = 0;
  try {
    for (let i = 0; i < 3; i++) {
      const watch = await browser.open(page);
      const timing = await watch.page.evaluate<{
        load: number;
        frame: number;
      }>(`new Promise((resolve) => requestAnimationFrame(() => {
        const nav = performance.getEntriesByType('navigation')[0];
        resolve({ load: nav.loadEventEnd, frame: performance.now() });
      }))`);
      loads.push(timing.load);
      frames.push(timing.frame);
      shown = await watch.page.locator('.finding').count();
      if (watch.requests.length > 0 || watch.errors.length > 0)
        throw new Error(
          `the page made requests or logged errors: ${[...watch.requests, ...watch.errors].join('; ')}`,
        );
      await watch.page.close();
    }
  } finally {
    await browser.close();
  }

  // The session viewer of the same run, for its size.
  const sessionPage = path.join(state, 'session.html');
  await cli(
    repo.root,
    ['session', 'show', path.join(sessions, transcript), '--format', 'html', '-o', sessionPage],
    env,
  );
  const sessionBytes = statSync(sessionPage).size;

  const bytes = statSync(page).size;
  console.log(
    `HTML report of a ${change.changedLines.toLocaleString('en-US')}-line review over ${change.files} files (preset full, fake model)`,
  );
  console.log(
    `  findings:        ${report.findings.length} anchored + ${report.unanchored.length} unanchored (${shown} cards on the page)`,
  );
  console.log(`  model calls:     ${calls} (one timeline bar each)`);
  console.log(
    `  page size:       ${(bytes / 1024).toFixed(1)} KiB (${bytes.toLocaleString('en-US')} bytes, one file, no other resource)`,
  );
  console.log(
    `  session page:    ${(sessionBytes / 1024).toFixed(1)} KiB (prlens session show --format html of the same run)`,
  );
  console.log(`  build in Node:   ${median(nodeMs).toFixed(1)} ms (renderHtml, median of 5)`);
  console.log(
    `  Chromium load:   ${median(loads).toFixed(1)} ms navigation start to load event end (median of 3)`,
  );
  console.log(
    `  Chromium frame:  ${median(frames).toFixed(1)} ms navigation start to the first frame after load (median of 3)`,
  );
} finally {
  await model.close();
}
