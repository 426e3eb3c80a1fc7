export const id = 4145;
export const ids = [4145];
export const modules = {

/***/ 54145:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  O: () => (/* binding */ runReview)
});

// EXTERNAL MODULE: ./.tmp/bundle-src/core/mask.js
var core_mask = __webpack_require__(35987);
// EXTERNAL MODULE: ./.tmp/bundle-src/core/pr-rules.js
var pr_rules = __webpack_require__(80527);
// EXTERNAL MODULE: ./.tmp/bundle-src/i18n/index.js + 9 modules
var i18n = __webpack_require__(27667);
// EXTERNAL MODULE: ./.tmp/bundle-src/review/build-report.js
var build_report = __webpack_require__(82343);
// EXTERNAL MODULE: ./.tmp/bundle-src/review/pipeline.js + 29 modules
var pipeline = __webpack_require__(47984);
// EXTERNAL MODULE: ./.tmp/bundle-src/review/run-context.js
var run_context = __webpack_require__(20603);
// EXTERNAL MODULE: ./.tmp/bundle-src/review/select/prefetch.js
var prefetch = __webpack_require__(31010);
// EXTERNAL MODULE: ./.tmp/bundle-src/version.js
var version = __webpack_require__(21087);
// EXTERNAL MODULE: ./.tmp/bundle-src/app/agent-guidance.js + 2 modules
var agent_guidance = __webpack_require__(34013);
// EXTERNAL MODULE: ./.tmp/bundle-src/app/engine-settings.js
var engine_settings = __webpack_require__(47599);
;// CONCATENATED MODULE: ./.tmp/bundle-src/app/fork-gate.js
const sameName = (a, b) => a.toLowerCase() === b.toLowerCase();
/** Decides whether a PR is reviewed; same-repository PRs and an unset gate always are. */
function forkGate(pr, settings, event) {
    const trusted = settings['trusted-authors'];
    const label = settings['safe-to-review-label'];
    const gated = trusted.length > 0 || label !== undefined;
    // A label event reviews only when it is the safe label going on a fork PR that needs it.
    const labelEvent = event.labeled !== undefined;
    const isSafeLabel = label !== undefined && event.labeled !== undefined && sameName(event.labeled, label);
    if (!pr.isFork || !gated || trusted.includes(pr.authorAssociation)) {
        if (labelEvent)
            return { kind: 'skip', reason: 'a label does not change the code' };
        return { kind: 'review' };
    }
    if (labelEvent && !isSafeLabel)
        return { kind: 'skip', reason: `label '${event.labeled ?? ''}' does not ask for a review` };
    const hasLabel = label !== undefined && pr.labels.some((name) => sameName(name, label));
    const who = `pull request #${pr.number} comes from a fork and its author is ${pr.authorAssociation}`;
    const fix = label === undefined
        ? `not one of trusted-authors (${trusted.join(', ')}); review it with /review or prlens review --pr`
        : `${trusted.length > 0 ? `not one of trusted-authors (${trusted.join(', ')}); ` : ''}a maintainer who has read the change adds the label '${label}' to have it reviewed`;
    if (hasLabel && event.push) {
        return {
            kind: 'skip',
            reason: `${who}, and it has new commits since the label '${label}' was put on: ${fix} again`,
            removeLabel: label,
        };
    }
    if (hasLabel)
        return { kind: 'review' };
    return { kind: 'skip', reason: `${who}, ${fix}` };
}
/** Removes the label (GitHub answers 404 when it is already gone); a failure is a warning only. */
async function takeOffLabel(remove, label, logger) {
    try {
        await remove();
    }
    catch (error) {
        const status = error.status;
        if (status === 404)
            return;
        logger.warn(`prlens could not remove the label '${label}' (${error.message}); remove it by hand: ` +
            'it no longer vouches for the new commits (the token needs pull-requests: write)');
    }
}

// EXTERNAL MODULE: ./.tmp/bundle-src/app/imported-results.js
var imported_results = __webpack_require__(41096);
// EXTERNAL MODULE: ./.tmp/bundle-src/app/model.js + 3 modules
var app_model = __webpack_require__(53924);
// EXTERNAL MODULE: ./.tmp/bundle-src/app/open-pr.js
var open_pr = __webpack_require__(20854);
// EXTERNAL MODULE: ./.tmp/bundle-src/core/gate.js
var gate = __webpack_require__(41728);
// EXTERNAL MODULE: ./.tmp/bundle-src/report/common.js
var common = __webpack_require__(78317);
// EXTERNAL MODULE: ./.tmp/bundle-src/report/markdown-escape.js
var markdown_escape = __webpack_require__(42181);
;// CONCATENATED MODULE: ./.tmp/bundle-src/report/learned.js
/**
 * What the team taught prlens on a PR: fingerprints of findings a repository member rejected (\ud83d\udc4e on
 * our inline comment, or a `/prlens ignore` reply in its thread). The list is shown in the summary
 * comment with a hidden, marked line at its end. It is a display, never a source: anyone with write
 * access can edit the summary, so every review rebuilds the list from the reactions and replies
 * themselves and their authors' permission now (src/app/review-pr-steps.ts `learnFromTeam`).
 *
 * Scope: the summary is per PR, so the learned list is too. Repository-wide, prlens honours
 * `ignored-fingerprints` of the repo config; the summary prints the exact lines to add there to make
 * a rejection permanent for every PR (a file in the repository is the only repo-wide store that
 * needs no extra permission and goes through review itself).
 *
 * Where the list is read: only from the body's last line, the whole of it, by a pattern without the
 * `m` flag. The summary also prints text of the PR and of the model, which could hold a line that
 * looks like the marker (after a CR or U+2028, which `m` treats as line breaks, or in a fenced
 * block); "first match anywhere" would trust it. The last line is always written by this file, after
 * everything rendered, and a rendered line can never be last. Summaries of the previous format wrote
 * the marker at the same place, so they are read the same way; a marker anywhere else is ignored.
 */


const LEARNED_MARKER_PREFIX = '<!-- prlens:learned';
const LEARNED_VERSION = 1;
const LEARNED_HEADING = '### Learned from this PR';
/** Oldest entries are dropped past this: the summary must stay far under GitHub's 65,536 characters. */
const MAX_LEARNED = 200;
const FP = /^[0-9a-f]{16}$/;
const LOGIN = /^[A-Za-z0-9-]{1,39}(?:\[bot\])?$/;
const ISO = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/;
// No `m` flag: it matches the last line alone (see lastLine), never a "line" inside rendered text.
const LINE = new RegExp(`^${LEARNED_MARKER_PREFIX} v(\\d+) (.*) -->$`);
/** The body's last line, trailing whitespace dropped (GitHub may keep or drop the final newline). */
function lastLine(body) {
    const text = body.trimEnd();
    return text.slice(text.lastIndexOf('\n') + 1);
}
function valid(entry) {
    if (typeof entry !== 'object' || entry === null)
        return false;
    const e = entry;
    return (typeof e.fp === 'string' &&
        FP.test(e.fp) &&
        typeof e.by === 'string' &&
        LOGIN.test(e.by) &&
        typeof e.at === 'string' &&
        ISO.test(e.at) &&
        (e.via === 'reaction' || e.via === 'reply'));
}
/**
 * The learned entries in a summary body; [] when there is no section, its version is unknown or its
 * JSON is broken (a person may edit the comment: a broken section is dropped, never fatal). Entries
 * that fail validation are dropped one by one.
 */
function readLearned(body) {
    const match = LINE.exec(lastLine(body ?? ''));
    if (!match || Number(match[1]) !== LEARNED_VERSION)
        return [];
    let parsed;
    try {
        parsed = JSON.parse(match[2] ?? '');
    }
    catch {
        return [];
    }
    return Array.isArray(parsed) ? parsed.filter(valid) : [];
}
/**
 * The hidden line. Every value was validated (hex, login characters, ISO time), so nothing in it
 * can close the HTML comment early.
 */
function learnedMarker(entries) {
    const safe = entries.filter(valid).map(({ fp, by, at, via }) => ({ fp, by, at, via }));
    return `${LEARNED_MARKER_PREFIX} v${LEARNED_VERSION} ${JSON.stringify(safe)} -->`;
}
/** Old entries first, then new ones whose fingerprint is not known yet; the newest MAX_LEARNED kept. */
function mergeLearned(old, added, max = MAX_LEARNED) {
    const seen = new Set();
    const out = [];
    for (const e of [...old, ...added]) {
        if (!valid(e) || seen.has(e.fp))
            continue;
        seen.add(e.fp);
        out.push(e);
    }
    return out.slice(Math.max(0, out.length - max));
}
/**
 * The visible section and the hidden line, appended to the summary body. Says how many findings
 * were held back, how to clear the list, and how to make it permanent for the repository.
 */
function learnedSection(entries, suppressed) {
    if (entries.length === 0)
        return '';
    const shown = entries.slice(-20);
    const items = shown.map((e) => 
    // The login is shown, never linked: a mention would notify everyone who rejected a finding.
    `- ${(0,markdown_escape/* codeSpan */.SS)(e.fp)} by ${(0,markdown_escape/* escapeMarkdownInline */.E4)(`@${e.by}`)} (${e.via === 'reaction' ? '\ud83d\udc4e' : '`/prlens ignore`'}, ${e.at.slice(0, 10)})`);
    if (entries.length > shown.length)
        items.unshift(`- _and ${entries.length - shown.length} earlier_`);
    const yaml = ['ignored-fingerprints:', ...entries.map((e) => `  - "${e.fp}"`)].join('\n');
    return [
        '',
        '',
        LEARNED_HEADING,
        '',
        (suppressed === null ? '' : `${(0,common/* plural */.LS)(suppressed, 'finding')} suppressed this run. `) +
            `A repository member rejected ${(0,common/* plural */.LS)(entries.length, 'finding')} (\ud83d\udc4e on the comment, or a ` +
            '`/prlens ignore` reply); prlens will not post them on this PR again:',
        '',
        ...items,
        '',
        '<details><summary>Clear or keep this list</summary>',
        '',
        '- To take a rejection back, remove the \ud83d\udc4e or delete the `/prlens ignore` reply: each review re-reads them, and editing this comment changes nothing.',
        '- To ignore these findings on every PR of the repository, add them to `.github/prlens.yml`:',
        '',
        '```yaml',
        yaml,
        '```',
        '',
        '</details>',
        '',
        learnedMarker(entries),
    ].join('\n');
}
/** Appends the learned section to a rendered summary (before its final newline). */
function withLearned(summary, entries, suppressed) {
    const section = learnedSection(entries, suppressed);
    return section === '' ? summary : `${summary.trimEnd()}${section}\n`;
}
/**
 * A summary body with its learned section replaced by one for `entries` (a `/prlens ignore` between
 * two reviews). The section is always the end of the body, from its heading to the hidden line.
 */
function replaceLearned(body, entries) {
    const at = body.lastIndexOf(`\n\n${LEARNED_HEADING}\n`);
    const base = at >= 0 && LINE.test(lastLine(body)) ? body.slice(0, at) : body;
    return withLearned(base, entries, null);
}

// EXTERNAL MODULE: ./.tmp/bundle-src/core/types.js + 1 modules
var types = __webpack_require__(13281);
// EXTERNAL MODULE: ./.tmp/bundle-src/report/markers.js
var markers = __webpack_require__(21513);
;// CONCATENATED MODULE: ./.tmp/bundle-src/report/open-state.js


const OPEN_MARKER_PREFIX = '<!-- prlens:open';
const OPEN_VERSION = 1;
/** Entries kept in the line; past this the record says it is partial and the next run reviews all. */
const MAX_OPEN = 300;
const open_state_LINE = /^<!-- prlens:open v(\d+) (\{[A-Za-z0-9_",:{}[\]. -]*\}) -->$/;
const open_state_FP = /^[A-Za-z0-9._:-]{1,128}$/;
const PATH = /^[A-Za-z0-9_-]{1,4096}$/;
/** The hidden line for `open` (the first MAX_OPEN; `n` says how many there were). */
function openStateLine(open) {
    const items = open.slice(0, MAX_OPEN).map((f) => {
        if (!open_state_FP.test(f.fp))
            throw new Error(`invalid finding fingerprint ${JSON.stringify(f.fp)}`);
        const p = Buffer.from(f.path, 'utf8').toString('base64url');
        return { fp: f.fp, s: f.severity, p, l: f.line, x: f.security ? 1 : 0 };
    });
    return `${OPEN_MARKER_PREFIX} v${OPEN_VERSION} ${JSON.stringify({ n: open.length, items })} -->`;
}
/** The summary body with the open-findings line as its second line (replacing one already there). */
function withOpenState(summary, open) {
    const [marker = '', ...rest] = summary.split('\n');
    const body = open_state_LINE.test(rest[0] ?? '') ? rest.slice(1) : rest;
    return [marker, openStateLine(open), ...body].join('\n');
}
/**
 * The summary body without finding `fp` in its open-findings record, for a finding rejected between
 * reviews. A record that is partial (more findings than it holds) or absent is left as it is: it
 * cannot be rewritten without claiming to be whole, and the next review rebuilds it anyway.
 */
function withoutOpenFinding(summary, fp) {
    const state = readOpenState(summary);
    if (state === null || !state.whole || !state.findings.some((f) => f.fp === fp))
        return summary;
    return withOpenState(summary, state.findings.filter((f) => f.fp !== fp));
}
/**
 * The open findings recorded in our summary body; null when there is no record the gate can rely
 * on (no line, another version, broken JSON, an invalid entry): the caller then reviews every file
 * rather than trusting a partial view.
 */
function readOpenState(body) {
    const lines = (body ?? '').split('\n');
    if (!lines[0]?.startsWith(markers/* SUMMARY_MARKER_PREFIX */.ZB))
        return null;
    const match = open_state_LINE.exec(lines[1] ?? '');
    if (!match || Number(match[1]) !== OPEN_VERSION)
        return null;
    let parsed;
    try {
        parsed = JSON.parse(match[2] ?? '');
    }
    catch {
        return null;
    }
    const { n, items } = (parsed ?? {});
    if (!Number.isSafeInteger(n) || !Array.isArray(items))
        return null;
    const findings = [];
    for (const item of items) {
        const entry = parseEntry(item);
        if (entry === null)
            return null;
        findings.push(entry);
    }
    return { findings, whole: n === findings.length };
}
function parseEntry(item) {
    if (typeof item !== 'object' || item === null)
        return null;
    const { fp, s, p, l, x } = item;
    if (typeof fp !== 'string' || !open_state_FP.test(fp))
        return null;
    if (typeof s !== 'string' || !types/* SEVERITIES */.oC.includes(s))
        return null;
    if (typeof p !== 'string' || !PATH.test(p))
        return null;
    if (typeof l !== 'number' || !Number.isSafeInteger(l) || l < 0)
        return null;
    if (x !== 0 && x !== 1)
        return null;
    const path = Buffer.from(p, 'base64url').toString('utf8');
    return { fp, severity: s, path, line: l, security: x === 1 };
}

// EXTERNAL MODULE: ./.tmp/bundle-src/report/pr-summary.js
var pr_summary = __webpack_require__(73523);
// EXTERNAL MODULE: ./.tmp/bundle-src/report/markdown.js
var markdown = __webpack_require__(73601);
;// CONCATENATED MODULE: ./.tmp/bundle-src/app/review-pr-steps.js



/**
 * The team's rejections on this PR, each re-read from the \ud83d\udc4e or `/prlens ignore` reply that made it
 * and re-checked against its author's permission now. The summary's learned list is never read:
 * anyone with write access can edit that comment, so a list there could credit a rejection to a
 * maintainer who never made it (src/github/comment-edits.ts).
 */
async function learnFromTeam(pr, threads, settings, logger) {
    // Only on our threads that nobody else edited: a swapped fingerprint marker must not turn a
    // maintainer's \ud83d\udc4e on a harmless-looking comment into the rejection of another finding.
    const reactions = settings['learn-from-reactions'];
    const fresh = await pr.rejections({ reactions, known: new Set(), trusted: threads });
    for (const e of fresh.entries)
        logger.info(`learned: ${e.by} rejected finding ${e.fp} (${e.via})`);
    const entries = mergeLearned([], fresh.entries);
    const fingerprints = new Set([...entries.map((e) => e.fp), ...settings['ignored-fingerprints']]);
    return { entries, fingerprints, notices: fresh.notice ? [fresh.notice] : [] };
}
/**
 * What the last run left: our summary, its watermark and its record of open findings, and our
 * review threads. Markers count only on comments by prlens's own identity (docs/contracts.md,
 * "Hidden markers"), and state only from a summary nobody else edited last. Without a record (the
 * summary deleted, edited, or from an older prlens) the gate carries what our threads still hold.
 */
async function lastRun(pr) {
    const previous = await pr.findSummary();
    const trusted = previous?.edited ? null : previous;
    // Read once: the team's rejections are re-read from them, the post step skips what they hold.
    const { ours: threads, edited } = await pr.reviewThreads();
    const recorded = readOpenState(trusted?.body) ?? {
        findings: await pr.openFromThreads({ ours: threads, edited }),
        whole: false,
    };
    return { previous, watermark: trusted?.reviewedSha ?? null, threads, recorded };
}
/** Room left for the rest of the summary once the learned section is appended. */
function summaryRoom(teaching, suppressed) {
    return markdown/* DEFAULT_MAX_CHARS */.P - learnedSection(teaching.entries, suppressed).length;
}
/** The PR's stated intent for the model; logged at debug level only (it is the author's text). */
async function intentOf(pr, logger) {
    const intent = await pr.intent((m) => logger.info(m));
    logger.info(`intent: title and description${intent.issue ? ` and linked issue #${intent.issue}` : ''}`);
    return intent.text;
}
/**
 * The check run and the labels, when enabled. Returns one notice per feature that could not run.
 * The step's exit code still follows fail-on either way, so a missing check run never opens the gate.
 * `carried`: earlier findings still open on files this run did not review; both count them.
 */
async function publishGate(pr, input, logger) {
    const notices = [];
    const { report, settings, carried } = input;
    if (settings['check-run']) {
        const check = await pr.checkRun({
            report,
            failOn: settings['fail-on'],
            summary: input.summary,
            carried,
        });
        if (check.kind === 'posted') {
            logger.info(`check run ${check.id}: ${check.conclusion}, ${check.annotations} annotation(s) in ${check.requests} request(s)`);
        }
        else
            notices.push(check.notice);
    }
    if (settings.labels) {
        const labels = await pr.labels([...report.findings, ...report.unanchored, ...carried], !report.incomplete);
        if (labels.kind === 'synced') {
            if (labels.added.length + labels.removed.length > 0)
                logger.info(`labels: added ${labels.added.join(', ') || 'none'}; removed ${labels.removed.join(', ') || 'none'}`);
        }
        else
            notices.push(labels.notice);
    }
    return notices;
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/app/review-pr-post.js






const REVIEW_BODY = 'prlens reviewed this change; the summary comment lists every finding.';
/** Posts the review, the summary, the gate and the resolved threads; returns what the run did. */
async function postResults(input, deps) {
    const { opened, decision, reviewed, request } = input;
    const { pr, settings } = opened;
    const { report, members } = reviewed;
    // Findings that already have an open thread of ours are not posted again (reruns, pushes); a
    // thread a concurrent run opened meanwhile is handled by the race cleanup after posting.
    const open = (0,pr_rules/* existingFingerprints */.V2)(decision.threads);
    const fresh = report.findings.filter((f) => !open.has(f.fingerprint));
    const gate = gateOf(pr, decision, report);
    if (gate.carried.length > 0)
        deps.logger.info(`gate: ${gate.carried.length} earlier finding(s) still open on files not reviewed again`);
    const plan = pr.planComments(fresh, {
        maxComments: settings['max-comments'],
        language: settings.language,
        brokenSuggestions: settings['broken-suggestions'],
        members,
    });
    const dryRun = request.inputs.dryRun;
    const inline = dryRun
        ? { posted: 0, reviewId: null, rejected: plan.invalid }
        : await postInline(pr, plan, deps);
    const summary = summaryOf(input, { plan, inline, gate, fresh: fresh.length });
    const own = await pr.ownership();
    const notices = [...decision.teaching.notices];
    if (own.identity === null) {
        notices.push('prlens could not learn which account its token posts as, so it trusted none of the comments ' +
            'already on the pull request: findings may be posted again, none were suppressed.');
    }
    if (!dryRun)
        notices.push(...(await publish(opened, decision, { report, summary, gate }, deps)));
    // Every comment that carried our marker without being ours, named once.
    notices.push(...own.notices());
    return {
        kind: 'reviewed',
        report,
        settings,
        posted: inline.posted,
        reviewId: inline.reviewId,
        planned: dryRun || pr.readOnly ? plan.comments : [],
        summary,
        gate: { carried: gate.carried, open: gate.open.length },
        readOnly: pr.readOnly,
        dryRun,
        staticOnly: decision.reviewer === undefined,
        notices,
        page: {
            files: decision.scope.files,
            timeline: deps.observability?.timeline() ?? [],
            language: settings.language,
        },
    };
}
/** The merge gate's open findings: this run's, and earlier ones on files it did not review again. */
function gateOf(pr, { recorded, scope, teaching }, report) {
    const head = pr.context;
    return (0,gate/* openFindings */.lb)({
        previous: recorded?.findings ?? [],
        found: [...report.findings, ...report.unanchored],
        reviewed: reviewedPaths(scope.files, report),
        present: new Set([...head.files, ...head.unreviewable].map((f) => f.path)),
        rejected: teaching.fingerprints,
        complete: !report.incomplete,
        isSecurity: pr_rules/* isSecurityFinding */.CU,
    });
}
/** The summary comment's body: the findings, the learned section and the gate's record of open ones. */
function summaryOf({ opened, decision, reviewed }, posting) {
    const { pr, settings } = opened;
    const { watermark, scope, teaching, threads } = decision;
    const { report, suppressed } = reviewed;
    const head = pr.context;
    const rendered = (0,pr_summary/* renderSummary */.Br)(report, {
        // The watermark only advances over a complete review; an incomplete one keeps the old mark.
        reviewedSha: report.incomplete ? watermark : head.headSha,
        overflow: posting.plan.overflow,
        rejected: posting.inline.rejected,
        unreviewable: head.unreviewable,
        incremental: scope.incremental && watermark ? { from: watermark, to: head.headSha } : null,
        staticOnly: decision.reviewer === undefined,
        suppressed: report.findings.length - posting.fresh,
        carried: carriedThreads(threads, scope.files),
        language: settings.language,
        collapseFindings: settings.summary['collapse-findings'] === true,
        showUsage: settings.summary['show-usage'] !== false,
    }, summaryRoom(teaching, suppressed) - openStateLine(posting.gate.open).length - 1);
    return withOpenState(withLearned(rendered, teaching.entries, suppressed), posting.gate.open);
}
/** Writes the summary, then the gate (check run, labels) and the resolved threads; returns notices. */
async function publish({ pr, settings }, { threads, teaching }, posted, { logger }) {
    const { report, summary, gate } = posted;
    await pr.upsertSummary(summary);
    const notices = pr.readOnly
        ? []
        : await publishGate(pr, { report, summary, settings, carried: gate.carried }, logger);
    if (settings['resolve-fixed'])
        await resolveFixed(pr, threads, report, teaching, gate.carried);
    return notices;
}
/** Posts the inline comments as one review; the comments GitHub refused join the invalid ones. */
async function postInline(pr, plan, { logger }) {
    if (plan.comments.length === 0) {
        logger.info('no new inline comments: no review posted');
        return { posted: 0, reviewId: null, rejected: plan.invalid };
    }
    const review = await pr.postReview({ comments: plan.comments, body: REVIEW_BODY });
    if (!review)
        return { posted: 0, reviewId: null, rejected: plan.invalid };
    logger.info(`review ${review.reviewId}: ${review.posted.length} inline comment(s), ${review.rejected.length} rejected`);
    const posted = review.posted.slice(0, review.posted.length - review.removed);
    return {
        posted: posted.length,
        reviewId: review.reviewId,
        rejected: [...plan.invalid, ...review.rejected.map((r) => r.finding)],
    };
}
/** Resolves our threads whose finding this run no longer reports. */
async function resolveFixed(pr, threads, report, teaching, carried) {
    // An incomplete run has not looked at everything: a missing finding is not proof of a fix.
    if (report.incomplete || pr.readOnly)
        return;
    // A rejected finding's thread stays as the team left it: "no longer reported" would be untrue.
    const current = new Set([...report.findings, ...report.unanchored].map((f) => f.fingerprint));
    for (const fp of teaching.fingerprints)
        current.add(fp);
    // A thread on a file this run did not review again is not fixed by it.
    for (const f of carried)
        current.add(f.fp);
    await pr.resolveFixed(threads, current);
}
/**
 * The files this run read to the end: its scope, less the files select left out. A file left out
 * (too large, marked generated, only its mode changed) still holds what an earlier run flagged in
 * it, so its findings stay open; a deleted file holds nothing any more.
 */
function reviewedPaths(scope, report) {
    const excluded = new Set(report.excluded_files.map((f) => f.path));
    return new Set(scope.filter((f) => f.status === 'deleted' || !excluded.has(f.path)).map((f) => f.path));
}
/** Open threads of ours on files outside this run's scope: findings an incremental run did not see. */
function carriedThreads(threads, reviewed) {
    const paths = new Set(reviewed.map((f) => f.path));
    return threads
        .filter((t) => t.fingerprint !== null && !t.isResolved && !paths.has(t.path))
        .map((t) => ({ path: t.path, line: t.line }));
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/app/review-pr.js
















/** Reviews one PR and posts the result (unless dry-run); never throws on a read-only token. */
async function runReview(request, deps) {
    const started = deps.clock.now();
    const opened = await loadPullRequest(request, deps);
    if ('skipped' in opened)
        return { kind: 'skipped', reason: opened.skipped };
    const decision = await decideReview(opened, request, deps);
    const reviewed = await reviewChange(opened, decision, request, deps, started);
    return postResults({ opened, decision, reviewed, request }, deps);
}
/** Opens the PR (a closed one or a draft is skipped), logs what was loaded, applies its settings. */
async function loadPullRequest(request, deps) {
    const { forge, logger } = deps;
    const opened = await (0,open_pr/* openPullRequest */.H)(forge, request.pr, request.inputs, { logger, env: deps.env, identity: deps.identity }, ({ context }) => context.state === 'closed'
        ? `pull request #${context.number} is closed`
        : context.draft
            ? `pull request #${context.number} is a draft`
            : null);
    if ('skipped' in opened)
        return opened;
    const { pr, settings, file } = opened;
    const head = pr.context;
    const opted = optedOut(head, settings);
    if (opted !== null)
        return { skipped: opted };
    // Before the model is made or any of the PR's text is read for it.
    const gate = request.vouched ? { kind: 'review' } : await forkGateOf(pr, settings, request);
    if (gate.kind === 'skip') {
        const label = gate.removeLabel;
        if (label !== undefined)
            await takeOffLabel(() => pr.removeLabel(label), label, logger);
        return { skipped: gate.reason };
    }
    logger.info(`#${head.number} ${head.title}: ${head.files.length} file(s) with a diff, head ${head.headSha}`);
    logger.info(file ? `config: ${file} from the base branch` : 'config: no repo config file on the base branch');
    // Warns once when prlens's own strings have no translation for the language (English is used).
    (0,i18n/* translator */.Nj)(settings.language, (message) => logger.warn(message));
    for (const [key, value] of Object.entries(settings))
        logger.debug(`setting ${key} = ${JSON.stringify(value)}`);
    await deps.observability?.configure(settings);
    return opened;
}
/**
 * The fork gate for this run. A push takes the safe-to-review label off, unless the head is the one
 * our summary says was already reviewed: that is a re-run of the push's job after a maintainer put
 * the label back on for this very head, and only a new head SHA is code the label did not vouch for.
 */
async function forkGateOf(pr, settings, request) {
    const event = { push: request.pushed === true, labeled: request.label };
    const gate = forkGate(pr.context, settings, event);
    if (gate.kind !== 'skip' || gate.removeLabel === undefined)
        return gate;
    const summary = await pr.findSummary();
    if (summary?.reviewedSha !== pr.context.headSha)
        return gate;
    return forkGate(pr.context, settings, { ...event, push: false });
}
/** Why the team asked for no review of this PR (a title keyword, a label), or null. */
function optedOut(head, settings) {
    const title = head.title.toLowerCase();
    const keyword = settings['ignore-title-keywords'].find((k) => title.includes(k.toLowerCase()));
    if (keyword !== undefined) {
        return `pull request #${head.number}'s title contains ${JSON.stringify(keyword)} (ignore-title-keywords)`;
    }
    const names = new Set(head.labels.map((l) => l.toLowerCase()));
    const label = settings['ignore-labels'].find((l) => names.has(l.toLowerCase()));
    return label === undefined
        ? null
        : `pull request #${head.number} has the label ${JSON.stringify(label)} (ignore-labels)`;
}
/** What the last run left (summary, watermark, open findings), the scope, the team's rejections, the model. */
async function decideReview({ pr, settings }, request, deps) {
    const { logger } = deps;
    const { previous, watermark, threads, recorded } = await lastRun(pr);
    const scopeAction = request.scope === 'incremental' ? 'synchronize' : request.action;
    const useWatermark = settings.incremental && request.scope !== 'full';
    const scope = await chooseScope(pr, scopeAction, useWatermark ? watermark : null, recorded?.whole === true);
    if (scope.note)
        logger.info(scope.note);
    const teaching = await learnFromTeam(pr, threads, settings, logger);
    if (previous?.edited) {
        const note = `${previous.edited.reason}, so the state it records (the reviewed head, the open findings) was not used: prlens reviewed the whole pull request`;
        logger.warn(note);
        teaching.notices.push(note);
    }
    const { reviewer, warnings } = await reviewerFor(settings, request.inputs.apiKey, deps);
    const background = reviewer ? await intentOf(pr, logger) : null;
    return { watermark, recorded, scope, teaching, threads, reviewer, warnings, background };
}
/** Runs the pipeline over the scope and builds the masked report, rejected findings held back. */
async function reviewChange({ pr, settings }, decision, request, deps, started) {
    const { scope, teaching, reviewer, background } = decision;
    const { logger, clock } = deps;
    const head = pr.context;
    const warnings = [...(scope.note && !scope.incremental ? [scope.note] : []), ...decision.warnings];
    const roots = [deps.env.GITHUB_WORKSPACE, process.cwd()].filter((r) => r !== undefined);
    const imported = await (0,imported_results/* loadImported */.F)(request.inputs.results, settings, roots, logger);
    // From the base commit, like the repo config: a PR must not rewrite its own reviewer's guidance.
    const paths = scope.files.map((f) => f.path);
    const base = { workspace: pr.workspace, ref: head.baseSha, paths };
    const guided = reviewer && (await (0,agent_guidance/* withAgentGuidance */.K)(reviewer, settings, base, logger));
    const result = await logger.group('Review', () => (0,pipeline/* runPipeline */.a)({
        context: (0,run_context/* runContext */.p)({ clock, logger, observer: deps.observability?.observer }),
        change: { files: scope.files, workspace: pr.workspace, headRef: head.headSha },
        // Like the repo config: a PR must not be able to mark its own code generated or vendored.
        baseRef: head.baseSha,
        // The team's rejections go in per finding, before the merge (src/review/stages/suppress/suppress.ts says why).
        settings: {
            ...(0,engine_settings/* engineSettings */.O)(settings).pipeline,
            rejectedFingerprints: teaching.entries.map((e) => e.fp),
        },
        model: guided && { ...guided, background },
        // The deadline counts from the start of the run, loading the PR and reading files included.
        limits: {
            deadline: (0,prefetch/* runDeadline */.qT)(started, settings['max-review-seconds']),
            maxReviewSeconds: settings['max-review-seconds'],
            maxFileReads: pr_rules/* DEFAULT_MAX_FILE_READS */.mE,
        },
        imported,
    }));
    // Every field masked before anything renders it (comments, summary, check run, report, job
    // summary): an escaped secret (`\"`, `\*`) is invisible to a masker of rendered text.
    const mask = (0,core_mask/* chainMaskers */.g6)((0,core_mask/* createMasker */.aD)([request.inputs.apiKey]), deps.mask);
    const built = (0,build_report/* buildReport */.F)({
        version: version/* VERSION */.x,
        target: {
            mode: 'pr',
            repo: `${head.owner}/${head.repo}`,
            pr: head.number,
            base: head.baseSha,
            head: head.headSha,
        },
        result: { ...result, excluded: [...result.excluded, ...head.unreviewable] },
        filesChanged: head.changedFiles,
        durationMs: clock.now() - started,
        extraWarnings: warnings,
    });
    const report = (0,core_mask/* maskDeep */.fI)(built, mask);
    deps.observability?.finish(report);
    return { report, suppressed: result.rejected, members: result.members };
}
/**
 * Which files to review: on a push after a complete review, the files changed since it (their full
 * PR diffs, so comments anchor to the PR as GitHub shows it); otherwise every file.
 */
async function chooseScope(pr, action, watermark, recorded) {
    const head = pr.context;
    const full = (note) => ({ files: head.files, incremental: false, note });
    if (action !== 'synchronize' || !watermark)
        return full(null);
    // The gate of a partial review counts the earlier findings it carries: with no whole record of
    // them (a summary from an older prlens, more open findings than it holds), review everything.
    if (!recorded)
        return full('full review: the summary records no complete list of open findings');
    // A re-run at the reviewed head reviews everything again; open threads are not posted twice.
    if (watermark === head.headSha)
        return full(`head ${head.headSha.slice(0, 7)} was reviewed before: full review`);
    const changed = await pr.changedSince(watermark);
    if (changed.kind === 'full')
        return full(`full review: ${changed.reason}`);
    const files = head.files.filter((f) => changed.paths.has(f.path) || changed.paths.has(f.oldPath));
    const note = `incremental review: ${files.length} of ${head.files.length} file(s) changed since ${watermark.slice(0, 7)}`;
    return { files, incremental: true, note };
}
/**
 * The reviewing model, or none. A cloud provider without a key (a fork PR gets no secrets) degrades
 * to the static rules with a warning instead of failing every fork PR.
 */
async function reviewerFor(settings, apiKey, deps) {
    const { env, clock, logger } = deps;
    const observer = deps.observability?.observer;
    const sources = { env, clock, apiKey, observer, mask: deps.mask, keyless: 'degrade' };
    const { model, missingKey } = await (0,app_model/* createModel */.k)(settings, sources, logger);
    if (model)
        return { reviewer: model, warnings: [] };
    const why = missingKey
        ? `provider ${missingKey} has no API key (set the api-key input from a secret)`
        : 'no model key';
    logger.info(`${why}: reviewing with the static rules only`);
    return { reviewer: undefined, warnings: missingKey ? [`${why}; only the static rules ran`] : [] };
}


/***/ })

};
