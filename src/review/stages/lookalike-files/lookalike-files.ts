/**
 * The lookalike-files stage: on a new file that only looks generated or vendored (the base does not
 * say so), only the findings that can fail a gate are reported.
 */
import { SEVERITY_RANK } from '../../../core/types.js';
import type { FindingSet } from '../../types.js';

/**
 * On a new file that only looks vendored or generated, the findings that can fail a gate (high and
 * critical) are kept: the point is that a PR cannot hide code there. Lower ones are a library's own
 * noise (an empty catch in a minified copy) and are left out, counted in a warning.
 */
export function lookalikeFiles(set: FindingSet): FindingSet {
  const lookalikes = new Set(set.files.unconfirmed.map((u) => u.path));
  const quiet = set.findings.filter(
    (f) => lookalikes.has(f.path) && SEVERITY_RANK[f.severity] < SEVERITY_RANK.high,
  );
  if (quiet.length === 0) return set;
  const left = new Set(quiet);
  return {
    ...set,
    findings: set.findings.filter((f) => !left.has(f)),
    hidden: [...set.hidden, ...quiet.map((finding) => ({ finding, why: 'lookalike-file' as const }))],
    warnings: [
      ...set.warnings,
      `${quiet.length} low or medium finding(s) on new files that look vendored or generated were left out: ` +
        'only high and critical findings are reported there (mark such paths in the base .gitattributes to skip them)',
    ],
  };
}
