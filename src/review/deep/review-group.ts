/**
 * One group of preset `deep`, start to end: an optional plan call, `effort` review rounds (each a
 * tool conversation; later rounds see the findings so far and stop the group early when they add
 * nothing), anchoring, one relocation call for what did not anchor, and the falsification filter.
 * A group that stops early keeps every finding it made and says why it is incomplete.
 */
import type { Logger, ModelClient, Observer, Workspace } from '../../core/ports.js';
import type { FileDiff, Finding } from '../../core/types.js';
import { anchorFinding, UnitIndexes } from '../anchor/anchor-findings.js';
import type { ParsedFinding } from '../exec/model-output.js';
import type { PromptContext } from '../plan/context.js';
import { unitChangedLines } from '../plan/lens-plan.js';
import type { LensSpec, ReviewUnit } from '../plan/types.js';
import { emptyStats, type GroupStats, type RunBudget } from './budget.js';
import { falsifyFindings } from './falsify.js';
import { runConversation } from './loop.js';
import { planGroup } from './checklist.js';
import { buildDeepSystem, buildFirstUser } from './deep-prompt.js';
import { relocateFindings } from './relocate.js';
import { ToolBox, toolSpecs } from './tools.js';

export interface GroupLimits {
  /** Context tool calls for the whole group (all rounds). */
  contextBudget: number;
  /** Model turns of one round before the final comment-or-finish turn. */
  maxTurns: number;
}

/** Budgets scaled by the group's size: a bigger change earns more reading and more turns. */
export function limitsFor(changedLines: number): GroupLimits {
  const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
  return {
    contextBudget: clamp(8 + Math.ceil(changedLines / 10), 8, 60),
    maxTurns: clamp(8 + Math.ceil(changedLines / 30), 8, 24),
  };
}

export interface GroupInput {
  unit: ReviewUnit;
  /** Every kept file of the change (anchoring, file_read_diff). */
  files: readonly FileDiff[];
  ctx: PromptContext;
  lenses: readonly LensSpec[];
  model: ModelClient;
  workspace: Workspace;
  headRef: string | null;
  /** Review rounds (the `effort` setting). */
  effort: number;
  falsify: boolean;
  maxInputTokens: number;
  maxOutputTokens: number;
  planThreshold?: number;
  limits?: GroupLimits;
  budget: RunBudget;
  observer: Observer;
  logger: Logger;
}

export interface GroupResult {
  findings: Finding[];
  dropped: Array<{ finding: Finding; line: string }>;
  warnings: string[];
  /** Why the review of the group is not whole; null when it is. */
  incomplete: string | null;
  stats: GroupStats;
}

/** Reviews one group; never throws for a model failure. */
export async function reviewGroup(input: GroupInput): Promise<GroupResult> {
  const { unit, ctx, model, logger } = input;
  const label = `group ${unit.id} (${unit.files.map((f) => f.path).join(', ')})`;
  const stats = emptyStats(unit.id);
  const warnings: string[] = [];
  const { system, nonce, diff } = buildDeepSystem(unit, ctx);
  const changed = unitChangedLines(unit, ctx);
  const limits = input.limits ?? limitsFor(changed);
  const specs = toolSpecs(input.lenses.map((l) => l.id));
  const defaultLens = input.lenses.some((l) => l.id === 'correctness')
    ? 'correctness'
    : (input.lenses[0]?.id ?? 'general');

  const plan = await planGroup({
    model,
    system,
    changedLines: changed,
    ...(input.planThreshold !== undefined ? { threshold: input.planThreshold } : {}),
    nonce,
    budget: input.budget,
    stats,
  });
  if (plan.checklist === null && plan.warning) warnings.push(`${label}: ${plan.warning}`);
  if (plan.checklist !== null)
    input.observer.transcript({
      type: 'note',
      conversation: `group:${unit.id}`,
      note: 'plan',
      checklist: plan.checklist,
    });

  const indexes = new UnitIndexes(input.files);
  const pinned = new Map<string, Finding>();
  const unpinned = new Map<string, { claim: ParsedFinding; finding: Finding }>();
  const contextBudget = { left: limits.contextBudget };
  let incomplete: string | null = null;

  for (let round = 1; round <= Math.max(1, input.effort); round++) {
    const toolbox = new ToolBox({ workspace: input.workspace, headRef: input.headRef, ctx, defaultLens });
    const conversation = `group:${unit.id}/round:${round}`;
    stats.rounds = round;
    const result = await runConversation({
      conversation,
      model,
      system,
      firstUser: buildFirstUser({
        lenses: input.lenses,
        checklist: plan.checklist,
        round,
        confirmed: [...pinned.values(), ...[...unpinned.values()].map((u) => u.finding)],
        nonce,
      }),
      tools: specs,
      toolbox,
      maxTurns: limits.maxTurns,
      contextBudget,
      maxInputTokens: input.maxInputTokens,
      maxOutputTokens: input.maxOutputTokens,
      nonce,
      budget: input.budget,
      stats,
      observer: input.observer,
      logger,
    });
    // Findings may be pinned to the group's diff and to the diffs of other files the model read.
    const extra = [...toolbox.diffsRead].filter((p) => !unit.files.some((f) => f.path === p)).sort();
    const anchorUnit: ReviewUnit = {
      ...unit,
      id: extra.length > 0 ? `${unit.id}+${extra.join('+')}` : unit.id,
      files: [
        ...unit.files,
        ...extra.map((p) => ({ path: p, hunks: (ctx.files.get(p)?.hunks ?? []).map((_, i) => i) })),
      ],
    };
    let added = 0;
    for (const claim of result.claims) {
      const { finding, reason } = anchorFinding(claim, anchorUnit, indexes);
      if (pinned.has(finding.fingerprint) || unpinned.has(finding.fingerprint)) continue;
      added++;
      if (reason === null) pinned.set(finding.fingerprint, finding);
      else {
        logger.debug(`${label}: "${finding.title}" did not anchor (${reason})`);
        unpinned.set(finding.fingerprint, { claim, finding });
      }
    }
    if (result.end === 'turn-limit')
      logger.info(`${label}: round ${round} reached its turn limit (${limits.maxTurns})`);
    if (result.end === 'incomplete') {
      incomplete = result.reason;
      break;
    }
    if (round > 1 && added === 0) {
      logger.info(`${label}: round ${round} added nothing; stopping early`);
      break;
    }
  }

  let findings = [...pinned.values()];
  const unanchoredClaims = [...unpinned.values()];
  if (unanchoredClaims.length > 0) {
    const relocation = await relocateFindings({
      model,
      system,
      nonce,
      claims: unanchoredClaims,
      unit: {
        ...unit,
        id: `${unit.id}#all`,
        files: [...ctx.files.values()].map((f) => ({ path: f.path, hunks: f.hunks.map((_, i) => i) })),
      },
      indexes,
      budget: input.budget,
      stats,
    });
    if (relocation.warning) warnings.push(`${label}: ${relocation.warning}`);
    if (relocation.relocated > 0)
      logger.info(`${label}: ${relocation.relocated} finding(s) pinned after relocation`);
    findings = [...findings, ...relocation.findings];
  }

  let dropped: GroupResult['dropped'] = [];
  if (input.falsify && findings.length > 0 && input.budget.fatal === null) {
    const filtered = await falsifyFindings({
      model,
      system,
      nonce,
      diff,
      findings,
      budget: input.budget,
      stats,
    });
    if (filtered.warning) warnings.push(`${label}: ${filtered.warning}`);
    findings = filtered.kept;
    dropped = filtered.dropped;
    for (const d of dropped)
      logger.info(`${label}: falsification dropped "${d.finding.title}" (contradicted by: ${d.line.trim()})`);
  }
  if (incomplete !== null) warnings.push(`deep: ${label} is incomplete: ${incomplete}`);
  return { findings, dropped, warnings, incomplete, stats };
}
