/**
 * The execution half of the lens engine: run the planned calls, relocate each claimed finding onto
 * the diff lines its call showed, and let one audit call per family remove what the diff disproves.
 * It neither deduplicates nor decides what is inline: the pipeline's dedupe and verify stages do,
 * once, for every lens (src/review/pipeline.ts).
 */
import { withinBudget, type Budgets as FindingsBudgets } from '../../../core/findings-budget.js';
import type { ModelClient } from '../../../core/ports.js';
import type { AuditDrop, Finding, Severity } from '../../../core/types.js';
import type { ChangeUnderReview, RunContext } from '../../run-context.js';
import { anchorFinding, UnitIndexes } from '../anchor/anchor-findings.js';
import { executeCalls, type CallFindings } from './execute.js';
import type { Budgets } from './call-budgets.js';
import { Pool, pooledModel } from './pool.js';
import type { LensCall, LensSpec, PromptContext, ReviewUnit } from './plan-types.js';
import { auditFamily, notAudited, type Audited } from './audit-family.js';

export interface ModelReviewInput {
  /** Its observer gets a `prlens.group` span per call and a `prlens.reflect` span per audit. */
  context: RunContext;
  /** The files with hunks: what the findings are pinned to and the audit reads. */
  change: ChangeUnderReview;
  calls: LensCall[];
  units: ReviewUnit[];
  lenses: LensSpec[];
  ctx: PromptContext;
  model: ModelClient;
  budgets: Budgets;
  reflect: boolean;
  /** The lowest severity posted inline: the audit reads findings from it up (reflect/audit-scope.ts). */
  inlineFloor?: Severity;
  /** The findings budgets (`max-minor-findings`, `max-findings`, `fail-on`): the audit reads only what they would report. */
  findingsBudget?: { max: FindingsBudgets; gate: readonly Severity[] };
  /** Lens calls done of all, with the tokens spent so far. */
  onCalls?: (p: { done: number; total: number; tokens: number }) => void;
}

export interface ModelReviewResult {
  /** Relocated onto a line the call showed: candidates for an inline comment. */
  findings: Finding[];
  /** Kept for the summary: the quoted line was not found in what the call showed. */
  unanchored: Finding[];
  warnings: string[];
  incomplete: boolean;
  /** Model requests sent, re-asks and the reflection audit included. */
  calls: number;
  /** Context-pack tokens in the lens requests sent (the audit shows no pack). */
  packTokens: number;
  /** Context tokens the per-unit pack cap left out of those requests. */
  packCutTokens: number;
  coverage: { notReviewed: Array<{ path: string; lens: string; reason: string }> };
  /** Removed by the audit, with its reason. */
  droppedByAudit: AuditDrop[];
  /** Model finding's fingerprint → the known finding's the audit called it a repeat of. */
  duplicates: ReadonlyMap<string, string>;
}

/**
 * Runs the model lenses over the planned calls and returns relocated, audited findings. Each
 * family's audit starts as soon as its own calls are in, in the same pool as the other families'
 * lens calls, instead of after the last call of the run.
 */
export async function runModelReview(input: ModelReviewInput): Promise<ModelReviewResult> {
  const { context, change } = input;
  const pool = new Pool(input.budgets.maxConcurrency);
  const indexes = new UnitIndexes(change.files);
  const auditModel = pooledModel(input.model, pool);
  const relocate = (results: readonly CallFindings[]) => relocateAll(results, indexes, context);
  // Each family's audit lands here once; everything else is derived from this list at the end.
  const audits: Audited[] = [];
  // The findings of the families done so far: the budget ranks each new family's among them.
  const seen: Finding[] = [];
  const executed = await context.logger.group('Model lenses', () =>
    executeCalls({
      context,
      calls: input.calls,
      units: input.units,
      lenses: input.lenses,
      ctx: input.ctx,
      model: input.model,
      budgets: input.budgets,
      ...(input.onCalls ? { onCalls: input.onCalls } : {}),
      pool,
      onFamilyDone: async (family, results) => {
        const found = relocate(results);
        const { reach, beyond } = input.findingsBudget
          ? withinBudget(found, seen, input.findingsBudget.max, { gate: input.findingsBudget.gate })
          : { reach: found, beyond: [] };
        seen.push(...found);
        if (beyond.length > 0)
          context.logger.debug(
            `reflection: ${beyond.length} finding(s) beyond the findings budget not audited`,
          );
        if (!input.reflect || reach.length === 0) return void audits.push(notAudited(family, found));
        // The audit reads each finding in the excerpt its unit's prompt showed.
        const audited = await auditFamily(family, reach, {
          ...input,
          model: auditModel,
          view: results.flatMap((r) => r.unit.files),
        });
        audits.push({ ...audited, kept: [...audited.kept, ...beyond] });
      },
    }),
  );
  // After an auth/quota failure the audit would fail the same way: what was not audited is kept as is.
  const audited = new Set(audits.map((a) => a.family));
  const rest = relocate(executed.results.filter((r) => !audited.has(r.family)));
  const kept = [...audits.flatMap((a) => a.kept), ...rest];
  return {
    findings: kept.filter((f) => f.anchored),
    unanchored: kept.filter((f) => !f.anchored),
    warnings: [...executed.warnings, ...audits.flatMap((a) => a.warnings)],
    incomplete: executed.incomplete,
    calls: executed.requests + audits.reduce((sum, a) => sum + a.requests, 0),
    packTokens: executed.packTokens,
    packCutTokens: executed.packCutTokens,
    coverage: {
      notReviewed: executed.coverage.notReviewed({ files: change.files, lenses: input.lenses }),
    },
    droppedByAudit: audits.flatMap((a) =>
      a.dropped.map(({ finding: f, reason }) => ({ path: f.path, line: f.line, title: f.title, reason })),
    ),
    duplicates: new Map(audits.flatMap((a) => a.duplicates)),
  };
}

/** Relocates the claims of some calls onto the lines each call showed (unplaced ones are kept). */
function relocateAll(results: readonly CallFindings[], indexes: UnitIndexes, context: RunContext): Finding[] {
  const found: Finding[] = [];
  for (const { unit, findings } of results) {
    for (const claim of findings) {
      const { finding, reason } = anchorFinding(claim, unit, indexes);
      if (reason !== null) context.logger.debug(`unanchored finding "${finding.title}": ${reason}`);
      found.push(finding);
    }
  }
  return found;
}
