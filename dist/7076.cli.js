export const id = 7076;
export const ids = [7076];
export const modules = {

/***/ 27076:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sweepRepository: () => (/* binding */ sweepRepository)
});

// EXTERNAL MODULE: ./.tmp/bundle-src/app/run-inputs.js
var run_inputs = __webpack_require__(79278);
;// CONCATENATED MODULE: ./.tmp/bundle-src/core/sweep-rules.js
/**
 * The scheduled re-review ("sweep") decisions, pure so they can be tested without GitHub: which
 * open pull requests to skip and why, whether the token budget allows starting one more review,
 * how many tokens that review may spend, and the step's verdict over all of them.
 */
/** Why a pull request is not worth a review before any per-PR request is made; null = a candidate. */
function prefilter(pull) {
    if (pull.draft)
        return { reason: 'draft', detail: 'draft: reviewed when marked ready' };
    if (isBot(pull))
        return { reason: 'bot', detail: `opened by the bot ${pull.author}` };
    return null;
}
/**
 * A bot author: GitHub Apps (Dependabot, Renovate, github-actions) have `user.type: Bot` and a
 * `[bot]` login suffix. https://docs.github.com/rest/users/users#get-a-user
 */
function isBot(pull) {
    return pull.authorType === 'Bot' || /\[bot\]$/i.test(pull.author);
}
/** True when the summary's watermark (last fully reviewed head) is the PR's current head. */
function isUnchanged(headSha, reviewedSha) {
    return reviewedSha !== null && reviewedSha.toLowerCase() === headSha.toLowerCase();
}
/** Expected tokens of the next review: the mean of the reviews so far (0 before the first). */
function estimateTokens(spent) {
    if (spent.length === 0)
        return 0;
    return Math.ceil(spent.reduce((a, b) => a + b, 0) / spent.length);
}
/**
 * Whether to start one more review. With a budget (> 0), a review starts only when the tokens left
 * cover the estimate, and it may spend at most what is left (so one PR cannot run far past the
 * budget: the review stops and is marked incomplete instead). `perReview` is max-review-tokens
 * (0 = none), which still applies when it is the smaller limit.
 */
function budgetDecision(input) {
    const { used, budget, estimate, perReview } = input;
    if (budget === 0)
        return { start: true, maxReviewTokens: perReview };
    const left = budget - used;
    if (left <= 0) {
        return { start: false, detail: `budget: ${used} of ${budget} tokens spent (sweep-max-tokens)` };
    }
    if (estimate > left) {
        return {
            start: false,
            detail: `budget: ${left} tokens left, a review takes about ${estimate} (sweep-max-tokens ${budget})`,
        };
    }
    return { start: true, maxReviewTokens: perReview === 0 ? left : Math.min(perReview, left) };
}
/** The step's exit code over all entries: 2 when any review failed or was incomplete, 1 on fail-on, else 0. */
function sweepExitCode(entries) {
    let code = 0;
    for (const e of entries) {
        if (e.status === 'failed' || (e.status === 'reviewed' && e.verdict === 'incomplete'))
            return 2;
        if (e.status === 'reviewed' && e.verdict === 'fail-on')
            code = 1;
    }
    return code;
}
/**
 * The job matrix for `strategy.matrix: ${{ fromJSON(needs.sweep.outputs.matrix) }}`. GitHub fails
 * a job whose matrix is empty, so callers also emit the count and skip the job on 0.
 */
function matrixJson(numbers) {
    return JSON.stringify({ pr: [...numbers] });
}
/**
 * max-review-tokens for each job of a matrix: the jobs run apart and cannot share a counter, so
 * the budget is split evenly up front (0 = no limit). `perReview` still applies when smaller.
 */
function matrixTokenShare(budget, count, perReview) {
    if (budget === 0 || count === 0)
        return perReview;
    const share = Math.max(1, Math.floor(budget / count));
    return perReview === 0 ? share : Math.min(perReview, share);
}

// EXTERNAL MODULE: ./.tmp/bundle-src/cli/github-session.js + 25 modules
var github_session = __webpack_require__(15726);
// EXTERNAL MODULE: ./.tmp/bundle-src/core/report-rules.js
var report_rules = __webpack_require__(35947);
// EXTERNAL MODULE: ./.tmp/bundle-src/app/review-pr.js + 5 modules
var review_pr = __webpack_require__(54145);
// EXTERNAL MODULE: ./.tmp/bundle-src/app/repo-settings.js
var repo_settings = __webpack_require__(56369);
;// CONCATENATED MODULE: ./.tmp/bundle-src/app/sweep.js




/** Runs one sweep; per-PR failures are recorded in the entries, never thrown. */
async function runSweep(options, deps) {
    const { forge, logger } = deps;
    const { repo } = options;
    const { settings, file } = await loadSweepSettings(options, deps);
    const maxPrs = settings['sweep-max-prs'];
    const budget = settings['sweep-max-tokens'];
    logger.info(`sweep of ${repo.owner}/${repo.repo}: at most ${maxPrs} PR(s), ` +
        `${budget === 0 ? 'no token limit' : `${budget} tokens`}${file ? ` (config: ${file})` : ''}`);
    // Learned once for the sweep; every review below reuses it (deps.identity).
    const identity = deps.identity === undefined ? await forge.identity() : deps.identity;
    const summaries = forge.summaries(identity);
    const pulls = await forge.openPulls(repo);
    logger.info(`${pulls.length} open pull request(s)`);
    const { entries, chosen } = await choosePulls(pulls, repo, maxPrs, summaries);
    for (const notice of summaries.notices())
        logger.warn(notice);
    const result = {
        entries,
        selected: chosen.map((p) => p.number),
        usedTokens: 0,
        settings,
        configFile: file,
        outcomes: new Map(),
    };
    if (options.matrix)
        return result;
    const spent = [];
    for (const pull of chosen) {
        const at = entries.findIndex((e) => e.pull === pull);
        const decision = budgetDecision({
            used: result.usedTokens,
            budget,
            estimate: estimateTokens(spent),
            perReview: settings['max-review-tokens'],
        });
        if (!decision.start) {
            entries[at] = { pull, status: 'skipped', reason: 'budget', detail: decision.detail };
            continue;
        }
        logger.info(`\u2500\u2500 #${pull.number} ${pull.title}`);
        entries[at] = await reviewOne(pull, decision.maxReviewTokens, options, { ...deps, identity }, result, spent);
    }
    return result;
}
/**
 * The PRs to review, in order: drafts and bot PRs skipped without a request, then one summary
 * lookup each until `maxPrs` are chosen; a PR whose head our summary says was reviewed is skipped.
 */
async function choosePulls(pulls, repo, maxPrs, summaries) {
    const entries = [];
    const chosen = [];
    for (const pull of pulls) {
        const skip = prefilter(pull);
        if (skip) {
            entries.push({ pull, status: 'skipped', ...skip });
            continue;
        }
        if (chosen.length >= maxPrs) {
            // Not looked at: the next run gets to it once the chosen ones carry a fresh watermark.
            entries.push({ pull, status: 'skipped', reason: 'max-prs', detail: `over sweep-max-prs (${maxPrs})` });
            continue;
        }
        try {
            const summary = await summaries.find({ ...repo, number: pull.number });
            if (isUnchanged(pull.headSha, summary?.reviewedSha ?? null)) {
                entries.push({
                    pull,
                    status: 'skipped',
                    reason: 'unchanged',
                    detail: `head ${pull.headSha.slice(0, 7)} already reviewed`,
                });
                continue;
            }
        }
        catch (error) {
            entries.push({
                pull,
                status: 'failed',
                error: `could not read the summary comment: ${message(error)}`,
            });
            continue;
        }
        chosen.push(pull);
        entries.push({ pull, status: 'selected' });
    }
    return { entries, chosen };
}
async function reviewOne(pull, maxReviewTokens, options, deps, result, spent) {
    const review = deps.review ?? review_pr/* runReview */.O;
    const flags = { ...options.inputs.flags, 'max-review-tokens': String(maxReviewTokens) };
    let outcome;
    try {
        // `synchronize`: review what changed since the summary's watermark, as on a push.
        outcome = await review({
            pr: { ...options.repo, number: pull.number },
            action: 'synchronize',
            inputs: { ...options.inputs, flags },
        }, deps);
    }
    catch (error) {
        deps.logger.error(`#${pull.number}: the review failed: ${message(error)}`);
        return { pull, status: 'failed', error: message(error) };
    }
    if (outcome.kind === 'skipped') {
        // Closed or turned into a draft between the list and the review.
        const closed = /closed/.test(outcome.reason);
        return { pull, status: 'skipped', reason: closed ? 'closed' : 'draft', detail: outcome.reason };
    }
    const { report } = outcome;
    const tokens = report.usage.prompt_tokens + report.usage.completion_tokens;
    result.usedTokens += tokens;
    // Only finished reviews teach the estimate: one cut short by a failure spent less than it needed.
    if (!report.incomplete)
        spent.push(tokens);
    result.outcomes.set(pull.number, outcome);
    const code = (0,report_rules/* exitCodeFor */.Rr)(report, outcome.settings['fail-on']);
    const verdict = report.incomplete ? 'incomplete' : code === 1 ? 'fail-on' : 'complete';
    const findings = report.findings.length + report.unanchored.length;
    const detail = report.incomplete
        ? `incomplete: ${report.warnings[0] ?? 'the review did not finish'}`
        : `${findings} finding(s)${verdict === 'fail-on' ? ` at or above fail-on (${outcome.settings['fail-on'].join(',')})` : ''}`;
    return { pull, status: 'reviewed', verdict, findings, posted: outcome.posted, tokens, detail };
}
/** The settings of the sweep itself: the repo config file from the default branch, env, inputs. */
async function loadSweepSettings(options, deps) {
    const { forge, logger } = deps;
    const branch = await forge.defaultBranch(options.repo);
    return (0,repo_settings/* loadRepoSettings */._)({
        workspace: forge.workspace(options.repo, branch),
        baseSha: branch,
        configPath: options.inputs.configPath,
        configPathIsDefault: options.inputs.configPathIsDefault,
        env: deps.env,
        flags: options.inputs.flags,
        runner: options.inputs.runner,
        logger,
    });
}
function message(error) {
    return error instanceof Error ? error.message : String(error);
}

// EXTERNAL MODULE: ./.tmp/bundle-src/report/markdown-escape.js
var markdown_escape = __webpack_require__(42181);
;// CONCATENATED MODULE: ./.tmp/bundle-src/report/sweep-table.js

/** Counts by status, and the tokens spent. */
function sweepTotals(entries) {
    const totals = { reviewed: 0, skipped: 0, failed: 0, selected: 0, tokens: 0 };
    for (const e of entries) {
        totals[e.status === 'reviewed'
            ? 'reviewed'
            : e.status === 'skipped'
                ? 'skipped'
                : e.status === 'failed'
                    ? 'failed'
                    : 'selected']++;
        if (e.status === 'reviewed')
            totals.tokens += e.tokens;
    }
    return totals;
}
/** `reviewed`, `skipped: draft`, `failed`\u2026: the result column. */
function resultLabel(entry) {
    switch (entry.status) {
        case 'skipped':
            return `skipped: ${entry.reason}`;
        case 'selected':
            return 'selected';
        case 'failed':
            return 'failed';
        case 'reviewed':
            return entry.verdict === 'complete' ? 'reviewed' : `reviewed (${entry.verdict})`;
    }
}
function detail(entry) {
    switch (entry.status) {
        case 'skipped':
            return entry.detail;
        case 'selected':
            return 'chosen for review';
        case 'failed':
            return entry.error;
        case 'reviewed':
            return `${entry.detail}; ${entry.posted} posted inline; ${entry.tokens} tokens`;
    }
}
/** The Markdown table for GITHUB_STEP_SUMMARY. Titles and errors are untrusted: escaped, pipes too. */
function sweepMarkdown(entries, heading) {
    const cell = (text) => escapeMarkdownInline(text).replace(/\|/g, '\\|').slice(0, 300);
    const t = sweepTotals(entries);
    const lines = [
        `## ${heading}`,
        '',
        `${entries.length} open pull request(s): ${t.reviewed} reviewed, ${t.selected} selected, ` +
            `${t.skipped} skipped, ${t.failed} failed; ${t.tokens} tokens.`,
        '',
    ];
    if (entries.length > 0) {
        lines.push('| PR | Title | Result | Why |', '|---|---|---|---|');
        for (const e of entries) {
            lines.push(`| #${e.pull.number} | ${cell(e.pull.title)} | ${resultLabel(e)} | ${cell(detail(e))} |`);
        }
    }
    return `${lines.join('\n')}\n`;
}
/** Plain lines for the log and the CLI's stderr. */
function sweepText(entries) {
    const t = sweepTotals(entries);
    const rows = entries.map((e) => `  #${e.pull.number}  ${resultLabel(e).padEnd(22)} ${detail(e)}`);
    return [
        `sweep: ${entries.length} open PR(s): ${t.reviewed} reviewed, ${t.selected} selected, ${t.skipped} skipped, ${t.failed} failed; ${t.tokens} tokens`,
        ...rows,
    ].join('\n');
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/cli/sweep-command.js
/**
 * `prlens sweep --repo OWNER/REPO [--matrix] [--dry-run]`: the action's sweep from anywhere.
 * --matrix prints the job matrix (`{"pr":[\u2026]}`) on stdout and reviews nothing; otherwise the
 * chosen PRs are reviewed (and posted, unless --dry-run) and the table goes to stdout. Progress
 * and the per-PR logs go to stderr.
 */





/** Runs one sweep; returns the exit code: 2 when a review failed or was incomplete, 1 on fail-on. */
async function sweepRepository(args, io) {
    const { forge, logger, mask } = (0,github_session/* openGitHubSession */.w)(io.env, {
        stderr: io.stderr,
        quiet: args.quiet,
        debug: args.debug,
    }, io.github);
    const result = await runSweep({
        repo: args.repo,
        matrix: args.matrix,
        inputs: (0,run_inputs/* cliRunInputs */.H)(args),
    }, { forge, logger, clock: io.clock, env: io.env, mask });
    const table = mask(sweepText(result.entries));
    if (args.matrix) {
        io.stdout(`${matrixJson(result.selected)}\n`);
        io.stderr(`${table}\n`);
    }
    else {
        io.stdout(`${table}\n`);
        if (args.dryRun)
            logger.info('dry run: nothing was posted');
    }
    return sweepExitCode(result.entries);
}


/***/ })

};
