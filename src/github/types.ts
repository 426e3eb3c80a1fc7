/**
 * The GitHub client pair. A pull request's reference and context are the Forge port's shapes
 * (src/core/forge-types.ts), re-exported here for the modules of src/github.
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
