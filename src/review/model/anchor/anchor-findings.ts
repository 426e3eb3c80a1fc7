/**
 * Turns the model's claimed findings into `Finding`s pinned to real diff lines. The model's line
 * numbers are only a hint: the location comes from `anchorClaim`, which finds the quoted line in
 * the part of the diff the call actually showed. A claim that cannot be pinned is kept, unanchored,
 * for the summary: never dropped, never posted inline on a guess.
 */
import { anchorClaim } from '../../../core/anchor.js';
import { fingerprint } from '../../../core/fingerprint.js';
import { buildLineIndex, type LineIndex } from '../../../core/line-index.js';
import type { FileDiff, Finding } from '../../../core/types.js';
import type { ParsedFinding } from '../exec/model-output.js';
import type { ReviewUnit } from '../plan/types.js';

/** Line indexes of the hunks a unit showed, built once per (unit, file). */
export class UnitIndexes {
  private readonly byPath: Map<string, FileDiff>;
  /** A renamed file's old path → its path: the prompt shows both (`FILE new (renamed from old)`). */
  private readonly renamed: Map<string, string>;
  private readonly cache = new Map<string, LineIndex | null>();

  constructor(files: readonly FileDiff[]) {
    this.byPath = new Map(files.map((f) => [f.path, f]));
    this.renamed = new Map(
      files
        .filter((f) => f.oldPath !== f.path && !this.byPath.has(f.oldPath))
        .map((f) => [f.oldPath, f.path]),
    );
  }

  /** The file's path after the change: a model may file a finding under a renamed file's old name. */
  pathOf(path: string): string {
    return this.byPath.has(path) ? path : (this.renamed.get(path) ?? path);
  }

  /** The index of `path` restricted to the unit's hunks; null when the unit did not show the file. */
  get(unit: ReviewUnit, path: string): LineIndex | null {
    const key = `${unit.id}\u0000${path}`;
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;
    const file = this.byPath.get(path);
    const entry = unit.files.find((f) => f.path === path);
    let index: LineIndex | null = null;
    if (file && entry) {
      // Keep hunk positions: the index numbers hunks by position, and a range must stay in one hunk.
      const shown = new Set(entry.hunks);
      const hunks = file.hunks.map((h, i) => (shown.has(i) ? h : { ...h, lines: [] }));
      index = buildLineIndex({ ...file, hunks });
    }
    this.cache.set(key, index);
    return index;
  }
}

/** Pins one claimed finding to the unit's diff, or keeps it unanchored with the reason. */
export function anchorFinding(
  claim: ParsedFinding,
  unit: ReviewUnit,
  indexes: UnitIndexes,
): { finding: Finding; reason: string | null } {
  const path = indexes.pathOf(claim.path);
  const index = indexes.get(unit, path);
  const base = {
    path,
    severity: claim.severity,
    category: claim.category,
    lens: claim.lens,
    title: claim.title,
    body: claim.body,
    confidence: claim.confidence,
    // Model lenses have no rule of their own; only static findings carry a rule id.
    rule: null,
  };
  const result = index
    ? anchorClaim(
        { anchor: claim.anchor, line: claim.line, start_line: claim.start_line, side: claim.side },
        index,
      )
    : ({ anchored: false, reason: `${claim.path} is not part of the diff this call reviewed` } as const);

  if (!result.anchored) {
    const finding: Finding = {
      ...base,
      line: claim.line ?? 1,
      start_line:
        claim.start_line !== null && claim.line !== null && claim.start_line < claim.line
          ? claim.start_line
          : null,
      side: claim.side ?? 'RIGHT',
      suggestion: null,
      anchor: claim.anchor,
      anchored: false,
      fingerprint: fingerprint({
        path,
        category: claim.category,
        anchor: claim.anchor,
        side: claim.side ?? 'RIGHT',
      }),
    };
    return { finding, reason: result.reason };
  }
  const location = { line: result.line, start_line: result.start_line, side: result.side };
  const finding: Finding = {
    ...base,
    ...location,
    suggestion: fitSuggestion(claim.suggestion, location),
    anchor: result.anchor,
    anchored: true,
    fingerprint: fingerprint({
      path,
      category: claim.category,
      anchor: result.anchor,
      side: result.side,
    }),
  };
  return { finding, reason: null };
}

/**
 * A suggestion is kept only when it can replace exactly the anchored lines: GitHub applies it to
 * the commented range, so a suggestion written for other lines would corrupt the file when accepted.
 * Deleted lines (LEFT) cannot take a suggestion at all.
 */
export function fitSuggestion(
  suggestion: string | null,
  location: { line: number; start_line: number | null; side: 'RIGHT' | 'LEFT' },
): string | null {
  if (suggestion === null || location.side === 'LEFT') return null;
  const body = suggestion.replace(/\r\n?/g, '\n').replace(/\n$/, '');
  const suggested = body.split('\n').length;
  const anchored = location.start_line === null ? 1 : location.line - location.start_line + 1;
  return suggested === anchored ? body : null;
}
