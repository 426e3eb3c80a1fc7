/**
 * The execution half of the lens engine: run the planned calls, pin the findings to the diff,
 * merge duplicates across lenses and batches, and let one audit call remove what the diff disproves.
 */
import {
  noopObserver,
  type Clock,
  type Logger,
  type ModelClient,
  type ModelResponse,
  type Observer,
  type Workspace,
} from '../../core/ports.js';
import type { FileDiff, Finding, Usage } from '../../core/types.js';
import { UsageMeter } from '../../llm/usage.js';
import { anchorFinding, UnitIndexes } from './anchor-findings.js';
import { dedupeFindings } from './dedupe.js';
import { executeCalls, type Budgets } from './execute.js';
import {
  defaultPlanner,
  type LensCall,
  type LensSpec,
  type Planner,
  type PromptContext,
  type ReviewUnit,
} from './plan-types.js';
import { reflectFindings } from './reflect.js';

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
  usage: Usage;
}

/** Runs the model lenses over the planned calls and returns pinned, merged, audited findings. */
export async function runModelReview(input: ModelReviewInput): Promise<ModelReviewResult> {
  const { logger } = input;
  const planner = input.planner ?? defaultPlanner;
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
    }),
  );
  const warnings = [...executed.warnings];

  const indexes = new UnitIndexes(input.files);
  const claims: Finding[] = [];
  for (const { unit, findings } of executed.results) {
    for (const claim of findings) {
      const { finding, reason } = anchorFinding(claim, unit, indexes);
      if (reason !== null) logger.debug(`unanchored finding "${finding.title}": ${reason}`);
      claims.push(finding);
    }
  }
  let merged = dedupeFindings(
    claims,
    input.lenses.map((l) => l.id),
  );
  if (merged.length < claims.length) logger.info(`merged ${claims.length} finding(s) into ${merged.length}`);

  // The audit meters its own responses; the executor's usage is added to it below.
  const auditMeter = new UsageMeter();
  let auditRequests = 0;
  let dropped: ModelReviewResult['dropped'] = [];
  // After an auth/quota failure the audit would fail the same way; say nothing more about it.
  if (input.reflect && merged.length > 0 && executed.fatal === null) {
    const observer = input.observer ?? noopObserver;
    const reflected = await logger.group('Reflection', () =>
      observer.span('prlens.reflect', { conversation: 'reflect', 'prlens.findings': merged.length }, () =>
        reflectFindings({
          findings: merged,
          files: input.files,
          model: input.model,
          workspace: input.workspace,
          headRef: input.headRef,
          redact: (text) => planner.redactSecrets(text),
          logger,
          onResponse: (response: ModelResponse) => auditMeter.record(response),
          onSend: () => auditRequests++,
        }),
      ),
    );
    merged = reflected.kept;
    dropped = reflected.dropped;
    warnings.push(...reflected.warnings);
    for (const d of dropped) logger.info(`reflection dropped "${d.finding.title}": ${d.reason}`);
  }

  return {
    findings: merged.filter((f) => f.anchored),
    unanchored: merged.filter((f) => !f.anchored),
    warnings,
    incomplete: executed.incomplete,
    calls: executed.requests + auditRequests,
    coverage: { notReviewed: executed.coverage.notReviewed() },
    dropped,
    usage: addUsage(executed.usage, auditMeter.usage()),
  };
}

function addUsage(a: Usage, b: Usage): Usage {
  return {
    prompt_tokens: a.prompt_tokens + b.prompt_tokens,
    completion_tokens: a.completion_tokens + b.completion_tokens,
    cached_tokens: a.cached_tokens + b.cached_tokens,
    requests: a.requests + b.requests,
    cost_usd:
      a.cost_usd === null || b.cost_usd === null ? null : Math.round((a.cost_usd + b.cost_usd) * 1e6) / 1e6,
  };
}
