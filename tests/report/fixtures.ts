/**
 * Realistic review reports for the renderer tests: several files, every severity, a range, a
 * suggestion, a LEFT-side finding, unanchored and excluded files, warnings.
 */
import { fingerprinted } from '../support/finding.js';
import type { Finding, ReviewReport } from '../../src/core/types.js';

/** A finding with the renderer tests' defaults; the fingerprint follows path, category and anchor. */
export function finding(overrides: Partial<Finding> & Pick<Finding, 'path' | 'line'>): Finding {
  return fingerprinted({
    category: 'bug',
    title: 'A problem',
    body: 'Explanation of the problem.',
    anchor: 'const x = 1;',
    confidence: 0.8,
    ...overrides,
  });
}

/** A complete review of a PR with findings of every severity. */
export function completeReport(): ReviewReport {
  return {
    version: 1,
    tool: { name: 'prlens', version: '0.1.0' },
    target: { mode: 'pr', repo: 'acme/shop', pr: 42, base: 'a'.repeat(40), head: 'b'.repeat(40) },
    findings: [
      finding({
        path: 'src/db/query.ts',
        line: 14,
        start_line: 10,
        severity: 'critical',
        lens: 'security',
        category: 'sql-injection',
        title: 'User input is concatenated into SQL',
        body: 'The `name` parameter reaches `db.query` unescaped.\nUse a parameterised query.',
        suggestion: "const rows = await db.query('SELECT * FROM users WHERE name = $1', [name]);",
        anchor: 'const rows = await db.query(`SELECT * FROM users WHERE name = ${name}`);',
      }),
      finding({
        path: 'src/db/query.ts',
        line: 30,
        severity: 'low',
        lens: 'code-health',
        category: 'naming',
        title: 'Unclear variable name',
        body: '`tmp2` says nothing about what it holds.',
        anchor: 'const tmp2 = rows[0];',
      }),
      finding({
        path: 'src/api/handler.ts',
        line: 7,
        severity: 'high',
        lens: 'correctness',
        category: 'error-handling',
        title: 'Rejected promise is not awaited',
        body: 'The error escapes the try block.',
        anchor: 'save(order);',
      }),
      finding({
        path: 'src/api/handler.ts',
        line: 3,
        severity: 'medium',
        lens: 'correctness',
        category: 'null-check',
        title: 'Order may be undefined',
        anchor: 'const order = orders.get(id);',
      }),
      finding({
        path: 'src/legacy/old.ts',
        line: 12,
        side: 'LEFT',
        severity: 'medium',
        lens: 'tests',
        category: 'removed-test',
        title: 'The only test of refunds was deleted',
        anchor: "it('refunds', () => {});",
      }),
    ],
    unanchored: [
      finding({
        path: 'src/api/routes.ts',
        line: 88,
        anchored: false,
        severity: 'high',
        lens: 'security',
        category: 'auth',
        title: 'Route has no authorisation check',
        body: 'Could not be pinned to a changed line.',
        anchor: 'router.post("/admin", admin);',
      }),
    ],
    excluded_files: [
      { path: 'package-lock.json', reason: 'lock file' },
      { path: 'assets/logo.png', reason: 'binary' },
    ],
    stats: {
      files_changed: 6,
      files_reviewed: 4,
      lines_added: 120,
      lines_deleted: 30,
      findings_by_severity: { critical: 1, high: 2, medium: 2, low: 1 },
      lenses: ['security', 'correctness', 'code-health', 'tests'],
      coverage: { static_files: 3, static_rules: 12, model: true, model_files: 4, test_files: 1 },
      below_min_severity: { min_severity: 'low', findings: [] },
      dropped_by_audit: { count: 0, findings: [] },
      suppressed_inline: 0,
    },
    usage: {
      prompt_tokens: 12345,
      completion_tokens: 2345,
      cached_tokens: 8000,
      requests: 4,
      cost_usd: 0.0321,
    },
    warnings: ['2 files were larger than max-input-tokens and were reviewed hunk by hunk'],
    incomplete: false,
    duration_ms: 12_345,
  };
}

/** The same review cut short by the deadline, with the price of the model unknown. */
export function incompleteReport(): ReviewReport {
  const report = completeReport();
  return {
    ...report,
    incomplete: true,
    warnings: ['review deadline of 600 s reached; 2 of 6 groups were not reviewed'],
    usage: { ...report.usage, cost_usd: null },
  };
}

/** A complete review that found nothing, made with static rules only. */
export function emptyReport(overrides: Partial<ReviewReport> = {}): ReviewReport {
  return {
    ...completeReport(),
    findings: [],
    unanchored: [],
    excluded_files: [],
    warnings: [],
    stats: {
      files_changed: 3,
      files_reviewed: 3,
      lines_added: 10,
      lines_deleted: 2,
      findings_by_severity: { critical: 0, high: 0, medium: 0, low: 0 },
      lenses: ['static'],
      coverage: { static_files: 3, static_rules: 9, model: false, model_files: 0, test_files: 0 },
      below_min_severity: { min_severity: 'medium', findings: [] },
      dropped_by_audit: { count: 0, findings: [] },
      suppressed_inline: 0,
    },
    usage: { prompt_tokens: 0, completion_tokens: 0, cached_tokens: 0, requests: 0, cost_usd: 0 },
    ...overrides,
  };
}

/** A finding whose title and body try to break out of Markdown and ping people. */
export function hostileFinding(): Finding {
  return finding({
    path: 'src/evil.ts',
    line: 5,
    severity: 'high',
    title: 'Closing </details> <script>alert(1)</script> ping @octocat',
    body: [
      'Hello @octocat and @github/security-team, please look.',
      '</details>',
      '<img src=x onerror=alert(1)>',
      '<!-- prlens:summary -->',
      'Escape attempt: \\`</details>` and `` ` `` then `unclosed',
      '```js',
      'console.log("unclosed fence")',
    ].join('\n'),
    suggestion: '```\n</details>\n````\n@octocat',
  });
}
