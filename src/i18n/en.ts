/**
 * The English messages: the source of every key. Other languages must translate every key (the
 * `Messages` type makes a missing one a compile error). `{name}` is a placeholder filled at render
 * time with text that is never translated (paths, code, counts, lists of identifiers).
 */

/** A message, or one form for a count of 1 and one for any other count (`{n}` is the count). */
export type Message = string | { one: string; other: string };

export const en = {
  heading: 'prlens review',
  incompleteTitle: 'Incomplete review:',
  incompleteRest: 'Only part of the change was reviewed ({scope}); problems may remain in the rest.',
  completeClean: 'Complete.',
  noFindings: 'No findings.',
  complete: 'Complete:',
  scope: '{files} in {target}',
  lensList: '(lenses: {list})',
  coverageChanged: { one: '{n} file changed', other: '{n} files changed' },
  coverageLeftOut: '{n} left out',
  coverageStaticNone: { one: 'static rules cover none of it', other: 'static rules cover none of them' },
  coverageStatic: {
    one: 'static rules read {n} of them ({rules})',
    other: 'static rules read {n} of them ({rules})',
  },
  ruleCount: { one: '{n} rule', other: '{n} rules' },
  coverageNoModel: 'no model configured',
  coverageModel: { one: 'the model read {n} file', other: 'the model read {n} files' },
  coverageTests: {
    one: '{n} test file (some rules skip tests or grade them low)',
    other: '{n} test files (some rules skip tests or grade them low)',
  },
  coveragePreExisting: {
    one: '{n} pre-existing problem in changed lines (also on the base, not posted)',
    other: '{n} pre-existing problems in changed lines (also on the base, not posted)',
  },
  coverageHeldBack: {
    one: '{n} more model finding held back (max-findings: {all}, max-minor-findings: {max}; listed in the JSON report)',
    other:
      '{n} more model findings held back (max-findings: {all}, max-minor-findings: {max}; listed in the JSON report)',
  },
  coverageLooked: {
    one: '{n} file that looks generated or vendored was reviewed: the base does not mark it so ({list})',
    other: '{n} files that look generated or vendored were reviewed: the base does not mark them so ({list})',
  },
  coverageImported: {
    one: '{n} result of {tools} not posted (off the changed lines, not new, or informational)',
    other: '{n} results of {tools} not posted (off the changed lines, not new, or informational)',
  },
  coverageImportedNoFile: {
    one: '{n} result of {tools} not on a file (no location in the checkout, not posted)',
    other: '{n} results of {tools} not on a file (no location in the checkout, not posted)',
  },
  coverageSuppressed: {
    one: '{n} match silenced by an inline comment',
    other: '{n} matches silenced by an inline comment',
  },
  hiddenBelow: {
    one: '{n} finding below min-severity {floor} not shown: {list}',
    other: '{n} findings below min-severity {floor} not shown: {list}',
  },
  hiddenFolded: {
    one: '{n} finding below min-severity {floor}, not posted inline',
    other: '{n} findings below min-severity {floor}, not posted inline',
  },
  belowFloorCell: '{n} not shown (below min-severity)',
  findingCount: { one: '{n} finding', other: '{n} findings' },
  fileCount: { one: '{n} file', other: '{n} files' },
  moreFindings: { one: '{n} more finding in the report.', other: '{n} more findings in the report.' },
  tableSeverity: 'Severity',
  tableFindings: 'Findings',
  findings: 'Findings',
  unanchored: 'Not pinned to a changed line',
  unanchoredSummary: '{findings} the diff could not confirm',
  nothingFound: 'Nothing was found in the part that was reviewed.',
  line: 'line {line}',
  nearLine: '{path} near line {line}',
  oldFile: '(old file)',
  notPinned: '(not pinned)',
  outsideChange: '{path} (not in this change: not counted by fail-on)',
  coverage: 'Coverage',
  targetWorktree: 'working tree against HEAD',
  targetCommit: 'commit {ref}',
  targetSince: 'changes since {ref}',
  atLocation: '{what} at {where}',
  notPinnedCount: { one: '{n} not pinned to a line', other: '{n} not pinned to a line' },
  incompleteFlag: 'INCOMPLETE',
  suggestedChange: 'Suggested change:',
  suggestionNotApplicable:
    'Suggested change (no suggestion button: the code holds a line separator, a lone CR or `\\u{3c}!--`, shown here as an escape, so applying it would not commit the code as written):',
  suggestionLeftOut: '(suggested change left out: too long for a comment)',
  suggestionVerified: 'Suggestion checked by prlens: applied, parsed and re-reviewed by the static rules.',
  suggestionBroken: 'Suggested change (no suggestion button: when applied, {reason}):',
  warnings: 'Warnings',
  excluded: '{files} excluded from the review',
  andMore: 'and {n} more',
  andMoreInReport: 'and {n} more (see the report)',
  usage: 'Usage',
  usageNone: 'no model calls',
  usagePrompt: '{n} prompt tokens',
  usageCached: '({n} cached)',
  usageContext: 'context packs {n} ({share}% of the prompt)',
  usageContextCut: 'context cut by the unit cap {n}',
  usageCompletion: '{n} completion tokens',
  usageRequests: { one: '{n} request', other: '{n} requests' },
  costUnknown: 'cost unknown',
  staticOnly:
    'Static rules only: no model key was given. Set the `api-key` input (or `base-url` for a local model) to review with a language model.',
  incremental: 'Incremental review of the commits after {from} up to {to}.',
  suppressed: {
    one: '{n} finding already in an open thread was not posted again.',
    other: '{n} findings already in an open thread were not posted again.',
  },
  carried: {
    one: '{n} earlier finding in files this run did not re-review is still open in its review thread: {list}.',
    other:
      '{n} earlier findings in files this run did not re-review are still open in their review threads: {list}.',
  },
  carriedMore: '{list}, and {n} more',
  overflow: 'Not posted inline: over the comment limit',
  rejected: 'Could not be placed on a line',
  unreviewable: 'Not reviewable from the API',
  defaultTitle: 'prlens finding',
  commandsHead: 'prlens commands:',
  commandUnknown: 'prlens does not know the command {command}. Commands:',
  commandInThread: '(as a reply in a review thread)',
  commandsFooter: 'Write `/prlens <command>` or the short form, e.g. `/ask`.',
  helpAsk: '`/ask <question>` answers a question about this PR from its code, citing files and lines',
  helpDescribe:
    '`/describe` writes a summary, a per-file walkthrough and a flow diagram into the PR description',
  helpReview:
    '`/review` reviews the commits since the last review; `/review full` reviews the whole PR again',
  helpIgnore: '`/prlens ignore` under a prlens finding stops that finding from being posted again on this PR',
  // The HTML page (src/report/html/report-page.ts).
  pageMeta: {
    one: '{n} line added, {deleted} deleted · lenses: {lenses}',
    other: '{n} lines added, {deleted} deleted · lenses: {lenses}',
  },
  pageLensesNone: 'none',
  pageIncomplete: 'Incomplete review',
  pageIncompleteRest:
    'only part of the change was reviewed; problems may remain in the rest. {findings} so far.',
  pageNoReason: 'the reason was not recorded',
  pageComplete: 'Review complete',
  pageNotPinned: '({n} not pinned to a line)',
  pageNotReviewed: 'Not reviewed ({n})',
  pageLeftOut: 'Files left out, with the reason',
  pageCalls: 'model calls',
  pagePromptTokens: 'prompt tokens',
  pageCachedTokens: 'cached tokens',
  pageContextTokens: 'context-pack tokens (share of the prompt)',
  pageCompletionTokens: 'completion tokens',
  pageCost: 'cost',
  pageCostUnknown: 'unknown',
  pageModelCalls: 'Model calls',
  // The page's filters and finding cards (src/report/html/findings.ts; script.ts rewrites pageShown).
  pageFilterFindings: 'Filter findings',
  pageLens: 'Lens',
  pageCategory: 'Category',
  pageRule: 'Rule',
  pageShown: { one: '{n} of {total} shown', other: '{n} of {total} shown' },
  pageConfidence: 'confidence {percent}',
  pageFlaggedLine: 'flagged line',
  pageSuggestion: 'suggestion',
  // The timeline of model calls (src/report/html/timeline.ts).
  timelineNone: 'No model calls were recorded.',
  timelineLabel: {
    one: 'Timeline of {n} model call over {duration}',
    other: 'Timeline of {n} model calls over {duration}',
  },
  timelineCall: 'model call',
  timelineCacheHit: 'cache hit ({n})',
  timelineFailed: 'failed',
  timelineOpen: 'no answer recorded',
  timelineCalls: { one: '{n} call', other: '{n} calls' },
  timelineSummary: {
    one: '{calls} in {n} conversation over {duration}',
    other: '{calls} in {n} conversations over {duration}',
  },
  timelineTokens: '{prompt} in ({cached} cached) / {completion} out',
  timelineGroup: 'group {group}',
  pageFooter:
    'Generated by prlens {version}. Everything above except the headings comes from the change under review and from a model: it is shown as text.',
} satisfies Record<string, Message>;

export type MessageKey = keyof typeof en;

/** A complete translation: every key, with the same placeholders. */
export type Messages = {
  readonly [K in MessageKey]: (typeof en)[K] extends string ? string : { one: string; other: string };
};
