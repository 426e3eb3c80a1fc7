/**
 * The CPU the suggestion check adds on the 9,000-line bench change (48 files): every finding's
 * suggestion applied, both versions parsed and both re-reviewed by the static rules. Then the share
 * of each outcome over the fake model's end-to-end corpus, merged with the static lens as a review
 * merges them.
 * Usage: npx tsx bench/suggestion-check.ts [--per-file 1,5,20]
 */
import type { Finding } from '../src/core/types.js';
import { mergeSameProblem } from '../src/review/stages/merge/merge-findings.js';
import { checkSuggestions } from '../src/review/stages/check-suggestions/check-suggestions.js';
import { runStaticRules } from '../src/static/run-static-rules.js';
import { CORPUS, HEAD } from '../tests/support/suggestion-corpus.js';
import { generateChange } from './changes.js';

const arg = process.argv.indexOf('--per-file');
const PER_FILE = (arg > 0 ? (process.argv[arg + 1] ?? '') : '1,5,20').split(',').map(Number);

const change = generateChange(9000, 48);
const contents = new Map(Object.entries(change.head));

/** `perFile` findings per file, each suggesting its line with a trailing comment (it parses). */
function findings(perFile: number): Finding[] {
  const out: Finding[] = [];
  for (const [path, content] of contents) {
    const lines = content.split('\n');
    // An added line is one the base does not have.
    const before = new Set((change.base[path] ?? '').split('\n'));
    const changed = lines.flatMap((l, i) => (l.trim() !== '' && !before.has(l) ? [i + 1] : []));
    const step = Math.max(1, Math.floor(changed.length / perFile));
    for (const line of changed.filter((_, i) => i % step === 0).slice(0, perFile)) {
      out.push({
        path,
        line,
        start_line: null,
        side: 'RIGHT',
        severity: 'medium',
        category: 'bug',
        lens: 'correctness',
        title: 't',
        body: 'b',
        suggestion: `${lines[line - 1] ?? ''} // checked`,
        anchor: lines[line - 1] ?? '',
        confidence: 0.9,
        anchored: true,
        fingerprint: `${path}:${line}`,
        rule: null,
      });
    }
  }
  return out;
}

// One warm-up: the grammars and the rule files are loaded once per process in a real run too.
await checkSuggestions(findings(1).slice(0, 1), contents);
console.log(`9,000-line change: ${change.changedLines} changed lines in ${change.files} files`);
console.log('| suggestions | wall ms | CPU ms | ms per suggestion | outcomes |');
console.log('| ---: | ---: | ---: | ---: | --- |');
for (const perFile of PER_FILE) {
  const batch = findings(perFile);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const checked = await checkSuggestions(batch, contents);
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  const outcomes = new Map<string, number>();
  for (const f of checked)
    outcomes.set(f.suggestion_check ?? 'none', (outcomes.get(f.suggestion_check ?? 'none') ?? 0) + 1);
  const shown = [...outcomes].map(([k, n]) => `${k} ${n}`).join(', ');
  console.log(
    `| ${batch.length} | ${wall.toFixed(0)} | ${cpuMs.toFixed(0)} | ${(wall / batch.length).toFixed(1)} | ${shown} |`,
  );
}

/** The corpus as the review sees it: every line of the new files changed, the lenses merged. */
async function corpusOutcomes(): Promise<Finding[]> {
  const files = Object.entries(HEAD).map(([path, content]) => ({
    path,
    content,
    changedLines: new Set(content.split('\n').map((_, i) => i + 1)),
  }));
  const rules = (await runStaticRules(files)).findings.map(({ ruleId: _ruleId, ...f }) => f);
  const model = CORPUS.map((c): Finding => ({
    ...c,
    side: 'RIGHT',
    severity: 'high',
    anchored: true,
    fingerprint: `${c.path}:${c.line}`,
    rule: null,
  }));
  const merged = mergeSameProblem([...model, ...rules]).findings;
  return checkSuggestions(merged, new Map(Object.entries(HEAD)));
}

const checked = (await corpusOutcomes()).filter((f) => f.suggestion_check !== undefined);
console.log(`\nFake-model corpus (tests/support/suggestion-corpus.ts): ${checked.length} suggestions`);
console.log('| outcome | suggestions | share | cases |');
console.log('| --- | ---: | ---: | --- |');
for (const outcome of ['verified', 'parses', 'broken', 'unchecked'] as const) {
  const cases = checked.filter((f) => f.suggestion_check === outcome);
  const share = checked.length === 0 ? 0 : (100 * cases.length) / checked.length;
  const where = cases.map((f) => `${f.path}:${f.line}`).join(', ');
  console.log(`| ${outcome} | ${cases.length} | ${share.toFixed(0)} % | ${where} |`);
}
