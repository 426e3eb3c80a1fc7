import { sortFindings } from '../core/report-rules.js';
import { REPORT_VERSION, SEVERITIES, type ReviewReport, type ReviewTarget } from '../core/types.js';
import type { PipelineResult } from './pipeline.js';

/** Assembles the JSON report (docs/contracts.md, "Finding and the JSON report") from a pipeline result. */
export function buildReport(input: {
  version: string;
  target: ReviewTarget;
  result: PipelineResult;
  filesChanged: number;
  durationMs: number;
  extraWarnings?: string[];
}): ReviewReport {
  const { result } = input;
  const all = [...result.findings, ...result.unanchored];
  const bySeverity = Object.fromEntries(
    SEVERITIES.map((s) => [s, all.filter((f) => f.severity === s).length]),
  );
  let added = 0;
  let deleted = 0;
  for (const file of result.kept) {
    added += file.additions;
    deleted += file.deletions;
  }
  return {
    version: REPORT_VERSION,
    tool: { name: 'prlens', version: input.version },
    target: input.target,
    findings: sortFindings(result.findings),
    unanchored: sortFindings(result.unanchored),
    excluded_files: result.excluded,
    stats: {
      files_changed: input.filesChanged,
      files_reviewed: result.read,
      lines_added: added,
      lines_deleted: deleted,
      findings_by_severity: bySeverity as ReviewReport['stats']['findings_by_severity'],
      lenses: result.lenses,
      coverage: result.coverage,
      below_min_severity: result.belowMinSeverity,
      dropped_by_audit: { count: result.droppedByAudit.length, findings: result.droppedByAudit },
      suppressed_inline: result.suppressedInline,
      pre_existing: { count: result.preExisting.length, findings: result.preExisting },
      ...(result.heldBack.findings.length > 0
        ? {
            held_back: {
              max_minor_findings: result.heldBack.max,
              max_findings: result.heldBack.maxAll,
              count: result.heldBack.findings.length,
              findings: result.heldBack.findings,
            },
          }
        : {}),
      ...(result.imported ? { imported: result.imported } : {}),
      ...(result.unconfirmed.length > 0 ? { looked_generated: result.unconfirmed } : {}),
    },
    usage: result.usage,
    warnings: [...result.warnings, ...(input.extraWarnings ?? [])],
    incomplete: result.incomplete,
    duration_ms: Math.max(0, Math.round(input.durationMs)),
  };
}
