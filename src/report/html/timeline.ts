/**
 * The timeline of a run's model calls, as inline SVG: one row per conversation (a group's lens
 * call, the grouping call, the reflection audit), labelled by group and lens, and one bar per call
 * from its start to its end, so concurrency (bars stacked in time) and waiting (gaps) show at a
 * glance. Cache hits (a prompt read partly from the provider's cache) and failures are marked.
 * SVG geometry lives in attributes, not `style`: the page's CSP admits no inline style attributes.
 */
import { ENGLISH, type Translator } from '../../i18n/index.js';
import { esc } from './escape.js';

/** One model call of a run. Times are epoch milliseconds. */
export interface TimelineCall {
  /** The request's number in the run (1, 2, …). */
  request: number;
  /** Its transcript conversation: `call:3`, `group:u1`, `grouping`, `reflect`. */
  conversation: string;
  group: string | null;
  /** The lens ids of the call, comma-separated; null when the call is not a lens call. */
  lenses: string | null;
  start: number;
  /** null when no answer was recorded (the run was cut). */
  end: number | null;
  outcome: 'ok' | 'error' | 'open';
  promptTokens: number;
  cachedTokens: number;
  completionTokens: number;
}

const WIDTH = 1000;
const LABEL = 230;
const PLOT = WIDTH - LABEL - 20;
const ROW = 22;
const BAR = 14;
const TOP = 24;
const LABEL_CHARS = 34;

interface Row {
  key: string;
  label: string;
  calls: TimelineCall[];
}

/** The rows: conversations in the order they began (a deep group's rounds share its row). */
function timelineRows(calls: readonly TimelineCall[], tr: Translator): Row[] {
  const rows = new Map<string, Row>();
  for (const call of [...calls].sort((a, b) => a.start - b.start || a.request - b.request)) {
    const key = call.conversation.split('/')[0] ?? call.conversation;
    let row = rows.get(key);
    if (!row) rows.set(key, (row = { key, label: rowLabel(call, key, tr), calls: [] }));
    row.calls.push(call);
  }
  return [...rows.values()];
}

/** `group u1 · security, tests` for a lens call; the conversation name otherwise. */
export function rowLabel(
  call: Pick<TimelineCall, 'group' | 'lenses'>,
  key: string,
  tr: Translator = ENGLISH,
): string {
  const lenses = call.lenses ? call.lenses.split(',').join(', ') : null;
  if (call.group !== null)
    return `${tr.t('timelineGroup', { group: call.group })}${lenses ? ` · ${lenses}` : ''}`;
  return lenses ? `${key} · ${lenses}` : key;
}

/** The timeline as an SVG figure with a legend in `tr`'s language; one line when there were no calls. */
export function renderTimeline(calls: readonly TimelineCall[], tr: Translator = ENGLISH): string {
  if (calls.length === 0) return `<p class="muted">${esc(tr.t('timelineNone'))}</p>`;
  const rows = timelineRows(calls, tr);
  const seconds = (ms: number) => secondsIn(tr, ms);
  const t0 = Math.min(...calls.map((c) => c.start));
  const t1 = Math.max(...calls.map((c) => c.end ?? c.start), t0 + 1);
  const span = t1 - t0;
  const x = (t: number) => LABEL + ((t - t0) / span) * PLOT;
  const height = TOP + rows.length * ROW + 6;
  const out: string[] = [
    `<svg viewBox="0 0 ${WIDTH} ${height}" role="img" aria-label="${esc(tr.count('timelineLabel', calls.length, { duration: seconds(span) }))}" xmlns="http://www.w3.org/2000/svg">`,
    ...axis(span, height, seconds),
  ];
  rows.forEach((row, i) => {
    const y = TOP + i * ROW;
    out.push(`<g class="row" data-row="${esc(row.key)}">`);
    if (i % 2 === 0) out.push(`<rect class="row-bg" x="0" y="${y}" width="${WIDTH}" height="${ROW}"></rect>`);
    out.push(
      `<text x="6" y="${y + 15}"><title>${esc(row.label)}</title>${esc(truncate(row.label, LABEL_CHARS))}</text>`,
    );
    for (const call of row.calls) out.push(bar(call, { x, y: y + (ROW - BAR) / 2, t0 }, tr));
    out.push('</g>');
  });
  out.push('</svg>');
  const cached = calls.filter((c) => c.cachedTokens > 0).length;
  return [
    '<div class="timeline">',
    out.join('\n'),
    '<div class="legend">',
    `<span><i class="ok"></i>${esc(tr.t('timelineCall'))}</span>`,
    `<span><i class="cached"></i>${esc(tr.t('timelineCacheHit', { n: cached }))}</span>`,
    `<span><i class="error"></i>${esc(tr.t('timelineFailed'))}</span>`,
    `<span><i class="open"></i>${esc(tr.t('timelineOpen'))}</span>`,
    `<span>${esc(summary(tr, calls.length, rows.length, seconds(span)))}</span>`,
    '</div>',
    '</div>',
  ].join('\n');
}

/** `12 calls in 3 conversations over 4.20 s`. */
function summary(tr: Translator, calls: number, conversations: number, duration: string): string {
  return tr.count('timelineSummary', conversations, { calls: tr.count('timelineCalls', calls), duration });
}

interface BarPlace {
  x: (t: number) => number;
  y: number;
  t0: number;
}

function bar(call: TimelineCall, { x, y, t0 }: BarPlace, tr: Translator): string {
  const seconds = (ms: number) => secondsIn(tr, ms);
  const end = call.end ?? call.start;
  const left = x(call.start);
  // At least 2 units wide: a call of a few milliseconds must still be seen and counted.
  const width = Math.max(2, x(end) - left);
  const classes = ['bar', call.cachedTokens > 0 ? 'cached' : '', call.outcome !== 'ok' ? call.outcome : '']
    .filter(Boolean)
    .join(' ');
  const tokens =
    call.outcome === 'ok'
      ? tr.t('timelineTokens', {
          prompt: call.promptTokens,
          cached: call.cachedTokens,
          completion: call.completionTokens,
        })
      : tr.t(call.outcome === 'error' ? 'timelineFailed' : 'timelineOpen');
  const title = `#${call.request} ${call.conversation}: ${seconds(call.start - t0)} → ${
    call.end === null ? '?' : seconds(call.end - t0)
  } (${call.end === null ? '?' : seconds(call.end - call.start)}), ${tokens}`;
  return (
    `<rect class="${classes}" data-request="${call.request}" x="${n(left)}" y="${n(y)}" width="${n(width)}" height="${BAR}" rx="2">` +
    `<title>${esc(title)}</title></rect>`
  );
}

function axis(span: number, height: number, seconds: (ms: number) => string): string[] {
  const step = niceStep(span / 8);
  const out = ['<g class="axis">'];
  for (let t = 0; t <= span + 1e-9; t += step) {
    const x = LABEL + (t / span) * PLOT;
    out.push(`<line x1="${n(x)}" y1="${TOP - 4}" x2="${n(x)}" y2="${height}"></line>`);
    out.push(`<text x="${n(x)}" y="${TOP - 8}" text-anchor="middle">${esc(seconds(t))}</text>`);
  }
  out.push('</g>');
  return out;
}

/** 1, 2 or 5 times a power of ten, at least `raw`. */
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(raw, 1)));
  for (const m of [1, 2, 5, 10]) if (m * power >= raw) return m * power;
  return 10 * power;
}

/** Seconds with two decimals below ten, one above, written the way `tr`'s language writes numbers. */
function secondsIn(tr: Translator, ms: number): string {
  return `${tr.num(ms / 1000, ms < 10_000 ? 2 : 1)} s`;
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function n(value: number): string {
  return value.toFixed(1);
}
