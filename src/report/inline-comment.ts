/**
 * The body of one inline review comment: title, severity and lens, the escaped prose, the
 * suggestion (an applicable ```suggestion block or plain code) and the fingerprint marker, fitted
 * under GitHub's body limit. Which findings get a comment, and where, is src/github/comments.ts's.
 */
import type { Finding } from '../core/types.js';
import { ENGLISH, type Translator } from '../i18n/index.js';
import { bodyWithoutTitle } from './common.js';
import { codeBlock, escapeMarkdownBlock, escapeMarkdownInline, fenceLanguage } from './markdown-escape.js';
import { fingerprintMarker, membersMarker } from './markers.js';
import { hasHiddenBreaks } from '../core/visible-text.js';
import { redactSecrets } from '../prompt/redact.js';

/** How a finding's suggestion is shown: an applicable block, plain code, or not at all. */
export type SuggestionMode = 'suggestion' | 'code' | 'none';

/**
 * The comment body: bold title, severity and lens, the escaped prose, the suggestion, and the
 * fingerprint marker last. Over `maxChars`, the prose is cut first, then the suggestion is left
 * out, then the title is cut; the marker is never cut, since reruns find the thread by it.
 */
export function commentBody(
  finding: Finding,
  mode: SuggestionMode,
  maxChars: number,
  tr: Translator = ENGLISH,
  /** The fingerprints of the findings merged into this one (none: it is one finding). */
  members: readonly string[] = [],
): string {
  const own = fingerprintMarker(finding.fingerprint);
  // A merged comment names its members, so a 👎 on it rejects exactly what it showed.
  const marker = members.length > 1 ? `${membersMarker(members)}\n${own}` : own;
  if (marker.length > maxChars) throw new RangeError(`maxBodyChars ${maxChars} cannot hold the marker`);
  const meta = `<sub>${escapeMarkdownInline(`${finding.severity} · ${finding.lens} · ${finding.category}`)}</sub>`;
  const build = (title: string, prose: string, withSuggestion: boolean): string => {
    const parts = [`**${escapeMarkdownInline(title)}**`, meta];
    if (prose !== '') parts.push(escapeMarkdownBlock(prose));
    if (withSuggestion) parts.push(...suggestionBlock(finding, mode, tr));
    else if (mode !== 'none') parts.push(`_${tr.t('suggestionLeftOut')}_`);
    parts.push(marker);
    return parts.join('\n\n');
  };
  // Another tool's message may quote a token it found: shown as its prefix, like every excerpt.
  const title = redactSecrets(finding.title.trim(), 'excerpt') || tr.t('defaultTitle');
  // A static finding's body opens with its rule message, which is already the bold title.
  const prose = redactSecrets(bodyWithoutTitle(finding), 'excerpt');
  const full = build(title, prose, true);
  if (full.length <= maxChars) return full;
  for (const withSuggestion of [true, false]) {
    const cut = longestFit(prose, (p) => build(title, p, withSuggestion), maxChars);
    if (cut !== null) return cut;
  }
  return (
    longestFit(title, (t) => build(t, '', false), maxChars) ??
    // Even the fixed parts are too long: only the marker is kept, the finding stays in the summary.
    marker
  );
}

function suggestionBlock(finding: Finding, mode: SuggestionMode, tr: Translator): string[] {
  if (finding.suggestion === null || mode === 'none') return [];
  const code = trimSuggestion(finding.suggestion);
  // codeBlock picks a fence longer than any backtick run in the code, so the code cannot close it.
  // It also shows a lone CR, a line separator or `<!--` as an escape: applied, a suggestion holding
  // one would commit the escape instead of the code, so it is shown as plain code and says why.
  // A suggestion that failed its check (it would commit a syntax error or a new finding) is shown
  // as code with the reason: the author may still want the idea, but not as a one-click commit.
  if (mode === 'suggestion' && finding.suggestion_check === 'broken') {
    const reason = escapeMarkdownInline(finding.suggestion_reason ?? 'it failed its check');
    return [tr.t('suggestionBroken', { reason }), codeBlock(code, fenceLanguage(finding.path))];
  }
  if (mode === 'suggestion' && !hasHiddenBreaks(code)) {
    // Only a prlens rule's own fix, re-checked by that rule, is labelled as checked (issue 42, point 3).
    const checked =
      finding.suggestion_check === 'verified' &&
      finding.suggestion_rule !== undefined &&
      finding.suggestion_rule === finding.rule;
    const verified = checked ? [`_${tr.t('suggestionVerified')}_`] : [];
    return [codeBlock(code, 'suggestion'), ...verified];
  }
  const label = mode === 'suggestion' ? tr.t('suggestionNotApplicable') : tr.t('suggestedChange');
  return [label, codeBlock(code, fenceLanguage(finding.path))];
}

/** The suggestion without the blank lines a model adds around it. */
export function trimSuggestion(code: string): string {
  // Only CRLF: a lone CR is a character of the code, which the comment shows as `\r`.
  return code.replace(/\r\n/g, '\n').replace(/\n$/, '');
}

/**
 * The longest cut of `text` (with an ellipsis) whose rendering fits `maxChars`, or null when even the
 * empty cut does not fit. Escaping can lengthen text, so the cut is found by bisection on the result.
 */
function longestFit(text: string, render: (cut: string) => string, maxChars: number): string | null {
  const cutAt = (n: number) => (n >= text.length ? text : n === 0 ? '' : `${safeSlice(text, n)}…`);
  if (render(cutAt(0)).length > maxChars) return null;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (render(cutAt(mid)).length <= maxChars) low = mid;
    else high = mid - 1;
  }
  return render(cutAt(low));
}

/** `text.slice(0, n)` that never ends on the first half of a surrogate pair. */
function safeSlice(text: string, n: number): string {
  const last = text.charCodeAt(n - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? n - 1 : n);
}
