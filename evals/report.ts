/**
 * The evaluation's results as JSON (for tools and comparisons across models) and Markdown (for
 * people): precision, recall and F0.5 per lens and overall, then tokens, cost and time per case.
 */
import { LENSES } from './case.js';
import type { CaseRun, EvalSettings } from './harness.js';
import { metrics, sumCounts, type Counts, type Metrics } from './score.js';

export interface EvalSummary {
  version: 1;
  date: string;
  provider: string;
  model: string;
  baseUrl: string | null;
  preset: string;
  byLens: Record<string, Counts & Metrics>;
  overall: Counts & Metrics;
  totals: {
    prompt_tokens: number;
    completion_tokens: number;
    cached_tokens: number;
    cost_usd: number | null;
    wall_ms: number;
  };
  cases: Array<{
    id: string;
    language: string;
    expected: number;
    matched: number;
    false_positives: number;
    forbidden_hits: number;
    prompt_tokens: number;
    completion_tokens: number;
    cost_usd: number | null;
    wall_ms: number;
    error: string | null;
    missed: Array<{ file: string; line: number; lens: string }>;
    unexpected: Array<{
      path: string;
      line: number;
      lens: string;
      severity: string;
      title: string;
      forbidden: string | null;
    }>;
  }>;
}

/** Aggregates the runs (micro-averaged: counts are summed, then divided). */
export function summarize(runs: readonly CaseRun[], settings: EvalSettings, date = new Date()): EvalSummary {
  const lensIds = [...new Set([...LENSES, ...runs.flatMap((r) => Object.keys(r.score.byLens))])];
  const byLens: EvalSummary['byLens'] = {};
  for (const lens of lensIds) {
    const counts = sumCounts(runs.map((r) => r.score.byLens[lens] ?? { tp: 0, fp: 0, fn: 0 }));
    byLens[lens] = { ...counts, ...metrics(counts) };
  }
  const overall = sumCounts(runs.map((r) => r.score.total));
  const costs = runs.map((r) => r.usage.cost_usd);
  return {
    version: 1,
    date: date.toISOString(),
    provider: settings.provider,
    model: settings.model,
    baseUrl: settings.baseUrl ?? null,
    preset: settings.preset,
    byLens,
    overall: { ...overall, ...metrics(overall) },
    totals: {
      prompt_tokens: runs.reduce((n, r) => n + r.usage.prompt_tokens, 0),
      completion_tokens: runs.reduce((n, r) => n + r.usage.completion_tokens, 0),
      cached_tokens: runs.reduce((n, r) => n + r.usage.cached_tokens, 0),
      cost_usd: costs.some((c) => c === null)
        ? null
        : Math.round(costs.reduce((a, b) => a! + b!, 0)! * 1e6) / 1e6,
      wall_ms: Math.round(runs.reduce((n, r) => n + r.wallMs, 0)),
    },
    cases: runs.map((r) => ({
      id: r.id,
      language: r.language,
      expected: r.expected,
      matched: r.score.matches.length,
      false_positives: r.score.falsePositives.length,
      forbidden_hits: r.score.falsePositives.filter((f) => f.forbidden !== null).length,
      prompt_tokens: r.usage.prompt_tokens,
      completion_tokens: r.usage.completion_tokens,
      cost_usd: r.usage.cost_usd,
      wall_ms: Math.round(r.wallMs),
      error: r.error,
      missed: r.score.missed.map((e) => ({ file: e.file, line: e.line, lens: e.lens })),
      unexpected: r.score.falsePositives.map(({ finding, forbidden }) => ({
        path: finding.path,
        line: finding.line,
        lens: finding.lens,
        severity: finding.severity,
        title: finding.title,
        forbidden,
      })),
    })),
  };
}

const f = (x: number | null) => (x === null ? '–' : x.toFixed(2));
const cost = (x: number | null) => (x === null ? 'unknown' : `$${x.toFixed(4)}`);
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The summary as a Markdown page. */
export function toMarkdown(s: EvalSummary): string {
  const lensRows = Object.entries(s.byLens)
    // The five lenses always; others (the static rules) when they reported something.
    .filter(([lens, c]) => (LENSES as readonly string[]).includes(lens) || c.tp + c.fp + c.fn > 0)
    .map(
      ([lens, c]) =>
        `| ${lens} | ${c.tp} | ${c.fp} | ${c.fn} | ${f(c.precision)} | ${f(c.recall)} | ${f(c.f05)} |`,
    );
  const o = s.overall;
  const caseRows = s.cases.map(
    (c) =>
      `| ${c.id} | ${c.language} | ${c.matched}/${c.expected} | ${c.false_positives}${c.forbidden_hits ? ` (${c.forbidden_hits} forbidden)` : ''} | ` +
      `${c.prompt_tokens.toLocaleString('en-US')} | ${c.completion_tokens.toLocaleString('en-US')} | ${cost(c.cost_usd)} | ` +
      `${(c.wall_ms / 1000).toFixed(1)} | ${c.error ? cell(c.error.slice(0, 120)) : ''} |`,
  );
  const details = s.cases.flatMap((c) => [
    ...c.missed.map((m) => `- ${c.id}: missed ${m.lens} bug at ${m.file}:${m.line}`),
    ...c.unexpected.map(
      (u) =>
        `- ${c.id}: false positive ${u.path}:${u.line} (${u.lens}, ${u.severity}) "${cell(u.title)}"` +
        (u.forbidden ? ` — forbidden claim: ${u.forbidden}` : ''),
    ),
  ]);
  return [
    `# prlens evaluation — ${s.date}`,
    '',
    `Provider \`${s.provider}\`, model \`${s.model}\`${s.baseUrl ? ` at ${s.baseUrl}` : ''}, preset \`${s.preset}\`, ${s.cases.length} cases.`,
    '',
    '| lens | TP | FP | FN | precision | recall | F0.5 |',
    '|---|---|---|---|---|---|---|',
    ...lensRows,
    `| **overall** | ${o.tp} | ${o.fp} | ${o.fn} | ${f(o.precision)} | ${f(o.recall)} | ${f(o.f05)} |`,
    '',
    `Tokens: ${s.totals.prompt_tokens.toLocaleString('en-US')} prompt (${s.totals.cached_tokens.toLocaleString('en-US')} cached), ` +
      `${s.totals.completion_tokens.toLocaleString('en-US')} completion; cost ${cost(s.totals.cost_usd)}; ${(s.totals.wall_ms / 1000).toFixed(1)} s.`,
    '',
    '| case | language | matched | false positives | prompt tok | completion tok | cost | wall s | error |',
    '|---|---|---|---|---|---|---|---|---|',
    ...caseRows,
    '',
    ...(details.length > 0 ? ['## Misses and false positives', '', ...details, ''] : []),
  ].join('\n');
}
