/**
 * The pipeline's stage for other tools' results: maps them onto the reviewed files and records
 * what could not be read. A broken result file loses only itself: the review runs on, the warning
 * names the file and the JSON path, and the run is incomplete (a result no one read is not clean).
 */
import type { FileDiff, Finding, ImportedStats } from '../../core/types.js';
import type { ImportedResult } from '../../ingest/imported.js';
import { importedFindings, toolId, type ImportOptions } from './imported-findings.js';

export interface ImportedInput {
  results: readonly ImportedResult[];
  /** What could not be read in the result files (already named by file). */
  problems: readonly string[];
  options: ImportOptions;
}

export interface ImportStageResult {
  findings: Finding[];
  unplaced: Finding[];
  /** The tools as lens names, for the report's lens list. */
  lenses: string[];
  stats: ImportedStats | undefined;
}

/** The findings of the imported results, and their problems added to the run's notes. */
export function importStage(
  imported: ImportedInput | undefined,
  kept: readonly FileDiff[],
  notes: { warnings: string[]; incomplete: boolean },
): ImportStageResult {
  if (!imported) return { findings: [], unplaced: [], lenses: [], stats: undefined };
  notes.warnings.push(...imported.problems);
  notes.incomplete ||= imported.problems.length > 0;
  const mapped = importedFindings(imported.results, kept, imported.options);
  return { ...mapped, lenses: [...new Set(mapped.stats.tools.map(toolId))] };
}
