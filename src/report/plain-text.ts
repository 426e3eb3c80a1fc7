/**
 * Markdown as plain text, for the terminal and for SARIF's `message.text` (which code scanning shows
 * as it is). Titles and bodies are written in Markdown for the PR comment (`**bold**`, `` `code` ``,
 * links, fences); printed raw, a reader sees the markup instead of the words.
 *
 * Only Markdown markup is removed (HTML is left as written: it may be the subject of the finding).
 * Code spans and fenced blocks keep their text exactly (an `_` or `*` inside
 * code is code), and `snake_case` words are not mistaken for emphasis.
 */

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/** Renders Markdown as plain text: markup removed, code kept verbatim, fences indented by four. */
export function toPlainText(markdown: string): string {
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const marker = FENCE.exec(line)?.[1];
    if (fence !== null) {
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      else out.push(line === '' ? '' : `    ${line}`);
      continue;
    }
    if (marker !== undefined) {
      fence = marker;
      continue;
    }
    out.push(plainLine(line));
  }
  return out.join('\n');
}

function plainLine(line: string): string {
  const block = line
    .replace(/^(\s{0,3})#{1,6}\s+/, '$1')
    .replace(/^(\s{0,3})>\s?/, '$1')
    .replace(/^(\s*)[*+]\s+/, '$1- ');
  // Code spans are swapped for placeholders first, so nothing inside them is touched, while emphasis
  // around them (`**\`x\`**`) still pairs up.
  const spans: string[] = [];
  const masked = block.replace(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g, (_m, _ticks: string, code: string) => {
    spans.push(code.replace(/^ (.*) $/, '$1'));
    return `\u0000${spans.length - 1}\u0000`;
  });
  return plainInline(masked).replace(/\u0000(\d+)\u0000/g, (_m, i: string) => spans[Number(i)] ?? '');
}

function plainInline(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\(([^)\s]+)[^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\(([^)\s]+)[^)]*\)/g, (_m, label: string, url: string) =>
      label === url ? url : `${label} (${url})`,
    )
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/(^|[^\w*])\*(?=\S)([^*]+?)(?<=\S)\*(?![\w*])/g, '$1$2')
    .replace(/(^|[^\w])_(?=\S)([^_]+?)(?<=\S)_(?!\w)/g, '$1$2')
    .replace(/~~(?=\S)(.+?)(?<=\S)~~/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!|>~<])/g, '$1');
}
