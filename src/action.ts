/**
 * Entry of the action bundle (dist/index.js): only runs the action, with the one top-level catch.
 */
import * as core from '@actions/core';
import { run } from './action/main.js';

run().catch((error: unknown) => {
  // Non-Error throws too; the cause chain says which request or file failed.
  core.setFailed(error instanceof Error ? describe(error) : `prlens failed: ${String(error)}`);
});

function describe(error: Error): string {
  const causes: string[] = [];
  for (let c: unknown = error.cause; c instanceof Error && causes.length < 3; c = c.cause) {
    if (!error.message.includes(c.message)) causes.push(c.message);
  }
  return [error.message, ...causes].join(': ');
}
