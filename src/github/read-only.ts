/**
 * A pull_request from a fork gets a read-only GITHUB_TOKEN, whatever the workflow asks for:
 * https://docs.github.com/en/actions/security-for-github-actions/security-guides/automatic-token-authentication#permissions-for-the-github_token
 * Every write then answers 403 "Resource not accessible by integration". That is a property of the
 * event, not a failure of the review: the action reports in the job summary instead of failing.
 * The 403 is evidence only about a write that the token's own account could make: prlens never
 * writes to a comment it did not author (the summary, `/prlens ignore` and the race cleanup only
 * touch comments of its own identity, src/github/ownership.ts), so a refused edit of someone
 * else's comment cannot switch a run to "read-only" and skip its summary and check run.
 */

const READ_ONLY = /Resource not accessible by integration/i;

/** True for GitHub's answer to a write with a read-only token, anywhere in the cause chain. */
function isReadOnlyTokenError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const { status, message, response } = e as {
      status?: unknown;
      message?: unknown;
      response?: { data?: { message?: unknown } };
    };
    if (status === 403) {
      const data = response?.data?.message;
      const text = `${typeof message === 'string' ? message : ''} ${typeof data === 'string' ? data : ''}`;
      if (READ_ONLY.test(text)) return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs one write; on a read-only token it returns `undefined` and records it, so the later writes
 * are skipped without another 403 each.
 */
export class WriteGuard {
  readOnly = false;

  async run<T>(write: () => Promise<T>): Promise<T | undefined> {
    if (this.readOnly) return undefined;
    try {
      return await write();
    } catch (error) {
      if (!isReadOnlyTokenError(error)) throw error;
      this.readOnly = true;
      return undefined;
    }
  }
}
