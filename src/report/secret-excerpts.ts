/**
 * What every report output shows of a secret: its provider prefix (`npm_…`), never the whole of it.
 * A static finding already masks the token it reports, but the same line also reaches an output as
 * the diff around a finding (the HTML page's excerpt), a model finding's quoted anchor, a suggestion
 * or another tool's message; the page said "only its prefix is shown" above a diff row holding the
 * whole key (issue 42, point 5; issue 46, point 5). Each renderer passes its report (and the page its
 * diff) through here, with the same table and redactor the prompt uses (src/prompt/redact.ts).
 */
import { maskDeep } from '../core/mask.js';
import type { FileDiff, ReviewReport } from '../core/types.js';
import { redactLines, redactSecrets } from '../prompt/redact.js';

const excerpt = (text: string): string => redactSecrets(text, 'excerpt');

/** The report with every string's secrets shown as their prefix. */
export function withSecretsMasked(report: ReviewReport): ReviewReport {
  return maskDeep(report, excerpt);
}

/**
 * The diff with each hunk's secrets shown as their prefix; a private key's body lines are hidden
 * whole, the hunk read in order so a block opened above the shown lines is still known.
 */
export function diffWithSecretsMasked(files: readonly FileDiff[]): FileDiff[] {
  return files.map((file) => ({
    ...file,
    hunks: file.hunks.map((hunk) => {
      const texts = redactLines(
        hunk.lines.map((l) => l.text),
        'excerpt',
      );
      return { ...hunk, lines: hunk.lines.map((l, i) => ({ ...l, text: texts[i] ?? l.text })) };
    }),
  }));
}
