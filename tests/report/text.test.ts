import { describe, expect, it } from 'vitest';
import { renderText } from '../../src/report/text.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import type { ReviewReport } from '../../src/core/types.js';
import { completeReport, emptyReport, finding, hostileFinding, incompleteReport } from './fixtures.js';

const ESC = '\u001b';

describe('renderText', () => {
  it('renders a complete review exactly as snapshotted', () => {
    expect(renderText(completeReport(), { color: false })).toMatchSnapshot();
  });

  it('starts with a header naming the target and findings count, then what each lens looked at', () => {
    const [first, second] = renderText(completeReport(), { color: false }).split('\n');
    expect(first).toBe('prlens review: acme/shop#42 | 5 findings | 1 not pinned to a line');
    expect(second).toBe(
      'Coverage: 6 files changed (2 left out); static rules read 3 of them (12 rules); the model read 4 files; ' +
        '1 test file (some rules skip tests or grade them low).',
    );
  });

  it('groups findings by file, most severe first, then by line', () => {
    const text = renderText(completeReport(), { color: false });
    const order = [
      'src/api/handler.ts:7  HIGH',
      'src/api/handler.ts:3  MEDIUM',
      'src/db/query.ts:10-14  CRITICAL',
      'src/db/query.ts:30  LOW',
    ];
    const positions = order.map((needle) => text.indexOf(needle));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('shows ranges as start-line, lens, indented body and an indented suggestion block', () => {
    const text = renderText(completeReport(), { color: false });
    expect(text).toContain(
      '  src/db/query.ts:10-14  CRITICAL  [security]  User input is concatenated into SQL\n',
    );
    expect(text).toContain('\n      Use a parameterised query.\n');
    expect(text).toContain("      Suggested change:\n          const rows = await db.query('SELECT");
  });

  it('marks findings on deleted lines as pointing at the old file', () => {
    expect(renderText(completeReport(), { color: false })).toContain(
      'src/legacy/old.ts:12 (old file)  MEDIUM',
    );
  });

  it('lists unanchored findings, excluded files with reasons, warnings and usage with cost', () => {
    const text = renderText(completeReport(), { color: false });
    expect(text).toContain('Not pinned to a changed line:\n  src/api/routes.ts near line 88  HIGH');
    expect(text).toContain(
      '2 files excluded from the review:\n  package-lock.json: lock file\n  assets/logo.png: binary',
    );
    expect(text).toContain('Warnings:\n  - 2 files were larger than max-input-tokens');
    expect(text).toContain(
      'Usage: 12,345 prompt tokens (8,000 cached), 2,345 completion tokens, 4 requests, $0.03; 12.3 s',
    );
  });

  it('says the review is incomplete, with its reason, before any finding', () => {
    const text = renderText(incompleteReport(), { color: false });
    const banner = text.indexOf('INCOMPLETE REVIEW: review deadline of 600 s reached');
    expect(banner).toBeGreaterThan(0);
    expect(banner).toBeLessThan(text.indexOf('src/api/handler.ts'));
    expect(text.split('\n')[0]).toContain('| INCOMPLETE');
  });

  it('says "cost unknown" when the price of the model is unknown', () => {
    expect(renderText(incompleteReport(), { color: false })).toContain('4 requests, cost unknown');
  });

  it('says "no model calls" when no request was made', () => {
    const text = renderText(emptyReport(), { color: false });
    expect(text).toContain('Usage: no model calls;');
    expect(text).not.toContain('prompt tokens');
  });

  it('says "No findings." with what was reviewed for a complete review that found nothing', () => {
    const text = renderText(emptyReport(), { color: false });
    expect(text).toContain('No findings. (lenses: static)');
    expect(text).toContain(
      'Coverage: 3 files changed; static rules read 3 of them (9 rules); no model configured.',
    );
  });

  it('never says "no findings" or "looks good" for an incomplete review that found nothing', () => {
    const report = emptyReport({ incomplete: true, warnings: ['the model provider returned 401'] });
    const text = renderText(report, { color: false });
    expect(text).not.toMatch(/no findings|looks good|no issues/i);
    expect(text).toContain('INCOMPLETE REVIEW: the model provider returned 401');
    expect(text).toContain('Nothing was found in the part that was reviewed.');
  });

  it('prints no ANSI escape when color is false, even if a finding carries escapes', () => {
    const report = completeReport();
    report.findings.push(
      finding({ path: 'a.ts', line: 1, title: `red ${ESC}[31mtitle`, body: `clear ${ESC}[2J\u009b1m` }),
    );
    const text = renderText(report, { color: false });
    expect(text).not.toContain(ESC);
    expect(text).not.toContain('\u009b');
    expect(text).toContain('red [31mtitle');
  });

  it('colours severities and the incomplete banner when color is true', () => {
    const text = renderText(incompleteReport(), { color: true });
    expect(text).toContain(`${ESC}[1m${ESC}[35mCRITICAL${ESC}[39m${ESC}[22m`);
    expect(text).toContain(`${ESC}[1m${ESC}[31mINCOMPLETE REVIEW:`);
  });

  it('keeps a hostile finding on its own lines without breaking the layout', () => {
    const report = emptyReport({ findings: [hostileFinding()] });
    const text = renderText(report, { color: false });
    expect(text).toContain('  src/evil.ts:5  HIGH  [correctness]  Closing </details>');
    expect(text).toContain('\n      </details>\n');
  });
});

describe('renderText in the configured language', () => {
  it('language: de → prlens’s own words in German, from the Markdown’s catalog', () => {
    const text = renderText(completeReport(), { color: false, language: 'de' });
    expect(text.startsWith('prlens-Review: acme/shop#42 |')).toBe(true);
    expect(text).toContain('Keiner geänderten Zeile zugeordnet:');
    expect(text).toContain('Warnungen:');
    expect(text).toContain('Vorgeschlagene Änderung:');
    expect(text).toMatch(/\nVerbrauch: /);
    expect(text).not.toContain('Warnings:');
    expect(text).not.toContain('Suggested change:');
  });
});

describe('language: de leaves no English of prlens’s own (issue 46 point 8)', () => {
  const german = (): ReviewReport => {
    const report = completeReport();
    report.target = { mode: 'worktree', repo: null, pr: null, base: 'a'.repeat(40), head: 'a'.repeat(40) };
    report.stats.below_min_severity = {
      min_severity: 'medium',
      findings: [{ path: 'src/a.py', line: 3, severity: 'low', title: 'utcnow', rule: 'py-utcnow' }],
    };
    return report;
  };

  it('the text report: coverage, target, hidden findings and the unpinned count in German', () => {
    const text = renderText(german(), { color: false, language: 'de' });
    expect(text).toContain('Arbeitsverzeichnis gegenüber HEAD');
    expect(text).toContain('\nAbdeckung: ');
    expect(text).toContain('py-utcnow in src/a.py:3');
    expect(text).toMatch(/\d+ keiner Zeile zugeordnet/);
    for (const english of ['Coverage:', 'working tree against HEAD', ' at src/a.py', 'not pinned to a line'])
      expect(text).not.toContain(english);
  });

  it('the Markdown report names the target in German', () => {
    const markdown = renderMarkdown(german(), { language: 'de' });
    expect(markdown).toContain('Arbeitsverzeichnis gegenüber HEAD');
    expect(markdown).not.toContain('working tree against HEAD');
  });
});
