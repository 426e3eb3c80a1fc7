/**
 * The plan phase of preset `deep`: for a big group (many changed lines) one call without tools
 * writes a checklist that the review rounds start from. It is a help, not a requirement: a failed
 * plan call leaves a warning and the review goes on without a checklist.
 */
import type { ModelClient } from '../../core/ports.js';
import type { GroupStats, RunBudget } from './budget.js';
import { template } from './deep-prompt.js';
import { capUtf8 } from './text.js';

/** Changed lines (added + deleted) from which a group gets a plan call. */
export const PLAN_THRESHOLD_LINES = 120;
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
  const refused = input.budget.refuse(input.model.countTokens(input.system + user));
  if (refused) return { checklist: null, warning: `plan skipped: ${refused}` };
  input.stats.calls++;
  try {
    const response = await input.model.complete({
      system: input.system,
      messages: [{ role: 'user', content: user }],
      maxOutputTokens: 800,
    });
    input.budget.record(response, input.stats);
    const text = response.text.trim();
    if (response.finishReason !== 'stop' || text === '')
      return {
        checklist: null,
        warning: `the plan answer ended with "${response.finishReason}"; reviewing without a checklist`,
      };
    return { checklist: capUtf8(text.replaceAll(input.nonce, '[nonce]'), MAX_CHECKLIST_BYTES) };
  } catch (error) {
    return {
      checklist: null,
      warning: `the plan call failed (${input.budget.failure(error)}); reviewing without a checklist`,
    };
  }
}
