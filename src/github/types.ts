/**
 * The shapes the GitHub side of prlens agrees on: the client pair and a pull request's context.
 * The hidden markers by which prlens finds its own comments are in src/report/markers.ts.
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
  /** The author's relation to the repository as GitHub states it (OWNER, MEMBER, CONTRIBUTOR, …). */
  authorAssociation: string;
  /** Names of the labels on the PR when it was loaded. */
  labels: string[];
  /** Every changed file with a patch, parsed (GitHub's `patch` has no headers: see parsePatch). */
  files: FileDiff[];
  /** Files GitHub sent without a patch (binary, too large) or beyond the 3,000-file cap. */
  unreviewable: ExcludedFile[];
  /** `changed_files` as GitHub counts it. */
  changedFiles: number;
}
