import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMasker } from '../../src/core/mask.js';
import { composeObservers, transcriptObserver } from '../../src/obs/observer.js';
import { cliSessionsDir, actionSessionsDir, sessionFileName } from '../../src/obs/session-paths.js';
import { TranscriptWriter } from '../../src/obs/transcript.js';

const KEY = 'sk-live-key-for-the-transcript-test-0001';
const TOKEN = 'plain-token-value-without-a-prefix';
const PLANTED = `ghp_${'Z'.repeat(36)}`;

function tempFile(): string {
  return path.join(mkdtempSync(path.join(os.tmpdir(), 'prlens-transcript-')), 'sessions', 'run.jsonl');
}

function lines(file: string): Array<Record<string, unknown>> {
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe('TranscriptWriter', () => {
  it('masks known secrets and key-like strings in every string, keys and nested values too', () => {
    const file = tempFile();
    const warnings: string[] = [];
    const writer = new TranscriptWriter({
      file,
      mask: createMasker([KEY, TOKEN]),
      warn: (m) => warnings.push(m),
    });
    writer.write({
      type: 'request',
      system: `key ${KEY}`,
      messages: [{ role: 'user', content: `token=${TOKEN} and ${PLANTED}` }],
      tools: [{ name: 'read_file', description: `reads; ${KEY}` }],
      [TOKEN]: 'as a key',
    });
    writer.close();
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(KEY);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(PLANTED);
    expect(text).toContain('***');
    expect(text).toContain('[REDACTED]');
    expect(lines(file)[0]).toMatchObject({ type: 'request', tools: [{ name: 'read_file' }] });
    expect(warnings).toEqual([]);
    // Only the user may read it: it holds the reviewed code.
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('never follows a symlink planted at its file name: the transcript turns off with a warning', () => {
    const file = tempFile();
    mkdirSync(path.dirname(file), { recursive: true });
    const victim = path.join(path.dirname(path.dirname(file)), 'victim.txt');
    writeFileSync(victim, 'untouched\n');
    symlinkSync(victim, file);
    const warnings: string[] = [];
    const writer = new TranscriptWriter({ file, mask: (t) => t, warn: (m) => warnings.push(m) });
    writer.write({ type: 'request', messages: [{ role: 'user', content: 'the reviewed code' }] });
    writer.close();
    expect(readFileSync(victim, 'utf8')).toBe('untouched\n');
    expect(warnings.join('\n')).toMatch(/session transcript turned off: cannot write .*EEXIST/);
  });

  it('writes nothing for a run with notes only, and the held notes first once a request comes', () => {
    const file = tempFile();
    const writer = new TranscriptWriter({ file, mask: (t) => t, warn: () => undefined });
    writer.write({ type: 'note', event: 'session_start' });
    expect(existsSync(file)).toBe(false);
    expect(writer.written).toBe(false);
    writer.write({ type: 'request', messages: [] });
    writer.write({ type: 'note', event: 'session_end' });
    expect(lines(file).map((l) => l.type)).toEqual(['note', 'request', 'note']);
    expect(writer.written).toBe(true);
  });

  it('scrubs no held note of a run that asks no model; a held note is written masked, with the time it was given (issue 48)', () => {
    const file = tempFile();
    const masked: string[] = [];
    let clock = Date.UTC(2026, 0, 2, 3, 4, 5);
    const writer = new TranscriptWriter({
      file,
      mask: (t) => {
        masked.push(t);
        return t.replace('hunter2', '***');
      },
      warn: () => undefined,
      now: () => clock,
    });
    writer.write({ type: 'note', event: 'session_start', secret: 'hunter2' });
    expect(masked).toEqual([]);
    clock += 60_000;
    writer.write({ type: 'request', messages: [] });
    const [note] = lines(file);
    expect(note).toEqual({
      ts: '2026-01-02T03:04:05.000Z',
      type: 'note',
      event: 'session_start',
      secret: '***',
    });
  });

  it('turns itself off with one warning when the file cannot be written, and never throws', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'prlens-transcript-'));
    const blocker = path.join(dir, 'not-a-folder');
    writeFileSync(blocker, 'a file where the sessions folder should be');
    const warnings: string[] = [];
    const writer = new TranscriptWriter({
      file: path.join(blocker, 'run.jsonl'),
      mask: (t) => t,
      warn: (m) => warnings.push(m),
    });
    expect(() => writer.write({ type: 'request', messages: [] })).not.toThrow();
    expect(() => writer.write({ type: 'response', text: 'x' })).not.toThrow();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/session transcript turned off: cannot write .*transcript: false/);
    expect(writer.active).toBe(false);
  });

  it('survives values JSON cannot hold: cycles, bigints, functions and abort signals', () => {
    const file = tempFile();
    const writer = new TranscriptWriter({ file, mask: (t) => t, warn: () => undefined });
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    writer.write({ type: 'request', cyclic, big: 10n, fn: () => 1, signal: new AbortController().signal });
    const [entry] = lines(file);
    expect(entry).toMatchObject({ type: 'request', big: '10' });
    expect(entry).not.toHaveProperty('fn');
    expect(entry).not.toHaveProperty('signal');
    expect(JSON.stringify(entry)).toContain('[too deep]');
  });
});

describe('transcript observer', () => {
  it('labels entries with the conversation of the span they are written in', async () => {
    const file = tempFile();
    const writer = new TranscriptWriter({ file, mask: (t) => t, warn: () => undefined });
    const observer = composeObservers([transcriptObserver(writer)]);
    await Promise.all([
      observer.span('prlens.group', { group: 'u1' }, async () => {
        await new Promise((r) => setTimeout(r, 5));
        observer.transcript({ type: 'request', n: 1 });
      }),
      observer.span('prlens.reflect', { conversation: 'reflect' }, () => {
        observer.transcript({ type: 'request', n: 2 });
        return Promise.resolve();
      }),
    ]);
    observer.transcript({ type: 'tool_call', conversation: 'explicit', n: 3 });
    const byN = Object.fromEntries(lines(file).map((l) => [l.n, l.conversation]));
    expect(byN).toEqual({ 1: 'group:u1', 2: 'reflect', 3: 'explicit' });
  });

  it('keeps the callee error and result unchanged, and a failing part never reaches the caller', async () => {
    const broken = {
      span: <T>(_n: string, _a: object, fn: () => Promise<T>) => fn(),
      count: () => {
        throw new Error('broken counter');
      },
      transcript: () => {
        throw new Error('broken transcript');
      },
    };
    const observer = composeObservers([broken, broken]);
    expect(() => observer.count('prlens.requests', 1)).not.toThrow();
    expect(() => observer.transcript({ type: 'note' })).not.toThrow();
    await expect(observer.span('x', {}, () => Promise.resolve(42))).resolves.toBe(42);
    await expect(observer.span('x', {}, () => Promise.reject(new Error('callee')))).rejects.toThrow('callee');
  });
});

describe('session paths', () => {
  it('puts CLI sessions in the XDG state folder, else ~/.local/state, and action sessions under RUNNER_TEMP', () => {
    expect(cliSessionsDir({ XDG_STATE_HOME: '/s', HOME: '/h' })).toBe('/s/prlens/sessions');
    expect(cliSessionsDir({ HOME: '/h' })).toBe('/h/.local/state/prlens/sessions');
    expect(actionSessionsDir({ RUNNER_TEMP: '/runner/_temp' })).toBe('/runner/_temp/prlens/sessions');
  });

  it('names a session by its UTC start time and a short id, sortable and without colons', () => {
    expect(sessionFileName(Date.UTC(2026, 10, 30, 6, 55, 1, 250), 'a1b2c3')).toBe(
      '2026-11-30T06-55-01Z-a1b2c3.jsonl',
    );
    expect(sessionFileName(0)).toMatch(/^1970-01-01T00-00-00Z-[0-9a-f]{6}\.jsonl$/);
  });
});
