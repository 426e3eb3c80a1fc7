/**
 * Times the static lens on hostile files a pull request can carry: a Kubernetes YAML nested
 * thousands of levels deep, a Dockerfile with one huge `RUN` line, a workflow whose env name is a
 * backtracking regular expression. Each must stay linear, or be skipped by a cap or cut by the
 * deadline with a reason. Usage: `npx tsx bench/static-hostile.ts [case ...]`.
 */
import { runStaticRules, type StaticOptions } from '../src/static/run-static-rules.js';
import type { StaticFile } from '../src/static/static-file.js';

/** A flow mapping nested `depth` levels, each a privileged container: every match walks its ancestors. */
export function deepYaml(depth: number): string {
  return `kind: Pod\nspec: ${'{privileged: true, securityContext: '.repeat(depth)}{}${'}'.repeat(depth)}\n`;
}

/** A Dockerfile whose one `RUN` line is `bytes` long, every word `curl` and no pipe to a shell. */
export function longRun(bytes: number): string {
  return `FROM alpine:3\nRUN ${'curl '.repeat(bytes / 5)}\n`;
}

/** A workflow printing `$aaa…c`-less text through an env secret named `(a+)+c`. */
export function redosWorkflow(letters: number): string {
  return [
    'on: push',
    'jobs:',
    '  build:',
    '    runs-on: ubuntu-latest',
    '    env:',
    "      '(a+)+c': ${{ secrets.TOKEN }}",
    '    steps:',
    `      - run: echo $${'a'.repeat(letters)}`,
    '',
  ].join('\n');
}

function file(path: string, content: string): StaticFile {
  const lines = content.split('\n').length;
  return { path, content, changedLines: new Set(Array.from({ length: lines }, (_, i) => i + 1)) };
}

const UNCAPPED = { bytes: Infinity, lineChars: Infinity, nesting: Infinity };
type Case = [label: string, file: StaticFile, options?: StaticOptions];

const CASES: Record<string, Case[]> = {
  // The nesting cap's choice: what a depth just under it costs with no cap at all.
  yamlUncapped: [128, 256, 500, 1_000].map((d) => [
    `depth ${d}`,
    file('k8s/pod.yaml', deepYaml(d)),
    { limits: UNCAPPED },
  ]),
  yaml: [1_000, 2_000, 4_000, 20_000].map((d) => [`depth ${d}`, file('k8s/pod.yaml', deepYaml(d))]),
  // The Dockerfile check itself is linear now: the line cap is not what keeps it fast.
  runUncapped: [50, 100, 200, 900].map((kb) => [
    `${kb} KB`,
    file('Dockerfile', longRun(kb * 1000)),
    { limits: UNCAPPED },
  ]),
  run: [50, 100, 200, 900].map((kb) => [`${kb} KB`, file('Dockerfile', longRun(kb * 1000))]),
  workflow: [20, 24, 40, 5_000].map((n) => [
    `${n} letters`,
    file('.github/workflows/ci.yml', redosWorkflow(n)),
  ]),
};

// Loading and compiling the rules is paid on every call: timed once, then subtracted.
const base = performance.now();
await runStaticRules([]);
const load = performance.now() - base;
console.log(`loading the rules: ${load.toFixed(0)} ms (subtracted below)`);
for (const name of process.argv.length > 2 ? process.argv.slice(2) : Object.keys(CASES)) {
  for (const [label, f, options] of CASES[name] ?? []) {
    const start = performance.now();
    const result = await runStaticRules([f], options);
    const raw = performance.now() - start;
    const ms = Math.max(0, raw - load);
    const skipped = (result.overLimits ?? []).map((s) => `, skipped: ${s.reason}`).join('');
    const notes = `${result.findings.length} finding(s)${skipped}`;
    console.log(
      `${name} ${label} (${(f.content.length / 1000).toFixed(0)} KB): ${ms.toFixed(0)} ms (${raw.toFixed(0)} with loading), ${notes}`,
    );
  }
}
