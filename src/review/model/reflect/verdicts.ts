/**
 * The reflection audit's answer: one verdict per finding id. Parsed into a discriminated union so
 * a verdict that is not clearly `drop` with a reason can never remove a finding (and reflect.ts
 * also wants the drop's quoted evidence, found in the code shown, before it removes one).
 */
import { z } from 'zod';

export type Verdict =
  | { id: string; verdict: 'keep' }
  /** `evidence`: the code the audit quotes as disproving the finding; null when it gave none. */
  | { id: string; verdict: 'drop'; reason: string; evidence: string | null }
  | { id: string; verdict: 'need'; file: string | null; symbol: string | null }
  /** `known`: the id of the known finding (a tool's or rule's, listed to the audit) it repeats. */
  | { id: string; verdict: 'duplicate'; known: string };

/** Strict-mode JSON Schema of the audit's answer. */
const VERDICTS_JSON_SCHEMA: Record<string, unknown> = {
  type: 'object',
  additionalProperties: false,
  required: ['verdicts'],
  properties: {
    verdicts: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'verdict', 'reason', 'evidence', 'file', 'symbol', 'known'],
        properties: {
          id: { type: 'string' },
          verdict: { type: 'string', enum: ['keep', 'drop', 'need', 'duplicate'] },
          reason: {
            anyOf: [{ type: 'string' }, { type: 'null' }],
            description:
              'Why: required for drop (what the quoted code shows); for keep, what would have made the finding wrong and why it does not, or what could not be verified.',
          },
          evidence: {
            anyOf: [{ type: 'string' }, { type: 'null' }],
            description:
              'For drop: the line(s) of code shown above that disprove the finding, copied verbatim. A drop without it keeps the finding. Null for keep and need.',
          },
          file: {
            anyOf: [{ type: 'string' }, { type: 'null' }],
            description: 'Only for need: repository-relative path to read. Null for keep and drop.',
          },
          symbol: {
            anyOf: [{ type: 'string' }, { type: 'null' }],
            description:
              'Only for need: function, class or method whose declaration and usages to look up. Null for keep and drop.',
          },
          known: {
            anyOf: [{ type: 'string' }, { type: 'null' }],
            description:
              'Only for duplicate: the id (k1, k2, ...) of the known finding that already reports this problem. Null otherwise.',
          },
        },
      },
    },
  },
};

export const VERDICTS_SCHEMA = { name: 'reflection_verdicts', schema: VERDICTS_JSON_SCHEMA, strict: true };

const blankToNull = z
  .string()
  .nullish()
  .transform((s) => (s === null || s === undefined || s.trim() === '' ? null : s.trim()));

const RawVerdict = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  verdict: z.string().transform((v) => v.trim().toLowerCase()),
  reason: blankToNull,
  evidence: z
    .string()
    .nullable()
    .optional()
    .transform((s) => (s === undefined ? undefined : s === null || s.trim() === '' ? null : s)),
  file: blankToNull,
  symbol: blankToNull,
  known: blankToNull,
});

export type VerdictParse =
  { ok: true; verdicts: Verdict[]; problems: string[] } | { ok: false; error: string };

/**
 * Parses the audit's answer. A verdict that is unknown, a drop without a reason, a need without
 * a file or symbol, or a duplicate without the known id is reported as a problem and left out (its
 * finding is then kept).
 */
export function parseVerdicts(raw: string): VerdictParse {
  let data: unknown;
  try {
    data = JSON.parse(raw.replace(/^\s*```(?:json)?\s*\n([\s\S]*?)\n?```\s*$/, '$1'));
  } catch (error) {
    return { ok: false, error: `not valid JSON (${(error as Error).message})` };
  }
  const top = z.object({ verdicts: z.array(z.unknown()) }).safeParse(data);
  if (!top.success) return { ok: false, error: 'expected an object {"verdicts": [...]}' };
  const verdicts: Verdict[] = [];
  const problems: string[] = [];
  for (const item of top.data.verdicts) {
    const parsed = RawVerdict.safeParse(item);
    if (!parsed.success) {
      problems.push('a verdict without an id or verdict');
      continue;
    }
    const v = parsed.data;
    if (v.verdict === 'keep') verdicts.push({ id: v.id, verdict: 'keep' });
    else if (v.verdict === 'drop' && v.reason)
      verdicts.push({ id: v.id, verdict: 'drop', reason: v.reason, evidence: v.evidence ?? null });
    else if (v.verdict === 'need' && (v.file || v.symbol))
      verdicts.push({ id: v.id, verdict: 'need', file: v.file, symbol: v.symbol });
    else if (v.verdict === 'duplicate' && v.known)
      verdicts.push({ id: v.id, verdict: 'duplicate', known: v.known });
    else problems.push(`${v.id}: "${v.verdict}" without what it needs`);
  }
  return { ok: true, verdicts, problems };
}
