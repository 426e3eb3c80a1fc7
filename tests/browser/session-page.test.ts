/**
 * The session viewer in a real browser: the transcript of a review against the fake model, shown
 * by `prlens session show FILE --format html`, has one column per group conversation with every
 * request and response, tokens per turn, and the timeline with one bar per model call.
 */
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';
import { startFakeOpenAI } from '../fakes/openai-server.js';
import { openBrowser, type PageWatch, type TestBrowser } from './browser.js';
import { HOSTILE, answer, makeRepo } from './scenario.js';

type Entry = Record<string, unknown> & { type: string };

describe('prlens session show --format html in Chromium', () => {
  let server: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let browser: TestBrowser;
  let entries: Entry[];
  let requests: number;
  let watch: PageWatch;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startFakeOpenAI({ latencyMs: 30 }), openBrowser()]);
    server.setHandler(answer);
    const { repo, base, head } = makeRepo();
    const state = mkdtempSync(path.join(os.tmpdir(), 'prlens-state-'));
    const env = { XDG_STATE_HOME: state };
    const run = await cli(
      repo.root,
      [
        'review',
        ...['--from', base, '--to', head, '--format', 'json', '--preset', 'full'],
        ...['--provider', 'openai-compatible', '--base-url', server.url, '--model', 'm'],
      ],
      env,
    );
    expect(run.code).toBe(0);
    requests = server.requests.length;
    const dir = path.join(state, 'prlens', 'sessions');
    const file = path.join(dir, readdirSync(dir)[0]!);
    entries = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Entry);
    const page = path.join(state, 'session.html');
    const shown = await cli(repo.root, ['session', 'show', file, '--format', 'html', '--output', page], env);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toBe('');
    watch = await browser.open(page);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const conversationOf = (e: Entry) => String(e.conversation).split('/')[0];

  it('shows one column per conversation with each of its requests and responses, tokens per turn', async () => {
    const { page } = watch;
    const calls = entries.filter((e) => e.type === 'request');
    const expected = [...new Set(entries.filter((e) => e.conversation !== undefined).map(conversationOf))];
    expect(expected.length).toBeGreaterThanOrEqual(3);
    const columns = await page.$$eval('.column', (cs) => cs.map((c) => c.getAttribute('data-conversation')));
    expect(columns).toEqual(expected);
    for (const id of expected) {
      const column = page.locator(`.column[data-conversation="${id}"]`);
      const mine = entries.filter((e) => e.conversation !== undefined && conversationOf(e) === id);
      expect(await column.locator('details.turn.request').count()).toBe(
        mine.filter((e) => e.type === 'request').length,
      );
      const responses = mine.filter((e) => e.type === 'response');
      const summaries = await column.locator('details.turn.response > summary').allTextContents();
      expect(summaries).toHaveLength(responses.length);
      responses.forEach((r, i) => {
        const u = r.usage as { prompt_tokens: number; cached_tokens: number; completion_tokens: number };
        const n = (x: number) => x.toLocaleString('en-US');
        expect(summaries[i]).toContain(
          `${n(u.prompt_tokens)} in (${n(u.cached_tokens)} cached) / ${n(u.completion_tokens)} out`,
        );
      });
    }
    // Lens calls are labelled by group and lens.
    const security = calls.find((c) => c.lenses === 'security')!;
    expect(security.group).toBeTruthy();
    expect(
      await page.locator(`.column[data-conversation="${conversationOf(security)}"] h3`).textContent(),
    ).toBe(`group ${String(security.group)} · security`);
    // A turn opens to show the prompt: the diff is in it.
    const first = page
      .locator(`.column[data-conversation="${conversationOf(security)}"] details.turn.request`)
      .first();
    await first.locator('summary').click();
    expect(await first.locator('pre').first().isVisible()).toBe(true);
    expect(await first.textContent()).toContain('src/api/handler.ts');
    await browser.screenshot(page, 'session-page');
  });

  it('spans the page width and shows a structured answer as indented JSON', async () => {
    const { page } = watch;
    const widths = await page.evaluate<{ main: number; body: number }>(
      '({ main: document.querySelector("main").getBoundingClientRect().width, body: document.body.clientWidth - 48 })',
    );
    // No reading column: main fills the body (less its 24px padding each side).
    expect(Math.round(widths.main)).toBe(widths.body);
    const answer = page.locator('details.turn.response', { hasText: 'window.__pwned=1' }).first();
    await answer.locator('summary').click();
    const text = (await answer.locator('pre').first().textContent()) ?? '';
    expect(text).toMatch(/^\{\n {2}"findings": \[\n {4}\{\n {6}"/);
  });

  it('draws one timeline bar per model call and marks the cache hits', async () => {
    const { page } = watch;
    const calls = entries.filter((e) => e.type === 'request');
    expect(calls).toHaveLength(requests);
    expect(await page.locator('.timeline rect.bar').count()).toBe(requests);
    const hits = entries.filter(
      (e) => e.type === 'response' && (e.usage as { cached_tokens: number }).cached_tokens > 0,
    ).length;
    expect(hits).toBeGreaterThan(0);
    expect(await page.locator('.timeline rect.bar.cached').count()).toBe(hits);
  });

  it('made no request, logged no error, and ran none of the model text it shows', async () => {
    const { page } = watch;
    for (const button of await page.locator('button[data-details="open"]').all()) await button.click();
    const security = page.locator('details.turn.response', { hasText: 'window.__pwned=1' }).first();
    expect(await security.isVisible()).toBe(true);
    expect(await security.locator('pre').first().textContent()).toContain(
      JSON.stringify(HOSTILE.title).slice(1, -1),
    );
    expect(await page.evaluate('typeof window.__pwned')).toBe('undefined');
    expect(await page.locator('img').count()).toBe(0);
    expect(await page.locator('script').count()).toBe(1);
    expect(watch.requests).toEqual([]);
    expect(watch.errors).toEqual([]);
    await browser.screenshot(page, 'session-page-open');
  });
});
