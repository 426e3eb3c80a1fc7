/**
 * The static lens alone (no model), measured the way a user meets it:
 * - recall per family of planted bugs: every eval case plus the two planted bugs of the CLI's
 *   end-to-end test, reviewed through the real CLI (`prlens review --provider none`), scored with the
 *   eval's own matcher (file, ±3 lines, keyword, minimum severity);
 * - every finding on a clean case (each one is a false positive);
 * - the rule count per language;
 * - the time of all rules on the 100k-line change of bench/local-pipeline.ts (100 files of 1,000
 *   lines, every other line edited: 50k added lines), and on a mixed-language change of the same size.
 *
 *   npx tsx bench/static-lens.ts [--no-corpus] [--no-timing]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCases, type EvalCase } from '../evals/case.js';
import { runCase } from '../evals/harness.js';
import { listRuleCounts } from './static-lens-rules.js';
import { timeStaticRules } from './static-lens-timing.js';

const here = path.dirname(fileURLToPath(import.meta.url));

// The order in which families are printed; a case belongs to the first of its tags found here.
const FAMILIES = [
  'injection',
  'flow',
  'workflow',
  'terraform',
  'dockerfile',
  'kubernetes',
  'deprecated',
  'dropped-error',
] as const;
const OTHER = 'beyond static (logic, tests, docs)';

// The two planted bugs of tests/e2e/cli.test.ts, copied so this script imports nothing from tests/.
const E2E_CASES: EvalCase[] = [
  {
    id: 'e2e-ts-exec-direct',
    description: 'tests/e2e/cli.test.ts: exec of an interpolated string',
    language: 'typescript',
    tags: ['security', 'injection'],
    files: {
      'src/remove.ts': {
        changed:
          "import { exec } from 'node:child_process';\n\nexport function remove(name: string) {\n  exec(`rm -rf /tmp/${name}`);\n}\n",
      },
    },
    expected: [
      { file: 'src/remove.ts', line: 4, keywords: ['injection'], min_severity: 'high', lens: 'security' },
    ],
    forbidden: [],
  },
  {
    id: 'e2e-py-shell-direct',
    description: 'tests/e2e/cli.test.ts: shell=True on a concatenated command',
    language: 'python',
    tags: ['security', 'injection'],
    files: {
      'tools/run.py': {
        changed:
          'import subprocess\n\n\ndef run(user_input):\n    subprocess.run("grep " + user_input, shell=True)\n',
      },
    },
    expected: [
      { file: 'tools/run.py', line: 5, keywords: ['injection'], min_severity: 'high', lens: 'security' },
    ],
    forbidden: [],
  },
];

const familyOf = (c: EvalCase): string => FAMILIES.find((f) => c.tags.includes(f)) ?? OTHER;

async function corpus(): Promise<void> {
  const cases = [...loadCases(path.join(here, '..', 'evals', 'cases')), ...E2E_CASES];
  const rows = new Map<string, { planted: number; found: number; cases: number }>();
  const falsePositives: string[] = [];
  const misses: string[] = [];
  const extras: string[] = [];
  let clean = 0;
  for (const c of cases) {
    const run = await runCase(c, { provider: 'none', model: 'none', preset: 'fast', env: {} });
    if (run.error) throw new Error(`${c.id}: ${run.error}`);
    if (c.expected.length === 0) {
      clean++;
      for (const f of run.findings)
        falsePositives.push(`${c.id}: ${f.path}:${f.line} [${f.severity}] ${f.title}`);
      continue;
    }
    const family = familyOf(c);
    const row = rows.get(family) ?? { planted: 0, found: 0, cases: 0 };
    row.cases++;
    row.planted += c.expected.length;
    row.found += run.score.total.tp;
    rows.set(family, row);
    for (const m of run.score.missed) misses.push(`${c.id} (${family}): ${m.file}:${m.line}`);
    // A finding on a planted case that matches no planted bug is reported, not counted as clean-case noise.
    for (const { finding: f } of run.score.falsePositives)
      extras.push(`${c.id}: ${f.path}:${f.line} [${f.severity}] ${f.title}`);
  }
  console.log('\nstatic-only recall per family (planted bugs found / planted)');
  console.log('| family | cases | planted | found | recall |\n|---|---|---|---|---|');
  let planted = 0;
  let found = 0;
  for (const family of [...FAMILIES, OTHER]) {
    const row = rows.get(family);
    if (!row) continue;
    planted += row.planted;
    found += row.found;
    console.log(
      `| ${family} | ${row.cases} | ${row.planted} | ${row.found} | ${pct(row.found, row.planted)} |`,
    );
  }
  console.log(`| all | ${cases.length - clean} | ${planted} | ${found} | ${pct(found, planted)} |`);
  console.log(`\nmissed: ${misses.length === 0 ? 'none' : ''}`);
  for (const m of misses) console.log(`  ${m}`);
  console.log(`\nfindings on the ${clean} clean cases (false positives): ${falsePositives.length}`);
  for (const fp of falsePositives) console.log(`  ${fp}`);
  console.log(`\nother findings on planted cases (no planted bug matched): ${extras.length}`);
  for (const e of extras) console.log(`  ${e}`);
}

const pct = (a: number, b: number) => (b === 0 ? '–' : `${((100 * a) / b).toFixed(0)}%`);

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const counts = await listRuleCounts();
  console.log('rules per language');
  console.log('| language | rules |\n|---|---|');
  for (const [language, n] of counts) console.log(`| ${language} | ${n} |`);
  console.log(`| all | ${[...counts.values()].reduce((a, b) => a + b, 0)} |`);
  if (!args.has('--no-corpus')) await corpus();
  if (!args.has('--no-timing')) await timeStaticRules();
}

await main();
