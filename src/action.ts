/**
 * Entry of the action bundle (dist/index.js): runs the action with the runner's environment and the
 * real @actions/core. Everything else, the one top-level catch included, is src/action/main.ts.
 */
import { realCore } from './action/core.js';
import { main } from './action/main.js';

main(process.env, { core: realCore }).catch((error: unknown) => {
  // Only if setFailed itself failed: the workflow command, written by hand.
  const message = `prlens failed: ${String(error)}`;
  process.stdout.write(
    `::error::${message.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}\n`,
  );
  process.exitCode = 1;
});
