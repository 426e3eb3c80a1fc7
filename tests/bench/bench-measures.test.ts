/**
 * The bench's own measuring code: generated changes have exactly the changed lines they claim
 * (counted by git), and the prompt analysis computes overhead, repeated and warm-cache prefixes
 * as RESULTS.md defines them.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { generateChange } from '../../bench/changes.js';
import { analysePrompts, diffPayload } from '../../bench/prompt-analysis.js';
import type { RecordedRequest } from '../fakes/openai-server.js';

function gitChangedLines(change: ReturnType<typeof generateChange>): number {
  const root = mkdtempSync(path.join(os.tmpdir(), 'prlens-bench-test-'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@x.invalid', ...args], {
      cwd: root,
      encoding: 'utf8',
    });
  const write = (tree: Record<string, string>) => {
    for (const [file, text] of Object.entries(tree)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    git('add', '-A');
    git('commit', '-q', '-m', 'x');
  };
  try {
    git('init', '-q');
    write(change.base);
    write(change.head);
    return git('diff', '--numstat', 'HEAD^', 'HEAD')
      .trim()
      .split('\n')
      .reduce((n, line) => n + Number(line.split('\t')[0]) + Number(line.split('\t')[1]), 0);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const request = (system: string, user: string, schema = 'review_findings'): RecordedRequest => ({
  method: 'POST',
  path: '/v1/chat/completions',
  headers: {},
  body: {
    response_format: { type: 'json_schema', json_schema: { name: schema } },
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: user },
    ],
  },
});

describe('generated changes', () => {
  it.each([
    [10, 1],
    [50, 2],
    [300, 6],
  ])('%i changed lines over %i file(s), as git counts them', (lines, files) => {
    const change = generateChange(lines, files);
    expect(change.changedLines).toBe(lines);
    expect(Object.keys(change.head)).toHaveLength(files);
    expect(gitChangedLines(change)).toBe(lines);
  });
});

describe('prompt analysis', () => {
  const diff = Array.from({ length: 400 }, (_, i) => `   ${i} + const value${i} = compute(${i});`).join('\n');
  const system = `You review code.\n\nThe diff to review:\n<<<DIFF-abc\n${diff}\nDIFF-abc>>>\n`;

  it('finds the diff payload between the delimiters', () => {
    expect(diffPayload(system)).toBe(diff);
    expect(diffPayload('no diff here')).toBeNull();
  });

  it('measures overhead as prompt tokens minus diff tokens, for lens calls only', () => {
    const figures = analysePrompts(
      [
        { request: request(system, 'Review through `security`.'), arrivedMs: 0 },
        { request: request(system, 'Audit.', 'reflection_verdicts'), arrivedMs: 0 },
      ],
      50,
    );
    const total = encode(`[]<|system|>${system}<|user|>Review through \`security\`.`).length + 3 * 2 + 3;
    expect(figures.diffCalls).toBe(1);
    expect(figures.overheadMax).toBe(total - encode(diff).length);
    expect(figures.diffTokens).toBe(encode(diff).length);
  });

  it('counts each rendered file once, whichever calls carried it (lenses, routed sub-units)', () => {
    const a = 'FILE src/a.ts (modified)\n@@\n1 + const a = 1;';
    const b = 'FILE src/b.ts (modified)\n@@\n1 + const b = 2;';
    const wrap = (payload: string) => `Rules.\n<<<DIFF-abc\n${payload}\nDIFF-abc>>>\n`;
    const figures = analysePrompts(
      [
        { request: request(wrap(`${a}\n\n${b}`), 'lens `security`'), arrivedMs: 0 },
        { request: request(wrap(`${a}\n\n${b}`), 'lens `correctness`'), arrivedMs: 0 },
        { request: request(wrap(b), 'lens `docs`'), arrivedMs: 0 },
      ],
      50,
    );
    expect(figures.diffTokens).toBe(encode(a).length + encode(b).length);
  });

  it('counts a repeated prefix as warm only when its first request had been answered', () => {
    const calls = (second: number) =>
      analysePrompts(
        [
          { request: request(system, 'lens `security`'), arrivedMs: 0 },
          { request: request(system, 'lens `tests`'), arrivedMs: second },
        ],
        50,
      );
    const together = calls(10);
    const after = calls(60);
    expect(together.repeatablePrefix).toBeGreaterThanOrEqual(1024);
    expect(together.repeatablePrefix % 128).toBe(0);
    expect(together.warmPrefix).toBe(0);
    expect(after.warmPrefix).toBe(after.repeatablePrefix);
  });
});
