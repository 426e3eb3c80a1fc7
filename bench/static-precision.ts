/**
 * Precision of the static lens on a corpus of commits (tests/fixtures/static-corpus): every case
 * becomes a real git repository with a `before` and an `after` commit, the static lens reviews the
 * commit exactly as `prlens review --commit HEAD` does (no model, every severity kept), and each
 * finding is looked up in the checked-in verdicts (true / debatable / false). Prints precision
 * outside tests (true ÷ all findings on non-test files) and a per-rule table.
 *
 *   npm run bench:static                 # this tree
 *   npm run bench:static -- --json       # the same as JSON
 *
 * A finding without a verdict is printed and fails the run: a reader must judge every finding.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { systemClock } from '../src/core/clock.js';
import { parseUnifiedDiff } from '../src/diff/parse.js';
import { GitWorkspace, readLocalDiff } from '../src/local/git.js';
import { createMemoryLogger } from '../src/log/stderr-logger.js';
import { classifyFile } from '../src/review/select/file-class.js';
import { runPipeline } from '../src/review/pipeline.js';
import { staticRuleIdOf } from '../src/static/run-static-rules.js';
import { runContext } from '../src/review/run-context.js';

export type Verdict = 'true' | 'debatable' | 'false';

interface Case {
  id: string;
  origin: string;
  before: Record<string, string>;
  after: Record<string, string>;
}

export interface CorpusFinding {
  key: string;
  case: string;
  path: string;
  line: number;
  rule: string;
  severity: string;
  inTests: boolean;
  verdict: Verdict | null;
}

export interface PrecisionResult {
  findings: CorpusFinding[];
  /** Findings on non-test files, and how many of them are true problems. */
  outsideTests: { total: number; true: number; precision: number | null };
  byRule: Array<{ rule: string; findings: number; true: number; debatable: number; false: number }>;
  unjudged: CorpusFinding[];
}

const CORPUS = path.resolve(import.meta.dirname, '..', 'tests', 'fixtures', 'static-corpus');

/** `case path:line rule`: how a verdict names a finding. */
export function findingKey(caseId: string, file: string, line: number, rule: string): string {
  return `${caseId} ${file}:${line} ${rule}`;
}

/** Runs the static lens over every case of the corpus and scores the findings. */
export async function measureStaticPrecision(corpusDir = CORPUS): Promise<PrecisionResult> {
  const cases = parse(readFileSync(path.join(corpusDir, 'cases.yml'), 'utf8')) as Case[];
  const verdicts = (parse(readFileSync(path.join(corpusDir, 'verdicts.yml'), 'utf8')) ?? {}) as Record<
    string,
    { verdict: Verdict; why: string }
  >;
  const findings: CorpusFinding[] = [];
  for (const c of cases) {
    for (const f of await reviewCase(c)) {
      const key = findingKey(c.id, f.path, f.line, f.rule);
      findings.push({ ...f, key, case: c.id, verdict: verdicts[key]?.verdict ?? null });
    }
  }
  const outside = findings.filter((f) => !f.inTests);
  const trueOutside = outside.filter((f) => f.verdict === 'true').length;
  const rules = [...new Set(findings.map((f) => f.rule))].sort();
  return {
    findings,
    outsideTests: {
      total: outside.length,
      true: trueOutside,
      precision: outside.length === 0 ? null : trueOutside / outside.length,
    },
    byRule: rules.map((rule) => {
      const of = findings.filter((f) => f.rule === rule);
      const count = (v: Verdict) => of.filter((f) => f.verdict === v).length;
      return {
        rule,
        findings: of.length,
        true: count('true'),
        debatable: count('debatable'),
        false: count('false'),
      };
    }),
    unjudged: findings.filter((f) => f.verdict === null),
  };
}

/** Builds the case's repository, reviews its commit with the static lens, and removes it. */
async function reviewCase(c: Case): Promise<Array<Omit<CorpusFinding, 'key' | 'case' | 'verdict'>>> {
  const root = mkdtempSync(path.join(tmpdir(), 'prlens-corpus-'));
  try {
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=corpus', '-c', 'user.email=corpus@example.invalid', ...args], {
        cwd: root,
        encoding: 'utf8',
      });
    git('init', '-q', '-b', 'main');
    for (const tree of [c.before, c.after]) {
      for (const [file, text] of Object.entries(tree)) {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), text);
      }
      git('add', '-A');
      git('commit', '-q', '--allow-empty', '-m', c.id);
    }
    const local = await readLocalDiff(root, { kind: 'commit', sha: 'HEAD' });
    const result = await runPipeline({
      context: runContext({ clock: systemClock, logger: createMemoryLogger() }),
      change: {
        files: parseUnifiedDiff(local.diff),
        workspace: new GitWorkspace(root),
        headRef: local.headRef,
      },
      // The commit's parent: what the base says of a path decides whether it is vendored or generated.
      baseRef: local.base,
      settings: { include: [], exclude: [], maxFileChangedLines: 5000, minSeverity: 'low', minConfidence: 0 },
    });
    return [...result.findings, ...result.unanchored].map((f) => ({
      path: f.path,
      line: f.line,
      rule: staticRuleIdOf(f.body) ?? f.lens,
      severity: f.severity,
      inTests: classifyFile(f.path).class === 'test',
    }));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** The result as the table printed by `npm run bench:static`. */
export function formatPrecision(result: PrecisionResult): string {
  const lines = [
    `static findings: ${result.findings.length} (${result.findings.filter((f) => f.inTests).length} in test files)`,
    `outside tests: ${result.outsideTests.true} true of ${result.outsideTests.total} -> precision ${
      result.outsideTests.precision === null ? 'n/a' : `${(result.outsideTests.precision * 100).toFixed(1)}%`
    }`,
    '',
    '| rule | findings | true | debatable | false |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...result.byRule.map((r) => `| ${r.rule} | ${r.findings} | ${r.true} | ${r.debatable} | ${r.false} |`),
  ];
  if (result.unjudged.length > 0) {
    lines.push('', 'NO VERDICT (add them to tests/fixtures/static-corpus/verdicts.yml):');
    for (const f of result.unjudged)
      lines.push(`  ${f.key}  (${f.severity}${f.inTests ? ', test file' : ''})`);
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureStaticPrecision(process.env.PRLENS_CORPUS ?? CORPUS);
  console.log(process.argv.includes('--json') ? JSON.stringify(result, null, 2) : formatPrecision(result));
  if (result.unjudged.length > 0) process.exitCode = 1;
}
