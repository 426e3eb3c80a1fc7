/**
 * The execution half of the lens engine: run the planned calls, pin the findings to the diff,
 * merge duplicates across lenses and batches, and let one audit call remove what the diff disproves.
 */
import {
  noopObserver,
  type Clock,
  type Logger,
  type ModelClient,
  type Observer,
  type Workspace,
} from '../../core/ports.js';
import type { FileDiff, Finding } from '../../core/types.js';
import { anchorFinding, UnitIndexes } from '../anchor/anchor-findings.js';
import { dedupeFindings } from '../merge/dedupe.js';
import { executeCalls, type Budgets, type CallFindings } from './execute.js';
import { Pool, pooledModel } from './pool.js';
import {
  defaultPlanner,
  type LensCall,
  type LensSpec,
  type Planner,
  type PromptContext,
  type ReviewUnit,
} from './plan-types.js';
import { reflectFindings } from '../reflect/reflect.js';

export interface ModelReviewInput {
  calls: LensCall[];
  units: ReviewUnit[];
  lenses: LensSpec[];
  files: FileDiff[];
  ctx: PromptContext;
  model: ModelClient;
  workspace: Workspace;
  headRef: string | null;
  budgets: Budgets;
  reflect: boolean;
  clock: Clock;
  logger: Logger;
  /** A `prlens.group` span per call, a `prlens.reflect` span for the audit; none when absent. */
  observer?: Observer | undefined;
  onProgress?: (p: { done: number; total: number; tokens: number }) => void;
  /** The planning functions; the real ones unless a test swaps them. */
  planner?: Planner;
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
}

/**
 * Runs the model lenses over the planned calls and returns pinned, merged, audited findings. Each
 * family's audit starts as soon as its own calls are in, in the same pool as the other families'
 * lens calls, instead of after the last call of the run.
 */
export async function runModelReview(input: ModelReviewInput): Promise<ModelReviewResult> {
  const { logger } = input;
  const planner = input.planner ?? defaultPlanner;
  const observer = input.observer ?? noopObserver;
  const lensIds = input.lenses.map((l) => l.id);
  const pool = new Pool(input.budgets.maxConcurrency);
  const auditModel = pooledModel(input.model, pool);
  const indexes = new UnitIndexes(input.files);
  let auditRequests = 0;
  const checked: Finding[] = [];
  const dropped: ModelReviewResult['dropped'] = [];
  const auditWarnings: string[] = [];
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
          findings: merged,
          files: input.files,
          model: auditModel,
          workspace: input.workspace,
          headRef: input.headRef,
          excerptContext: input.ctx,
          intent: input.ctx.background,
          redact: (text) => planner.redactSecrets(text),
          logger,
          onSend: () => auditRequests++,
        }),
    );
    checked.push(...reflected.kept);
    dropped.push(...reflected.dropped);
    auditWarnings.push(...reflected.warnings);
    for (const d of reflected.dropped) logger.info(`reflection dropped "${d.finding.title}": ${d.reason}`);
  };

  const executed = await logger.group('Model lenses', () =>
    executeCalls({
      calls: input.calls,
      units: input.units,
      lenses: input.lenses,
      ctx: input.ctx,
      planner,
      model: input.model,
      budgets: input.budgets,
      clock: input.clock,
      logger,
      observer: input.observer,
      onProgress: input.onProgress,
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
      notReviewed: executed.coverage.notReviewed({ files: input.files, lenses: lensIds }),
    },
    dropped,
  };
}
