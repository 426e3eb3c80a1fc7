/**
 * Reading the loosely typed values of a transcript entry (JSON lines written by transcript.ts, maybe
 * by an older prlens): the text and HTML session views read them the same way.
 */

/** A non-empty string, else undefined. */
export function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A finite number, else 0. */
export function num(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** A count with thousands separators. */
export function fmt(n: number): string {
  return n.toLocaleString('en-US');
}

/** A string as it is, anything else as one line of JSON. */
export function plain(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** The names of the tools a request offered, in either provider's shape (`name` or `function.name`). */
export function toolNames(tools: unknown): string[] {
  if (!Array.isArray(tools)) return [];
  return tools.map((t) => {
    const o = (t ?? {}) as Record<string, unknown>;
    return str(o.name) ?? str((o.function as Record<string, unknown> | undefined)?.name) ?? '?';
  });
}
