/**
 * One group of preset `deep`, start to end: an optional plan call, `effort` review rounds (each a
 * tool conversation; later rounds see the findings so far and stop the group early when they add
 * nothing), anchoring, one relocation call for what did not anchor, and the falsification filter.
 * A group that stops early keeps every finding it made and says why it is incomplete.
 */
import type { ModelClient } from '../../../core/ports.js';
import type { Finding } from '../../../core/types.js';
import type { ChangeUnderReview, RunContext } from '../../run-context.js';
import { anchorFinding, UnitIndexes } from '../anchor/anchor-findings.js';
import type { ParsedFinding } from '../exec/model-output.js';
import type { PromptContext } from '../plan/context.js';
import { unitChangedLines } from '../plan/lens-plan.js';
import { fallbackLens } from '../plan/lenses.js';
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
  context: RunContext;
  /** Every kept file of the change (anchoring, file_read_diff), not only the group's. */
  change: ChangeUnderReview;
  unit: ReviewUnit;
  ctx: PromptContext;
  lenses: readonly LensSpec[];
  model: ModelClient;
  /** Review rounds (the `effort` setting). */
  effort: number;
  falsify: boolean;
  maxInputTokens: number;
  maxOutputTokens: number;
  planThreshold?: number;
  limits?: GroupLimits;
  budget: RunBudget;
}

export interface GroupResult {
  findings: Finding[];
  dropped: Array<{ finding: Finding; line: string }>;
  warnings: string[];
  /** Why the review of the group is not whole; null when it is. */
  incomplete: string | null;
  stats: GroupStats;
  /** Context-pack tokens over the group's requests (each carries its system prompt), and those cut. */
  packTokens: number;
  packCutTokens: number;
}

/** What the steps of one group share: its input, prompt, limits and tallies. */
interface Group {
  input: GroupInput;
  label: string;
  stats: GroupStats;
  warnings: string[];
  system: string;
  nonce: string;
  diff: string;
  limits: GroupLimits;
  indexes: UnitIndexes;
}

/** Reviews one group; never throws for a model failure. */
export async function reviewGroup(input: GroupInput): Promise<GroupResult> {
  const { unit, ctx } = input;
  const { system, nonce, diff, pack } = buildDeepSystem(unit, ctx);
  const changed = unitChangedLines(unit, ctx);
  const group: Group = {
    input,
    label: `group ${unit.id} (${unit.files.map((f) => f.path).join(', ')})`,
    stats: emptyStats(unit.id),
    warnings: [],
    system,
    nonce,
    diff,
    limits: input.limits ?? limitsFor(changed),
    indexes: new UnitIndexes(input.change.files),
  };
  const checklist = await plan(group, changed);
  const rounds = await reviewRounds(group, checklist);
  const relocated = await relocate(group, rounds.unpinned);
  const { findings, dropped } = await falsify(group, [...rounds.pinned, ...relocated]);
  if (rounds.incomplete !== null)
    group.warnings.push(`deep: ${group.label} is incomplete: ${rounds.incomplete}`);
  const { calls } = group.stats;
  return {
    findings,
    dropped,
    warnings: group.warnings,
    incomplete: rounds.incomplete,
    stats: group.stats,
    packTokens: pack.tokens * calls,
    packCutTokens: pack.cutTokens * calls,
  };
}

/** The optional plan call: a checklist for a big group, null for a small one or when it failed. */
async function plan(group: Group, changedLines: number): Promise<string | null> {
  const { input, stats } = group;
  const planned = await planGroup({
    model: input.model,
    system: group.system,
    changedLines,
    ...(input.planThreshold !== undefined ? { threshold: input.planThreshold } : {}),
    nonce: group.nonce,
    budget: input.budget,
    stats,
  });
  if (planned.checklist === null && planned.warning)
    group.warnings.push(`${group.label}: ${planned.warning}`);
  if (planned.checklist !== null)
    input.context.observer.transcript({
      type: 'note',
      conversation: `group:${input.unit.id}`,
      note: 'plan',
      checklist: planned.checklist,
    });
  return planned.checklist;
}

type Unpinned = { claim: ParsedFinding; finding: Finding };

/**
 * The review rounds: each a conversation whose claims are anchored as they come; a later round
 * that adds nothing, or one that ends incomplete, stops the group.
 */
async function reviewRounds(
  group: Group,
  checklist: string | null,
): Promise<{ pinned: Finding[]; unpinned: Unpinned[]; incomplete: string | null }> {
  const { input, label, stats, limits } = group;
  const { unit, ctx } = input;
  const { logger } = input.context;
  const specs = toolSpecs(input.lenses.map((l) => l.id));
  const defaultLens = fallbackLens(input.lenses);
  const pinned = new Map<string, Finding>();
  const unpinned = new Map<string, Unpinned>();
  const contextBudget = { left: limits.contextBudget };
  let incomplete: string | null = null;

  for (let round = 1; round <= Math.max(1, input.effort); round++) {
    const toolbox = new ToolBox({
      workspace: input.change.workspace,
      headRef: input.change.headRef,
      ctx,
      defaultLens,
    });
    stats.rounds = round;
    const result = await runConversation({
      conversation: `group:${unit.id}/round:${round}`,
      model: input.model,
      system: group.system,
      firstUser: buildFirstUser({
        lenses: input.lenses,
        checklist,
        round,
        confirmed: [...pinned.values(), ...[...unpinned.values()].map((u) => u.finding)],
        nonce: group.nonce,
      }),
      tools: specs,
      toolbox,
      maxTurns: limits.maxTurns,
      contextBudget,
      maxInputTokens: input.maxInputTokens,
      maxOutputTokens: input.maxOutputTokens,
      nonce: group.nonce,
      budget: input.budget,
      stats,
      context: input.context,
    });
    const anchorUnit = anchorUnitFor(group, toolbox);
    let added = 0;
    for (const claim of result.claims) {
      const { finding, reason } = anchorFinding(claim, anchorUnit, group.indexes);
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
  return { pinned: [...pinned.values()], unpinned: [...unpinned.values()], incomplete };
}

/** The group's unit widened by the diffs of other files the model read: findings may be pinned there too. */
function anchorUnitFor(group: Group, toolbox: ToolBox): ReviewUnit {
  const { unit, ctx } = group.input;
  const extra = [...toolbox.diffsRead].filter((p) => !unit.files.some((f) => f.path === p)).sort();
  return {
    ...unit,
    id: extra.length > 0 ? `${unit.id}+${extra.join('+')}` : unit.id,
    files: [
      ...unit.files,
      ...extra.map((p) => ({ path: p, hunks: (ctx.files.get(p)?.hunks ?? []).map((_, i) => i) })),
    ],
  };
}

/** One relocation call for the claims that did not anchor; the findings it pinned. */
async function relocate(group: Group, unanchored: Unpinned[]): Promise<Finding[]> {
  if (unanchored.length === 0) return [];
  const { input, label } = group;
  const relocation = await relocateFindings({
    model: input.model,
    system: group.system,
    nonce: group.nonce,
    claims: unanchored,
    unit: {
      ...input.unit,
      id: `${input.unit.id}#all`,
      files: [...input.ctx.files.values()].map((f) => ({ path: f.path, hunks: f.hunks.map((_, i) => i) })),
    },
    indexes: group.indexes,
    budget: input.budget,
    stats: group.stats,
  });
  if (relocation.warning) group.warnings.push(`${label}: ${relocation.warning}`);
  if (relocation.relocated > 0)
    input.context.logger.info(`${label}: ${relocation.relocated} finding(s) pinned after relocation`);
  return relocation.findings;
}

/** The falsification filter, when on and when no failure stopped the run. */
async function falsify(
  group: Group,
  findings: Finding[],
): Promise<{ findings: Finding[]; dropped: GroupResult['dropped'] }> {
  const { input, label } = group;
  if (!input.falsify || findings.length === 0 || input.budget.fatal !== null)
    return { findings, dropped: [] };
  const filtered = await falsifyFindings({
    model: input.model,
    system: group.system,
    nonce: group.nonce,
    diff: group.diff,
    findings,
    budget: input.budget,
    stats: group.stats,
  });
  if (filtered.warning) group.warnings.push(`${label}: ${filtered.warning}`);
  for (const d of filtered.dropped)
    input.context.logger.info(
      `${label}: falsification dropped "${d.finding.title}" (contradicted by: ${d.line.trim()})`,
    );
  return { findings: filtered.kept, dropped: filtered.dropped };
}
