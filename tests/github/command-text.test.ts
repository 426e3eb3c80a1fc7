/**
 * The pure text rules behind PR command replies and /describe: replies stay under GitHub's body
 * limit without leaving a code block open, and the description section never eats author text.
 */
import { describe, expect, it } from 'vitest';
import { MAX_REPLY_CHARS, capBody } from '../../src/github/command-io.js';
import {
  DESCRIBE_END,
  DESCRIBE_START,
  readDescription,
  spliceDescription,
} from '../../src/report/describe-section.js';

describe('capBody', () => {
  it('returns a body within the limit unchanged', () => {
    const body = 'short answer\n```ts\nconst x = 1;\n```';
    expect(capBody(body, 100)).toBe(body);
  });

  it('cuts a long answer at a line break, says so and stays within the limit', () => {
    const body = Array.from({ length: 400 }, (_, i) => `line ${i} of the answer`).join('\n');
    const capped = capBody(body, 1_000);
    expect(capped.length).toBeLessThanOrEqual(1_000);
    expect(capped).toMatch(/shortened/);
    // The cut falls on a whole line: the last kept line is complete.
    const kept = capped.split('\n\n_(shortened')[0]!;
    expect(kept.split('\n').at(-1)).toMatch(/^line \d+ of the answer$/);
  });

  it('closes a code fence the cut left open', () => {
    const body = `Here is the fix:\n\`\`\`ts\n${'const value = compute();\n'.repeat(200)}\`\`\`\nDone.`;
    const capped = capBody(body, 800);
    expect(capped.length).toBeLessThanOrEqual(800);
    const fences = capped.split('\n').filter((l) => l.startsWith('```')).length;
    expect(fences % 2).toBe(0);
  });

  it('keeps the default limit under GitHub’s 65,536 characters', () => {
    const capped = capBody('x'.repeat(70_000));
    expect(capped.length).toBeLessThanOrEqual(MAX_REPLY_CHARS);
    expect(MAX_REPLY_CHARS).toBeLessThan(65_536);
  });
});

describe('spliceDescription', () => {
  it('appends the section to the author’s text, then replaces only the section', () => {
    const author = 'Fixes the login bug.\n\nSteps: log in twice.';
    const first = spliceDescription(author, 'Summary one');
    expect(first.startsWith(author)).toBe(true);
    expect(readDescription(first)).toBe('Summary one');

    const edited = `${first}\n\nAuthor note added after prlens wrote.`;
    const second = spliceDescription(edited, 'Summary two');
    expect(second).toBe(edited.replace('Summary one', 'Summary two'));
  });

  it('ignores a stray start marker before the real section', () => {
    const body = `Intro ${DESCRIBE_START} pasted by the author\nkeep me\n${DESCRIBE_START}\nold\n${DESCRIBE_END}\nTail`;
    const next = spliceDescription(body, 'new');
    expect(next).toContain('keep me');
    expect(next).toContain(`Intro ${DESCRIBE_START} pasted by the author`);
    expect(next.endsWith('\nTail')).toBe(true);
    expect(readDescription(next)).toBe('new');
  });

  it('writes only the section into an empty or missing description', () => {
    expect(spliceDescription(null, 'S')).toBe(`${DESCRIBE_START}\nS\n${DESCRIBE_END}`);
    expect(spliceDescription('  \n', 'S')).toBe(`${DESCRIBE_START}\nS\n${DESCRIBE_END}`);
  });
});
