/**
 * One run's answer to "is this marked comment ours?", shared by every place that recognises prlens's
 * comments by a marker (summary, inline fingerprints, race cleanup, resolve-fixed, learning, `/prlens
 * ignore`, the sweep's watermark). A marker counts only on a comment the run's identity wrote; a
 * marker on anyone else's comment is ignored and remembered, so the run can name it in one notice.
 */
import { identityOf, isIdentity, type Author, type Identity } from './identity.js';
import type { ForeignMarker } from '../core/forge-types.js';
export type { ForeignMarker } from '../core/forge-types.js';

export class Ownership {
  private readonly seen = new Map<string, ForeignMarker>();
  /** Comments of ours someone else edited last, each said once (./comment-edits.ts). */
  private readonly edited = new Set<string>();

  constructor(private current: Identity | null) {}

  get identity(): Identity | null {
    return this.current;
  }

  /**
   * True when `author` is prlens's identity. Otherwise the comment is recorded as foreign (it was
   * only asked about because it carries our marker) and false is returned: it is never trusted.
   */
  owns(author: Author | null | undefined, marker: Omit<ForeignMarker, 'author'>): boolean {
    if (isIdentity(this.current, author)) return true;
    // Unknown identity: nothing is trusted, but nothing can be called foreign either (the run says
    // once that it could not learn who it is).
    if (this.current === null) return false;
    const key = `${marker.kind}:${marker.where}`;
    if (!this.seen.has(key)) this.seen.set(key, { ...marker, author: author?.login ?? 'an unknown account' });
    return false;
  }

  /**
   * When no identity could be learned, the author of a comment this run has just created is it
   * (GitHub wrote that comment as the token's account). Never replaces a known identity.
   */
  adopt(author: Author | null | undefined): void {
    if (this.current === null) this.current = identityOf(author);
  }

  /** The foreign comments met so far. */
  get foreign(): ForeignMarker[] {
    return [...this.seen.values()];
  }

  /** Records that a comment of ours was edited by someone else (`reason` names it), for a notice. */
  tampered(reason: string): void {
    this.edited.add(reason);
  }

  /** One notice per foreign or edited comment, naming it and saying why it was ignored. */
  notices(): string[] {
    const who = this.current?.login ?? '';
    const edited = [...this.edited].map(
      (reason) => `${reason}: prlens ignores its marker (no finding is suppressed or cleared by it).`,
    );
    return edited.concat(this.foreignNotices(who));
  }

  private foreignNotices(who: string): string[] {
    return this.foreign.map(
      (f) =>
        `prlens ignored ${f.where} by ${f.author}${f.url ? ` (${f.url})` : ''}: it carries prlens's ` +
        `${f.kind} marker, but prlens posts as ${who}, so it is not prlens's and changes nothing ` +
        '(no finding is suppressed by it). Delete it if it was left to mislead.',
    );
  }
}
