/**
 * Small pure rules about a pull request's people, text and threads that both the use cases
 * (src/app) and the GitHub adapter (src/github) apply: one definition, so the two cannot drift.
 */
import type { ReviewThread } from './forge-types.js';
import type { Finding } from './types.js';

/** The associations that may hold write access; anyone else is refused without a lookup. */
export const MEMBER_ASSOCIATIONS: ReadonlySet<string> = new Set(['OWNER', 'MEMBER', 'COLLABORATOR']);

/** The whole background the model sees from the CLI or the action. */
export const MAX_INTENT_CHARS = 10_240;

/**
 * Files one review reads before it starts (one contents request each). GITHUB_TOKEN has 1,000
 * requests an hour per repository (https://docs.github.com/en/rest/using-the-rest-api/rate-limits-for-the-rest-api):
 * 300 leaves room for the review's other requests and for other runs in the same hour. A PR with
 * more files is reviewed with what was read and said to be incomplete.
 */
export const DEFAULT_MAX_FILE_READS = 300;

/** Caps `text` at `max` characters, saying so, so the model knows the text goes on. */
export function capText(text: string, max: number): string {
  const trimmed = text.replace(/\r\n?/g, '\n').trim();
  if (trimmed.length <= max) return trimmed;
  return `${trimmed.slice(0, max)}\n[… cut at ${max} characters]`;
}

/** Security findings: the security lens, or a category a static rule or another lens gave as such. */
export function isSecurityFinding(f: Finding): boolean {
  return f.lens === 'security' || isSecurityCategory(f.category);
}

/** Whether a finding's category names a security problem (also read back from our comments' meta line). */
export function isSecurityCategory(category: string): boolean {
  return /secur|inject|xss|csrf|ssrf|secret|credential|auth/i.test(category);
}

/** Fingerprints of our unresolved threads: a rerun does not post these findings again. */
export function existingFingerprints(threads: readonly ReviewThread[]): Set<string> {
  const open = new Set<string>();
  for (const t of threads) if (!t.isResolved && t.fingerprint !== null) open.add(t.fingerprint);
  return open;
}
