/**
 * Scrubbing for everything observability writes: every string of a transcript entry passes through
 * the run's masker (the API key, the GitHub token, whatever else was read as a secret) and then the
 * key-pattern redactor that already guards prompts (its token formats are the secret check's own
 * table, static/checks/secrets/secret-table.ts), so a key planted in a diff or a tool result is
 * never copied to disk or to a collector either.
 */
import type { Masker } from '../core/mask.js';
import { redactSecrets } from '../prompt/redact.js';

/** Deeper than any transcript entry; stops a cycle or a runaway structure. */
const MAX_DEPTH = 12;

export type Scrubber = (value: unknown) => unknown;

/** Returns a function that deep-copies a value with every string masked and redacted. */
export function createScrubber(mask: Masker): Scrubber {
  const text = (s: string) => redactSecrets(mask(s));
  const scrub = (value: unknown, depth: number): unknown => {
    if (typeof value === 'string') return text(value);
    if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
    if (typeof value === 'bigint') return value.toString();
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return undefined;
    if (depth >= MAX_DEPTH) return '[too deep]';
    if (value instanceof Error) return { name: value.name, message: text(value.message) };
    if (typeof AbortSignal !== 'undefined' && value instanceof AbortSignal) return undefined;
    if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1) ?? null);
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      const scrubbed = scrub(v, depth + 1);
      if (scrubbed !== undefined) out[text(key)] = scrubbed;
    }
    return out;
  };
  return (value) => scrub(value, 0);
}
