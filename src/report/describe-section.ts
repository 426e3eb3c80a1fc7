/**
 * The marked section prlens writes into a PR description: only the text between our hidden markers
 * is ever replaced; the author's text before and after stays byte for byte. Pure; writing it is
 * src/github/describe-section.ts's.
 */

export const DESCRIBE_START = '<!-- prlens:describe:start -->';
export const DESCRIBE_END = '<!-- prlens:describe:end -->';
/** PR bodies share the 65,536-character limit of comments; the section keeps to a share of it. */
export const MAX_PR_BODY_CHARS = 65_536;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// The first start…end pair with no other start inside: a stray start marker the author left (or
// pasted) earlier is not a license to swallow the text between it and our section.
const SECTION = new RegExp(
  `${escapeRegExp(DESCRIBE_START)}(?:(?!${escapeRegExp(DESCRIBE_START)})[\\s\\S])*?${escapeRegExp(DESCRIBE_END)}`,
);

/** The body with our section (markers included) put in place of the old one, or appended. Pure. */
export function spliceDescription(body: string | null, section: string): string {
  const block = `${DESCRIBE_START}\n${section.trim()}\n${DESCRIBE_END}`;
  const current = body ?? '';
  const match = SECTION.exec(current);
  if (match) return current.slice(0, match.index) + block + current.slice(match.index + match[0].length);
  if (current.trim() === '') return block;
  return `${current}${current.endsWith('\n') ? '\n' : '\n\n'}${block}`;
}

/** The text of our section in `body` (markers excluded), or null. */
export function readDescription(body: string | null): string | null {
  const match = SECTION.exec(body ?? '');
  return match ? match[0].slice(DESCRIBE_START.length, -DESCRIBE_END.length).trim() : null;
}
