/**
 * The tool specs of preset `deep`: the names and argument schemas the model is offered each turn
 * (tools.ts answers the calls).
 */
import type { ToolSpec } from '../../../core/ports.js';

/** Lines one `file_read` shows at most. */
export const MAX_READ_LINES = 500;

export const CONTEXT_TOOLS = ['file_read', 'file_read_diff', 'file_find', 'code_search'] as const;
export const FINAL_TOOLS = ['code_comment', 'task_done'] as const;
export type ToolName = (typeof CONTEXT_TOOLS)[number] | (typeof FINAL_TOOLS)[number];

// Every turn carries these schemas (a fixed overhead paid per turn): the system prompt says what a
// finding's fields mean, so the schemas only name them; descriptions say what a name cannot.
const path = { type: 'string' };
const object = (properties: Record<string, unknown>, required: string[]) => ({
  type: 'object',
  properties,
  ...(required.length > 0 ? { required } : {}),
});

/** The tool specs offered to the model; `lensIds` limits the `lens` of a finding. */
export function toolSpecs(lensIds: readonly string[]): ToolSpec[] {
  const finding = object(
    {
      path,
      anchor: { type: 'string' },
      line: { type: 'integer' },
      start_line: { type: ['integer', 'null'] },
      side: { type: 'string', enum: ['RIGHT', 'LEFT'] },
      severity: { type: 'string', enum: ['critical', 'high', 'medium', 'low'] },
      category: { type: 'string' },
      lens: { type: 'string', enum: [...lensIds] },
      title: { type: 'string' },
      body: { type: 'string' },
      suggestion: { type: ['string', 'null'] },
      confidence: { type: 'number' },
    },
    // What a finding needs is said in the system prompt and checked when it arrives (an error
    // result names what is missing): a `required` list would only repeat it on every turn.
    [],
  );
  const query = { type: 'string' };
  return [
    {
      name: 'file_read',
      description: `A file after the change, numbered (${MAX_READ_LINES} lines at most).`,
      parameters: object({ path, start_line: { type: 'integer' }, end_line: { type: 'integer' } }, ['path']),
    },
    {
      name: 'file_read_diff',
      description: 'The diff of another changed file.',
      parameters: object({ path }, ['path']),
    },
    {
      name: 'file_find',
      description: 'Paths containing a text.',
      parameters: object({ query }, ['query']),
    },
    {
      name: 'code_search',
      description: 'Lines containing query (an ERE if regex).',
      parameters: object({ query, regex: { type: 'boolean' } }, ['query']),
    },
    {
      name: 'code_comment',
      description: 'Report findings.',
      parameters: object({ findings: { type: 'array', items: finding } }, ['findings']),
    },
    {
      name: 'task_done',
      description: 'Finish this group.',
      parameters: object({ summary: { type: 'string' } }, []),
    },
  ];
}

/** How one tool call was answered. */
