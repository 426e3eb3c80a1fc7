/**
 * What a result of another tool (a linter's SARIF, reviewdog's rdjson, checkstyle XML) says, read
 * from its file into one shape before anything decides whether it is posted. Every field comes from a
 * file an earlier workflow step wrote, so it is data: text is shown, never interpreted.
 */
import { isRecord } from '../core/is-record.js';

/** The level of a result as the tools say it (SARIF's words; rdjson and checkstyle map onto them). */
export type ImportedLevel = 'error' | 'warning' | 'note' | 'none';

/** A replacement of whole lines `startLine..endLine` (the only kind GitHub can offer as a suggestion). */
export interface ImportedFix {
  startLine: number;
  endLine: number;
  text: string;
}

export interface ImportedResult {
  /** The tool as it names itself (SARIF `tool.driver.name`, rdjson `source.name`). */
  tool: string;
  /** The tool's rule id; null when the result names none. */
  ruleId: string | null;
  level: ImportedLevel;
  message: string;
  /** A link to the rule's documentation, when the tool gives one. */
  helpUri: string | null;
  /**
   * The file as the tool wrote it, already resolved against its base (absolute or relative); null
   * for a result on no file (SARIF allows a result without locations: a project-wide finding).
   */
  uri: string | null;
  /** Null for a result on a whole file. */
  startLine: number | null;
  endLine: number | null;
  fixes: ImportedFix[];
  /** Other places the tool points at (shown in the comment, never anchored). */
  related: Array<{ uri: string; line: number | null; message: string | null }>;
  /** SARIF `baselineState`: `unchanged` and `absent` results are not new in this change. */
  baseline: 'new' | 'unchanged' | 'updated' | 'absent' | null;
}

/** One file's results, and what could not be read in it (named by file and JSON path). */
export interface ImportedFile {
  file: string;
  format: 'sarif' | 'rdjson' | 'rdjsonl' | 'checkstyle';
  results: ImportedResult[];
  problems: string[];
}

/** Reads a JSON path the way errors name it: `runs[0].results[3].locations`. */
export class JsonPath {
  constructor(private readonly parts: readonly string[] = []) {}
  key(name: string): JsonPath {
    return new JsonPath([...this.parts, this.parts.length === 0 ? name : `.${name}`]);
  }
  index(i: number): JsonPath {
    return new JsonPath([...this.parts, `[${i}]`]);
  }
  toString(): string {
    return this.parts.length === 0 ? '(top level)' : this.parts.join('');
  }
}

/** A result or file that does not have the shape its format defines; the message names where. */
export class ShapeError extends Error {
  constructor(
    readonly at: JsonPath,
    expected: string,
  ) {
    super(`${at.toString()}: expected ${expected}`);
    this.name = 'ShapeError';
  }
}

/** The optional object at `key`; absent is undefined, any other type a ShapeError. */
export function optObject(
  parent: Record<string, unknown>,
  key: string,
  at: JsonPath,
): Record<string, unknown> | undefined {
  const value = parent[key];
  if (value === undefined || value === null) return undefined;
  if (!isRecord(value)) throw new ShapeError(at.key(key), 'an object');
  return value;
}

export function optArray(parent: Record<string, unknown>, key: string, at: JsonPath): unknown[] | undefined {
  const value = parent[key];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) throw new ShapeError(at.key(key), 'an array');
  return value as unknown[];
}

export function optString(parent: Record<string, unknown>, key: string, at: JsonPath): string | undefined {
  const value = parent[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new ShapeError(at.key(key), 'a string');
  return value;
}

/** A line number (1-based); tools write 0 or nothing for "no line". */
export function optLine(parent: Record<string, unknown>, key: string, at: JsonPath): number | undefined {
  const value = parent[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
    throw new ShapeError(at.key(key), 'a whole number ≥ 0');
  return value === 0 ? undefined : value;
}
