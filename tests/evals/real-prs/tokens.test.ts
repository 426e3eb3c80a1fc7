/**
 * Prompt tokens by request kind from the relay's files: requests are counted by the kind in their file
 * name, tokens come from the answer's usage, unanswered requests are counted but add no tokens, and only
 * the run's request numbers are read.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lastRequestNumber, tokensByKind } from '../../../evals/real-prs/tokens.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function relayDir(requests: [number, string, number | null][]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'prlens-relay-'));
  dirs.push(dir);
  for (const [n, kind, prompt] of requests) {
    const id = String(n).padStart(4, '0');
    writeFileSync(path.join(dir, `${id}-${kind}.request.json`), '{}');
    writeFileSync(path.join(dir, `${id}.prompt.md`), 'prompt');
    if (prompt !== null)
      writeFileSync(
        path.join(dir, `${id}.response.json`),
        JSON.stringify({ usage: { prompt_tokens: prompt, completion_tokens: 10 } }),
      );
  }
  return dir;
}

describe('tokensByKind', () => {
  it('adds the usage of each kind over the run and counts unanswered requests apart', () => {
    const dir = relayDir([
      [1, 'chat', 5],
      [2, 'review_findings', 1000],
      [3, 'reflection_verdicts', 400],
      [4, 'review_findings', 600],
      [5, 'reflection_verdicts', null],
    ]);
    expect(lastRequestNumber(dir)).toBe(5);
    expect(tokensByKind(dir, 1)).toEqual({
      review_findings: { requests: 2, unanswered: 0, prompt_tokens: 1600, completion_tokens: 20 },
      reflection_verdicts: { requests: 2, unanswered: 1, prompt_tokens: 400, completion_tokens: 10 },
    });
    expect(Object.keys(tokensByKind(dir, 1, 2))).toEqual(['review_findings']);
  });

  it('reads nothing from a relay directory that does not exist', () => {
    expect(lastRequestNumber('/nonexistent/relay')).toBe(0);
    expect(tokensByKind('/nonexistent/relay', 0)).toEqual({});
  });
});
