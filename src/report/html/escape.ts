/**
 * Escaping for the HTML pages. Everything they show (diff text, file names, model text, lens names
 * from a repository's config, transcript content) is attacker input, so every string goes through
 * `esc` on its way into markup, in text and in attributes alike: with `&`, `<`, `>`, `"` and `'`
 * replaced, no string can open a tag, close one (`</details>`, `</style>`, `</script>`) or leave a
 * quoted attribute. Links are never taken from that text: `githubFileUrl` builds them from a
 * validated repository URL and a commit SHA, with every path segment percent-encoded.
 * Rules: https://html.spec.whatwg.org/multipage/parsing.html#escapingString and OWASP's XSS
 * prevention cheat sheet (rule #1 and #2: escape for the HTML body and for quoted attributes).
 */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for an HTML body or a quoted attribute value. */
export function esc(value: string | number): string {
  // C0 controls other than tab and newline have no business on the page and confuse some viewers.
  return String(value)
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** `https://host/owner/repo` with no query, fragment or credentials; anything else is refused. */
const REPO_URL = /^https:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?\/[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
const SHA = /^[0-9a-f]{40}$/;

/**
 * The blob URL of `path` at `sha` (`#L12` or `#L10-L14` when lines are given), or null when the
 * repository URL or the SHA is not of the expected shape: no link is better than a wrong one.
 * https://docs.github.com/en/repositories/working-with-files/using-files/getting-permanent-links-to-files
 */
export function githubFileUrl(
  repoUrl: string | null | undefined,
  sha: string | null | undefined,
  path: string,
  lines?: { start: number; end: number },
): string | null {
  if (!repoUrl || !sha || !REPO_URL.test(repoUrl) || !SHA.test(sha)) return null;
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  const anchor = lines ? (lines.start < lines.end ? `#L${lines.start}-L${lines.end}` : `#L${lines.end}`) : '';
  return `${repoUrl}/blob/${sha}/${encoded}${anchor}`;
}

/**
 * The `https://github.com/owner/repo` of a git remote URL on github.com (https, ssh or scp-like
 * form), or null for any other host or shape.
 */
export function githubRepoFromRemote(remote: string): string | null {
  const match =
    /^(?:https:\/\/(?:[^@/]+@)?github\.com\/|ssh:\/\/git@github\.com\/|git@github\.com:)([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+?)(?:\.git)?\/?$/.exec(
      remote.trim(),
    );
  if (!match) return null;
  return `https://github.com/${match[1]}/${match[2]}`;
}
