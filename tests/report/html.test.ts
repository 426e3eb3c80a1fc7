import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseUnifiedDiff } from '../../src/diff/parse.js';
import { renderReport } from '../../src/report/index.js';
import { contextLines } from '../../src/report/html/context.js';
import { esc, githubFileUrl, githubRepoFromRemote } from '../../src/report/html/escape.js';
import { PAGE_SCRIPT } from '../../src/report/html/script.js';
import { PAGE_STYLE } from '../../src/report/html/style.js';
import { renderTimeline, type TimelineCall } from '../../src/report/html/timeline.js';
import { completeReport, emptyReport, finding, hostileFinding, incompleteReport } from './fixtures.js';

const SHA = 'b'.repeat(40);

const DIFF = [
  'diff --git a/src/a.ts b/src/a.ts',
  '--- a/src/a.ts',
  '+++ b/src/a.ts',
  '@@ -1,8 +1,9 @@',
  ' one',
  ' two',
  ' three',
  '-four',
  '+FOUR',
  '+four and a half',
  ' five',
  ' six',
  ' seven',
  ' eight',
  '',
].join('\n');

describe('the HTML report', () => {
  it('is one document whose CSP admits only its own style and script, by hash, and no fetch', () => {
    const html = renderReport(completeReport(), 'html');
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/
      .exec(html)![1]!
      .replace(/&#39;/g, "'");
    const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
    expect(csp.split('; ')).toEqual([
      "default-src 'none'",
      `style-src ${hash(PAGE_STYLE)}`,
      `script-src ${hash(PAGE_SCRIPT)}`,
      "img-src 'none'",
      "connect-src 'none'",
      "form-action 'none'",
      "base-uri 'none'",
    ]);
    // The policy comes before anything it governs.
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<style>'));
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toMatch(/\s(?:src|srcset|action|formaction|style)=/);
    expect(html).not.toMatch(/https?:\/\/(?!github\.com|www\.w3\.org\/2000\/svg)/);
  });

  it('escapes everything a finding carries, so no markup from it survives', () => {
    const hostile = { ...hostileFinding(), lens: '"><script>x</script>', category: "'><b>" };
    const html = renderReport({ ...completeReport(), findings: [hostile], unanchored: [] }, 'html');
    const body = html.slice(html.indexOf('<body>'), html.lastIndexOf('<script>'));
    expect(body).not.toMatch(/<(?:script|img|b)[\s>]/);
    expect(body).not.toContain('</details> <script>');
    expect(body).toContain('Closing &lt;/details&gt; &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(body).toContain('data-lens="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
  });

  it('says an incomplete review is incomplete, and why, at the top', () => {
    const html = renderReport(incompleteReport(), 'html');
    const verdict = /<section class="status incomplete" id="verdict">([\s\S]*?)<\/section>/.exec(html)![1]!;
    expect(verdict).toContain('Incomplete review');
    expect(verdict).toContain('review deadline of 600 s reached');
    expect(html.indexOf('id="verdict"')).toBeLessThan(html.indexOf('class="finding"'));
    expect(renderReport(completeReport(), 'html')).not.toContain('Incomplete');
  });

  it('says what each lens actually read and names what the severity floor hid, never "N of N reviewed"', () => {
    const report = emptyReport({
      stats: {
        ...emptyReport().stats,
        files_changed: 1,
        files_reviewed: 1,
        coverage: { static_files: 0, static_rules: 0, model: false, model_files: 0, test_files: 0 },
        below_min_severity: {
          min_severity: 'medium',
          findings: [{ path: 'app/t.py', line: 2, severity: 'low', title: 'utcnow', rule: 'py-utcnow' }],
        },
      },
    });
    const html = renderReport(report, 'html');
    const coverage = /<p class="coverage" id="coverage">([^<]*)<\/p>/.exec(html)?.[1];
    expect(coverage).toBe('1 file changed; static rules cover none of it; no model configured.');
    expect(html).toContain('py-utcnow at app/t.py:2');
    expect(html).not.toMatch(/\d+ of \d+ files? reviewed/);
  });

  it('links findings to the file at the reviewed commit only for a GitHub repository URL', () => {
    const html = renderReport(completeReport(), 'html', {
      html: { repoUrl: 'https://github.com/acme/shop' },
    });
    expect(html).toContain(`href="https://github.com/acme/shop/blob/${SHA}/src/db/query.ts#L10-L14"`);
    // LEFT-side lines count in the old file: the base commit.
    expect(html).toContain(
      `href="https://github.com/acme/shop/blob/${'a'.repeat(40)}/src/legacy/old.ts#L12"`,
    );
    expect(renderReport(completeReport(), 'html')).not.toContain('href=');
    for (const bad of ['javascript:alert(1)//x/y', 'http://github.com/a/b', 'https://github.com/a/b?x=1'])
      expect(githubFileUrl(bad, SHA, 'a.ts')).toBeNull();
    expect(githubFileUrl('https://github.com/a/b', 'main', 'a.ts')).toBeNull();
    expect(githubFileUrl('https://github.com/a/b', SHA, 'd i r/<x>#?.ts', { start: 3, end: 3 })).toBe(
      `https://github.com/a/b/blob/${SHA}/d%20i%20r/%3Cx%3E%23%3F.ts#L3`,
    );
  });

  it('reads a github.com remote in its https, ssh and scp forms, and nothing else', () => {
    for (const remote of [
      'https://github.com/acme/shop.git',
      'https://token@github.com/acme/shop',
      'git@github.com:acme/shop.git',
      'ssh://git@github.com/acme/shop.git\n',
    ])
      expect(githubRepoFromRemote(remote)).toBe('https://github.com/acme/shop');
    for (const remote of [
      'https://gitlab.com/acme/shop.git',
      'https://github.com.evil.io/a/b',
      '/srv/git/shop',
    ])
      expect(githubRepoFromRemote(remote)).toBeNull();
  });

  it('shows the changed lines around a finding, with the flagged ones marked', () => {
    const [file] = parseUnifiedDiff(DIFF);
    const lines = contextLines(file, { line: 5, start_line: 4, side: 'RIGHT' }, 2)!;
    expect(lines.map((l) => (l === 'gap' ? 'gap' : `${l.flagged ? '>' : ' '}${l.text}`))).toEqual([
      ' three',
      ' four',
      '>FOUR',
      '>four and a half',
      ' five',
      ' six',
    ]);
    const left = contextLines(file, { line: 4, start_line: null, side: 'LEFT' }, 0)!;
    expect(left).toEqual([expect.objectContaining({ kind: 'del', text: 'four', flagged: true })]);
    expect(contextLines(file, { line: 40, start_line: null, side: 'RIGHT' })).toBeNull();
    const html = renderReport(
      {
        ...completeReport(),
        findings: [finding({ path: 'src/a.ts', line: 5, start_line: 4, anchor: 'FOUR' })],
      },
      'html',
      { html: { files: [file!] } },
    );
    expect(html).toContain(
      '<tr class="add flag"><td class="n"></td><td class="n">4</td><td class="s">+</td><td>FOUR</td></tr>',
    );
  });

  it('draws one bar per call, marks cache hits and failures, and escapes the labels', () => {
    const call = (over: Partial<TimelineCall>): TimelineCall => ({
      request: 1,
      conversation: 'call:1',
      group: 'u1',
      lenses: 'security',
      start: 1_000,
      end: 2_000,
      outcome: 'ok',
      promptTokens: 100,
      cachedTokens: 0,
      completionTokens: 10,
      ...over,
    });
    const svg = renderTimeline([
      call({}),
      call({
        request: 2,
        conversation: 'call:2',
        lenses: '<img src=x>',
        start: 1_500,
        end: 3_000,
        cachedTokens: 64,
      }),
      call({
        request: 3,
        conversation: 'reflect',
        group: null,
        lenses: null,
        start: 3_000,
        end: null,
        outcome: 'open',
      }),
      call({ request: 4, conversation: 'call:2', start: 3_100, end: 3_200, outcome: 'error' }),
    ]);
    expect(svg.match(/<rect class="bar[^"]*"/g)).toEqual([
      '<rect class="bar"',
      '<rect class="bar cached"',
      '<rect class="bar error"',
      '<rect class="bar open"',
    ]);
    expect(svg).toContain('group u1 · &lt;img src=x&gt;');
    expect(svg).not.toContain('<img');
    expect(svg).not.toContain('style=');
    expect(renderTimeline([])).toContain('No model calls');
  });

  it('escapes the five characters that matter and drops control characters', () => {
    expect(esc(`<a href="x" title='y'>&\u0007`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;');
  });
});
