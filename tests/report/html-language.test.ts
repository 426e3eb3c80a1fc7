import { describe, expect, it } from 'vitest';
import { parseUnifiedDiff } from '../../src/diff/parse.js';
import { renderReport } from '../../src/report/index.js';
import { completeReport, emptyReport } from './fixtures.js';

const DIFF = [
  'diff --git a/src/a.ts b/src/a.ts',
  '--- a/src/a.ts',
  '+++ b/src/a.ts',
  '@@ -1 +1 @@',
  '-export const a = 1;',
  '+export const a = 2;',
  '',
].join('\n');

describe('the HTML page in the configured language', () => {
  it('language: de → <html lang="de"> and prlens’s own headings in German, as in the Markdown', () => {
    const page = renderReport(completeReport(), 'html', { language: 'de' });
    expect(page).toContain('<html lang="de">');
    expect(page).toContain('<h1>prlens-Review: acme/shop#42</h1>');
    expect(page).toContain('<h2>Befunde</h2>');
    expect(page).toContain('<h2>Verbrauch</h2>');
    expect(page).not.toContain('<h2>Findings</h2>');
  });

  it('no language → English, lang="en"; an unknown one → English, never the raw value in the attribute', () => {
    expect(renderReport(completeReport(), 'html')).toContain('<html lang="en">');
    const odd = renderReport(completeReport(), 'html', { language: '"><script>x</script>' });
    expect(odd).toContain('<html lang="en">');
    expect(odd).not.toContain('<script>x');
  });

  it('a static-only run → no table of zero usage, one line saying no model was called', () => {
    const report = emptyReport();
    report.usage = { prompt_tokens: 0, completion_tokens: 0, cached_tokens: 0, requests: 0, cost_usd: 0 };
    const page = renderReport(report, 'html');
    expect(page).not.toContain('<table class="usage">');
    expect(page).toContain('<p class="usage">no model calls</p>');
  });

  it('a page with no finding → lists the files it reviewed', () => {
    const files = parseUnifiedDiff(DIFF);
    const page = renderReport(emptyReport(), 'html', { html: { files } });
    expect(page).toMatch(
      /<p>No findings\.<\/p><details class="reviewed" open><summary>1 file<\/summary><ul><li><code>src\/a\.ts<\/code><\/li>/,
    );
  });
});
