/**
 * The summary's record of the PR's open findings, for the merge gate of the next run: fingerprint,
 * severity, path and line of each. It is one hidden line, always the second line of the summary
 * (right under the summary marker), and is read from there only, as a whole line: our summary is
 * found by its author (src/github/summary.ts), and nothing a finding's text quotes further down
 * can stand in for it. Paths are the PR's text, so they are stored base64url-encoded: nothing in
 * the line can close the HTML comment early or fake a second entry.
 */
import type { OpenFinding } from '../core/gate.js';
import { SEVERITIES, type Severity } from '../core/types.js';
import { SUMMARY_MARKER_PREFIX } from './markers.js';

const OPEN_MARKER_PREFIX = '<!-- prlens:open';
const OPEN_VERSION = 1;
/** Entries kept in the line; past this the record says it is partial and the next run reviews all. */
export const MAX_OPEN = 300;

const LINE = /^<!-- prlens:open v(\d+) (\{[A-Za-z0-9_",:{}[\]. -]*\}) -->$/;
const FP = /^[A-Za-z0-9._:-]{1,128}$/;
const PATH = /^[A-Za-z0-9_-]{1,4096}$/;

export interface OpenState {
  findings: OpenFinding[];
  /** False when more findings were open than the line holds: it cannot stand for all of them. */
  whole: boolean;
}

/** The hidden line for `open` (the first MAX_OPEN; `n` says how many there were). */
export function openStateLine(open: readonly OpenFinding[]): string {
  const items = open.slice(0, MAX_OPEN).map((f) => {
    if (!FP.test(f.fp)) throw new Error(`invalid finding fingerprint ${JSON.stringify(f.fp)}`);
    const p = Buffer.from(f.path, 'utf8').toString('base64url');
    return { fp: f.fp, s: f.severity, p, l: f.line, x: f.security ? 1 : 0 };
  });
  return `${OPEN_MARKER_PREFIX} v${OPEN_VERSION} ${JSON.stringify({ n: open.length, items })} -->`;
}

/** The summary body with the open-findings line as its second line (replacing one already there). */
export function withOpenState(summary: string, open: readonly OpenFinding[]): string {
  const [marker = '', ...rest] = summary.split('\n');
  const body = LINE.test(rest[0] ?? '') ? rest.slice(1) : rest;
  return [marker, openStateLine(open), ...body].join('\n');
}

/**
 * The summary body without finding `fp` in its open-findings record, for a finding rejected between
 * reviews. A record that is partial (more findings than it holds) or absent is left as it is: it
 * cannot be rewritten without claiming to be whole, and the next review rebuilds it anyway.
 */
export function withoutOpenFinding(summary: string, fp: string): string {
  const state = readOpenState(summary);
  if (state === null || !state.whole || !state.findings.some((f) => f.fp === fp)) return summary;
  return withOpenState(
    summary,
    state.findings.filter((f) => f.fp !== fp),
  );
}

/**
 * The open findings recorded in our summary body; null when there is no record the gate can rely
 * on (no line, another version, broken JSON, an invalid entry): the caller then reviews every file
 * rather than trusting a partial view.
 */
export function readOpenState(body: string | null | undefined): OpenState | null {
  const lines = (body ?? '').split('\n');
  if (!lines[0]?.startsWith(SUMMARY_MARKER_PREFIX)) return null;
  const match = LINE.exec(lines[1] ?? '');
  if (!match || Number(match[1]) !== OPEN_VERSION) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(match[2] ?? '');
  } catch {
    return null;
  }
  const { n, items } = (parsed ?? {}) as { n?: unknown; items?: unknown };
  if (!Number.isSafeInteger(n) || !Array.isArray(items)) return null;
  const findings: OpenFinding[] = [];
  for (const item of items) {
    const entry = parseEntry(item);
    if (entry === null) return null;
    findings.push(entry);
  }
  return { findings, whole: n === findings.length };
}

function parseEntry(item: unknown): OpenFinding | null {
  if (typeof item !== 'object' || item === null) return null;
  const { fp, s, p, l, x } = item as Record<string, unknown>;
  if (typeof fp !== 'string' || !FP.test(fp)) return null;
  if (typeof s !== 'string' || !(SEVERITIES as readonly string[]).includes(s)) return null;
  if (typeof p !== 'string' || !PATH.test(p)) return null;
  if (typeof l !== 'number' || !Number.isSafeInteger(l) || l < 0) return null;
  if (x !== 0 && x !== 1) return null;
  const path = Buffer.from(p, 'base64url').toString('utf8');
  return { fp, severity: s as Severity, path, line: l, security: x === 1 };
}
