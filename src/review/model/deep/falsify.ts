/**
 * The falsification filter of preset `deep`: one call sees a group's candidate findings with ids
 * and answers, reasoning first, only the ids that a diff line directly contradicts, quoting that
 * line. Doubt keeps a finding: an id is dropped only when the quoted line really is in the group's
 * diff, and findings about memory safety, concurrency or behaviour changes are never dropped here
 * (a wrong "contradiction" there costs the most). A failed call keeps everything.
 */
import { z } from 'zod';
import type { ModelClient } from '../../../core/ports.js';
import type { Finding } from '../../../core/types.js';
import { delimiters } from '../../../prompt/delimiters.js';
import { fillTemplate } from '../../../prompt/template.js';
import { redactSecrets } from '../../../prompt/redact.js';
import type { GroupStats, RunBudget } from './budget.js';
import { template } from './deep-prompt.js';

const SCHEMA = {
  name: 'falsification',
  strict: true,
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['reasoning', 'contradicted'],
    properties: {
      reasoning: { type: 'string' },
      contradicted: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'line'],
          properties: { id: { type: 'string' }, line: { type: 'string' } },
        },
      },
    },
  },
};

const Answer = z.object({
  reasoning: z.string(),
  contradicted: z.array(z.object({ id: z.string(), line: z.string() }).loose()),
});

/** Findings this filter never drops: memory safety, concurrency, behaviour changes. */
const PROTECTED =
  /memory|use[- ]after[- ]free|double[- ]free|buffer|overflow|out[- ]of[- ]bounds|null[- ]?(?:pointer|deref)|leak|dangling|race|concurren|deadlock|thread|atomic|mutex|lock|behaviou?r(?:al)?[- ]change|breaking|regression|contract/i;

/** Whether `finding` is of a kind the filter must keep. */
export function isProtected(finding: Pick<Finding, 'category' | 'title'>): boolean {
  return PROTECTED.test(finding.category) || PROTECTED.test(finding.title);
}

export interface FalsifyInput {
  model: ModelClient;
  system: string;
  nonce: string;
  /** The group's rendered diff: a contradiction must quote one of its lines. */
  diff: string;
  findings: readonly Finding[];
  budget: RunBudget;
  stats: GroupStats;
}

export interface FalsifyResult {
  kept: Finding[];
  dropped: Array<{ finding: Finding; line: string }>;
  warning: string | null;
}

/** Runs the filter over a group's findings; never throws. */
export async function falsifyFindings(input: FalsifyInput): Promise<FalsifyResult> {
  const all = [...input.findings];
  if (all.length === 0) return { kept: [], dropped: [], warning: null };
  const entries = all.map((f, i) => {
    const d = delimiters('FINDING', input.nonce);
    const text = redactSecrets(
      [
        `${f.path}:${f.line} (${f.severity}, ${f.category})`,
        `title: ${f.title}`,
        `body: ${f.body}`,
        `flagged line: ${f.anchor}`,
      ].join('\n'),
    ).replaceAll(input.nonce, '[nonce]');
    return `### f${i + 1}\n${d.open}\n${text}\n${d.close}`;
  });
  const user = `${fillTemplate(template('deep-falsify'), { nonce: input.nonce })}\n\n${entries.join('\n\n')}`;
  const keepAll = (warning: string): FalsifyResult => ({ kept: all, dropped: [], warning });
  const outcome = await input.budget.sideCall(
    input.model,
    {
      system: input.system,
      messages: [{ role: 'user', content: user }],
      schema: SCHEMA,
      maxOutputTokens: 3_000,
    },
    input.stats,
  );
  if ('refused' in outcome)
    return keepAll(`falsification filter skipped (${outcome.refused}); all findings kept`);
  if ('cut' in outcome) return keepAll(`falsification answer ended with "${outcome.cut}"; all findings kept`);
  if ('failed' in outcome) return keepAll(`falsification call failed (${outcome.failed}); all findings kept`);
  const raw = outcome.text;
  let answer: z.infer<typeof Answer>;
  try {
    answer = Answer.parse(JSON.parse(raw));
  } catch {
    return keepAll('falsification answer could not be parsed; all findings kept');
  }
  const diffLines = new Set(
    input.diff
      .split('\n')
      .map(normal)
      .filter((l) => l !== ''),
  );
  const drop = new Map<number, string>();
  for (const c of answer.contradicted) {
    const index = Number(/^f(\d+)$/.exec(c.id.trim())?.[1] ?? NaN) - 1;
    const finding = all[index];
    if (!finding || isProtected(finding)) continue;
    // Doubt keeps: the contradiction must quote a line that is really in the diff.
    const quoted = normal(c.line);
    if (quoted.replace(/\s/g, '').length < 4 || ![...diffLines].some((l) => l.endsWith(quoted))) continue;
    drop.set(index, c.line);
  }
  return {
    kept: all.filter((_, i) => !drop.has(i)),
    dropped: [...drop].map(([i, line]) => ({ finding: all[i]!, line })),
    warning: null,
  };
}

/** A diff or quoted line without its number, mark and surrounding whitespace. */
function normal(line: string): string {
  return line
    .replace(/^\s*~?\s*\(?\d+\)?\s*[+\- ]?\s/, '')
    .replace(/\s+/g, ' ')
    .trim();
}
