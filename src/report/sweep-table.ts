/**
 * The sweep's account of itself: one row per open pull request saying what was reviewed, what was
 * skipped and why — as a Markdown table for the job summary and as plain lines for logs and stderr.
 */
import type { SweepEntry } from '../core/sweep-rules.js';
import { escapeMarkdownInline } from './markdown-escape.js';

interface SweepTotals {
  reviewed: number;
  skipped: number;
  failed: number;
  selected: number;
  tokens: number;
}

/** Counts by status, and the tokens spent. */
function sweepTotals(entries: readonly SweepEntry[]): SweepTotals {
  const totals: SweepTotals = { reviewed: 0, skipped: 0, failed: 0, selected: 0, tokens: 0 };
  for (const e of entries) {
    totals[
      e.status === 'reviewed'
        ? 'reviewed'
        : e.status === 'skipped'
          ? 'skipped'
          : e.status === 'failed'
            ? 'failed'
            : 'selected'
    ]++;
    if (e.status === 'reviewed') totals.tokens += e.tokens;
  }
  return totals;
}

/** `reviewed`, `skipped: draft`, `failed`…: the result column. */
function resultLabel(entry: SweepEntry): string {
  switch (entry.status) {
    case 'skipped':
      return `skipped: ${entry.reason}`;
    case 'selected':
      return 'selected';
    case 'failed':
      return 'failed';
    case 'reviewed':
      return entry.verdict === 'complete' ? 'reviewed' : `reviewed (${entry.verdict})`;
  }
}

function detail(entry: SweepEntry): string {
  switch (entry.status) {
    case 'skipped':
      return entry.detail;
    case 'selected':
      return 'chosen for review';
    case 'failed':
      return entry.error;
    case 'reviewed':
      return `${entry.detail}; ${entry.posted} posted inline; ${entry.tokens} tokens`;
  }
}

/** The Markdown table for GITHUB_STEP_SUMMARY. Titles and errors are untrusted: escaped, pipes too. */
export function sweepMarkdown(entries: readonly SweepEntry[], heading: string): string {
  const cell = (text: string) => escapeMarkdownInline(text).replace(/\|/g, '\\|').slice(0, 300);
  const t = sweepTotals(entries);
  const lines = [
    `## ${heading}`,
    '',
    `${entries.length} open pull request(s): ${t.reviewed} reviewed, ${t.selected} selected, ` +
      `${t.skipped} skipped, ${t.failed} failed; ${t.tokens} tokens.`,
    '',
  ];
  if (entries.length > 0) {
    lines.push('| PR | Title | Result | Why |', '|---|---|---|---|');
    for (const e of entries) {
      lines.push(`| #${e.pull.number} | ${cell(e.pull.title)} | ${resultLabel(e)} | ${cell(detail(e))} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Plain lines for the log and the CLI's stderr. */
export function sweepText(entries: readonly SweepEntry[]): string {
  const t = sweepTotals(entries);
  const rows = entries.map((e) => `  #${e.pull.number}  ${resultLabel(e).padEnd(22)} ${detail(e)}`);
  return [
    `sweep: ${entries.length} open PR(s): ${t.reviewed} reviewed, ${t.selected} selected, ${t.skipped} skipped, ${t.failed} failed; ${t.tokens} tokens`,
    ...rows,
  ].join('\n');
}
