#!/usr/bin/env node
// Runs the reliability and security suite (tests/reliability) and prints one row per scenario:
// area, scenario, the outcome it must reach, and whether it did. Exits non-zero when a row fails.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'prlens-reliability-'));
const out = path.join(dir, 'results.json');
const run = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules', 'vitest', 'vitest.mjs'),
    'run',
    'tests/reliability',
    '--reporter=json',
    `--outputFile=${out}`,
  ],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
);
let results;
try {
  results = JSON.parse(readFileSync(out, 'utf8'));
} catch {
  console.error(`the suite produced no results (vitest exited ${run.status})`);
  process.exit(2);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const rows = results.testResults.flatMap((file) =>
  file.assertionResults.map((test) => {
    const [head, outcome = ''] = test.title.split(' → ');
    const [area, scenario = head] = head.includes(': ')
      ? [head.slice(0, head.indexOf(': ')), head.slice(head.indexOf(': ') + 2)]
      : ['', head];
    return { area, scenario, outcome, status: test.status === 'passed' ? 'pass' : test.status };
  }),
);
rows.sort((a, b) => a.area.localeCompare(b.area));
const width = (key, min) => Math.max(min, ...rows.map((r) => r[key].length));
const w = {
  area: width('area', 4),
  scenario: Math.min(70, width('scenario', 8)),
  outcome: Math.min(64, width('outcome', 7)),
};
const cell = (text, n) => (text.length > n ? `${text.slice(0, n - 1)}…` : text.padEnd(n));
console.log(
  `| ${cell('area', w.area)} | ${cell('scenario', w.scenario)} | ${cell('outcome', w.outcome)} | result |`,
);
console.log(
  `|${'-'.repeat(w.area + 2)}|${'-'.repeat(w.scenario + 2)}|${'-'.repeat(w.outcome + 2)}|--------|`,
);
for (const r of rows) {
  console.log(
    `| ${cell(r.area, w.area)} | ${cell(r.scenario, w.scenario)} | ${cell(r.outcome, w.outcome)} | ${r.status.padEnd(6)} |`,
  );
}
const failed = rows.filter((r) => r.status !== 'pass').length;
console.log(`\n${rows.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 && run.status === 0 ? 0 : 1);
