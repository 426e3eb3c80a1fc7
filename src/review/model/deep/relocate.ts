/**
 * Relocation: a finding whose quoted line is not in the diff gets one more chance. One call per
 * group shows those findings with ids and asks for the exact line of the diff each is about; the
 * answer is anchored again by the same code (the model's words are still only a hint). Whatever
 * still does not match stays unanchored and goes to the summary; a failed call changes nothing.
 */
import { z } from 'zod';
import type { ModelClient } from '../../../core/ports.js';
import type { Finding } from '../../../core/types.js';
import { anchorFinding, type UnitIndexes } from '../anchor/anchor-findings.js';
import type { ParsedFinding } from '../exec/model-output.js';
import { fillTemplate } from '../../../prompt/template.js';
import { delimiters } from '../../../prompt/delimiters.js';
import { redactSecrets } from '../../../prompt/redact.js';
import type { ReviewUnit } from '../plan/types.js';
import type { GroupStats, RunBudget } from './budget.js';
import { template } from './deep-prompt.js';

const SCHEMA = {
  name: 'relocations',
  strict: true,
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['relocations'],
    properties: {
      relocations: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'anchor', 'line'],
          properties: {
            id: { type: 'string' },
            anchor: { anyOf: [{ type: 'string' }, { type: 'null' }] },
            line: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
          },
        },
      },
    },
  },
};

const Answer = z.object({
  relocations: z.array(
    z.object({ id: z.string(), anchor: z.string().nullish(), line: z.number().int().nullish() }).loose(),
  ),
});

export interface RelocateInput {
  model: ModelClient;
  /** The group's system prompt (its diff) and its nonce. */
  system: string;
  nonce: string;
  claims: ReadonlyArray<{ claim: ParsedFinding; finding: Finding }>;
  unit: ReviewUnit;
  indexes: UnitIndexes;
  budget: RunBudget;
  stats: GroupStats;
}

/** Re-anchors unpinned findings with one call; returns every finding (pinned or not) and a warning. */
export async function relocateFindings(
  input: RelocateInput,
): Promise<{ findings: Finding[]; relocated: number; warning: string | null }> {
  const unpinned = input.claims.map((c) => c.finding);
  if (input.claims.length === 0) return { findings: [], relocated: 0, warning: null };
  const entries = input.claims.map(({ claim }, i) => {
    const d = delimiters('FINDING', input.nonce);
    const text = redactSecrets(
      [
        `path: ${claim.path}`,
        `title: ${claim.title}`,
        `body: ${claim.body}`,
        `quoted line: ${claim.anchor}`,
      ].join('\n'),
    ).replaceAll(input.nonce, '[nonce]');
    return `### r${i + 1}\n${d.open}\n${text}\n${d.close}`;
  });
  const user = `${fillTemplate(template('deep-relocate'), { nonce: input.nonce })}\n\n${entries.join('\n\n')}`;
  const outcome = await input.budget.sideCall(
    input.model,
    {
      system: input.system,
      messages: [{ role: 'user', content: user }],
      schema: SCHEMA,
      maxOutputTokens: 2_000,
    },
    input.stats,
  );
  const unchanged = (warning: string) => ({ findings: unpinned, relocated: 0, warning });
  if ('refused' in outcome) return unchanged(`relocation skipped: ${outcome.refused}`);
  if ('cut' in outcome) return unchanged(`relocation answer ended with "${outcome.cut}"`);
  if ('failed' in outcome) return unchanged(`relocation call failed (${outcome.failed})`);
  const raw = outcome.text;
  let answer: z.infer<typeof Answer>;
  try {
    answer = Answer.parse(JSON.parse(raw));
  } catch {
    return unchanged('relocation answer could not be parsed; findings stay unpinned');
  }
  const byId = new Map(answer.relocations.map((r) => [r.id, r]));
  let relocated = 0;
  const findings = input.claims.map(({ claim, finding }, i) => {
    const r = byId.get(`r${i + 1}`);
    if (!r || !r.anchor) return finding;
    const again = anchorFinding(
      { ...claim, anchor: r.anchor, line: r.line ?? claim.line },
      input.unit,
      input.indexes,
    );
    if (again.reason !== null) return finding;
    relocated++;
    return again.finding;
  });
  return { findings, relocated, warning: null };
}
