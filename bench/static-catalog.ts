/**
 * Recall of the static lens on a frozen catalog of vulnerability classes (evals/static-catalog):
 * vulnerable and safe examples written from public catalogs (CWE, OWASP cheat sheets, ESLint
 * security plugins, Semgrep, Bandit, gosec, find-sec-bugs). Each example becomes a real git
 * repository whose only commit after an empty one adds the file, and the static lens reviews that
 * commit exactly as `prlens review --commit HEAD` does (no model, every severity kept).
 *
 * A vulnerable example is found when a security rule reports within ±3 lines of its `line` (the
 * eval matcher's tolerance); every finding on a safe example is a false positive.
 *
 *   npm run bench:catalog               # the table
 *   npm run bench:catalog -- --json     # the same as JSON
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
import { runPipeline } from '../src/review/pipeline.js';
import { runContext } from '../src/review/run-context.js';
import { loadRuleCatalog } from '../src/static/rule-catalog.js';
import { staticRuleIdOf } from '../src/static/run-static-rules.js';

const CATALOG = path.resolve(import.meta.dirname, '..', 'evals', 'static-catalog');
const TOLERANCE = 3;

interface Example {
  file: string;
  /** The class of a vulnerable example, or `safe`. */
  expect: string;
  line?: number;
  /** The file's path in the change, when a check reads only some paths (workflows). */
  path?: string;
  source: string;
}

interface Hit {
  line: number;
  rule: string;
  severity: string;
}

export interface ExampleResult {
  file: string;
  expect: string;
  /** The security rules that reported near the expected line (vulnerable examples only). */
  matched: string[];
  /** Every finding on the file. */
  hits: Hit[];
}

export interface CatalogResult {
  examples: ExampleResult[];
  byClass: Array<{ class: string; vulnerable: number; found: number; safe: number; safeFindings: number }>;
  overall: { vulnerable: number; found: number; recall: number; safe: number; safeFindings: number };
}

/** Reviews every example of the catalog and scores it. */
export async function measureCatalog(dir = CATALOG): Promise<CatalogResult> {
  const { examples } = parse(readFileSync(path.join(dir, 'catalog.yml'), 'utf8')) as { examples: Example[] };
  const security = new Set(
    (await loadRuleCatalog()).filter((r) => r.category === 'security').map((r) => r.id),
  );
  const results: ExampleResult[] = [];
  for (const example of examples) {
    const hits = await reviewAdded(
      example.path ?? inChange(example.file),
      readFileSync(path.join(dir, example.file), 'utf8'),
    );
    const matched =
      example.expect === 'safe' || example.line === undefined
        ? []
        : [
            ...new Set(
              hits
                .filter((h) => security.has(h.rule) && Math.abs(h.line - example.line!) <= TOLERANCE)
                .map((h) => h.rule),
            ),
          ];
    results.push({ file: example.file, expect: example.expect, matched, hits });
  }
  const classOf = (r: ExampleResult) => r.file.split('/')[0]!;
  const classes = [...new Set(results.map(classOf))].sort();
  const byClass = classes.map((name) => {
    const of = results.filter((r) => classOf(r) === name);
    const vulnerable = of.filter((r) => r.expect !== 'safe');
    const safe = of.filter((r) => r.expect === 'safe');
    return {
      class: name,
      vulnerable: vulnerable.length,
      found: vulnerable.filter((r) => r.matched.length > 0).length,
      safe: safe.length,
      safeFindings: safe.reduce((n, r) => n + r.hits.length, 0),
    };
  });
  const sum = (key: 'vulnerable' | 'found' | 'safe' | 'safeFindings') =>
    byClass.reduce((n, c) => n + c[key], 0);
  return {
    examples: results,
    byClass,
    overall: {
      vulnerable: sum('vulnerable'),
      found: sum('found'),
      recall: sum('vulnerable') === 0 ? 0 : sum('found') / sum('vulnerable'),
      safe: sum('safe'),
      safeFindings: sum('safeFindings'),
    },
  };
}

// Outside `evals/` and `tests/`, so the lens treats the example as source code.
function inChange(file: string): string {
  return `src/${file}`;
}

/** Builds a repository whose last commit adds `file`, reviews that commit, and removes it. */
async function reviewAdded(file: string, text: string): Promise<Hit[]> {
  const root = mkdtempSync(path.join(tmpdir(), 'prlens-catalog-'));
  try {
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=catalog', '-c', 'user.email=catalog@example.invalid', ...args], {
        cwd: root,
        encoding: 'utf8',
      });
    git('init', '-q', '-b', 'main');
    git('commit', '-q', '--allow-empty', '-m', 'empty');
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
    git('add', '-A');
    git('commit', '-q', '-m', 'add');
    const local = await readLocalDiff(root, { kind: 'commit', sha: 'HEAD' });
    const result = await runPipeline({
      context: runContext({ clock: systemClock, logger: createMemoryLogger() }),
      change: {
        files: parseUnifiedDiff(local.diff),
        workspace: new GitWorkspace(root),
        headRef: local.headRef,
      },
      settings: { include: [], exclude: [], maxFileChangedLines: 5000, minSeverity: 'low', minConfidence: 0 },
    });
    return [...result.findings, ...result.unanchored].map((f) => ({
      line: f.line,
      rule: staticRuleIdOf(f.body) ?? f.lens,
      severity: f.severity,
    }));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const pct = (n: number, of: number) => (of === 0 ? 'n/a' : `${((n / of) * 100).toFixed(0)}%`);

/** The result as the tables printed by `npm run bench:catalog`. */
export function formatCatalog(result: CatalogResult): string {
  const { overall } = result;
  const lines = [
    `static catalog: ${overall.found} of ${overall.vulnerable} vulnerable examples found -> recall ${pct(overall.found, overall.vulnerable)}; ${overall.safeFindings} findings on ${overall.safe} safe examples`,
    '',
    '| class | vulnerable | found | recall | safe | findings on safe |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...result.byClass.map(
      (c) =>
        `| ${c.class} | ${c.vulnerable} | ${c.found} | ${pct(c.found, c.vulnerable)} | ${c.safe} | ${c.safeFindings} |`,
    ),
    `| **all** | ${overall.vulnerable} | ${overall.found} | ${pct(overall.found, overall.vulnerable)} | ${overall.safe} | ${overall.safeFindings} |`,
  ];
  const missed = result.examples.filter((r) => r.expect !== 'safe' && r.matched.length === 0);
  if (missed.length > 0) lines.push('', 'missed:', ...missed.map((r) => `  ${r.file}`));
  const noisy = result.examples.filter((r) => r.expect === 'safe' && r.hits.length > 0);
  if (noisy.length > 0)
    lines.push(
      '',
      'findings on safe examples:',
      ...noisy.flatMap((r) => r.hits.map((h) => `  ${r.file}:${h.line} ${h.rule} (${h.severity})`)),
    );
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureCatalog(process.env.PRLENS_CATALOG ?? CATALOG);
  console.log(process.argv.includes('--json') ? JSON.stringify(result, null, 2) : formatCatalog(result));
}
