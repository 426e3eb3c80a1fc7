/**
 * Reads checkstyle XML (`<checkstyle><file name=…><error line=… severity=… message=… source=…/>`),
 * the format golangci-lint, ESLint's checkstyle formatter and many others write. A small reader of
 * just that shape: elements and attributes, the five predefined entities and numeric character
 * references. A DOCTYPE is refused, so no entity can be defined or expanded (a "billion laughs"
 * file, or an external entity reading a runner's file, is an error, not a hang or a leak).
 */
import { type ImportedLevel, type ImportedResult, JsonPath, ShapeError } from './imported.js';

const LEVEL: Record<string, ImportedLevel> = {
  error: 'error',
  warning: 'warning',
  info: 'note',
  ignore: 'none',
};
const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** The results of a checkstyle document; problems name the element (`file[2].error[0]`). */
export function readCheckstyle(xml: string): { results: ImportedResult[]; problems: string[] } {
  if (/<!DOCTYPE/i.test(xml) || /<!ENTITY/i.test(xml))
    throw new ShapeError(
      new JsonPath(),
      'no DOCTYPE or entity declarations (refused: they can expand without bound)',
    );
  const body = xml.replace(/<!--[\s\S]*?-->/g, '').replace(/<\?[\s\S]*?\?>/g, '');
  if (!/<checkstyle\b/.test(body)) throw new ShapeError(new JsonPath(), 'a <checkstyle> root element');
  const results: ImportedResult[] = [];
  const problems: string[] = [];
  let fileIndex = -1;
  let errorIndex = 0;
  let fileName: string | null = null;
  for (const tag of body.matchAll(
    /<(\/?)([A-Za-z_][\w.-]*)((?:\s+[^\s=>/]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g,
  )) {
    const [, closing, name, rawAttrs] = tag;
    if (name === 'file') {
      if (closing) {
        fileName = null;
        continue;
      }
      fileIndex++;
      errorIndex = 0;
      fileName = attributes(rawAttrs ?? '').name ?? null;
      if (fileName === null) problems.push(`file[${fileIndex}]: expected a name attribute`);
      if (tag[4]) fileName = null;
      continue;
    }
    if (name !== 'error' || closing) continue;
    const at = `file[${fileIndex}].error[${errorIndex++}]`;
    if (fileName === null) {
      problems.push(`${at}: expected to be inside a <file name="…">`);
      continue;
    }
    const a = attributes(rawAttrs ?? '');
    const line = a.line === undefined ? null : Number(a.line);
    if (line !== null && (!Number.isInteger(line) || line < 0)) {
      problems.push(`${at}.line: expected a whole number ≥ 0`);
      continue;
    }
    if (a.message === undefined) {
      problems.push(`${at}.message: expected an attribute`);
      continue;
    }
    const source = a.source ?? null;
    results.push({
      tool: toolOf(source),
      ruleId: source,
      level: LEVEL[(a.severity ?? 'warning').toLowerCase()] ?? 'warning',
      message: a.message,
      helpUri: null,
      uri: fileName,
      startLine: line === 0 ? null : line,
      endLine: line === 0 ? null : line,
      fixes: [],
      related: [],
      baseline: null,
    });
  }
  return { results, problems };
}

/** A source like `com.puppycrawl.tools.checkstyle.checks.X` names checkstyle; `golint`-style ids name themselves. */
function toolOf(source: string | null): string {
  if (source === null || source.startsWith('com.puppycrawl.')) return 'checkstyle';
  const dot = source.indexOf('.');
  return dot > 0 && !source.includes('/') ? source.slice(0, dot) : 'checkstyle';
}

function attributes(raw: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of raw.matchAll(/([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
    out[m[1]!] = decode(m[2] ?? m[3] ?? '');
  return out;
}

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref.startsWith('#x') || ref.startsWith('#X')) return safeChar(parseInt(ref.slice(2), 16), whole);
    if (ref.startsWith('#')) return safeChar(parseInt(ref.slice(1), 10), whole);
    return PREDEFINED[ref] ?? whole;
  });
}

function safeChar(code: number, fallback: string): string {
  return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}
