/**
 * Adds the repository's instruction files for coding agents (src/config/agent-instructions.ts) to
 * the model's per-path guidance, read at the base of the change: the PR's base commit in the
 * action and for `review --pr`, the base of the compared range locally. Off with
 * `agent-instructions: false`; a failed read costs the guidance, never the review.
 */
import { loadAgentInstructions, workspaceReader } from '../config/agent-instructions.js';
import type { ReviewSettings } from '../config/schema.js';
import type { Logger, Workspace } from '../core/ports.js';
import type { ReviewModel } from './model.js';

export async function withAgentGuidance(
  model: ReviewModel,
  settings: Pick<ReviewSettings, 'agent-instructions'>,
  base: { workspace: Workspace; ref: string | null; paths: readonly string[] },
  logger: Pick<Logger, 'info' | 'warn'>,
): Promise<ReviewModel> {
  const { workspace, ref } = base;
  if (!settings['agent-instructions'] || ref === null) return model;
  const reader = workspaceReader(workspace, ref, logger);
  let found;
  try {
    found = await loadAgentInstructions(reader, base.paths, logger);
  } catch (error) {
    logger.warn(`could not read the agent instruction files at the base: ${String(error)}`);
    return model;
  }
  if (found.length === 0) return model;
  const pathInstructions = [...(model.settings.pathInstructions ?? []), ...found];
  return { ...model, settings: { ...model.settings, pathInstructions } };
}
