/**
 * Test doubles for the model-layer tests: a clock whose sleeps return at once (and are recorded),
 * and a logger that keeps its lines.
 */
import type { Clock, Logger } from '../../src/core/ports.js';

/** A clock that advances only when slept on, so backoff waits cost no real time. */
export class FakeClock implements Clock {
  readonly sleeps: number[] = [];
  private t = 1_700_000_000_000;

  now(): number {
    return this.t;
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    this.sleeps.push(ms);
    this.t += ms;
    return Promise.resolve();
  }
}

/** A logger that records every line with its level. */
export class MemoryLogger implements Logger {
  readonly lines: string[] = [];
  debug(message: string): void {
    this.lines.push(`debug: ${message}`);
  }
  info(message: string): void {
    this.lines.push(`info: ${message}`);
  }
  warn(message: string): void {
    this.lines.push(`warn: ${message}`);
  }
  error(message: string): void {
    this.lines.push(`error: ${message}`);
  }
  group<T>(name: string, fn: () => Promise<T>): Promise<T> {
    this.lines.push(`group: ${name}`);
    return fn();
  }
}

export const ITEMS_SCHEMA = {
  name: 'findings',
  schema: {
    type: 'object',
    properties: { items: { type: 'array', items: { type: 'string' } } },
    required: ['items'],
    additionalProperties: false,
  },
};
