/**
 * The execution half of the lens engine: run the planned calls, pin the findings to the diff,
 * merge duplicates across lenses and batches, and let one audit call remove what the diff disproves.
 */
import type { ModelClient } from '../../core/ports.js';
import type { Finding, Severity } from '../../core/types.js';
import type { ChangeUnderReview, RunContext } from '../run-context.js';
import { anchorFinding, UnitIndexes } from '../anchor/anchor-findings.js';
import { dedupeFindings } from '../merge/dedupe.js';
import { executeCalls, type Budgets, type CallFindings } from './execute.js';
import { Pool, pooledModel } from './pool.js';
import type { LensCall, LensSpec, PromptContext, ReviewUnit } from './plan-types.js';
import { redactSecrets } from '../../prompt/redact.js';
import { reflectFindings } from '../reflect/reflect.js';

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
  /** Lens calls done of all, with the tokens spent so far. */
  onCalls?: (p: { done: number; total: number; tokens: number }) => void;
}

export interface ModelReviewResult {
  /** Pinned to a commentable line: may be posted inline. */
  findings: Finding[];
  /** Kept for the summary: the claimed location could not be verified. */
  unanchored: Finding[];
  warnings: string[];
  incomplete: boolean;
  /** Model requests sent, re-asks and the reflection audit included. */
  calls: number;
  coverage: { notReviewed: Array<{ path: string; lens: string; reason: string }> };
  /** Removed by reflection, with the audit's reason. */
  dropped: Array<{ finding: Finding; reason: string }>;
  /** Model finding's fingerprint → the known finding's the audit called it a repeat of. */
  duplicates: Map<string, string>;
}

/**
 * Runs the model lenses over the planned calls and returns pinned, merged, audited findings. Each
 * family's audit starts as soon as its own calls are in, in the same pool as the other families'
 * lens calls, instead of after the last call of the run.
 */
export async function runModelReview(input: ModelReviewInput): Promise<ModelReviewResult> {
  const { context, change } = input;
  const { logger, observer } = context;
  const lensIds = input.lenses.map((l) => l.id);
  const pool = new Pool(input.budgets.maxConcurrency);
  const auditModel = pooledModel(input.model, pool);
  const indexes = new UnitIndexes(change.files);
  let auditRequests = 0;
  const checked: Finding[] = [];
  const dropped: ModelReviewResult['dropped'] = [];
  const auditWarnings: string[] = [];
  const duplicates = new Map<string, string>();
  const finished = new Set<string>();

  /** Pins and merges the findings of some calls (one family, or what a fatal error left unaudited). */
  const pin = (results: readonly CallFindings[]): Finding[] => {
    const claims: Finding[] = [];
    for (const { unit, findings } of results) {
      for (const claim of findings) {
        const { finding, reason } = anchorFinding(claim, unit, indexes);
        if (reason !== null) logger.debug(`unanchored finding "${finding.title}": ${reason}`);
        claims.push(finding);
      }
    }
    const merged = dedupeFindings(claims, lensIds);
    if (merged.length < claims.length)
      logger.info(`merged ${claims.length} finding(s) into ${merged.length}`);
    return merged;
  };

  const audit = async (family: string, results: CallFindings[]): Promise<void> => {
    finished.add(family);
    const merged = pin(results);
    if (!input.reflect || merged.length === 0) {
      checked.push(...merged);
      return;
    }
    const reflected = await observer.span(
      'prlens.reflect',
      // One conversation for every unit's audit, as the session viewer and the timeline name it.
      { conversation: 'reflect', 'prlens.findings': merged.length },
      () =>
        reflectFindings({
          context,
          change,
          findings: merged,
          model: auditModel,
          excerptContext: input.ctx,
          // The audit reads each finding in the excerpt its unit's prompt showed.
          view: results.flatMap((r) => r.unit.files),
          ...(input.inlineFloor ? { inlineFloor: input.inlineFloor } : {}),
          intent: input.ctx.background,
          known: input.ctx.known ?? [],
          redact: redactSecrets,
          onSend: () => auditRequests++,
        }),
    );
    checked.push(...reflected.kept);
    dropped.push(...reflected.dropped);
    for (const d of reflected.duplicates) duplicates.set(d.finding.fingerprint, d.known);
    auditWarnings.push(...reflected.warnings);
    for (const d of reflected.dropped) logger.info(`reflection dropped "${d.finding.title}": ${d.reason}`);
  };

  const executed = await logger.group('Model lenses', () =>
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
      onFamilyDone: audit,
    }),
  );
  // After an auth/quota failure the audit would fail the same way: what was not audited is kept as is.
  checked.push(...pin(executed.results.filter((r) => !finished.has(r.family))));
  const merged = dedupeFindings(checked, lensIds);

  return {
    findings: merged.filter((f) => f.anchored),
    unanchored: merged.filter((f) => !f.anchored),
    warnings: [...executed.warnings, ...auditWarnings],
    incomplete: executed.incomplete,
    calls: executed.requests + auditRequests,
    coverage: {
      notReviewed: executed.coverage.notReviewed({ files: change.files, lenses: lensIds }),
    },
    dropped,
    duplicates,
  };
}
