/**
 * The one trust rule for repository config files, in a module without zod so that both edges can
 * read it at start-up (the keys it governs, and how they are dropped, are src/config/trust.ts).
 */

/** Who runs prlens: the action (on a repository's own runner) or the CLI (on a user's machine). */
export type Runner = 'action' | 'cli';

/**
 * May a repository's config file set the TRUST_KEYS (provider, base-url, telemetry)? In the
 * action, yes: the file is read from the base branch, which the maintainers wrote, and the key is
 * the repository's own secret. In the CLI, no: the key and the machine are the user's and the
 * repository may be anyone's (a clone, `review --pr` of someone else's PR), so a file must not pick
 * where the user's code and key are sent. `config show` and `doctor` follow the CLI's rule.
 */
export function repoFileMayRoute(runner: Runner): boolean {
  return runner === 'action';
}
