/**
 * Entry of the action bundle (dist/index.js): only runs the action, with the one top-level catch.
 */
import { loadCore } from './action/core.js';
import { run } from './action/main.js';

run().catch(async (error: unknown) => {
  // Non-Error throws too; the cause chain says which request or file failed.
  const message = error instanceof Error ? describe(error) : `prlens failed: ${String(error)}`;
  try {
    (await loadCore()).setFailed(message);
  } catch {
    process.stdout.write(
      `::error::${message.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}\n`,
    );
    process.exitCode = 1;
  }
});

function describe(error: Error): string {
  const causes: string[] = [];
  for (let c: unknown = error.cause; c instanceof Error && causes.length < 3; c = c.cause) {
    if (!error.message.includes(c.message)) causes.push(c.message);
  }
  return [error.message, ...causes].join(': ');
}
