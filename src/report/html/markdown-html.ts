/**
 * Finding bodies are Markdown written for the PR comment; the page renders them with `marked`, safe
 * for text the change under review controls: raw HTML is never passed through (every html token is
 * shown as its text), a link keeps its href only for http(s) and relative targets (a `javascript:`
 * or `data:` one is shown as text), and images become their alt text (the page's CSP loads none).
 * https://marked.js.org/using_pro#renderer
 */
import { Marked, type Tokens } from 'marked';
import { esc } from './escape.js';

/** http(s), or relative (no scheme before the first `/`, `?` or `#`). */
function safeHref(href: string): boolean {
  const value = href.trim();
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(value);
  if (!scheme) return !value.startsWith('//');
  return /^https?$/i.test(scheme[1] ?? '');
}

const marked = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  renderer: {
    html(token: Tokens.HTML | Tokens.Tag): string {
      return esc(token.text);
    },
    link(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Link): string {
      const text = this.parser.parseInline(token.tokens);
      if (!safeHref(token.href)) return `${text} (${esc(token.href)})`;
      return `<a href="${esc(token.href)}" rel="noreferrer">${text}</a>`;
    },
    image(token: Tokens.Image): string {
      return esc(token.text);
    },
  },
});

/** `markdown` as HTML that can only format text: no element, attribute or URL of its own making. */
export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown) as string;
}

/**
 * One line of Markdown (a finding's title) as inline HTML, with the same safe renderer: a title
 * written for the PR comment shows `code` as code on the page, not as literal backticks.
 */
export function inlineMarkdownToHtml(markdown: string): string {
  return marked.parseInline(markdown) as string;
}
