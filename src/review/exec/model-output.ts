/**
 * The JSON a lens call answers with: a strict-mode JSON Schema for structured output, and a zod
 * parser that is lenient where models are sloppy but harmless (severity case, numbers as strings,
 * a missing lens) and strict where a wrong value would mislead (unknown severity, no path, no text).
 */
import { z } from 'zod';
import type { Severity, Side } from '../../core/types.js';

/** One finding as the model claims it, before anchoring. */
export interface ParsedFinding {
  path: string;
  line: number | null;
  start_line: number | null;
  side: Side | null;
  severity: Severity;
  category: string;
  lens: string;
  title: string;
  body: string;
  suggestion: string | null;
  anchor: string;
  confidence: number;
}

export type ParseOutcome =
  { ok: true; findings: ParsedFinding[]; rejected: string[] } | { ok: false; error: string };

const nullable = (schema: Record<string, unknown>) => ({ anyOf: [schema, { type: 'null' }] });

/**
 * JSON Schema of a lens answer. Strict-mode compatible (OpenAI): every property required, optional
 * ones nullable, no additional properties.
 */
export const FINDINGS_JSON_SCHEMA: Record<string, unknown> = {
  type: 'object',
  additionalProperties: false,
  required: ['findings'],
  properties: {
    findings: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: [
          'path',
          'line',
          'start_line',
          'side',
          'severity',
          'category',
          'lens',
          'title',
          'body',
          'suggestion',
          'anchor',
          'confidence',
        ],
        properties: {
          path: { type: 'string', description: 'File path exactly as in the diff header.' },
          line: { type: 'integer', description: 'Line of the flagged code (new-file number on RIGHT).' },
          start_line: nullable({ type: 'integer', description: 'First line of a multi-line range.' }),
          side: nullable({ type: 'string', enum: ['RIGHT', 'LEFT'] }),
          severity: { type: 'string', enum: ['critical', 'high', 'medium', 'low'] },
          category: { type: 'string', description: 'Short kind of problem, e.g. injection, null-deref.' },
          lens: { type: 'string', description: 'The lens id that found this.' },
          title: { type: 'string' },
          body: { type: 'string' },
          suggestion: nullable({
            type: 'string',
            description: 'Replacement code for exactly the flagged lines.',
          }),
          anchor: { type: 'string', description: 'The flagged line quoted verbatim from the diff.' },
          confidence: { type: 'number', minimum: 0, maximum: 1 },
        },
      },
    },
  },
};

/**
 * Whether a model's lens label would pass its finding for a prlens rule's (`static`) or for a merge
 * of several sources (`a+b`): such a label is replaced by the call's lens (issue 42, point 3).
 */
export function isForgedLens(lens: string): boolean {
  return lens.includes('+') || lens.trim().toLowerCase() === 'static';
}

/** The request's `schema` field for a lens call. */
export const FINDINGS_SCHEMA = { name: 'review_findings', schema: FINDINGS_JSON_SCHEMA, strict: true };

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

const text = z.string().trim().min(1);
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

function findingSchema(defaultLens: string) {
  return z.object({
    path: text.transform((p) => p.replace(/^(?:a|b)\//, '').replace(/^\.\//, '')),
    line: lineNumber,
    start_line: lineNumber,
    side,
    severity,
    category: optionalText.transform((c) => c ?? 'general'),
    lens: optionalText.transform((l) => l ?? defaultLens),
    title: text,
    body: text,
    suggestion: optionalText,
    anchor: z
      .string()
      .nullish()
      .transform((a) => a ?? ''),
    confidence,
  });
}

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
  const top = z.object({ findings: z.array(z.unknown()) }).safeParse(container);
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
  if (findings.length === 0 && rejected.length > 0)
    return { ok: false, error: rejected.slice(0, 3).join('; ') };
  return { ok: true, findings, rejected };
}
