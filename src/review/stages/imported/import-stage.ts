/**
 * The stage for other tools' results: maps them onto the reviewed files and records what could not
 * be read. A broken result file loses only itself: the review runs on, the warning names the file
 * and the JSON path, and the run is incomplete (a result no one read is not clean).
 */
import type { ImportedResult } from '../../../ingest/imported.js';
import type { FindingSet, Stage } from '../../types.js';
import { importedFindings, toolId, type ImportOptions } from './imported-findings.js';

export interface ImportedInput {
  results: readonly ImportedResult[];
  /** What could not be read in the result files (already named by file). */
  problems: readonly string[];
  options: ImportOptions;
}

/** The stage that adds the imported results' findings (none without results). */
export function imported(input: ImportedInput | undefined): Stage {
  return (set: FindingSet): FindingSet => {
    if (!input) return set;
    const mapped = importedFindings(input.results, set.files.kept, input.options);
    return {
      ...set,
      // Off the diff ones carry `anchored: false`: the verify stage lists them in the summary.
      findings: [...set.findings, ...mapped.findings, ...mapped.unplaced],
      lenses: [...set.lenses, ...new Set(mapped.stats.tools.map(toolId))],
      warnings: [...set.warnings, ...input.problems],
      incomplete: set.incomplete || input.problems.length > 0,
      reach: { ...set.reach, imported: mapped.stats },
    };
  };
}
