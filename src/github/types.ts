/**
 * The shapes the GitHub side of prlens agrees on: the client pair, a pull request's context, and
 * the hidden markers by which prlens finds its own comments (authors differ between REST and
 * GraphQL, so markers — never logins — identify our comments).
 */
import type { graphql } from '@octokit/graphql';
import type { Octokit } from '@octokit/rest';
import type { ExcludedFile, FileDiff } from '../core/types.js';

/** REST (with throttling and retry plugins) and GraphQL clients bound to one token and host. */
export interface GitHub {
  rest: Octokit;
  graphql: typeof graphql;
}

export interface PullRequestRef {
  owner: string;
  repo: string;
  number: number;
}

export interface PullRequestContext extends PullRequestRef {
  title: string;
  body: string;
  draft: boolean;
  state: 'open' | 'closed';
  author: string;
  baseSha: string;
  headSha: string;
  baseRef: string;
  headRef: string;
  /** The head lives in another repository (a fork). */
  isFork: boolean;
  /** Every changed file with a patch, parsed (GitHub's `patch` has no headers: see parsePatch). */
  files: FileDiff[];
  /** Files GitHub sent without a patch (binary, too large) or beyond the 3,000-file cap. */
  unreviewable: ExcludedFile[];
  /** `changed_files` as GitHub counts it. */
  changedFiles: number;
}

/** Hidden marker of the one summary comment; it records the last fully reviewed head SHA. */
export const SUMMARY_MARKER_PREFIX = '<!-- prlens:summary';
/** Hidden marker of an inline comment: its finding's fingerprint. */
export const FINGERPRINT_MARKER_PREFIX = '<!-- prlens:fp=';
