import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/report/markdown.js';
import { completeReport, emptyReport, finding, hostileFinding, incompleteReport } from './fixtures.js';
import { detailsTags, outsideCode } from './markdown-structure.js';

const OUR_TAGS = /^<\/?(details|summary|code|sub)( open)?>$/;

describe('renderMarkdown', () => {
  it('renders a complete review exactly as snapshotted', () => {
    expect(renderMarkdown(completeReport())).toMatchSnapshot();
  });

  it('has a title, a complete status line and a severity count table', () => {
    const md = renderMarkdown(completeReport());
    expect(
      md.startsWith(
        '## prlens review\n\n✅ **Complete:** 6 files in `acme/shop#42`, 6 findings.\n' +
          'Static rules read 3 of them (12 rules); the model read 4 files; 1 test file (some rules skip tests or grade them low).',
      ),
    ).toBe(true);
    expect(md).toContain('| Severity | Findings |\n| --- | ---: |\n| 🟣 critical | 1 |\n| 🔴 high | 2 |');
    expect(md).toContain('| 🟠 medium | 2 |\n| 🔵 low | 1 |');
  });

  it('puts the findings of each file in a <details> block, most severe file blocks open', () => {
    const md = renderMarkdown(completeReport());
    expect(md).toContain('<details open>\n<summary><code>src/db/query.ts</code>: 2 findings</summary>');
    expect(md).toContain('<details>\n<summary><code>src/legacy/old.ts</code>: 1 finding</summary>');
    expect(detailsTags(md).filter((t) => t === 'details')).toHaveLength(5);
  });

  it('shows a range, the lens, the body and the suggestion in a fence with the file language', () => {
    const md = renderMarkdown(completeReport());
    expect(md).toContain('**🟣 critical** · security · line 10-14 · User input is concatenated into SQL');
    expect(md).toContain('Suggested change:\n\n```ts\nconst rows = await db.query(');
    expect(md).toContain('line 12 (old file)');
  });

  it('lists unanchored findings, excluded files with reasons, warnings and usage', () => {
    const md = renderMarkdown(completeReport());
    expect(md).toContain('### Not pinned to a changed line');
    expect(md).toContain('`src/api/routes.ts` near line 88 · Route has no authorisation check');
    expect(md).toContain('- `package-lock.json`: lock file\n- `assets/logo.png`: binary');
    expect(md).toContain('### Warnings\n\n- 2 files were larger than max-input-tokens');
    expect(md).toContain('4 requests, $0.03 · 12.3 s · prlens 0.1.0');
  });

  it('flags an incomplete review prominently with the reason from its warnings', () => {
    const md = renderMarkdown(incompleteReport());
    expect(md).toContain(
      '> [!WARNING]\n> **Incomplete review:** review deadline of 600 s reached; 2 of 6 groups were not reviewed',
    );
    expect(md.indexOf('[!WARNING]')).toBeLessThan(md.indexOf('| Severity |'));
    expect(md).not.toContain('✅');
    expect(md).toContain('cost unknown');
  });

  it('says "No findings." with what was reviewed, and "no model calls", for a clean static review', () => {
    const md = renderMarkdown(emptyReport());
    expect(md).toContain(
      '✅ **Complete.** No findings. 3 files in `acme/shop#42` (lenses: static).\n' +
        'Static rules read 3 of them (9 rules); no model configured.',
    );
    expect(md).toContain('<sub>Usage: no model calls');
  });

  it('never reads as a clean bill of health when an incomplete review found nothing', () => {
    const md = renderMarkdown(
      emptyReport({ incomplete: true, warnings: ['model calls failed: 401 Unauthorized'] }),
    );
    expect(md).not.toMatch(/no findings|looks good|no issues|✅/i);
    expect(md).toContain('**Incomplete review:** model calls failed: 401 Unauthorized');
    expect(md).toContain('Nothing was found in the part that was reviewed.');
  });

  describe('with hostile text from a model', () => {
    const report = emptyReport({
      findings: [hostileFinding(), finding({ path: 'src/z.ts', line: 1, title: 'After' })],
    });
    const md = renderMarkdown(report);

    it('cannot close the <details> block or open new HTML', () => {
      expect(detailsTags(md)).toEqual([
        'details',
        'summary',
        '/summary',
        '/details',
        'details',
        'summary',
        '/summary',
        '/details',
      ]);
      const tags = outsideCode(md).match(/<[^>\s]*[^<]*?>/g) ?? [];
      expect(tags.filter((t) => !OUR_TAGS.test(t))).toEqual([]);
      expect(outsideCode(md)).not.toMatch(/<(script|img|!--)/i);
    });

    it('keeps the finding after it inside its own block', () => {
      const afterBlock = md.slice(md.indexOf('<summary><code>src/z.ts</code>'));
      expect(afterBlock).toContain('After');
      expect(md.indexOf('<summary><code>src/z.ts</code>')).toBeGreaterThan(md.indexOf('@octocat\n`````'));
    });

    it('cannot mention anyone', () => {
      expect(outsideCode(md)).not.toMatch(/@[A-Za-z0-9]/);
      expect(md).toContain('ping @&#8203;octocat');
      expect(md).toContain('@&#8203;github/security-team');
    });

    it('fences code with more backticks than any run inside it and closes a fence left open', () => {
      expect(md).toContain('`````ts\n```\n</details>\n````\n@octocat\n`````');
      expect(md).toContain('```js\nconsole.log("unclosed fence")\n```');
      expect(() => outsideCode(md)).not.toThrow();
    });

    it('keeps a backslash from un-escaping a code span', () => {
      expect(md).toContain('Escape attempt: \\\\`</details>`');
      expect(md).toContain('then \\`unclosed');
    });

    it('escapes HTML in file paths shown in summaries', () => {
      const evilPath = emptyReport({
        findings: [finding({ path: 'a/</summary></details><b>x.ts', line: 1 })],
      });
      expect(detailsTags(renderMarkdown(evilPath))).toEqual(['details', 'summary', '/summary', '/details']);
    });
  });

  it('names at most 100 excluded files and counts the rest', () => {
    const excluded_files = Array.from({ length: 150 }, (_, i) => ({
      path: `vendor/lib${i}.js`,
      reason: 'vendored',
    }));
    const md = renderMarkdown(emptyReport({ excluded_files }));
    expect(md).toContain('<summary>150 files excluded from the review</summary>');
    expect(md).toContain('- `vendor/lib99.js`: vendored\n- _and 50 more (see the report)_');
    expect(md).not.toContain('vendor/lib100.js');
  });

  it('uses the 60,000 character default limit', () => {
    const big = completeReport();
    big.findings = Array.from({ length: 400 }, (_, i) =>
      finding({ path: `src/f${i}.ts`, line: i + 1, body: 'x'.repeat(400), severity: 'high' }),
    );
    const md = renderMarkdown(big);
    expect(md.length).toBeLessThanOrEqual(60_000);
    expect(md.length).toBeGreaterThan(50_000);
  });
});
