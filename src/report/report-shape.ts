/**
 * The JSON report's self-check without building its zod schemas (issue 48). Building the ~130 zod
 * schemas of `ReviewReport` and running zod's code for the first time cost ~11 ms of every review
 * that printed JSON, more than the rest of the report. `REPORT_SHAPE` (report-shape.generated.ts) is
 * the same schema written out as data by `shapeOf` (report-shape-of.ts); `projectShape` checks a
 * value against it and rebuilds it as zod's parse would (keys in the schema's order, unknown keys
 * dropped, defaults filled). It only ever accepts what zod accepts: anything it is unsure of
 * (an `undefined` anywhere but at an optional or defaulted key) is refused, and the caller then
 * asks zod, whose answer and error message stay the authority.
 */
import { isRecord } from '../core/is-record.js';

/** A zod schema as data: only the kinds and checks the report uses. */
export type Shape =
  | { kind: 'string' }
  | { kind: 'boolean' }
  | {
      kind: 'number';
      /** `Number.isSafeInteger`, zod's `.int()`. */
      int: boolean;
      /** Lower and upper bounds, each with whether it is inclusive. */
      min: [number, boolean] | null;
      max: [number, boolean] | null;
    }
  | { kind: 'literal'; values: Array<string | number | boolean | null> }
  | { kind: 'enum'; values: string[] }
  | { kind: 'array'; of: Shape }
  | { kind: 'nullable'; of: Shape }
  | { kind: 'optional'; of: Shape }
  | { kind: 'default'; of: Shape; value: string | number | boolean | null }
  | { kind: 'object'; keys: Array<[string, Shape]> }
  /** A record over an enum's values: every value a key, in the enum's order (zod's exhaustive record). */
  | { kind: 'record'; keys: string[]; of: Shape };

/** What `projectShape` returns for a value it does not accept. */
export const REFUSED: unique symbol = Symbol('refused');

/** `value` rebuilt as zod parses it under `shape`, or REFUSED when zod might not accept it as is. */
export function projectShape(value: unknown, shape: Shape): unknown {
  switch (shape.kind) {
    case 'string':
      return typeof value === 'string' ? value : REFUSED;
    case 'boolean':
      return typeof value === 'boolean' ? value : REFUSED;
    case 'number':
      return numberFits(value, shape) ? value : REFUSED;
    case 'literal':
      return shape.values.some((v) => v === value) ? value : REFUSED;
    case 'enum':
      return typeof value === 'string' && shape.values.includes(value) ? value : REFUSED;
    case 'nullable':
      return value === null ? null : projectShape(value, shape.of);
    case 'optional':
    case 'default':
      // Callers handle an absent key; a value here is parsed by the inner schema.
      return value === undefined ? REFUSED : projectShape(value, shape.of);
    case 'array':
      return projectArray(value, shape.of);
    case 'object':
      return projectObject(value, shape.keys);
    case 'record':
      return projectRecord(value, shape);
  }
}

function numberFits(value: unknown, shape: Extract<Shape, { kind: 'number' }>): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  if (shape.int && !Number.isSafeInteger(value)) return false;
  if (shape.min && (shape.min[1] ? value < shape.min[0] : value <= shape.min[0])) return false;
  if (shape.max && (shape.max[1] ? value > shape.max[0] : value >= shape.max[0])) return false;
  return true;
}

function projectArray(value: unknown, of: Shape): unknown {
  if (!Array.isArray(value)) return REFUSED;
  const out: unknown[] = [];
  for (const item of value) {
    const projected = projectShape(item, of);
    if (projected === REFUSED) return REFUSED;
    out.push(projected);
  }
  return out;
}

function projectObject(value: unknown, keys: ReadonlyArray<[string, Shape]>): unknown {
  if (!isRecord(value)) return REFUSED;
  const out: Record<string, unknown> = {};
  for (const [key, shape] of keys) {
    const present = Object.hasOwn(value, key);
    const item = present ? value[key] : undefined;
    if (item === undefined) {
      // As zod: an optional key stays absent, or `undefined` when given so (JSON drops both); a
      // default fills in; any other key is missing.
      if (shape.kind === 'optional') {
        if (present) out[key] = undefined;
        continue;
      }
      if (shape.kind === 'default') {
        out[key] = shape.value;
        continue;
      }
      return REFUSED;
    }
    const projected = projectShape(item, shape);
    if (projected === REFUSED) return REFUSED;
    out[key] = projected;
  }
  return out;
}

function projectRecord(value: unknown, shape: Extract<Shape, { kind: 'record' }>): unknown {
  if (!isRecord(value)) return REFUSED;
  // Exhaustive: every enum value a key, and no other key.
  if (Object.keys(value).length !== shape.keys.length) return REFUSED;
  const out: Record<string, unknown> = {};
  for (const key of shape.keys) {
    if (!Object.hasOwn(value, key)) return REFUSED;
    const projected = projectShape(value[key], shape.of);
    if (projected === REFUSED) return REFUSED;
    out[key] = projected;
  }
  return out;
}
