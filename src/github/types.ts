/**
 * The shapes the GitHub side of prlens agrees on: the client pair and a pull request's context.
 * The hidden markers by which prlens finds its own comments are in src/report/markers.ts.
 */
import type { graphql } from '@octokit/graphql';
import type { Octokit } from '@octokit/rest';
export type { PullRequestRef, PullRequestContext } from '../core/forge-types.js';

/** REST (with throttling and retry plugins) and GraphQL clients bound to one token and host. */
export interface GitHub {
  rest: Octokit;
  graphql: typeof graphql;
}
