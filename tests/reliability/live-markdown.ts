/**
 * What a Markdown body would do once GitHub renders it: rendered with marked (CommonMark and GFM,
 * raw HTML passed through as GitHub passes it), then read as HTML. GitHub turns `@user` and
 * `owner/repo#N` into live mentions and references in text nodes outside `code`, `pre` and `a`, after
 * Markdown; a link or an image fires wherever it renders. A bare URL becomes a link too (GFM
 * autolinks), an honest one: its text is its target.
 */
import { marked } from 'marked';

export interface Rendered {
  /** Text outside code, pre and links (entities decoded): where mentions and references go live. */
  liveText: string;
  /** Every link with the text it shows. */
  links: Array<{ href: string; text: string }>;
  images: string[];
}

const QUIET = new Set(['code', 'pre', 'a']);

/** Renders `markdown` and collects its live text, link targets and image sources. */
export function renderLive(markdown: string): Rendered {
  const html = marked.parse(markdown, { gfm: true, async: false });
  const open: string[] = [];
  const live: string[] = [];
  const links: Array<{ href: string; text: string }> = [];
  const images: string[] = [];
  for (const part of html.split(/(<[^>]*>)/)) {
    const tag = /^<(\/?)([a-zA-Z][\w-]*)([^>]*)>$/.exec(part);
    if (!tag) {
      if (!open.some((t) => QUIET.has(t))) live.push(decode(part));
      else if (open.includes('a')) links.at(-1)!.text += decode(part);
      continue;
    }
    const [, closing, rawName, attrs = ''] = tag;
    const name = rawName!.toLowerCase();
    if (name === 'a' && !closing)
      links.push({ href: decode(/href="([^"]*)"/.exec(attrs)?.[1] ?? ''), text: '' });
    if (name === 'img') images.push(/src="([^"]*)"/.exec(attrs)?.[1] ?? '');
    if (!QUIET.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at >= 0) open.splice(at, 1);
    } else open.push(name);
  }
  return { liveText: live.join(''), links, images };
}

function decode(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
