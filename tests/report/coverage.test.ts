/**
 * Every rendering says what each lens looked at, names the findings min-severity hid,
 * shows a static finding's title once, and (text) shows Markdown as plain text.
 */
import { describe, expect, it } from 'vitest';
import { jobSummary } from '../../src/action/publish.js';
import type { ReviewReport } from '../../src/core/types.js';
import { renderSummary } from '../../src/report/pr-summary.js';
import { translator } from '../../src/i18n/index.js';
import { coverageSentence, hiddenSentence } from '../../src/report/coverage-sentence.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { toPlainText } from '../../src/report/plain-text.js';
import { renderText } from '../../src/report/text.js';
import { emptyReport, finding } from './fixtures.js';

/** A config-only change: one file kept, no rule reads it, no model. */
function configOnly(overrides: Partial<ReviewReport> = {}): ReviewReport {
  const base = emptyReport();
  return {
    ...base,
    stats: {
      ...base.stats,
      files_changed: 1,
      files_reviewed: 1,
      coverage: { static_files: 0, static_rules: 0, model: false, model_files: 0, test_files: 0 },
    },
    ...overrides,
  };
}

const extras = { reviewedSha: null, overflow: [], rejected: [], unreviewable: [], staticOnly: true };

describe('coverage', () => {
  it('says a config-only change was read by no rule and no model, wherever the report goes', () => {
    const report = configOnly();
    expect(coverageSentence(report)).toBe(
      '1 file changed; static rules cover none of it; no model configured.',
    );
    expect(renderText(report, { color: false })).toContain(
      'Coverage: 1 file changed; static rules cover none of it; no model configured.',
    );
    const line = 'Static rules cover none of it; no model configured.';
    expect(renderMarkdown(report)).toContain(line);
    expect(renderSummary(report, extras)).toContain(line);
    const outcome = { report, readOnly: false, dryRun: true, staticOnly: true, planned: [] };
    expect(jobSummary(outcome as unknown as Parameters<typeof jobSummary>[0])).toContain(line);
    expect(renderMarkdown(report)).not.toMatch(/1 of 1 file reviewed/);
  });

  it("counts other tools' results that sit on no file apart from those off the changed lines", () => {
    const report = configOnly();
    report.stats.imported = {
      tools: ['CodeQL'],
      results: 4,
      on_diff: 0,
      outside_diff: 1,
      not_new: 0,
      info: 0,
      not_on_file: 3,
    };
    expect(coverageSentence(report)).toBe(
      '1 file changed; static rules cover none of it; no model configured; ' +
        '1 result of CodeQL not posted (off the changed lines, not new, or informational); ' +
        '3 results of CodeQL not on a file (no location in the checkout, not posted).',
    );
  });

  it('names left-out files, tests, silenced matches and the model, in the report language', () => {
    const report = configOnly({
      excluded_files: [{ path: 'vendor/x.go', reason: 'vendored' }],
    });
    report.stats.files_changed = 4;
    report.stats.files_reviewed = 3;
    report.stats.coverage = { static_files: 2, static_rules: 1, model: true, model_files: 3, test_files: 1 };
    report.stats.suppressed_inline = 2;
    expect(coverageSentence(report)).toBe(
      '4 files changed (1 left out); static rules read 2 of them (1 rule); the model read 3 files; ' +
        '1 test file (some rules skip tests or grade them low); 2 matches silenced by an inline comment.',
    );
    expect(coverageSentence(report, translator('de'))).toContain('das Modell las 3 Dateien');
  });
});

describe('findings below min-severity', () => {
  const hidden = (): ReviewReport => {
    const report = configOnly();
    report.stats.below_min_severity = {
      min_severity: 'medium',
      findings: [
        { path: 'a.py', line: 3, severity: 'low', title: 'x', rule: 'py-utcnow' },
        { path: 'b.ts', line: 9, severity: 'low', title: 'A model finding title', rule: null },
      ],
    };
    return report;
  };

  it('are counted in the table instead of a 0 and listed in a folded section', () => {
    const md = renderMarkdown(hidden());
    expect(md).toContain('| 🔵 low | 2 not shown (below min-severity) |');
    expect(md).not.toContain('| 🔵 low | 0 |');
    expect(md).toContain(
      '<details>\n<summary>2 findings below min-severity medium, not posted inline</summary>\n\n' +
        '- 🔵 `a.py:3` py-utcnow: x\n- 🔵 `b.ts:9` A model finding title\n\n</details>',
    );
    expect(renderText(hidden(), { color: false })).toContain(
      '2 findings below min-severity medium not shown',
    );
  });

  it('says "0 not shown" below a floor that hid nothing, and plain counts with the floor at low', () => {
    expect(renderMarkdown(configOnly())).toContain('| 🔵 low | 0 not shown (below min-severity) |');
    const low = configOnly();
    low.stats.below_min_severity = { min_severity: 'low', findings: [] };
    expect(renderMarkdown(low)).toContain('| 🔵 low | 0 |');
    expect(hiddenSentence(low)).toBe('');
  });

  it('folds every low observation into the summary, collapsed, never in the inline findings', () => {
    const report = configOnly();
    const notes = Array.from({ length: 12 }, (_, i) => ({
      path: 'src/reminders.ts',
      line: i + 1,
      severity: 'low' as const,
      title: `Observation ${i + 1}: needless factory indirection`,
      rule: null,
    }));
    report.stats.below_min_severity = { min_severity: 'medium', findings: notes };
    const md = renderMarkdown(report);
    // All twelve are listed (a sentence named ten and counted the rest), inside a closed fold.
    for (const n of notes) expect(md).toContain(`\`src/reminders.ts:${n.line}\` ${n.title}`);
    expect(md).toMatch(
      /<details>\n<summary>12 findings below min-severity medium, not posted inline<\/summary>/,
    );
    expect(md).not.toContain('<details open>\n<summary>12 findings below');
  });
});

describe('a static finding', () => {
  const report = emptyReport({
    findings: [
      finding({
        path: 'app.py',
        line: 2,
        lens: 'static',
        rule: 'py-eval-exec',
        title: '`eval` of a non-literal string runs arbitrary code',
        body: '`eval` of a non-literal string runs arbitrary code\n\nUse **`ast.literal_eval`** ([docs](https://docs.python.org/3/library/ast.html)).\n\n_prlens static rule `py-eval-exec`_',
      }),
    ],
  });

  it('shows its title once in text, as plain text with the rule in the brackets', () => {
    const text = renderText(report, { color: false });
    expect(text.match(/of a non-literal string runs arbitrary code/g)).toHaveLength(1);
    expect(text).toContain('[static py-eval-exec]  eval of a non-literal string runs arbitrary code');
    expect(text).toContain('      Use ast.literal_eval (docs (https://docs.python.org/3/library/ast.html)).');
    expect(text).not.toMatch(/\*\*|_prlens/);
  });

  it('shows its title once in Markdown', () => {
    expect(renderMarkdown(report).match(/of a non-literal string runs arbitrary code/g)).toHaveLength(1);
  });
});

describe('toPlainText', () => {
  it('drops Markdown markup but keeps code, snake_case and HTML as written', () => {
    expect(toPlainText('**Bold** and _it_ and `a_b*c` and snake_case_name')).toBe(
      'Bold and it and a_b*c and snake_case_name',
    );
    expect(toPlainText('## Heading\n> quote\n* item')).toBe('Heading\nquote\n- item');
    expect(toPlainText('```js\nconst x = **1**;\n```\nafter')).toBe('    const x = **1**;\nafter');
    expect(toPlainText('see [the doc](https://x.test/a) or <details>')).toBe(
      'see the doc (https://x.test/a) or <details>',
    );
  });
});
