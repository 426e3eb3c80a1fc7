/**
 * `npm run bench`: what a review costs and how the local pipeline scales, in one table, checked
 * against the targets of issues 8 and 16 (start-up from the built dist/), and appended (date, commit, machine) to bench/RESULTS.md.
 *
 *   npm run bench -- [--latency 50] [--concurrency 8] [--entry src|dist] [--presets fast,full,deep]
 *                    [--sizes 10,50,300,2000,9000,importer] [--no-local] [--no-startup] [--no-append]
 *
 * `importer` in --sizes is the hand-written 6-file bulk importer (bench/fixtures/bulk-importer/).
 *
 * Every figure is measured in this run; nothing is copied from an earlier one. The machine is
 * shared, so wall times are noisy: the load average is recorded next to them.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { bulkImporterChange, generateChange } from './changes.js';
import { measureLocalPipeline, type LocalFigures } from './local-pipeline.js';
import { runReviewCase, type CaseResult } from './review-case.js';
import { costTargetLines, IMPORTER_LABEL } from './cost-targets.js';
import { caseTable, cacheTable, localTable, targetLines, type Targets } from './tables.js';

/** Changed lines → files, as issue 8 asks (1 to 48 files). */
const SIZES: Record<number, number> = { 10: 1, 50: 2, 300: 6, 2000: 20, 9000: 48 };

const { values } = parseArgs({
  options: {
    latency: { type: 'string', default: '50' },
    concurrency: { type: 'string', default: '8' },
    entry: { type: 'string', default: 'src' },
    presets: { type: 'string', default: 'fast,full,deep' },
    sizes: { type: 'string', default: [...Object.keys(SIZES), 'importer'].join(',') },
    'no-local': { type: 'boolean', default: false },
    'no-startup': { type: 'boolean', default: false },
    'no-append': { type: 'boolean', default: false },
  },
});
const latencyMs = Number(values.latency);
const concurrency = Number(values.concurrency);
const entry = values.entry === 'dist' ? 'dist' : 'src';
const presets = values.presets.split(',').map((p) => p.trim()) as Array<'fast' | 'full' | 'deep'>;
const sizes = values.sizes.split(',').map((s) => (s.trim() === 'importer' ? 'importer' : Number(s)));

const ROOT = path.resolve(import.meta.dirname, '..');
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src', 'prompts'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .trim()
  .split('\n')
  .filter(Boolean).length;
const machine = () =>
  `${os.availableParallelism()} CPUs (${os.cpus()[0]?.model.trim() ?? 'unknown'}), ` +
  `${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node ${process.version}, ${os.platform()} ${os.release()}, ` +
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;

if (entry === 'dist' && !existsSync(path.join(ROOT, 'dist/index.js'))) {
  console.error('dist/index.js is missing: build it with `flock /tmp/prlens-build.lock npm run build`');
  process.exit(2);
}

/** o200k tokens a line of `texts`: the generated code is calibrated against prlens's own sources. */
function tokensPerLine(texts: readonly string[]): number {
  let tokens = 0;
  let lines = 0;
  for (const text of texts) {
    tokens += encode(text).length;
    lines += text.split('\n').length;
  }
  return lines === 0 ? 0 : tokens / lines;
}
const ownSources = execFileSync('git', ['ls-files', 'src/*.ts'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)
  .map((file) => readFileSync(path.join(ROOT, file), 'utf8'));
const density =
  `generated code: ${tokensPerLine(Object.values(generateChange(2000, 20).head)).toFixed(1)} o200k tokens a line ` +
  `(prlens's own src/*.ts: ${tokensPerLine(ownSources).toFixed(1)})`;

const startedAt = new Date();
const machineAtStart = machine();
console.log(
  `prlens bench, commit ${commit}${dirty ? ` (+${dirty} uncommitted file(s) in src/ or prompts/)` : ''}`,
);
console.log(`machine: ${machineAtStart}`);
console.log(`fake model: ${latencyMs} ms per call, max-concurrency ${concurrency}; action run from ${entry}`);
console.log(`${density}\n`);

// Warm-up, discarded: the fake GitHub compiles its OpenAPI validators and tsx fills its transform
// cache on first use, which would otherwise land in the first measured case.
await runReviewCase({
  label: 'warm-up',
  change: generateChange(10, 1),
  preset: 'fast',
  latencyMs,
  concurrency,
  entry,
});

const results: CaseResult[] = [];
for (const size of sizes) {
  const change =
    size === 'importer'
      ? bulkImporterChange()
      : generateChange(size, SIZES[size] ?? Math.max(1, Math.min(48, Math.round(size / 200))));
  for (const preset of presets) {
    const result = await runReviewCase({
      label: size === 'importer' ? IMPORTER_LABEL : `${size} lines`,
      change,
      preset,
      latencyMs,
      concurrency,
      entry,
    });
    results.push(result);
    console.error(
      `  ${result.label} ${preset}: ${result.calls} calls, ${result.reportedPrompt} prompt tokens, ` +
        `${(result.wallMs / 1000).toFixed(1)} s, exit ${result.exitCode}`,
    );
  }
}
const local: LocalFigures | null = values['no-local'] ? null : measureLocalPipeline(100, 1000);
// Start-up is measured on the built bin/ and dist/ (whole processes), by bench/startup.ts.
const startup = values['no-startup'] ? null : startupSection();

function startupSection(): string {
  if (!existsSync(path.join(ROOT, 'dist/cli.js')))
    return 'Start-up: not measured, dist/ is not built (`flock /tmp/prlens-build.lock npm run build`).';
  const tsx = fileURLToPath(import.meta.resolve('tsx/cli'));
  const out = execFileSync(process.execPath, [tsx, path.join(ROOT, 'bench/startup.ts'), '--runs', '7'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return `Start-up of the built CLI and action (\`npm run bench:startup\`, whole processes):\n\n${out.trim()}`;
}

const targets: Targets = { latencyMs, concurrency };
const sections = [
  `Review cases (fake model ${latencyMs} ms/call, concurrency ${concurrency}, action from ${entry}; ${density}):`,
  '',
  caseTable(results),
  '',
  'Prompt cache (OpenAI rules: prompts of 1,024+ tokens, hits in 128-token steps):',
  '',
  cacheTable(results),
  '',
  ...(local ? ['Local pipeline at scale:', '', localTable(local), ''] : []),
  ...(startup ? [startup, ''] : []),
  'Targets:',
  '',
  ...targetLines(results, local, targets).map((l) => `- ${l}`),
  ...costTargetLines(results, targets).map((l) => `- ${l}`),
];
const problems = results.flatMap((r) => r.warnings.map((w) => `${r.label} ${r.preset}: ${w}`));
console.log(sections.join('\n'));
if (problems.length > 0) console.log(`\nWarnings:\n${problems.map((p) => `- ${p}`).join('\n')}`);

if (!values['no-append']) {
  const block = [
    '',
    `## ${startedAt.toISOString().replace(/\.\d+Z$/, 'Z')} — commit ${commit}${dirty ? ` (+${dirty} uncommitted file(s) in src/, prompts/)` : ''}`,
    '',
    `Machine: ${machineAtStart} (at start); ${machine().replace(/.*load average/, 'load average')} (at end).`,
    `Run: \`npm run bench -- ${process.argv.slice(2).join(' ')}\`, ${((Date.now() - startedAt.getTime()) / 1000).toFixed(0)} s.`,
    '',
    ...sections,
    ...(problems.length > 0 ? ['', 'Warnings:', '', ...problems.map((p) => `- ${p}`)] : []),
    '',
  ].join('\n');
  appendFileSync(path.join(ROOT, 'bench/RESULTS.md'), block);
  console.log('\nappended to bench/RESULTS.md');
}
