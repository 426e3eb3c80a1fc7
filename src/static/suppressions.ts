/**
 * Inline suppressions people already write for other linters, honoured by the static lens so that a
 * line a team has looked at and marked is not flagged again. Semantics (rules/README.md):
 *
 * - Blanket vs specific: a marker without names silences every rule (`# nosec` only security rules,
 *   as bandit and gosec are security linters); with names (`# noqa: S307`, `//nolint:gosec`,
 *   `// eslint-disable-line no-eval`) only the rules whose id or `aliases` include one of them.
 * - Where: same-line markers (`nosec`, `noqa`, `nolint`, `NOSONAR`, `eslint-disable-line`,
 *   `prlens-ignore`) count on the first line of the match or on its flagged line. Next-line markers
 *   (`eslint-disable-next-line`, and `nolint` / `prlens-ignore` in a comment alone on its line)
 *   count on the line just above. `/* eslint-disable *\/` … `/* eslint-enable *\/` covers a region,
 *   `/* eslint no-empty: 0 *\/` and `# flake8: noqa` the whole file. Java's `@SuppressWarnings("…")`
 *   covers the annotated declaration (`"all"` or a name from the rule's aliases).
 * Markers are read from comment nodes of the syntax tree, so a `"# noqa"` inside a string is not one.
 */
import type { SgNode } from '@ast-grep/napi';
import type { RuleLanguage } from './languages.js';

export interface SuppressibleRule {
  id: string;
  category: string;
  aliases: readonly string[];
}

/** `null` names = blanket; `securityOnly` for nosec. */
interface Marker {
  kind: string;
  names: string[] | null;
  securityOnly: boolean;
}

interface Region {
  from: number;
  to: number;
  marker: Marker;
}

/** The suppressions of one file, by line. */
export interface FileSuppressions {
  sameLine: Map<number, Marker[]>;
  nextLine: Map<number, Marker[]>;
  regions: Region[];
}

const COMMENT_KINDS: Record<RuleLanguage, string[]> = {
  javascript: ['comment'],
  typescript: ['comment'],
  tsx: ['comment'],
  python: ['comment'],
  go: ['comment'],
  java: ['line_comment', 'block_comment'],
  rust: ['line_comment', 'block_comment'],
  yaml: ['comment'],
  dart: ['comment', 'documentation_comment'],
};

/** Reads every suppression comment of a parsed file. */
export function fileSuppressions(
  root: SgNode,
  language: RuleLanguage,
  lines: readonly string[],
): FileSuppressions {
  const found: FileSuppressions = { sameLine: new Map(), nextLine: new Map(), regions: [] };
  const open: Region[] = [];
  const rule = { any: COMMENT_KINDS[language].map((kind) => ({ kind })) };
  const comments = root.findAll({ rule }).sort((a, b) => a.range().start.index - b.range().start.index);
  for (const node of comments) {
    const { start, end } = node.range();
    const line = start.line + 1;
    const alone = (lines[start.line] ?? '').slice(0, start.column).trim() === '';
    const text = stripDelimiters(node.text());
    for (const directive of directives(text)) {
      const { kind, marker } = directive;
      if (kind === 'file') found.regions.push({ from: 1, to: Number.MAX_SAFE_INTEGER, marker });
      else if (kind === 'region-start') open.push({ from: line, to: Number.MAX_SAFE_INTEGER, marker });
      else if (kind === 'region-end') {
        for (const region of open.splice(0)) found.regions.push({ ...region, to: line });
      } else if (kind === 'next-line') add(found.nextLine, end.line + 2, marker);
      else {
        add(found.sameLine, line, marker);
        // golangci-lint and prlens: the marker alone on its line covers the line below.
        if (alone && (marker.kind === 'nolint' || marker.kind === 'prlens-ignore')) {
          add(found.nextLine, end.line + 2, marker);
        }
      }
    }
  }
  found.regions.push(...open);
  return found;
}

/**
 * The 1-based lines where the multi-line strings of a Python match end: ruff and flake8 read a
 * `noqa` there as covering the whole string ("for multi-line strings, the noqa directive should come
 * at the end of the string", https://docs.astral.sh/ruff/linter/#error-suppression), as indico's
 * Alembic migrations write `''')  # noqa: S608` after their SQL (fresh10).
 */
export function multilineStringEnds(node: SgNode, language: RuleLanguage): number[] {
  if (language !== 'python') return [];
  const strings = [node, ...node.findAll({ rule: { kind: 'string' } })].filter(
    (s) => String(s.kind()) === 'string' && s.range().end.line > s.range().start.line,
  );
  return strings.map((s) => s.range().end.line + 1);
}

/**
 * For a Python flow rule's value that is a variable (`count_query = f"…"  # noqa: S608`, then
 * `execute(count_query)`): the first and last 1-based lines of each assignment of it in the
 * enclosing function, `+=` included. Ruff's S608 and Bandit's B608 report the string that builds
 * the SQL, not the call that runs it, so that is where a team marks it (lnbits' `db.py`, fresh15).
 * Empty when the value is no variable or nothing in the function assigns it.
 */
export function assignmentLines(value: SgNode | null, language: RuleLanguage): number[][] {
  if (language !== 'python' || !value || String(value.kind()) !== 'identifier') return [];
  const scope = value.ancestors().find((a) => String(a.kind()) === 'function_definition');
  if (!scope) return [];
  // `q += f"… {x}"` adds to the SQL as `q = …` does: its line must carry a marker too.
  const assigned = {
    any: [{ kind: 'assignment' }, { kind: 'augmented_assignment' }],
    has: { field: 'left', regex: `^${value.text()}$` },
  };
  return scope.findAll({ rule: assigned }).map((a) => [a.range().start.line + 1, a.range().end.line + 1]);
}

/**
 * The marker that silences `rule` on a match spanning `startLine` (1-based) whose finding sits on
 * `line`, or null; a `noqa` also counts on `stringEnds` (see multilineStringEnds). With `builtAt`
 * (see assignmentLines), a same-line marker that applies on a line of every assignment of the
 * value counts too: one unmarked assignment may be the one that carries input. `node` is the
 * match, for Java's `@SuppressWarnings` on enclosing declarations.
 */
export function suppressionFor(
  found: FileSuppressions,
  rule: SuppressibleRule,
  where: {
    startLine: number;
    line: number;
    stringEnds?: readonly number[];
    builtAt?: readonly (readonly number[])[];
  },
  node?: SgNode,
): string | null {
  const lines = new Set([where.startLine, where.line]);
  for (const line of lines) {
    for (const marker of found.sameLine.get(line) ?? []) if (applies(marker, rule)) return marker.kind;
    for (const marker of found.nextLine.get(line) ?? []) if (applies(marker, rule)) return marker.kind;
  }
  const markedAt = (group: readonly number[]): Marker | undefined =>
    group.flatMap((l) => found.sameLine.get(l) ?? []).find((m) => applies(m, rule));
  const built = (where.builtAt ?? []).map(markedAt);
  if (built.length > 0 && built.every((m) => m !== undefined)) return built[0]!.kind;
  for (const line of where.stringEnds ?? []) {
    for (const marker of found.sameLine.get(line) ?? [])
      if (marker.kind === 'noqa' && applies(marker, rule)) return marker.kind;
  }
  for (const region of found.regions) {
    if (region.from <= where.line && where.line <= region.to && applies(region.marker, rule))
      return region.marker.kind;
  }
  if (node) {
    const names = suppressWarningsOf(node);
    if (names.length > 0) {
      const marker: Marker = {
        kind: '@SuppressWarnings',
        names: names.includes('all') ? null : names,
        securityOnly: false,
      };
      if (applies(marker, rule)) return marker.kind;
    }
  }
  return null;
}

function applies(marker: Marker, rule: SuppressibleRule): boolean {
  if (marker.securityOnly && rule.category !== 'security' && marker.names === null) return false;
  if (marker.names === null) return true;
  const own = new Set([rule.id, `prlens/${rule.id}`, ...rule.aliases].map((n) => n.toLowerCase()));
  return marker.names.some((name) => own.has(name.toLowerCase()));
}

function add(map: Map<number, Marker[]>, line: number, marker: Marker): void {
  map.set(line, [...(map.get(line) ?? []), marker]);
}

function stripDelimiters(text: string): string {
  return text
    .replace(/^\s*(?:\/\/+|\/\*+|#+|--)/, '')
    .replace(/\*+\/\s*$/, '')
    .trim();
}

type Directive = {
  kind: 'same-line' | 'next-line' | 'region-start' | 'region-end' | 'file';
  marker: Marker;
};

/** The suppression directives in one comment's text (delimiters already removed). */
export function directives(text: string): Directive[] {
  const out: Directive[] = [];
  const names = (list: string | undefined): string[] | null => {
    const parsed = (list ?? '')
      .split(/\s+--\s|\s\/\/\s/)[0]!
      .split(/[\s,]+/)
      // `nosec:B105` (Kiwi TCMS's settings, tuning) names B105 as `nosec: B105` and `nosec B105` do.
      .map((n) => n.trim().replace(/^:+/, ''))
      .filter((n) => /^[\w@./:-]+$/.test(n) && /\w/.test(n));
    return parsed.length > 0 ? parsed : null;
  };
  const m = (kind: string, list: string[] | null, securityOnly = false): Marker => ({
    kind,
    names: list,
    securityOnly,
  });

  let match = /^eslint-disable-next-line\b(.*)$/s.exec(text);
  if (match) return [{ kind: 'next-line', marker: m('eslint-disable-next-line', names(match[1])) }];
  match = /^eslint-disable-line\b(.*)$/s.exec(text);
  if (match) return [{ kind: 'same-line', marker: m('eslint-disable-line', names(match[1])) }];
  match = /^eslint-disable\b(.*)$/s.exec(text);
  if (match) return [{ kind: 'region-start', marker: m('eslint-disable', names(match[1])) }];
  if (/^eslint-enable\b/.test(text)) return [{ kind: 'region-end', marker: m('eslint-enable', null) }];
  match = /^eslint\s+(.+)$/s.exec(text);
  if (match) {
    // `/* eslint no-empty: 0, eqeqeq: "off" */`: rules turned off for the whole file.
    const off = [...match[1]!.matchAll(/([@\w/-]+)\s*:\s*\[?\s*(?:0|"off"|'off'|off)\b/g)].map((x) => x[1]!);
    if (off.length > 0) out.push({ kind: 'file', marker: m('eslint config comment', off) });
    return out;
  }
  if (/^flake8[:\s]+noqa\b/i.test(text)) return [{ kind: 'file', marker: m('flake8: noqa', null) }];

  // Same-line markers may share a comment with other text (`x = 1  # noqa: E501  # nosec`).
  match = /(?:^|[\s#])#?nosec\b([^#]*)/i.exec(text);
  if (match) out.push({ kind: 'same-line', marker: m('nosec', names(match[1]), true) });
  match = /(?:^|\s|#)noqa\b(?::\s*([^#]*))?/i.exec(text);
  if (match) out.push({ kind: 'same-line', marker: m('noqa', names(match[1])) });
  match = /(?:^|\s)nolint\b(?::(\S*))?/.exec(text);
  if (match) out.push({ kind: 'same-line', marker: m('nolint', names(match[1])) });
  if (/\bNOSONAR\b/.test(text)) out.push({ kind: 'same-line', marker: m('NOSONAR', null) });
  match = /(?:^|\s)prlens-ignore\b(.*)$/s.exec(text);
  if (match) out.push({ kind: 'same-line', marker: m('prlens-ignore', names(match[1])) });
  return out;
}

const DECLARATIONS = new Set([
  'method_declaration',
  'constructor_declaration',
  'class_declaration',
  'interface_declaration',
  'enum_declaration',
  'record_declaration',
  'field_declaration',
  'local_variable_declaration',
]);

/** The names in `@SuppressWarnings(...)` on the Java declarations around `node`. */
function suppressWarningsOf(node: SgNode): string[] {
  const names: string[] = [];
  for (const ancestor of [node, ...node.ancestors()]) {
    if (!DECLARATIONS.has(String(ancestor.kind()))) continue;
    for (const child of ancestor.children()) {
      if (String(child.kind()) !== 'modifiers') continue;
      for (const annotation of child.text().matchAll(/@(?:java\.lang\.)?SuppressWarnings\s*\(([^)]*)\)/g)) {
        for (const value of annotation[1]!.matchAll(/"([^"]*)"/g)) names.push(value[1]!);
      }
    }
  }
  return names;
}
