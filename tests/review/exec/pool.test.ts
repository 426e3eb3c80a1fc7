/**
 * The shared slots of max-concurrency: never more than `size` tasks at once, waiters served in
 * order, a task queued at the front served first, and a slot freed when a task throws.
 */
import { describe, expect, it } from 'vitest';
import { Pool } from '../../../src/review/model/exec/pool.js';

/** A task that runs until `release()` is called, recording when it started. */
function gate(log: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { task: async () => (log.push(name), await done, name), release: () => release() };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('Pool', () => {
  it('runs at most `size` tasks at once and starts the next as one settles', async () => {
    const pool = new Pool(2);
    const log: string[] = [];
    const gates = ['a', 'b', 'c', 'd'].map((n) => gate(log, n));
    const results = gates.map((g) => pool.run(g.task));
    await tick();
    expect(log).toEqual(['a', 'b']);
    expect(pool.busy).toBe(2);
    gates[1]!.release();
    await tick();
    expect(log).toEqual(['a', 'b', 'c']);
    expect(pool.busy).toBe(2);
    for (const g of gates) g.release();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(pool.busy).toBe(0);
  });

  it('serves a task queued at the front before the ones already waiting', async () => {
    const pool = new Pool(1);
    const log: string[] = [];
    const [first, new1, new2, half] = ['first', 'new1', 'new2', 'half'].map((n) => gate(log, n));
    const runs = [pool.run(first!.task), pool.run(new1!.task), pool.run(new2!.task)];
    runs.push(pool.run(half!.task, true));
    await tick();
    first!.release();
    await tick();
    expect(log).toEqual(['first', 'half']);
    for (const g of [new1, new2, half]) g!.release();
    await Promise.all(runs);
    expect(log).toEqual(['first', 'half', 'new1', 'new2']);
  });

  it('frees the slot when a task throws, so the queue goes on', async () => {
    const pool = new Pool(1);
    const failing = pool.run(() => Promise.reject(new Error('boom')));
    const next = pool.run(() => Promise.resolve('next'));
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe('next');
    expect(pool.busy).toBe(0);
  });

  it('treats a size below one as one slot rather than none', async () => {
    const pool = new Pool(0);
    expect(await pool.run(() => Promise.resolve(7))).toBe(7);
  });
});
