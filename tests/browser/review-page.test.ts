/**
 * The review page in a real browser (Debian's Chromium through playwright-core): a review against
 * the fake model renders with every finding under its file, filters work, the timeline has one
 * bar per model call, nothing leaves the page, nothing logs an error and no hostile text runs.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReviewReport } from '../../src/core/types.js';
import { cli } from '../support/cli.js';
import { openaiErrors, startFakeOpenAI } from '../fakes/openai-server.js';
import { openBrowser, type PageWatch, type TestBrowser } from './browser.js';
import { HOSTILE, HOSTILE_FILE, answer, makeRepo } from './scenario.js';

describe('prlens review --format html in Chromium', () => {
  let server: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let browser: TestBrowser;
  let scene: ReturnType<typeof makeRepo>;
  let out: string;
  let report: ReviewReport;
  let requests: number;
  let watch: PageWatch;
  const review = (...extra: string[]) =>
    cli(scene.repo.root, [
      'review',
      ...['--from', scene.base, '--to', scene.head],
      ...['--provider', 'openai-compatible', '--base-url', server.url, '--model', 'm', '--preset', 'full'],
      // Every lens named, so none is routed away from a file: the scenario plans one finding a lens.
      ...['--lenses', 'security,correctness,code-health,tests,docs'],
      // No findings budget: the page must show every finding the scenario plans.
      ...['--max-findings', '0'],
      ...extra,
    ]);

  beforeAll(async () => {
    [server, browser] = await Promise.all([startFakeOpenAI({ latencyMs: 30 }), openBrowser()]);
    server.setHandler(answer);
    scene = makeRepo();
    out = mkdtempSync(path.join(os.tmpdir(), 'prlens-html-'));
    const json = await review('--format', 'json');
    expect(json.code).toBe(0);
    report = ReviewReport.parse(JSON.parse(json.stdout));
    server.requests.length = 0;
    const html = await review('--format', 'html', '--output', path.join(out, 'review.html'));
    expect(html.code).toBe(0);
    requests = server.requests.length;
    watch = await browser.open(path.join(out, 'review.html'));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows every finding of the JSON report under its file, the verdict first', async () => {
    const { page } = watch;
    expect(report.findings.length).toBeGreaterThanOrEqual(3);
    expect(report.unanchored.length).toBeGreaterThanOrEqual(1);
    const shown = await page.$$eval('.finding', (cards) =>
      cards.map((c) => ({
        fingerprint: c.getAttribute('data-fingerprint'),
        path: c.closest('.file')?.getAttribute('data-path'),
      })),
    );
    expect(shown).toHaveLength(report.findings.length + report.unanchored.length);
    for (const f of report.findings)
      expect(shown).toContainEqual({ fingerprint: f.fingerprint, path: f.path });
    for (const f of report.unanchored) expect(shown).toContainEqual({ fingerprint: f.fingerprint, path: '' });
    const headings = await page.$$eval('.file:not(.unanchored) h3', (hs) => hs.map((h) => h.textContent));
    expect(headings.sort()).toEqual([...new Set(report.findings.map((f) => f.path))].sort());
    // The changed lines around a finding: its flagged line is in the table.
    const flagged = await page.$$eval('tr.flag td:last-child', (tds) => tds.map((t) => t.textContent));
    for (const f of report.findings) expect(flagged.map((t) => t?.trim())).toContain(f.anchor.trim());
    // Verdict and warnings come before the findings.
    expect(await page.$eval('#verdict', (v) => v.textContent)).toMatch(/Review complete/);
    expect(await page.locator('#verdict, .finding').first().getAttribute('id')).toBe('verdict');
    // Links go to the file at the reviewed commit on GitHub, path segments encoded.
    const hrefs = await page.$$eval('a[href]', (as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs)
      expect(href).toMatch(new RegExp(`^https://github\\.com/acme/shop/blob/${scene.head}/`));
    expect(hrefs).toContain(
      `https://github.com/acme/shop/blob/${scene.head}/lib/${encodeURIComponent(HOSTILE_FILE.slice(4))}`,
    );
    await browser.screenshot(page, 'review-page');
  });

  it('filters by severity and by lens', async () => {
    const { page } = watch;
    const visible = () => page.$$eval('.finding', (cs) => cs.filter((c) => !c.hasAttribute('hidden')).length);
    const total = report.findings.length + report.unanchored.length;
    const critical = [...report.findings, ...report.unanchored].filter(
      (f) => f.severity === 'critical',
    ).length;
    expect(critical).toBeGreaterThan(0);
    await page.click('button[data-filter="severity"][data-value="critical"]');
    expect(await visible()).toBe(total - critical);
    expect(await page.textContent('#shown-count')).toBe(`${total - critical} of ${total} shown`);
    expect(await page.getAttribute('button[data-value="critical"]', 'aria-pressed')).toBe('false');
    await browser.screenshot(page, 'review-page-filtered');
    await page.click('button[data-filter="severity"][data-value="critical"]');
    expect(await visible()).toBe(total);
    const tests = [...report.findings, ...report.unanchored].filter((f) => f.lens === 'tests').length;
    await page.click('button[data-filter="lens"][data-value="tests"]');
    expect(await visible()).toBe(total - tests);
    // A file whose every finding is filtered out disappears with them.
    expect(await page.isHidden(`.file[data-path="${HOSTILE_FILE}"]`)).toBe(true);
    await page.click('button[data-filter="lens"][data-value="tests"]');
    expect(await visible()).toBe(total);
  });

  it('draws one timeline bar per model call, labelled by group and lens', async () => {
    const { page } = watch;
    expect(requests).toBeGreaterThanOrEqual(report.stats.lenses.length);
    expect(await page.locator('.timeline rect.bar').count()).toBe(requests);
    const labels = await page.$$eval('.timeline .row > text > title', (ts) => ts.map((t) => t.textContent));
    expect(labels).toContain('reflect');
    for (const lens of ['security', 'correctness', 'tests'])
      expect(labels.some((l) => /^group \S+ · /.test(l ?? '') && l!.includes(lens))).toBe(true);
  });

  it('made no request, logged no error, and ran none of the hostile text', async () => {
    const { page } = watch;
    expect(watch.requests).toEqual([]);
    expect(watch.errors).toEqual([]);
    expect(await page.evaluate('typeof window.__pwned')).toBe('undefined');
    expect(await page.locator('img').count()).toBe(0);
    expect(await page.locator('script').count()).toBe(1);
    expect(await page.locator('style').count()).toBe(1);
    expect(await page.locator('b').count()).toBe(0);
    expect(await page.isVisible('body')).toBe(true);
    const card = page.locator('.finding', { hasText: 'window.__pwned=1' });
    expect(await card.locator('.title').textContent()).toBe(HOSTILE.title);
    // The body is rendered as Markdown: its markup stays text, the javascript: link loses its href.
    const body = card.locator('.body');
    const shown = (await body.textContent()) ?? '';
    expect(shown).toContain('<img src=x onerror="window.__pwned=2">');
    expect(shown).toContain('<script>window.__pwned=6</script>');
    expect(shown).toContain('a link (javascript:window.__pwned=3)');
    expect(await body.locator('img, script, style, a').count()).toBe(0);
    expect(await card.locator('.category').textContent()).toBe(HOSTILE.category);
    const html = readFileSync(path.join(out, 'review.html'), 'utf8');
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;;/);
  });

  it('language: fr → the filter count is rewritten in French, singular and plural, with no error', async () => {
    const file = path.join(out, 'review-fr.html');
    const fr = await review('--format', 'html', '--output', file, '--language', 'fr');
    expect(fr.code).toBe(0);
    const french = await browser.open(file);
    const total = report.findings.length + report.unanchored.length;
    expect(await french.page.textContent('#shown-count')).toBe(`${total} sur ${total} affichés`);
    // Every lens but one with a single finding hidden: the one finding left takes the singular.
    const buttons = french.page.locator('button[data-filter="lens"]');
    const lenses = await buttons.evaluateAll((bs) => bs.map((b) => b.getAttribute('data-value') ?? ''));
    const counts = lenses.map(
      (l) => [...report.findings, ...report.unanchored].filter((f) => f.lens === l).length,
    );
    const single = lenses[counts.indexOf(1)];
    expect(single).toBeDefined();
    for (const lens of lenses)
      if (lens !== single) await french.page.click(`button[data-filter="lens"][data-value="${lens}"]`);
    expect(await french.page.textContent('#shown-count')).toBe(`1 sur ${total} affiché`);
    expect(french.errors).toEqual([]);
    expect(french.requests).toEqual([]);
  });

  it('says in red why a review is incomplete', async () => {
    server.setHandler(() => openaiErrors.invalidApiKey('sk-wrong-key-0123456789'));
    const file = path.join(out, 'incomplete.html');
    const run = await review('--format', 'html', '--output', file);
    expect(run.code).toBe(2);
    const failed = await browser.open(file);
    const status = failed.page.locator('#verdict');
    expect(await status.getAttribute('class')).toContain('incomplete');
    expect(await status.textContent()).toMatch(/Incomplete review.*(api-key|PRLENS_API_KEY)/s);
    const color = await failed.page.evaluate("getComputedStyle(document.getElementById('verdict')).color");
    expect(color).toBe('rgb(130, 7, 30)');
    expect(failed.errors).toEqual([]);
    expect(failed.requests).toEqual([]);
    await browser.screenshot(failed.page, 'review-page-incomplete');
    server.setHandler(answer);
  });
});
