/**
 * A real browser for the page tests: Debian's Chromium driven by playwright-core, headless, with a
 * fresh empty profile and the background services that would phone home turned off. Every request
 * the page makes is recorded and every one but the page's own file:// load is aborted, so a test can
 * assert that nothing left the page; console errors and uncaught page errors are recorded too.
 * Nothing is skipped: when Chromium cannot start, `openBrowser` throws and the test fails
 * (.ci/run installs it with `apt-get install -y chromium`).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.PRLENS_CHROMIUM ?? '/usr/bin/chromium';

/** Where screenshots go: a gitignored folder, so a developer can look at them after a run. */
export const SCREENSHOTS = path.resolve(import.meta.dirname, '..', '..', '.tmp', 'screenshots');

export interface PageWatch {
  page: Page;
  /** Every URL the page asked for, after its own file. */
  requests: string[];
  /** Console messages of type `error`, and uncaught exceptions. */
  errors: string[];
}

export interface TestBrowser {
  /** Opens `file` in a fresh tab and waits for it to load. */
  open(file: string): Promise<PageWatch>;
  screenshot(page: Page, name: string): Promise<string>;
  close(): Promise<void>;
}

/** Starts Chromium; throws (never skips) when it cannot. */
export async function openBrowser(): Promise<TestBrowser> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'prlens-chromium-'));
  let context: BrowserContext;
  try {
    // launchPersistentContext passes --user-data-dir: a new, empty profile for every run.
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
      viewport: { width: 1280, height: 900 },
    });
  } catch (error) {
    throw new Error(
      `Chromium did not start from ${CHROMIUM} (install it: apt-get install -y chromium): ${(error as Error).message}`,
      { cause: error },
    );
  }
  mkdirSync(SCREENSHOTS, { recursive: true });
  return {
    async open(file) {
      const url = pathToFileURL(file).href;
      const page = await context.newPage();
      const watch: PageWatch = { page, requests: [], errors: [] };
      page.on('request', (request) => {
        if (request.url() !== url) watch.requests.push(request.url());
      });
      page.on('console', (message) => {
        if (message.type() === 'error') watch.errors.push(message.text());
      });
      page.on('pageerror', (error) => watch.errors.push(`uncaught: ${error.message}`));
      // Belt and braces beside the page's CSP: whatever it asks for beyond itself is refused here.
      await page.route('**/*', (route) =>
        route.request().url() === url ? route.continue() : route.abort('blockedbyclient'),
      );
      await page.goto(url, { waitUntil: 'load' });
      return watch;
    },
    async screenshot(page, name) {
      const file = path.join(SCREENSHOTS, `${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      return file;
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
