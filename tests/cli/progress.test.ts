/**
 * The progress line: redrawn in place on a terminal, silent when stderr is not a terminal or with
 * --quiet, coloured per NO_COLOR / FORCE_COLOR, never mixed with log lines.
 */
import { describe, expect, it } from 'vitest';
import { createProgress, describeProgress, useColor } from '../../src/cli/progress-line.js';

function harness(
  options: { isTTY?: boolean; quiet?: boolean; env?: Record<string, string>; columns?: number } = {},
) {
  let now = 0;
  const out: string[] = [];
  const progress = createProgress({
    write: (t) => out.push(t),
    isTTY: options.isTTY ?? true,
    quiet: options.quiet ?? false,
    env: options.env ?? {},
    ...(options.columns ? { columns: options.columns } : {}),
    now: () => now,
  });
  return { progress, out, tick: (ms: number) => (now += ms) };
}

describe('progress display', () => {
  it('redraws one line through the phases and clears it at the end', () => {
    const { progress, out, tick } = harness({ env: { NO_COLOR: '1' } });
    progress.update({ phase: 'diff' });
    progress.update({ phase: 'files', files: 12, excluded: 2 });
    tick(2000);
    progress.update({ phase: 'calls', done: 3, total: 8, tokens: 12345 });
    progress.done();
    expect(out).toEqual([
      '\r\u001b[2Kprlens: reading the diff… · 0s',
      '\r\u001b[2Kprlens: 12 files to review, 2 excluded · 0s',
      '\r\u001b[2Kprlens: 12 files · lens calls 3/8 · 12,345 tokens · 2s',
      '\r\u001b[2K',
    ]);
    for (const line of out) expect(line).not.toContain('\n');
  });

  it('prints nothing when stderr is not a terminal, and log lines pass through', () => {
    const { progress, out } = harness({ isTTY: false });
    progress.update({ phase: 'diff' });
    progress.update({ phase: 'calls', done: 1, total: 2, tokens: 10 });
    progress.log('warning: something\n');
    progress.done();
    expect(progress.enabled).toBe(false);
    expect(out).toEqual(['warning: something\n']);
  });

  it('prints nothing with --quiet', () => {
    const { progress, out } = harness({ quiet: true });
    progress.update({ phase: 'posting' });
    progress.done();
    expect(out).toEqual([]);
  });

  it('limits redraws within a phase but shows a new phase at once', () => {
    const { progress, out, tick } = harness({ env: { NO_COLOR: '1' } });
    progress.update({ phase: 'calls', done: 1, total: 9, tokens: 1 });
    progress.update({ phase: 'calls', done: 2, total: 9, tokens: 2 });
    tick(150);
    progress.update({ phase: 'calls', done: 3, total: 9, tokens: 3 });
    progress.update({ phase: 'posting' });
    expect(out.map((l) => l.replace(/^\r\u001b\[2K/, ''))).toEqual([
      'prlens: lens calls 1/9 · 1 tokens · 0s',
      'prlens: lens calls 3/9 · 3 tokens · 0s',
      'prlens: posting the review… · 0s',
    ]);
  });

  it('clears the line before a log line and redraws it after', () => {
    const { progress, out } = harness({ env: { NO_COLOR: '1' } });
    progress.update({ phase: 'diff' });
    progress.log('warning: slow model\n');
    expect(out.slice(1)).toEqual([
      '\r\u001b[2K',
      'warning: slow model\n',
      '\r\u001b[2Kprlens: reading the diff… · 0s',
    ]);
  });

  it('cuts the line to the terminal width', () => {
    const { progress, out } = harness({ env: { NO_COLOR: '1' }, columns: 30 });
    progress.update({ phase: 'calls', done: 100, total: 200, tokens: 1_000_000 });
    const text = out[0]!.replace(/^\r\u001b\[2K/, '');
    expect(text.length).toBe(29);
    expect(text.endsWith('…')).toBe(true);
  });

  it('dims the line on a colour terminal', () => {
    const { progress, out } = harness({});
    progress.update({ phase: 'diff' });
    expect(out[0]).toBe('\r\u001b[2K\u001b[2mprlens: reading the diff… · 0s\u001b[22m');
  });

  it('follows NO_COLOR and FORCE_COLOR', () => {
    expect(useColor(true, {})).toBe(true);
    expect(useColor(true, { NO_COLOR: '1' })).toBe(false);
    expect(useColor(false, {})).toBe(false);
    expect(useColor(false, { FORCE_COLOR: '1' })).toBe(true);
    expect(useColor(true, { FORCE_COLOR: '0' })).toBe(false);
    expect(useColor(true, { FORCE_COLOR: '0', NO_COLOR: '1' })).toBe(false);
    expect(useColor(true, { TERM: 'dumb' })).toBe(false);
  });

  it('describes each phase', () => {
    expect(describeProgress({ phase: 'files', files: 1, excluded: 0 }, null)).toBe('1 file to review');
    expect(describeProgress({ phase: 'groups', done: 1, total: 3, tokens: 12_345 }, 2)).toBe(
      '2 files · deep groups 1/3 · 12,345 tokens',
    );
    expect(describeProgress({ phase: 'calls', done: 0, total: 1, tokens: 0 }, 1)).toBe(
      '1 file · lens calls 0/1 · 0 tokens',
    );
  });
});
