/** The small pieces every `deep` tool answer is made of: argument readers and answer shapes. */
import { safeRelativePath } from '../../../core/repo-path.js';

export type ContextAnswer = { text: string; cached: boolean; error: boolean };

/** A context tool's error answer: shown to the model, never cached. */
export function fail(text: string): ContextAnswer {
  return { text: `error: ${text}`, cached: false, error: true };
}

/** A context tool's answer; `cached` when the model has already seen all of it. */
export function found(text: string, cached = false): ContextAnswer {
  return { text, cached, error: false };
}

/** Whether a path from the workspace may be shown (no escape, no `.git`). */
export function isSafe(p: string): boolean {
  try {
    safeRelativePath(p);
    return true;
  } catch {
    return false;
  }
}

/** A string argument, or null. */
export function stringArg(args: Record<string, unknown>, name: string): string | null {
  const v = args[name];
  return typeof v === 'string' ? v : null;
}

/** A finite number argument, rounded down, or null. */
export function intArg(args: Record<string, unknown>, name: string): number | null {
  const v = args[name];
  return typeof v === 'number' && Number.isFinite(v) ? Math.floor(v) : null;
}

/** Arguments as canonical JSON (sorted keys), so `{a,b}` and `{b,a}` are the same call. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
