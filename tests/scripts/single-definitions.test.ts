/**
 * Shared pieces have one definition in src/, imported where needed: two copies of a default or of
 * the real clock drift apart (one limit changed, the other not; one clock honouring an abort
 * signal differently from the other).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* sources(file);
    else if (name.endsWith('.ts')) yield file;
  }
}

/** Files of src/ that define `name` as a top-level const or function. */
function definitions(name: string): string[] {
  const pattern = new RegExp(`^(?:export\\s+)?(?:const|let|function)\\s+${name}\\b`, 'm');
  return [...sources(SRC)]
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(SRC, file).split(path.sep).join('/'));
}

describe('single definitions', () => {
  it.each([
    ['systemClock', 'core/clock.ts'],
    ['quietly', 'obs/observer.ts'],
  ])('%s: defined once, in src/%s', (name, file) => {
    expect(definitions(name)).toEqual([file]);
  });
});
