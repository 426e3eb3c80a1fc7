/**
 * The JSON a lens call answers with, defined once: each field of a finding is one row of `FIELDS`,
 * which gives both the strict-mode JSON Schema sent for structured output and the zod parser of the
 * answer. The parser is lenient where models are sloppy but harmless (severity case, numbers as
 * strings, a missing lens) and strict where a wrong value would mislead (unknown severity, no path,
 * no text); the schema says the same (a text field must hold a non-space character), so an answer
 * the schema allows is an answer the parser takes (tests/review/exec/model-output.test.ts).
 */
import { z } from 'zod';
import type { Severity } from '../../../core/types.js';
import type { LookupRequest } from '../../../context/lookup-text.js';

const SEVERITY_ALIASES: Record<string, Severity> = {
  critical: 'critical',
  blocker: 'critical',
  high: 'high',
  major: 'high',
  error: 'high',
  medium: 'medium',
  moderate: 'medium',
  warning: 'medium',
  low: 'low',
  minor: 'low',
  info: 'low',
};

/** Text that must say something: in the schema, at least one non-space character. */
const text = z.string().trim().min(1);
const TEXT = { type: 'string', pattern: '\\S' } as const;
const optionalText = z
  .string()
  .nullish()
  .transform((s) => (s === null || s === undefined || s.trim() === '' ? null : s));
const lineNumber = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number()
    .int()
    .nullish()
    .transform((n) => (typeof n === 'number' && n > 0 ? n : null)),
);

/** Confidence as a number, a numeric string, or a percentage; missing means unsure (0.5). */
const confidence = z.preprocess(
  (v) =>
    typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v.replace('%', '')))
      ? Number(v.replace('%', ''))
      : v,
  z
    .number()
    .nullish()
    .transform((n) => {
      if (n === null || n === undefined || !Number.isFinite(n)) return 0.5;
      const scaled = n > 1 && n <= 100 ? n / 100 : n;
      return Math.min(1, Math.max(0, scaled));
    }),
);

const severity = z
  .string()
  .transform((s) => SEVERITY_ALIASES[s.trim().toLowerCase()])
  .pipe(
    z.enum(['critical', 'high', 'medium', 'low'], {
      error: 'severity must be critical, high, medium or low',
    }),
  );

const side = z
  .string()
  .nullish()
  .transform((s) => {
    const up = s?.trim().toUpperCase();
    return up === 'RIGHT' || up === 'LEFT' ? up : null;
  });

const nullable = (schema: Record<string, unknown>) => ({ anyOf: [schema, { type: 'null' }] });

/**
 * One row per field of a finding: what the schema tells the model (`json`) and how its answer is
 * read (`parse`, given the lens of the call for answers that leave it out). The schema's field
 * order is this table's.
 */
const FIELDS = {
  path: {
    json: { ...TEXT, description: 'File path exactly as in the diff header.' },
    parse: () => text.transform((p) => p.replace(/^(?:a|b)\//, '').replace(/^\.\//, '')),
  },
  line: {
    json: { type: 'integer', description: 'Line of the flagged code (new-file number on RIGHT).' },
    parse: () => lineNumber,
  },
  start_line: {
    json: nullable({ type: 'integer', description: 'First line of a multi-line range.' }),
    parse: () => lineNumber,
  },
  side: { json: nullable({ type: 'string', enum: ['RIGHT', 'LEFT'] }), parse: () => side },
  severity: { json: { type: 'string', enum: ['critical', 'high', 'medium', 'low'] }, parse: () => severity },
  category: {
    json: { type: 'string', description: 'Short kind of problem, e.g. injection, null-deref.' },
    parse: () => optionalText.transform((c) => c ?? 'general'),
  },
  lens: {
    json: { type: 'string', description: 'The lens id that found this.' },
    parse: (defaultLens: string) => optionalText.transform((l) => l ?? defaultLens),
  },
  title: { json: TEXT, parse: () => text },
  body: { json: TEXT, parse: () => text },
  suggestion: {
    json: nullable({ type: 'string', description: 'Replacement code for exactly the flagged lines.' }),
    parse: () => optionalText,
  },
  anchor: {
    json: { type: 'string', description: 'The flagged line quoted verbatim from the diff.' },
    parse: () =>
      z
        .string()
        .nullish()
        .transform((a) => a ?? ''),
  },
  confidence: { json: { type: 'number', minimum: 0, maximum: 1 }, parse: () => confidence },
} as const;

type Fields = typeof FIELDS;

/** The parser of one finding; `defaultLens` fills a lens the answer left out. */
function findingSchema(defaultLens: string) {
  const shape = Object.fromEntries(
    Object.entries(FIELDS).map(([name, field]) => [name, field.parse(defaultLens)]),
  ) as { [K in keyof Fields]: ReturnType<Fields[K]['parse']> };
  return z.object(shape);
}

/** One finding as the model claims it, before anchoring. */
export type ParsedFinding = z.output<ReturnType<typeof findingSchema>>;

export type ParseOutcome =
  | { ok: true; findings: ParsedFinding[]; rejected: string[]; lookups: LookupRequest[] }
  | { ok: false; error: string };

/**
 * The answer's other field: code the call asks to see before it answers again (the lookup round,
 * src/context). Optional in the parser (an answer without it asks for nothing); a malformed entry
 * is dropped, never a reason to re-ask.
 */
const LOOKUPS = {
  json: {
    type: 'array',
    description: 'Code to look up before answering again (at most one round); empty when none is needed.',
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'symbol'],
      properties: { kind: { type: 'string', enum: ['definition', 'usages'] }, symbol: TEXT },
    },
  },
  parse: z
    .array(z.unknown())
    .nullish()
    .transform((items) =>
      (items ?? []).flatMap((item) => {
        const one = z.object({ kind: z.enum(['definition', 'usages']), symbol: text }).safeParse(item);
        return one.success ? [one.data] : [];
      }),
    ),
} as const;

/**
 * JSON Schema of a lens answer. Strict-mode compatible (OpenAI): every property required, optional
 * ones nullable, no additional properties.
 */
export const FINDINGS_JSON_SCHEMA: Record<string, unknown> = answerSchema(true);

/** The answer's JSON Schema, with or without the `lookups` field. */
function answerSchema(lookups: boolean): Record<string, unknown> {
  const findings = {
    type: 'array',
    items: {
      type: 'object',
      additionalProperties: false,
      required: Object.keys(FIELDS),
      properties: Object.fromEntries(Object.entries(FIELDS).map(([name, field]) => [name, field.json])),
    },
  };
  return {
    type: 'object',
    additionalProperties: false,
    required: lookups ? ['findings', 'lookups'] : ['findings'],
    properties: lookups ? { findings, lookups: LOOKUPS.json } : { findings },
  };
}

/**
 * Whether a model's lens label would pass its finding for a prlens rule's (`static`) or for a merge
 * of several sources (`a+b`): such a label is replaced by the call's lens (issue 42, point 3).
 */
export function isForgedLens(lens: string): boolean {
  return lens.includes('+') || lens.trim().toLowerCase() === 'static';
}

/** The request's `schema` field for a lens call. */
export const FINDINGS_SCHEMA = { name: 'review_findings', schema: FINDINGS_JSON_SCHEMA, strict: true };

/**
 * The same answer without `lookups`, for a call with no lookup round (`repo-context: pack` or
 * `off`, or a run whose context engine failed): a field the run would ignore is not offered.
 */
export const FINDINGS_SCHEMA_NO_LOOKUPS = {
  name: 'review_findings',
  schema: answerSchema(false),
  strict: true,
};

/** Removes a Markdown code fence some models wrap JSON in even when told not to. */
function unfence(raw: string): string {
  const match = /^\s*```(?:json)?\s*\n([\s\S]*?)\n?```\s*$/.exec(raw);
  return match?.[1] ?? raw;
}

/**
 * Parses a lens answer. The top-level shape must hold (otherwise the caller re-asks); a single
 * malformed finding is rejected with its problem rather than failing the whole answer.
 */
export function parseModelOutput(raw: string, defaultLens: string): ParseOutcome {
  let data: unknown;
  try {
    data = JSON.parse(unfence(raw));
  } catch (error) {
    return { ok: false, error: `the answer is not valid JSON (${(error as Error).message})` };
  }
  // A bare array of findings is unambiguous enough to accept.
  const container = Array.isArray(data) ? { findings: data } : data;
  const top = z.object({ findings: z.array(z.unknown()), lookups: LOOKUPS.parse }).safeParse(container);
  if (!top.success) return { ok: false, error: 'the answer must be an object {"findings": [...]}' };

  const schema = findingSchema(defaultLens);
  const findings: ParsedFinding[] = [];
  const rejected: string[] = [];
  top.data.findings.forEach((item, i) => {
    const parsed = schema.safeParse(item);
    if (parsed.success) findings.push(parsed.data);
    else rejected.push(`finding ${i}: ${z.prettifyError(parsed.error).replace(/\s+/g, ' ')}`);
  });
  // Nothing usable at all is a misunderstood format, worth the one re-ask.
  if (findings.length === 0 && rejected.length > 0 && top.data.lookups.length === 0)
    return { ok: false, error: rejected.slice(0, 3).join('; ') };
  return { ok: true, findings, rejected, lookups: top.data.lookups };
}
