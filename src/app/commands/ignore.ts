/**
 * `/prlens ignore`, as a reply under one of prlens's inline findings: someone with write access who
 * did not open the PR (src/github/rejecters.ts) rejects that finding, and prlens does not post it again on this PR. The rejection is written at once into
 * the summary's hidden learned list (src/report/learned.ts); every review also re-reads such replies
 * (src/github/learn.ts), so it holds even when this run could not write the summary.
 * Only a thread prlens started counts, and only prlens's own summary is written: a root comment
 * with our fingerprint by anyone else may carry the fingerprint of a real finding under harmless
 * text, so it is refused (src/github/ownership.ts).
 * A root of ours that someone else edited last is refused too: its marker may have been swapped.
 * Requests: the author's permission (1), who the token is (1), the thread's root comment (1) and
 * who last edited it (1, GraphQL), the summary (1 a page of PR comments) and who last edited it (1),
 * its update (1, only when the list changed) and the reply (1).
 */
import { mergeLearned, readLearned, replaceLearned } from '../../report/learned.js';
import { MEMBER_ASSOCIATIONS } from '../../core/pr-rules.js';
import { escapeMarkdownInline } from '../../report/markdown-escape.js';
import { readFingerprint, readMembers } from '../../report/markers.js';
import { withoutOpenFinding } from '../../report/open-state.js';
import type { CommandModule } from './types.js';

export const ignoreCommand: CommandModule = {
  name: 'ignore',
  help: '`/prlens ignore` under a prlens finding stops that finding from being posted again on this PR',
  where: 'review_comment',
  async run(call) {
    const { pr, comment, logger } = call;
    if (!comment || comment.threadRootId === null) {
      return { kind: 'done', message: '/prlens ignore needs a review thread' };
    }
    // Stricter than command-authors may be: silencing a finding is a decision for people who can push.
    if (!MEMBER_ASSOCIATIONS.has(comment.association)) {
      await call.reply('Only someone with write access to the repository can make prlens ignore a finding.');
      return { kind: 'done', message: `/prlens ignore by a ${comment.association.toLowerCase()}: not taken` };
    }
    const verdict = await pr.rejecters.check(comment.author);
    if (!verdict.allowed) {
      if (verdict.failed) logger.warn(verdict.reason);
      await call.reply(
        `prlens did not ignore this finding: ${escapeMarkdownInline(verdict.reason)}. Someone with write ` +
          'access to the repository who did not open the pull request can reply `/prlens ignore`.',
      );
      return { kind: 'done', message: `/prlens ignore by ${comment.author} not taken: ${verdict.reason}` };
    }
    const root = await pr.threadRoot(comment.threadRootId);
    const own = await pr.ownership();
    const marked = readFingerprint(root.body);
    const fp =
      marked !== null && own.owns(root.author, { kind: 'inline finding', where: `review comment ${root.id}` })
        ? marked
        : null;
    // A root of ours that someone else edited last may carry another finding's fingerprint.
    const edited =
      fp === null ? null : await pr.foreignEdit(root.nodeId, `inline finding (review comment ${root.id})`);
    if (edited !== null) {
      logger.warn(edited.reason);
      await call.reply(
        `prlens did not ignore this finding: ${escapeMarkdownInline(edited.reason)}, so its marker may no ` +
          'longer name the finding shown. A `/prlens ignore` under a finding prlens posted and nobody edited counts.',
      );
      return { kind: 'done', message: `/prlens ignore on an edited comment: not taken` };
    }
    if (fp === null || !/^[0-9a-f]{16}$/.test(fp)) {
      for (const notice of own.notices()) logger.warn(notice);
      await call.reply(
        '`/prlens ignore` works as a reply under a finding prlens posted; this thread is not one.',
      );
      return { kind: 'done', message: '/prlens ignore outside a prlens thread' };
    }
    const entry = {
      fp,
      by: comment.author,
      at: new Date(call.clock.now()).toISOString(),
      via: 'reply' as const,
    };
    // A merged comment rejects every finding merged into it (the next review re-reads them too).
    const members = readMembers(root.body).filter((m) => m !== fp);
    const summary = await pr.findSummary();
    for (const notice of own.notices()) logger.warn(notice);
    let stored = false;
    // A summary someone else edited last is not rewritten: carrying its records over would make
    // their edit look like ours. The next review re-reads this reply and rebuilds the summary.
    if (summary?.edited) logger.warn(`${summary.edited.reason}: it is left for the next review to rebuild`);
    if (summary && !summary.edited && !call.inputs.dryRun) {
      const old = readLearned(summary.body);
      const entries = [entry, ...members.map((m) => ({ ...entry, fp: m }))];
      const learned = entries.every((e) => old.some((o) => o.fp === e.fp))
        ? summary.body
        : replaceLearned(summary.body, mergeLearned(old, entries));
      // The gate's record of open findings loses them too, so the summary does not count them until the next review.
      const body = entries.reduce((text, e) => withoutOpenFinding(text, e.fp), learned);
      stored = body === summary.body || (await pr.rewriteSummary(summary.id, body));
    }
    logger.info(`finding ${fp} ignored by ${comment.author}${stored ? '' : ' (kept for the next review)'}`);
    await call.reply(
      `prlens will not post this finding (\`${fp}\`) again on this pull request. To ignore it on every ` +
        'pull request of the repository, add it to `.github/prlens.yml`:\n\n' +
        `\`\`\`yaml\nignored-fingerprints:\n  - "${fp}"\n\`\`\``,
    );
    return { kind: 'done', message: `finding ${fp} ignored` };
  },
};
