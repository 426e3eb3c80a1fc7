/**
 * A small, independent reading of CommonMark's code rules for the Markdown tests: what remains of
 * a document once fenced code blocks and code spans are taken out is what GitHub renders as
 * Markdown and HTML, so that is where tags and mentions must not appear.
 */

/** The document without fenced code blocks and code spans; throws on a fence left open. */
export function outsideCode(markdown: string): string {
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    if (fence !== null) {
      const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line)?.[1];
      if (close !== undefined && close[0] === fence[0] && close.length >= fence.length) fence = null;
      continue;
    }
    const open = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (open?.[1] !== undefined && !(open[1].startsWith('`') && (open[2] ?? '').includes('`'))) {
      fence = open[1];
      continue;
    }
    out.push(withoutCodeSpans(line));
  }
  if (fence !== null)
    throw new Error(`a ${fence} fence is never closed: it swallows the rest of the document`);
  return out.join('\n');
}

/** The `<details>`/`<summary>` tags outside code, checked to nest properly; returns the tag names. */
export function detailsTags(markdown: string): string[] {
  const tags = [...outsideCode(markdown).matchAll(/<(\/?)(details|summary)\b[^>]*>/g)].map(
    (m) => `${m[1]}${m[2]}`,
  );
  let depth = 0;
  for (const tag of tags) {
    if (tag === 'details') depth += 1;
    if (tag === '/details') depth -= 1;
    if (depth < 0 || depth > 1) throw new Error(`<details> blocks are broken at ${tags.join(' ')}`);
  }
  if (depth !== 0) throw new Error('a <details> block is never closed');
  return tags;
}

function withoutCodeSpans(line: string): string {
  let out = '';
  let i = 0;
  while (i < line.length) {
    const c = line[i] ?? '';
    if (c === '\\' && i + 1 < line.length && /[!-/:-@[-`{-~]/.test(line[i + 1] ?? '')) {
      out += line.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (c !== '`') {
      out += c;
      i += 1;
      continue;
    }
    const run = /^`+/.exec(line.slice(i))?.[0] ?? '`';
    const rest = line.slice(i + run.length);
    const close = new RegExp(`(?<!\`)${run}(?!\`)`).exec(rest);
    if (close === null) {
      out += run;
      i += run.length;
      continue;
    }
    i += run.length + close.index + run.length;
  }
  return out;
}
