/**
 * The one choke point for what prlens sends to GitHub: a `before` hook on the client's request
 * pipeline masks every parameter of every request — REST bodies (reviews and their inline
 * comments, replies, issue comments, the summary, check runs with their output and annotations,
 * labels, the PR description) and GraphQL variables alike, since @octokit/core sends GraphQL
 * through the same hooked `request`. A code path added later cannot forget to mask: it has no
 * other way out. Parameters are masked before Octokit serialises them, so no JSON or URL encoding
 * can hide a secret from the masker. The transport fields (method, URL template, headers — where
 * the token must stay — and request options) are left alone.
 * https://github.com/octokit/core.js#hooks
 */
import { maskDeep, type Masker } from '../core/mask.js';

/** Endpoint options that are not request parameters. */
const TRANSPORT = new Set(['method', 'url', 'baseUrl', 'headers', 'request', 'mediaType']);

/** The part of an Octokit client this needs (REST clients and @octokit/core alike). */
interface Hookable {
  hook: { before(name: 'request', fn: (options: Record<string, unknown>) => void): void };
}

/** Registers the masking hook on `octokit`: every request's parameters pass through `mask`. */
export function maskRequests(octokit: Hookable, mask: Masker): void {
  octokit.hook.before('request', (options) => {
    for (const key of Object.keys(options)) {
      if (!TRANSPORT.has(key)) options[key] = maskDeep(options[key], mask);
    }
  });
}
