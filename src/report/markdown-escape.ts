/**
 * Making untrusted text (finding titles and bodies from a model or a rule, file paths from a PR)
 * safe to embed in GitHub-flavoured Markdown. What must not happen:
 * - an HTML tag in the text is rendered, or closes our `<details>` block;
 * - an `@mention` notifies someone (GitHub links mentions in text, not in code);
 * - a code fence in the text swallows the rest of our comment;
 * - a line break in a file name ends the HTML block or the code span it is shown in (a blank line
 *   ends a `<details>` block, CommonMark 4.6), and what follows renders as live Markdown;
 * - a link, an image or a reference to another issue (`[x](url)`, `![x](url)`, `owner/repo#1`) fires
 *   from a model's words: a disguised link, a tracking image, a backlink in someone else's issue.
 * Code spans and fenced blocks keep their content verbatim: GitHub renders neither HTML nor
 * mentions inside code, so readable code needs no escaping there. What is never kept, in code or in
 * prose, is a character that ends a line for a reader other than Markdown (a lone CR, NEL, U+2028,
 * U+2029) or an HTML comment opener `<!--`: they are shown as escapes, so no text of a PR or a model
 * can put a line that looks like one of prlens's hidden markers into a body prlens posts.
 */
import { visibleControls, visibleVerbatim } from '../core/visible-text.js';

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;

/** Escapes prose that may contain Markdown, inline code and fenced code blocks. */
export function escapeMarkdownBlock(text: string): string {
  const lines = normalizeNewlines(text).split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const open = FENCE_OPEN.exec(line);
    // A backtick fence whose info string holds a backtick is not a fence (CommonMark 4.5).
    if (open?.[1] === undefined || (open[1].startsWith('`') && (open[2] ?? '').includes('`'))) {
      out.push(escapeInline(line));
      continue;
    }
    const marker = open[1];
    const code: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const candidate = lines[j] ?? '';
      if (closesFence(candidate, marker)) break;
      code.push(candidate);
    }
    // An unclosed fence ends with the text: we close it ourselves instead of leaving it open.
    out.push(codeBlock(code.join('\n'), infoLanguage(open[2] ?? '')));
    i = j;
  }
  return out.join('\n');
}

/** Escapes one line of prose (newlines become spaces): HTML, mentions and stray backticks. */
export function escapeMarkdownInline(text: string): string {
  return escapeInline(visibleControls(normalizeNewlines(text).replace(/\s*\n\s*/g, ' ')));
}

/** A fenced code block that its content cannot close: the fence outruns every backtick run inside. */
export function codeBlock(code: string, language = ''): string {
  const fence = '`'.repeat(Math.max(3, longestRun(code, '`') + 1));
  return `${fence}${language}\n${visibleVerbatim(code)}\n${fence}`;
}

/**
 * An inline code span for short untrusted text such as a file path: one line whatever it holds
 * (control characters shown as escapes), so no blank line can end it and the block around it.
 */
export function codeSpan(text: string): string {
  const content = visibleVerbatim(visibleControls(text));
  const ticks = '`'.repeat(longestRun(content, '`') + 1);
  // A space pads content that starts or ends with a backtick (CommonMark strips one on each side).
  const pad = content.startsWith('`') || content.endsWith('`') || content === '' ? ' ' : '';
  return `${ticks}${pad}${content}${pad}${ticks}`;
}

/**
 * Escapes text for an HTML context such as `<summary>`: no tag, entity or attribute can open, and no
 * line break can end the HTML block (control characters are shown as escapes).
 */
export function escapeHtml(text: string): string {
  return visibleControls(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A language for a fence from a file name, only when it is a plain word (so it cannot inject). */
export function fenceLanguage(path: string): string {
  const ext = /\.([A-Za-z0-9]{1,10})$/.exec(path)?.[1];
  return ext?.toLowerCase() ?? '';
}

function escapeInline(line: string): string {
  let out = '';
  let rest = line;
  for (;;) {
    const open = /`+/.exec(rest);
    if (!open) return out + escapeProse(rest);
    const ticks = open[0];
    const after = rest.slice(open.index + ticks.length);
    const close = new RegExp(`(?<!\`)${ticks}(?!\`)`).exec(after);
    if (!close) {
      // An unmatched run would pair with a run further down; escaped, it is plain text.
      out += escapeProse(rest.slice(0, open.index)) + '\\`'.repeat(ticks.length);
      rest = after;
      continue;
    }
    out +=
      escapeProse(rest.slice(0, open.index)) + ticks + visibleVerbatim(after.slice(0, close.index)) + ticks;
    rest = after.slice(close.index + ticks.length);
  }
}

/**
 * Prose between code spans. Every backslash is doubled first, so none can escape what follows (a
 * trailing one would escape the backtick of a code span and turn its code into live Markdown) and
 * the backslashes added after it escape what they precede.
 */
function escapeProse(text: string): string {
  return (
    visibleVerbatim(text.replace(/\\/g, '\\\\'))
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      // No link, image, reference or footnote can open: `[x](u)`, `![x](u)`, `[x][r]`, `[^1]`.
      .replace(/[[\]]/g, '\\$&')
      // A zero-width space after `@` keeps the text readable but is no longer a mention; the same
      // after `#` (and in `GH-`) keeps `#12` and `owner/repo#12` from linking (and from leaving a
      // "mentioned this" mark on that issue). GitHub finds both in text, after Markdown, so a
      // backslash escape would not stop them.
      .replace(/@(?=[A-Za-z0-9_-])/g, '@&#8203;')
      .replace(/(?<!&)#(?=\d)/g, '#&#8203;')
      .replace(/\bGH-(?=\d)/gi, (m) => `${m.slice(0, 2)}&#8203;-`)
  );
}

function closesFence(line: string, marker: string): boolean {
  const match = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
  const close = match?.[1];
  return close !== undefined && close[0] === marker[0] && close.length >= marker.length;
}

function infoLanguage(info: string): string {
  return /^\s*([A-Za-z0-9_+-]{1,20})/.exec(info)?.[1] ?? '';
}

function longestRun(text: string, char: string): number {
  let longest = 0;
  let current = 0;
  for (const c of text) {
    current = c === char ? current + 1 : 0;
    longest = Math.max(longest, current);
  }
  return longest;
}

/** CRLF is a line break everywhere; a lone CR is left for `visibleVerbatim` to show as `\r`. */
function normalizeNewlines(text: string): string {
  return text.replace(/\r\n/g, '\n');
}
