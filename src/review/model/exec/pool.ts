/**
 * The slots of `max-concurrency`, shared by everything a review sends: lens calls and the audits
 * that start while other units' lens calls still run. Waiters are served in order; a task put at
 * the front (the halves of a unit already started) goes before new work.
 *
 * Hand-written on purpose: `p-limit` has no way to queue a task at the front, and `p-queue`
 * (which has priorities) brings an event emitter and timers this does not need. The semaphore
 * is thirty lines, covered by tests/review/exec/pool.test.ts; abort is left to the tasks
 * themselves. The file-read loops elsewhere (select, prefetch, workspace) are plain "N workers
 * walk one index" loops with no queue to keep.
 */
import type { ModelClient } from '../../../core/ports.js';

/** A counting semaphore with a FIFO queue. */
export class Pool {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly size: number) {}

  /** Runs `task` once a slot is free; `front` queues it before the tasks already waiting. */
  async run<T>(task: () => Promise<T>, front = false): Promise<T> {
    if (this.active >= Math.max(1, this.size)) {
      await new Promise<void>((resolve) =>
        front ? this.waiting.unshift(resolve) : this.waiting.push(resolve),
      );
    } else {
      this.active++;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter; only when none waits is it freed.
      if (next) next();
      else this.active--;
    }
  }

  /** Tasks running now. */
  get busy(): number {
    return this.active;
  }
}

/** `model` with every request taken through `pool`. */
export function pooledModel(model: ModelClient, pool: Pool): ModelClient {
  return {
    provider: model.provider,
    model: model.model,
    complete: (request) => pool.run(() => model.complete(request)),
    countTokens: (text) => model.countTokens(text),
  };
}
