/**
 * Reads reviewdog's Diagnostic Format: `rdjson` (one DiagnosticResult object) and `rdjsonl` (one
 * Diagnostic per line). https://github.com/reviewdog/reviewdog/tree/master/proto/rdf
 * Severities map onto SARIF's levels (ERROR → error, WARNING → warning, INFO → note); a missing
 * one takes the result's default, else `warning`, as SARIF does.
 */
import {
  type ImportedFix,
  type ImportedLevel,
  type ImportedResult,
  JsonPath,
  ShapeError,
  optArray,
  optLine,
  optObject,
  optString,
} from './imported.js';
import { isRecord } from '../core/is-record.js';

const LEVEL: Record<string, ImportedLevel> = {
  ERROR: 'error',
  WARNING: 'warning',
  INFO: 'note',
};

/** The results of an rdjson object. */
export function readRdjson(value: unknown): { results: ImportedResult[]; problems: string[] } {
  const root = new JsonPath();
  if (!isRecord(value)) throw new ShapeError(root, 'a DiagnosticResult object');
  const diagnostics = optArray(value, 'diagnostics', root);
  if (!diagnostics) throw new ShapeError(root.key('diagnostics'), 'an array');
  const source = optObject(value, 'source', root);
  const defaults = {
    tool: (source && optString(source, 'name', root.key('source'))) ?? 'reviewdog',
    level: LEVEL[optString(value, 'severity', root) ?? ''] ?? 'warning',
  };
  const results: ImportedResult[] = [];
  const problems: string[] = [];
  diagnostics.forEach((d, i) => {
    try {
      results.push(readDiagnostic(d, root.key('diagnostics').index(i), defaults));
    } catch (error) {
      if (!(error instanceof ShapeError)) throw error;
      problems.push(error.message);
    }
  });
  return { results, problems };
}

/** The results of an rdjsonl text; a line's problems name it as `line N`. */
export function readRdjsonl(text: string): { results: ImportedResult[]; problems: string[] } {
  const results: ImportedResult[] = [];
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === '') return;
    const at = new JsonPath([`line ${i + 1}`]);
    try {
      results.push(readDiagnostic(JSON.parse(line), at, { tool: 'reviewdog', level: 'warning' }));
    } catch (error) {
      if (error instanceof SyntaxError) problems.push(`${at.toString()}: not JSON (${error.message})`);
      else if (error instanceof ShapeError) problems.push(error.message);
      else throw error;
    }
  });
  return { results, problems };
}

function readDiagnostic(
  d: unknown,
  at: JsonPath,
  defaults: { tool: string; level: ImportedLevel },
): ImportedResult {
  if (!isRecord(d)) throw new ShapeError(at, 'a Diagnostic object');
  const message = optString(d, 'message', at);
  if (message === undefined) throw new ShapeError(at.key('message'), 'a string');
  const location = optObject(d, 'location', at);
  const file = location && optString(location, 'path', at.key('location'));
  if (!location || !file) throw new ShapeError(at.key('location').key('path'), 'a file path');
  const range = readRange(optObject(location, 'range', at.key('location')), at.key('location').key('range'));
  const source = optObject(d, 'source', at);
  const code = optObject(d, 'code', at);
  const severity = optString(d, 'severity', at);
  const suggestions = optArray(d, 'suggestions', at) ?? [];
  const fixes: ImportedFix[] = [];
  suggestions.forEach((s, i) => {
    const sat = at.key('suggestions').index(i);
    if (!isRecord(s)) throw new ShapeError(sat, 'an object');
    const text = optString(s, 'text', sat);
    const r = readRange(optObject(s, 'range', sat), sat.key('range'));
    if (text !== undefined && r.start !== null && r.wholeLines)
      fixes.push({ startLine: r.start, endLine: r.end ?? r.start, text: text.replace(/\r?\n$/, '') });
  });
  return {
    tool: (source && optString(source, 'name', at.key('source'))) ?? defaults.tool,
    ruleId: (code && optString(code, 'value', at.key('code'))) ?? null,
    level: LEVEL[severity ?? ''] ?? defaults.level,
    message,
    helpUri: (code && optString(code, 'url', at.key('code'))) ?? null,
    uri: file,
    startLine: range.start,
    endLine: range.start === null ? null : Math.max(range.start, range.end ?? range.start),
    fixes,
    related: [],
    baseline: null,
  };
}

function readRange(range: Record<string, unknown> | undefined, at: JsonPath) {
  const start = range && optObject(range, 'start', at);
  const end = range && optObject(range, 'end', at);
  const startColumn = start && optLine(start, 'column', at.key('start'));
  const endColumn = end && optLine(end, 'column', at.key('end'));
  return {
    start: (start && optLine(start, 'line', at.key('start'))) ?? null,
    end: (end && optLine(end, 'line', at.key('end'))) ?? null,
    wholeLines: (startColumn === undefined || startColumn === 1) && endColumn === undefined,
  };
}
