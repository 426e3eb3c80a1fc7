/**
 * Issue 48: prlens's shapes are validated by zod's interpreter, never by a validator compiled with
 * `new Function` on first parse, which a process that parses each shape a few times never repays.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config, z } from 'zod';
import { Usage, emptyUsage } from './types.js';

/** Runs `fn` with the global Function constructor counted, as zod's compiler reaches it. */
function countCompiles(fn: () => void): number {
  let compiles = 0;
  const counting = new Proxy(Function, {
    construct(target, args: string[]) {
      compiles++;
      return Reflect.construct(target, args);
    },
  });
  vi.stubGlobal('Function', counting);
  try {
    fn();
  } finally {
    vi.unstubAllGlobals();
  }
  return compiles;
}

describe('zod runs interpreted in prlens (issue 48)', () => {
  afterEach(() => void config({ jitless: true }));

  it('parses a shape of core/types without compiling a validator', () => {
    expect(countCompiles(() => expect(Usage.safeParse(emptyUsage()).success).toBe(true))).toBe(0);
  });

  it('(control) a schema built with the compiler on is compiled on first parse, so the count sees it', () => {
    config({ jitless: false });
    const shape = z.object({ a: z.string(), b: z.number() });
    expect(countCompiles(() => expect(shape.safeParse({ a: 'x', b: 1 }).success).toBe(true))).toBeGreaterThan(
      0,
    );
  });
});
