/**
 * Fitting a Markdown summary under a character limit. GitHub caps comment bodies at 65,536
 * characters and rejects longer ones outright, so the summary gives up detail in stages, least
 * useful first, instead of being cut in the middle of a `<details>` block or a code fence.
 */

/** How much of each finding is shown, richest first. */
const DETAIL_LEVELS = ['full', 'no-low-bodies', 'no-bodies', 'list-only'] as const;
type DetailLevel = (typeof DETAIL_LEVELS)[number];

/** A rendering plan: the detail level, and how many findings are listed (only `list-only` lists fewer). */
export interface Layout {
  level: DetailLevel;
  shown: number;
}

const CUT_NOTE = '\n\n_(truncated: the full review is in the report)_\n';

/**
 * The richest rendering that fits in `maxChars`: full detail, then without bodies of low findings,
 * then without any bodies, then a bare list of as many findings as fit (the renderer adds
 * "N more findings in the report"). Only if even an empty list is too long is the text cut.
 */
export function fitToLimit(render: (layout: Layout) => string, total: number, maxChars: number): string {
  for (const level of DETAIL_LEVELS) {
    const text = render({ level, shown: total });
    if (text.length <= maxChars) return text;
  }
  // The list shrinks as fewer findings are shown, so the largest count that fits is found by bisection.
  let low = 0;
  let high = total - 1;
  let best: string | null = null;
  while (low <= high) {
    const shown = Math.floor((low + high) / 2);
    const text = render({ level: 'list-only', shown });
    if (text.length <= maxChars) {
      best = text;
      low = shown + 1;
    } else {
      high = shown - 1;
    }
  }
  return best ?? hardCut(render({ level: 'list-only', shown: 0 }), maxChars);
}

/** Cuts text to at most `maxChars`, with a note when there is room, never inside a surrogate pair. */
export function hardCut(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const room = maxChars >= CUT_NOTE.length * 2 ? maxChars - CUT_NOTE.length : maxChars;
  let end = Math.max(0, room);
  const last = text.charCodeAt(end - 1);
  if (end > 0 && last >= 0xd800 && last <= 0xdbff) end -= 1;
  return text.slice(0, end) + (room < maxChars ? CUT_NOTE : '');
}
