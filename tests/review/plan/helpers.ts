/**
 * Builders for plan tests: real unified-diff text parsed by the real parser, with the post-change
 * file contents that padding reads, and a fake model client implementing the ModelClient port.
 */
import type { ModelClient, ModelRequest, ModelResponse } from '../../../src/core/ports.js';
import type { FileDiff } from '../../../src/core/types.js';
import { parseUnifiedDiff } from '../../../src/diff/parse.js';
import { countTokens } from '../../../src/llm/tokens.js';
import { createPromptContext, type PromptContext } from '../../../src/review/model/plan/context.js';

export interface HunkSpec {
  /** New-file line of the first added line (≥ 2). */
  at: number;
  adds: number;
  dels: number;
  /** Text of the added lines; defaults to `code(path, line)`. */
  text?: (newLine: number) => string;
}

export interface FileSpec {
  path: string;
  /** Length of the post-change file. */
  length: number;
  hunks: HunkSpec[];
}

export interface Change {
  diff: string;
  files: FileDiff[];
  contents: Map<string, string>;
}

/** A line of ordinary code, distinct per file and line so that anchors are unique. */
export function code(path: string, line: number): string {
  return `const v${line} = compute("${path}", ${line});`;
}

/** Builds diff text and contents: each hunk deletes `dels` old lines and adds `adds` new ones, with one context line each side. */
export function makeChange(specs: FileSpec[]): Change {
  const parts: string[] = [];
  const contents = new Map<string, string>();
  for (const spec of specs) {
    const added = new Map<number, string>();
    for (const h of spec.hunks)
      for (let i = 0; i < h.adds; i++) added.set(h.at + i, (h.text ?? ((n) => code(spec.path, n)))(h.at + i));
    const lines = Array.from({ length: spec.length }, (_, i) => added.get(i + 1) ?? `keep(${i + 1});`);
    contents.set(spec.path, `${lines.join('\n')}\n`);
    parts.push(`diff --git a/${spec.path} b/${spec.path}`, `--- a/${spec.path}`, `+++ b/${spec.path}`);
    let delta = 0;
    for (const h of spec.hunks) {
      const before = h.at - 1;
      const after = h.at + h.adds;
      parts.push(`@@ -${before - delta},${h.dels + 2} +${before},${h.adds + 2} @@`);
      parts.push(` ${lines[before - 1] ?? ''}`);
      for (let i = 0; i < h.dels; i++) parts.push(`-removed(${before - delta + 1 + i});`);
      for (let i = 0; i < h.adds; i++) parts.push(`+${lines[h.at - 1 + i] ?? ''}`);
      parts.push(` ${lines[after - 1] ?? ''}`);
      delta += h.adds - h.dels;
    }
  }
  const diff = `${parts.join('\n')}\n`;
  return { diff, files: parseUnifiedDiff(diff), contents };
}

/** A prompt context over a change with the real o200k counter. */
export function contextFor(
  change: Change,
  extra: { background?: string; language?: string; paddingLines?: number } = {},
): PromptContext {
  return createPromptContext({ files: change.files, contents: change.contents, countTokens, ...extra });
}

/** Evenly spread hunks of `adds` + `dels` lines over a file. */
export function spreadHunks(count: number, adds: number, dels: number, spacing = 20): HunkSpec[] {
  return Array.from({ length: count }, (_, i) => ({ at: 5 + i * spacing, adds, dels }));
}

type Reply = ModelResponse | Error | ((request: ModelRequest) => ModelResponse);

/** A ModelClient that answers from a script and records every request. */
export class FakeModel implements ModelClient {
  readonly provider = 'fake';
  readonly model = 'fake-1';
  readonly requests: ModelRequest[] = [];
  constructor(private readonly replies: Reply[]) {}

  complete(request: ModelRequest): Promise<ModelResponse> {
    this.requests.push(request);
    const reply = this.replies.shift();
    if (reply === undefined) return Promise.reject(new Error('fake model: no scripted reply left'));
    if (reply instanceof Error) return Promise.reject(reply);
    return Promise.resolve(typeof reply === 'function' ? reply(request) : reply);
  }

  countTokens(text: string): number {
    return countTokens(text);
  }
}

/** A successful answer with the given text. */
export function answer(text: string, finishReason: ModelResponse['finishReason'] = 'stop'): ModelResponse {
  return {
    text,
    finishReason,
    model: 'fake-1',
    usage: { prompt_tokens: 100, completion_tokens: 20, cached_tokens: 0, cache_write_tokens: 0 },
  };
}
