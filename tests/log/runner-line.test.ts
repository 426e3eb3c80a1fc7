import { describe, expect, it } from 'vitest';
import { createCoreLogger } from '../../src/action/core-logger.js';
import type { Core } from '../../src/action/core.js';
import { runnerLine, runnerLines } from '../../src/log/runner-line.js';

describe('runnerLine', () => {
  it('keeps ordinary text as it is', () => {
    expect(runnerLine('#12 Fix the parser: 3 file(s), head abc1234')).toBe(
      '#12 Fix the parser: 3 file(s), head abc1234',
    );
    expect(runnerLine('std::vector and a::b stay')).toBe('std::vector and a::b stay');
    expect(runnerLine('tab\tstays')).toBe('tab\tstays');
  });

  it('makes line breaks and other controls visible, so the text stays one line', () => {
    expect(runnerLine('a\nb\r\nc\rd')).toBe('a\\nb\\nc\\rd');
    expect(runnerLine('\u001b[31mred')).toBe('\\e[31mred');
    expect(runnerLine('x\u2028y\u202ez')).toBe('x\\u{2028}y\\u{202e}z');
    expect(runnerLine('nel\u0085x')).toBe('nel\\u{85}x');
  });

  it('defuses a workflow command at the start, after any white space', () => {
    expect(runnerLine('::warning title=x::y')).toBe(': :warning title=x::y');
    expect(runnerLine('  \u00a0\u3000::stop-commands::t')).toBe('  \u00a0\u3000: :stop-commands::t');
    expect(runnerLine('\u200b::error::x')).toBe('\u200b: :error::x');
  });

  it('defuses the legacy ##[command] form anywhere in the line', () => {
    expect(runnerLine('title ##[error]x')).toBe('title # #[error]x');
    expect(runnerLine('###[warning]x ##[group]y')).toBe('## #[warning]x # #[group]y');
    expect(runnerLine('a ##[b').includes('##[')).toBe(false);
  });

  it('a payload that was split over lines cannot start one of its own', () => {
    const out = runnerLine('Fix\n::warning title=FORGED::x\n##[error]y');
    expect(out.split(/\r|\n/)).toHaveLength(1);
    expect(out).not.toMatch(/^\s*::/);
    expect(out).not.toContain('##[');
  });

  it('runnerLines keeps our own line breaks and defuses each line', () => {
    expect(runnerLines('otel span {"a":"::x::"}\n::warning::y\n')).toBe(
      'otel span {"a":"::x::"}\n: :warning::y\n',
    );
  });
});

describe('createCoreLogger', () => {
  it('masks, then defuses every message of every level and every group name', async () => {
    const written: string[] = [];
    const core = {
      debug: (m: string) => written.push(`debug ${m}`),
      info: (m: string) => written.push(`info ${m}`),
      warning: (m: string) => written.push(`warning ${m}`),
      error: (m: string) => written.push(`error ${m}`),
      group: async <T>(name: string, fn: () => Promise<T>) => {
        written.push(`group ${name}`);
        return fn();
      },
    } as unknown as Core;
    const logger = createCoreLogger(core, (t) => t.replaceAll('SECRET', '***'));
    const evil = '::error::x\n::warning title=F::SECRET ##[error]y';
    logger.debug(evil);
    logger.info(evil);
    logger.warn(evil);
    logger.error(evil);
    await logger.group(evil, () => Promise.resolve());
    expect(written).toHaveLength(5);
    for (const line of written) {
      expect(line).toMatch(/^\w+ : :error::x\\n::warning title=F::\*\*\* # #\[error\]y$/);
    }
  });
});
