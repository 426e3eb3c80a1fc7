/**
 * Entry of the action bundle (dist/index.js). The GitHub Action (events, posting, summaries) is
 * not built yet; until it is, the entry fails loudly instead of pretending to review.
 */
process.stderr.write(
  '::error::prlens: the GitHub Action entry is not available in this version yet; use the CLI (prlens review)\n',
);
process.exitCode = 1;
export {};
