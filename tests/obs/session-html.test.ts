import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSession } from '../../src/cli/session-command.js';
import { createRunObservability } from '../../src/obs/setup.js';
import { MAX_BLOCK_CHARS, renderSessionHtml } from '../../src/obs/session-html.js';
import { timelineFromEntries } from '../../src/obs/timeline.js';

const TOKEN = 'plain-token-value-without-a-prefix';
const PLANTED = `ghp_${'Z'.repeat(36)}`;

const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms).toISOString();
type Entry = Record<string, unknown> & { type: string };

/** A deep group's transcript: requests in `group:u1`, its tools in `group:u1/round:1`. */
function deepSession(): Entry[] {
  return [
    { ts: at(0), type: 'note', event: 'session_start', version: '0.1.0', 'prlens.preset': 'deep' },
    {
      ts: at(10),
      type: 'request',
      request: 1,
      conversation: 'group:u1',
      group: 'u1',
      system: 'the shared prefix with the diff',
      messages: [],
    },
    {
      ts: at(400),
      type: 'response',
      request: 1,
      conversation: 'group:u1',
      usage: { prompt_tokens: 2000, cached_tokens: 0, completion_tokens: 30 },
      text: '',
      toolCalls: [{ id: 'c1', name: 'read_file', arguments: '{"path":"a.ts"}' }],
    },
    {
      ts: at(401),
      type: 'tool_call',
      conversation: 'group:u1/round:1',
      tool: 'read_file',
      args: { path: 'a.ts' },
    },
    {
      ts: at(402),
      type: 'tool_result',
      conversation: 'group:u1/round:1',
      tool: 'read_file',
      bytes: 9,
      cached: true,
      content: 'x'.repeat(MAX_BLOCK_CHARS + 50),
    },
    {
      ts: at(410),
      type: 'request',
      request: 2,
      conversation: 'group:u1',
      group: 'u1',
      system: 'the shared prefix with the diff',
      messages: [],
    },
    {
      ts: at(900),
      type: 'error',
      request: 2,
      conversation: 'group:u1',
      kind: 'timeout',
      message: 'took too long',
    },
    {
      ts: at(20),
      type: 'request',
      request: 3,
      conversation: 'reflect',
      messages: [{ role: 'user', content: `token ${TOKEN} ${PLANTED}` }],
    },
    {
      ts: at(300),
      type: 'response',
      request: 3,
      conversation: 'reflect',
      usage: { prompt_tokens: 1500, cached_tokens: 1024, completion_tokens: 5 },
      text: `the token ${TOKEN} and ${PLANTED}`,
    },
    { ts: at(950), type: 'request', request: 4, conversation: 'group:u2', group: 'u2', messages: [] },
  ];
}

describe('the timeline of a transcript', () => {
  it('pairs each request with its answer or error by number, and keeps a call never answered', () => {
    const calls = timelineFromEntries(deepSession());
    expect(
      calls.map((c) => [
        c.request,
        c.conversation,
        c.start - Date.UTC(2026, 0, 1),
        c.end && c.end - Date.UTC(2026, 0, 1),
        c.outcome,
        c.cachedTokens,
      ]),
    ).toEqual([
      [1, 'group:u1', 10, 400, 'ok', 0],
      [2, 'group:u1', 410, 900, 'error', 0],
      [3, 'reflect', 20, 300, 'ok', 1024],
      [4, 'group:u2', 950, null, 'open', 0],
    ]);
  });

  it('is recorded in memory by every run, with the transcript turned off', async () => {
    let now = 1_000;
    const observability = createRunObservability({
      sessionsDir: mkdtempSync(path.join(os.tmpdir(), 'prlens-sessions-')),
      env: {},
      mask: (t) => t,
      warn: () => undefined,
      writeConsole: () => undefined,
      serviceVersion: 'test',
      now: () => now,
    });
    await observability.configure({ transcript: false, telemetry: false });
    const { observer } = observability;
    await observer.span(
      'prlens.group',
      { group: 'u7', conversation: 'call:3', 'prlens.lenses': 'security,tests' },
      () => {
        observer.transcript({ type: 'request', request: 1, system: 'the diff' });
        now = 1_250;
        observer.transcript({
          type: 'response',
          request: 1,
          usage: { prompt_tokens: 9, cached_tokens: 4, completion_tokens: 2 },
        });
        return Promise.resolve();
      },
    );
    expect(observability.timeline()).toEqual([
      {
        request: 1,
        conversation: 'call:3',
        group: 'u7',
        lenses: 'security,tests',
        start: 1_000,
        end: 1_250,
        outcome: 'ok',
        promptTokens: 9,
        cachedTokens: 4,
        completionTokens: 2,
      },
    ]);
    expect((await observability.close()).transcriptFile).toBeNull();
  });
});

describe('the session page', () => {
  it("puts a deep group's rounds in its one column and cuts a very long block", () => {
    const html = renderSessionHtml(deepSession(), '/tmp/s.jsonl');
    const columns = [...html.matchAll(/<section class="column" data-conversation="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(columns).toEqual(['group:u1', 'reflect', 'group:u2']);
    const u1 = html.slice(
      html.indexOf('data-conversation="group:u1"'),
      html.indexOf('data-conversation="reflect"'),
    );
    expect(u1).toContain('⚙ tool call read_file</span> <span class="muted">(round:1)</span>');
    expect(u1).toContain('9 bytes · cached');
    expect(u1).toContain(`${(50).toLocaleString('en-US')} more characters in the transcript file`);
    expect(u1).toContain('✗ error #2</span> timeout');
    // A system prompt repeated by a later request is shown once.
    expect(u1.match(/the shared prefix with the diff/g)).toHaveLength(1);
    expect(u1).toContain('the same 31 characters as request #1');
    expect(html).toContain('<strong>No end recorded</strong>');
    expect(html.match(/<rect class="bar/g)).toHaveLength(4);
  });

  it('masks the shell’s secrets on the way out, in html as in text', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'prlens-show-'));
    const file = path.join(dir, 'old.jsonl');
    writeFileSync(
      file,
      deepSession()
        .map((e) => JSON.stringify(e))
        .join('\n'),
    );
    for (const format of ['html', 'text'] as const) {
      let out = '';
      const code = runSession(
        { name: 'session', action: 'show', file, format, output: `page.${format}` },
        { cwd: dir, env: { GITHUB_TOKEN: TOKEN }, stdout: (t) => (out += t) },
      );
      expect(code).toBe(0);
      expect(out).toBe('');
      const shown = readFileSync(path.join(dir, `page.${format}`), 'utf8');
      expect(shown).not.toContain(TOKEN);
      expect(shown).toContain('***');
    }
  });

  it('uses the page width and pretty-prints JSON answers, tool calls and results in <pre>, escaped', () => {
    const answer = JSON.stringify({ findings: [{ title: '</pre><script>alert(1)</script>', line: 3 }] });
    const html = renderSessionHtml(
      [
        { ts: at(0), type: 'request', request: 1, conversation: 'group:u1', group: 'u1', messages: [] },
        {
          ts: at(5),
          type: 'response',
          request: 1,
          conversation: 'group:u1',
          usage: { prompt_tokens: 10, cached_tokens: 0, completion_tokens: 5 },
          text: answer,
          toolCalls: [{ id: 'c1', name: 'read_file', arguments: '{"path":"a.ts","lines":[1,2]}' }],
        },
        {
          ts: at(6),
          type: 'tool_result',
          conversation: 'group:u1/round:1',
          tool: 'grep',
          content: '{"hits":[{"path":"b.ts","line":4}]}',
        },
        {
          ts: at(7),
          type: 'tool_result',
          conversation: 'group:u1/round:1',
          tool: 'read',
          content: '{not json',
        },
      ],
      '/tmp/s.jsonl',
    );
    expect(html).toContain('<main class="wide">');
    expect(html).toMatch(/main\.wide \{ max-width: none; \}/);
    expect(html).not.toMatch(/\.column \{ flex: 0 0/);
    const pre = (role: string) => {
      const at = html.indexOf(`<div class="role">${role}</div><pre class="wrap">`);
      expect(at).toBeGreaterThan(-1);
      return html.slice(at, html.indexOf('</pre>', at));
    };
    // The answer: indented two spaces a level, its markup escaped (no tag the page would parse).
    expect(pre('answer')).toContain(
      '{\n  &quot;findings&quot;: [\n    {\n      &quot;title&quot;: &quot;&lt;/pre&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;,\n      &quot;line&quot;: 3',
    );
    expect(html).not.toContain('<script>alert(1)');
    // A tool call's arguments (JSON text inside the call) are unfolded too.
    expect(pre('tool call')).toContain(
      '&quot;arguments&quot;: {\n    &quot;path&quot;: &quot;a.ts&quot;,\n    &quot;lines&quot;: [\n      1,',
    );
    expect(html).toContain('{\n  &quot;hits&quot;: [\n    {\n      &quot;path&quot;: &quot;b.ts&quot;');
    // Text that is not JSON is shown as it is.
    expect(html).toContain('<pre class="wrap">{not json</pre>');
  });
});
