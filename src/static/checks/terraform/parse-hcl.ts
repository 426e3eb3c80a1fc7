/**
 * A small reader for Terraform's HCL: blocks (type, labels, line) with their attributes and nested
 * blocks, each attribute with the lines its value spans. ast-grep publishes no HCL grammar, and the
 * Terraform rules need only this structure, not expressions
 * (https://developer.hashicorp.com/terraform/language/syntax/configuration).
 */

export interface HclAttribute {
  name: string;
  /** The value's source text, lines joined with `\n`. */
  value: string;
  line: number;
  /** Each line of the value with its number, for pinning a finding on the element that matters. */
  lines: { text: string; line: number }[];
}

export interface HclBlock {
  type: string;
  labels: string[];
  line: number;
  attributes: Map<string, HclAttribute>;
  blocks: HclBlock[];
}

const BLOCK_OPEN = /^([A-Za-z_][\w-]*)((?:\s+"[^"]*"|\s+[A-Za-z_][\w-]*)*)\s*\{\s*$/;
const ATTRIBUTE = /^([A-Za-z_][\w-]*)\s*=\s*(.*)$/;

/** The top-level blocks of `text`. Unbalanced or unusual input yields what could be read, never throws. */
export function parseHcl(text: string): HclBlock[] {
  const root: HclBlock = { type: '', labels: [], line: 0, attributes: new Map(), blocks: [] };
  const stack: HclBlock[] = [root];
  const lines = text.split('\n').map((l) => stripComment(l).trim());
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const current = stack.at(-1)!;
    if (line === '}' || line === '},') {
      if (stack.length > 1) stack.pop();
      continue;
    }
    const open = BLOCK_OPEN.exec(line);
    if (open) {
      const labels = [...open[2]!.matchAll(/"([^"]*)"|([A-Za-z_][\w-]*)/g)].map((m) => m[1] ?? m[2]!);
      const block: HclBlock = { type: open[1]!, labels, line: i + 1, attributes: new Map(), blocks: [] };
      current.blocks.push(block);
      stack.push(block);
      continue;
    }
    const attribute = ATTRIBUTE.exec(line);
    if (!attribute) continue;
    // A value may span lines (lists, maps, heredocs): read until its brackets close.
    const valueLines = [{ text: attribute[2]!, line: i + 1 }];
    const heredoc = /^<<-?\s*([A-Z_]+)\s*$/.exec(attribute[2]!);
    let depth = balance(attribute[2]!);
    while (i + 1 < lines.length && (heredoc ? lines[i + 1] !== heredoc[1] : depth > 0)) {
      i++;
      valueLines.push({ text: lines[i]!, line: i + 1 });
      if (!heredoc) depth += balance(lines[i]!);
    }
    if (heredoc) i++;
    current.attributes.set(attribute[1]!, {
      name: attribute[1]!,
      value: valueLines.map((l) => l.text).join('\n'),
      line: valueLines[0]!.line,
      lines: valueLines,
    });
  }
  return root.blocks;
}

/** Opening minus closing brackets outside strings. */
function balance(text: string): number {
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '[' || c === '{' || c === '(')) depth++;
    else if (!quoted && (c === ']' || c === '}' || c === ')')) depth--;
  }
  return depth;
}

/** The line without a `#` or `//` comment outside strings. */
function stripComment(line: string): string {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '\\') i++;
    else if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '#' || (c === '/' && line[i + 1] === '/'))) return line.slice(0, i);
  }
  return line;
}

/** An attribute's value as a plain string, number or bool literal; undefined for expressions. */
export function literal(attribute: HclAttribute | undefined): string | undefined {
  const value = attribute?.value.trim();
  if (value === undefined) return undefined;
  const quoted = /^"([^"$]*)"$/.exec(value);
  if (quoted) return quoted[1];
  return /^(-?\d+|true|false)$/.test(value) ? value : undefined;
}
