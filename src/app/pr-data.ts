/**
 * The pull request as data for /ask and /describe: title, description, the diff with line numbers,
 * and any files read at the head — all redacted for secrets and wrapped in nonce delimiters the
 * content cannot close, so nothing in them reads as an instruction (the style of
 * src/review/model/plan/prompt.ts). It records which lines were shown, so citations the model makes can be
 * checked against what it really saw. Files past the token budget are named, not silently dropped.
 */
import { randomBytes } from 'node:crypto';
import type { FileDiff } from '../core/types.js';
import { nonceOf, safeNonce } from '../prompt/delimiters.js';
import { delimiters } from '../prompt/delimiters.js';
import { redactLines, redactSecrets } from '../prompt/redact.js';

export interface PrData {
  title: string;
  body: string;
  files: readonly FileDiff[];
  /** Whole files read at the head (path → text), shown after the diff. */
  extra: ReadonlyMap<string, string>;
}

export interface RenderedPrData {
  /** The data block for the system prompt. */
  text: string;
  nonce: string;
  /** Path → new-file line numbers (RIGHT side) and old ones (LEFT side) that were shown. */
  shown: Map<string, { right: Set<number>; left: Set<number> }>;
  /** Files of the diff left out for the token budget. */
  omitted: string[];
}

const NUMBER_WIDTH = 5;

function renderDiffFile(file: FileDiff, shown: RenderedPrData['shown']): string {
  const mark = { right: new Set<number>(), left: new Set<number>() };
  const head =
    file.oldPath !== file.path ? `FILE ${file.path} (renamed from ${file.oldPath})` : `FILE ${file.path}`;
  const out = [`${head} [${file.status}, +${file.additions} -${file.deletions}]`];
  for (const hunk of file.hunks) {
    out.push(`@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`);
    const texts = redactLines(hunk.lines.map((l) => l.text));
    hunk.lines.forEach((line, i) => {
      const text = texts[i] ?? '';
      if (line.kind === 'del') {
        if (line.oldLine !== null) mark.left.add(line.oldLine);
        out.push(` ${`(${line.oldLine ?? '?'})`.padStart(NUMBER_WIDTH)} - ${text}`);
      } else {
        if (line.newLine !== null) mark.right.add(line.newLine);
        out.push(
          ` ${String(line.newLine ?? '?').padStart(NUMBER_WIDTH)} ${line.kind === 'add' ? '+' : ' '} ${text}`,
        );
      }
    });
  }
  shown.set(file.path, mark);
  return out.map((l) => l.trimEnd()).join('\n');
}

function renderWholeFile(path: string, content: string, shown: RenderedPrData['shown']): string {
  const lines = redactLines(content.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n'));
  const mark = shown.get(path) ?? { right: new Set<number>(), left: new Set<number>() };
  lines.forEach((_, i) => mark.right.add(i + 1));
  shown.set(path, mark);
  return [
    `FILE ${path} (whole file at the head)`,
    ...lines.map((l, i) => ` ${String(i + 1).padStart(NUMBER_WIDTH)}   ${l}`),
  ]
    .map((l) => l.trimEnd())
    .join('\n');
}

/**
 * Renders the PR under `maxTokens`: title and description first, then whole files read on demand,
 * then the diff file by file until the budget is spent.
 */
export function renderPrData(
  data: PrData,
  maxTokens: number,
  countTokens: (text: string) => number,
  random: (bytes: number) => Buffer = randomBytes,
): RenderedPrData {
  const shown: RenderedPrData['shown'] = new Map();
  const omitted: string[] = [];
  const title = redactSecrets(data.title.trim());
  const body = redactSecrets(data.body.trim());
  const extras = [...data.extra].map(([path, content]) => renderWholeFile(path, content, shown));
  const diffs: string[] = [];
  let used = countTokens(title) + countTokens(body) + extras.reduce((n, t) => n + countTokens(t), 0);
  for (const file of data.files) {
    const probe: RenderedPrData['shown'] = new Map();
    const text = renderDiffFile(file, probe);
    const cost = countTokens(text);
    if (used + cost > maxTokens) {
      omitted.push(file.path);
      continue;
    }
    used += cost;
    diffs.push(text);
    const mark = probe.get(file.path)!;
    const existing = shown.get(file.path);
    if (existing) {
      for (const n of mark.right) existing.right.add(n);
      for (const n of mark.left) existing.left.add(n);
    } else shown.set(file.path, mark);
  }
  const diff = diffs.join('\n\n');
  const files = extras.join('\n\n');
  const nonce = safeNonce(nonceOf(random(6)), [title, body, diff, files]);
  const block = (kind: string, label: string, content: string) => {
    const d = delimiters(kind, nonce);
    return `${label}\n${d.open}\n${content}\n${d.close}`;
  };
  const parts = [
    block('TITLE', 'The pull request title:', title),
    block('DESCRIPTION', "The author's description:", body === '' ? '(empty)' : body),
    block('DIFF', 'The diff of the pull request:', diff === '' ? '(no textual changes)' : diff),
  ];
  if (files !== '') parts.push(block('FILES', 'Files read at the head of the pull request:', files));
  if (omitted.length) parts.push(`Files of the diff not shown (over the size budget): ${omitted.join(', ')}`);
  return { text: parts.join('\n\n'), nonce, shown, omitted };
}

/** True when `line` of `path` (on `side`) was shown to the model. */
export function wasShown(
  shown: RenderedPrData['shown'],
  path: string,
  line: number,
  side: 'LEFT' | 'RIGHT' = 'RIGHT',
): boolean {
  const mark = shown.get(path);
  return mark !== undefined && (side === 'LEFT' ? mark.left : mark.right).has(line);
}
