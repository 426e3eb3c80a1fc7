import { describe, expect, it } from 'vitest';
import { loadRuleCatalog } from '../../src/static/rule-catalog.js';
import { markdownToHtml } from '../../src/report/html/markdown-html.js';
import { toPlainText } from '../../src/report/plain-text.js';

describe('static rules’ prose in every format', () => {
  it('every rule note and message → balanced code spans: no stray backtick in text or HTML', async () => {
    const rules = await loadRuleCatalog();
    expect(rules.length).toBeGreaterThan(10);
    const broken: string[] = [];
    for (const rule of rules) {
      for (const prose of [rule.message, rule.note ?? '']) {
        const html = markdownToHtml(prose).replace(/<code>[^<]*<\/code>/g, '');
        if (html.includes('`') || toPlainText(prose).includes('`') || prose.includes('\\`'))
          broken.push(`${rule.id}: ${prose}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('js-sql-interpolated’s note → the tagged template as one code span', async () => {
    const rule = (await loadRuleCatalog()).find((r) => r.id === 'js-sql-interpolated')!;
    expect(markdownToHtml(rule.note!)).toContain('the driver&#39;s <code>sql</code> tagged template.');
  });
});

describe('rule prose unwrapped on load', () => {
  it('a hard-wrapped note → one line a paragraph, paragraph breaks kept', async () => {
    const { unwrap } = await import('../../src/static/rule-file.js');
    expect(unwrap('Nothing after this\n  reads `err`.\n\nSecond\nparagraph.\n')).toBe(
      'Nothing after this reads `err`.\n\nSecond paragraph.',
    );
    const rule = (await loadRuleCatalog()).find((r) => r.id === 'go-err-unchecked')!;
    expect(rule.note).not.toMatch(/\S\n\S/);
    expect(rule.note).toContain('silently lost. Check it right after the call');
  });
});
