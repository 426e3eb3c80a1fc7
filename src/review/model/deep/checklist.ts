/**
 * The plan phase of preset `deep`: for a big group (many changed lines) one call without tools
 * writes a checklist that the review rounds start from. It is a help, not a requirement: a failed
 * plan call leaves a warning and the review goes on without a checklist.
 */
import type { ModelClient } from '../../../core/ports.js';
import type { GroupStats, RunBudget } from './budget.js';
import { template } from './deep-prompt.js';
import { capUtf8 } from './text.js';

/** Changed lines (added + deleted) from which a group gets a plan call. */
const PLAN_THRESHOLD_LINES = 120;
const MAX_CHECKLIST_BYTES = 4_000;

export type PlanOutcome = { checklist: string } | { checklist: null; warning: string | null };

/** Asks for the checklist when the group is big enough; never throws. */
export async function planGroup(input: {
  model: ModelClient;
  system: string;
  changedLines: number;
  threshold?: number;
  nonce: string;
  budget: RunBudget;
  stats: GroupStats;
}): Promise<PlanOutcome> {
  if (input.changedLines < (input.threshold ?? PLAN_THRESHOLD_LINES))
    return { checklist: null, warning: null };
  const user = template('deep-plan');
  const outcome = await input.budget.sideCall(
    input.model,
    { system: input.system, messages: [{ role: 'user', content: user }], maxOutputTokens: 800 },
    input.stats,
  );
  if ('refused' in outcome) return { checklist: null, warning: `plan skipped: ${outcome.refused}` };
  if ('failed' in outcome)
    return {
      checklist: null,
      warning: `the plan call failed (${outcome.failed}); reviewing without a checklist`,
    };
  const text = 'text' in outcome ? outcome.text.trim() : '';
  if (text === '')
    return {
      checklist: null,
      warning: `the plan answer ended with "${'cut' in outcome ? outcome.cut : 'stop'}"; reviewing without a checklist`,
    };
  return { checklist: capUtf8(text.replaceAll(input.nonce, '[nonce]'), MAX_CHECKLIST_BYTES) };
}
