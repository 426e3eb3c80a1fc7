/**
 * The output formats of a review, listed once: the CLI's `--format` check and help line, the
 * renderers' switch (its type), and the README's "Reports" list (scripts/gen-format-docs.ts) all
 * come from this table. Adding a format = one row here plus its case in `renderReport` and
 * `renderFormat` (the compiler asks for both). No imports: the CLI reads it before any renderer loads.
 */

/** One format: its `--format` name, its note in `--help`, and its entry in the README. */
interface FormatRow {
  readonly id: string;
  /** Shown after the name in `prlens review --help`; empty for none. */
  readonly note: string;
  /** The README's description (Markdown). */
  readonly docs: string;
}

const FORMAT_TABLE = [
  {
    id: 'text',
    note: 'default',
    docs: 'for terminals; Markdown in titles and bodies is shown as plain text.',
  },
  {
    id: 'json',
    note: '',
    docs:
      'the report of the design contract (`findings`, `unanchored`, `excluded_files`, `stats`, ' +
      "`usage`, `warnings`, `incomplete`, ...). Each finding has `rule`: the static rule's id, an imported " +
      "tool's rule id (the tool's name when its result names none), or `null` for a finding of a model lens.",
  },
  {
    id: 'markdown',
    note: '',
    docs:
      'for job summaries and PR comments; untrusted text is escaped and the size stays under ' +
      "GitHub's body limit.",
  },
  {
    id: 'sarif',
    note: '',
    docs:
      'SARIF 2.1.0 for GitHub code scanning (`github/codeql-action/upload-sarif`). Every static ' +
      "rule is its own SARIF rule (`ruleId` = the rule's id, e.g. `py-eval-exec`) described from its rule " +
      'file: its message, note, category and its own severity as `security-severity` (critical 9.5, high ' +
      '8.0, medium 5.5, low 3.0) and how often it is right as `precision` (very-high, high, medium or low, ' +
      'from its measured record: rules/README.md), by which code scanning sorts alerts, the same in every ' +
      'run, so alerts can be dismissed rule by rule. Model ' +
      'findings file under one rule per lens (`lens/security`, `lens/correctness`, ...), which has no ' +
      "`security-severity` of its own: code scanning shows each result's level.",
  },
  {
    id: 'rdjson',
    note: 'reviewdog',
    docs:
      "reviewdog's Diagnostic JSON (`prlens review --format rdjson | reviewdog -f=rdjson`), so " +
      'reviewdog can post or filter the findings; unpinned findings are on their file, without lines.',
  },
  {
    id: 'html',
    note: 'one page',
    docs:
      'one self-contained page (findings, changed lines, usage, a timeline of the model calls), ' +
      'also written by the action beside the JSON report (output `report-html`).',
  },
] as const satisfies readonly FormatRow[];

/** A format `prlens review --format` takes. */
export type ReportFormat = (typeof FORMAT_TABLE)[number]['id'];

/** Every format, in the order help and docs list them. */
export const REPORT_FORMATS: readonly ReportFormat[] = FORMAT_TABLE.map((f) => f.id);

/** Whether `name` is a format (narrows a flag's value). */
export function isReportFormat(name: string): name is ReportFormat {
  return FORMAT_TABLE.some((f) => f.id === name);
}

/** The help line's list: `text (default), json, …, html (one page)`. */
export function formatHelpList(): string {
  return FORMAT_TABLE.map((f) => (f.note ? `${f.id} (${f.note})` : f.id)).join(', ');
}

/** The README's list of formats, one `- \`id\`: description` item each. */
export function formatDocsList(): string {
  return FORMAT_TABLE.map((f) => `- \`${f.id}\`: ${f.docs}`).join('\n');
}
