/**
 * `prlens sweep --repo OWNER/REPO [--matrix] [--dry-run]`: the action's sweep from anywhere.
 * --matrix prints the job matrix (`{"pr":[…]}`) on stdout and reviews nothing; otherwise the
 * chosen PRs are reviewed (and posted, unless --dry-run) and the table goes to stdout. Progress
 * and the per-PR logs go to stderr.
 */
import { cliRunInputs } from '../app/run-inputs.js';
import { matrixJson, sweepExitCode } from '../core/sweep-rules.js';
import type { SweepArgs } from './sweep-args.js';
import { openGitHubSession } from './github-session.js';
import type { CliIO } from './io.js';
import { runSweep } from '../app/sweep.js';
import { sweepText } from '../report/sweep-table.js';

/** Runs one sweep; returns the exit code: 2 when a review failed or was incomplete, 1 on fail-on. */
export async function sweepRepository(args: SweepArgs, io: CliIO): Promise<number> {
  const { forge, logger, mask } = openGitHubSession(
    io.env,
    {
      stderr: io.stderr,
      quiet: args.quiet,
      debug: args.debug,
    },
    io.github,
  );
  const result = await runSweep(
    {
      repo: args.repo,
      matrix: args.matrix,
      inputs: cliRunInputs(args),
    },
    { forge, logger, clock: io.clock, env: io.env, mask },
  );
  const table = mask(sweepText(result.entries));
  if (args.matrix) {
    io.stdout(`${matrixJson(result.selected)}\n`);
    io.stderr(`${table}\n`);
  } else {
    io.stdout(`${table}\n`);
    if (args.dryRun) logger.info('dry run: nothing was posted');
  }
  return sweepExitCode(result.entries);
}
