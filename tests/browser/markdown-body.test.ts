/**
 * Finding bodies are Markdown: in Chromium the page shows them formatted (a code span is a <code>
 * element, a list is a list) and never as markup the change could write (a <script> is text).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderReport } from '../../src/report/index.js';
import { emptyReport, finding } from '../report/fixtures.js';
import { openBrowser, type PageWatch, type TestBrowser } from './browser.js';

const BODY = [
  'Calling `eval` on request input runs it as code.',
  '',
  '- parse it with `JSON.parse`',
  '- or reject it',
  '',
  'Injected: <script>window.pwned = 1</script> <img src=x onerror="window.pwned = 2"> ' +
    '[click](javascript:window.pwned=3) [docs](https://example.com/x)',
  '',
  '_prlens static rule `js-eval`_',
].join('\n');

describe('finding bodies on the page in Chromium', () => {
  let browser: TestBrowser;
  let watch: PageWatch;
  beforeAll(async () => {
    browser = await openBrowser();
    const report = emptyReport();
    report.findings = [finding({ path: 'src/run.ts', line: 2, title: 'eval of input', body: BODY })];
    const dir = mkdtempSync(path.join(os.tmpdir(), 'prlens-md-'));
    writeFileSync(path.join(dir, 'page.html'), renderReport(report, 'html'));
    watch = await browser.open(path.join(dir, 'page.html'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a code span is a <code> element, a list is a list, and no backtick is left in the text', async () => {
    const body = watch.page.locator('.finding .body').first();
    expect(await body.locator('code').allTextContents()).toEqual(['eval', 'JSON.parse', 'js-eval']);
    expect(await body.locator('li').count()).toBe(2);
    expect(await body.locator('em').count()).toBe(1);
    expect(await body.innerText()).not.toContain('`');
  });

  it('a <script>, an <img> and a javascript: link in a body are text, never elements that run', async () => {
    const body = watch.page.locator('.finding .body').first();
    expect(await body.locator('script, img').count()).toBe(0);
    expect(await body.innerText()).toContain('<script>window.pwned = 1</script>');
    expect(
      await watch.page.evaluate(() => (globalThis as unknown as { pwned?: number }).pwned),
    ).toBeUndefined();
    const hrefs = await body.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['https://example.com/x']);
    expect(watch.errors).toEqual([]);
    expect(watch.requests).toEqual([]);
  });
});
