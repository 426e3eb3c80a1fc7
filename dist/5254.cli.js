export const id = 5254;
export const ids = [5254,2183];
export const modules = {

/***/ 20854:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ openPullRequest)
/* harmony export */ });
/* harmony import */ var _repo_settings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(56369);

/**
 * Loads the PR and its settings. `skip` looks at the loaded PR first (a closed PR or a draft is not
 * reviewed) and returns why to stop, before any further request.
 */
async function openPullRequest(forge, ref, inputs, options, skip = () => null) {
    const pr = await forge.pullRequest(ref, { identity: options.identity });
    const reason = skip(pr);
    if (reason !== null)
        return { skipped: reason };
    const { settings, file } = await (0,_repo_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .loadRepoSettings */ ._)({
        workspace: pr.workspace,
        baseSha: pr.context.baseSha,
        configPath: inputs.configPath,
        configPathIsDefault: inputs.configPathIsDefault,
        env: options.env,
        flags: inputs.flags,
        runner: inputs.runner,
        logger: options.logger,
    });
    return { pr, settings, file };
}


/***/ }),

/***/ 56369:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ loadRepoSettings)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var _config_layers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71963);
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(58388);
/* harmony import */ var _config_instructions_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(79989);
/* harmony import */ var _config_resolve_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(66841);
/* harmony import */ var _config_repo_trust_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(44811);
/**
 * The settings of a run on a pull request: defaults < (the CLI's user file) < the repo config file <
 * PRLENS_* env < inputs or flags. The repository file is read from the pull request's BASE commit
 * over the API, never from the head: the action does not check
 * out the PR, and a PR must not be able to rewrite the rules it is reviewed by (e.g. drop the
 * security lens, or raise min-severity to hide its own findings). The layers are merged by the one
 * resolver (src/config/resolve.ts); whether the file may also choose where the key and the code go
 * is `repoFileMayRoute` (src/config/repo-trust.ts) of the run's `runner`.
 */






/** Loads and merges every layer; errors name the file or the input to fix. */
async function loadRepoSettings(input) {
    const repo = await readRepoFile(input);
    const resolved = (0,_config_resolve_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveSettings */ .M)({
        env: input.env,
        user: userFile(input),
        repo,
        flags: input.flags,
        flagSource: 'input',
        repoMayRoute: (0,_config_repo_trust_js__WEBPACK_IMPORTED_MODULE_5__/* .repoFileMayRoute */ .L)(input.runner),
    });
    for (const warning of resolved.warnings)
        input.logger.warn(warning);
    const { settings } = resolved;
    // Instruction files come from the base commit too: a PR must not rewrite its own review guidance.
    if (repo !== null && settings.instructions.length > 0) {
        settings.instructions = await (0,_config_instructions_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveInstructions */ ._5)(settings.instructions, (path) => input.workspace.readFile(path, input.baseSha), repo.label);
    }
    return { settings, file: repo?.file ?? null };
}
/**
 * The user's own config file, for a run on the user's machine (`review --pr`, `ask`, `describe` or
 * `sweep` from the CLI), where the user's settings apply as they do to a local review (and as
 * `prlens ask` already checked its model with them). The action has no user file.
 */
function userFile(input) {
    if (input.runner !== 'cli')
        return null;
    const file = (0,_config_load_js__WEBPACK_IMPORTED_MODULE_2__/* .defaultUserConfigPath */ .iw)(input.env);
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file) ? { file, label: file, layer: (0,_config_load_js__WEBPACK_IMPORTED_MODULE_2__/* .readConfigFile */ .RG)(file) } : null;
}
/** The first candidate on the base commit, one request at a time (a hit ends the search). */
async function readRepoFile(input) {
    for (const candidate of (0,_config_load_js__WEBPACK_IMPORTED_MODULE_2__/* .repoConfigCandidates */ .xg)(input.configPathIsDefault ? undefined : input.configPath)) {
        const text = await input.workspace.readFile(candidate, input.baseSha);
        if (text === null)
            continue;
        const label = `${candidate} (base branch)`;
        return { file: candidate, label, layer: (0,_config_load_js__WEBPACK_IMPORTED_MODULE_2__/* .layerFromYaml */ .R8)(text, label) };
    }
    if (!input.configPathIsDefault) {
        throw new _config_layers_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`config file ${input.configPath} (input 'config-path') is not on the base branch; ` +
            'commit it there, or leave config-path unset');
    }
    return null;
}


/***/ }),

/***/ 79278:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ cliRunInputs)
/* harmony export */ });
/* unused harmony export DEFAULT_CONFIG_PATH */
const DEFAULT_CONFIG_PATH = '.github/prlens.yml';
/** The inputs of a CLI run on GitHub: no key of its own. */
function cliRunInputs(args) {
    return {
        apiKey: undefined,
        flags: args.flags,
        dryRun: args.dryRun,
        configPath: args.configPath ?? DEFAULT_CONFIG_PATH,
        configPathIsDefault: args.configPath === undefined,
        runner: 'cli',
        results: args.sarif && args.sarif.length > 0 ? { paths: args.sarif, cwd: args.cwd ?? process.cwd() } : undefined,
    };
}


/***/ }),

/***/ 15726:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  w: () => (/* binding */ openGitHubSession)
});

// EXTERNAL MODULE: ./.tmp/bundle-src/config/layers.js + 1 modules
var config_layers = __webpack_require__(71963);
// EXTERNAL MODULE: ./.tmp/bundle-src/core/mask.js
var core_mask = __webpack_require__(35987);
// EXTERNAL MODULE: ./.tmp/bundle-src/github/client.js + 1 modules
var github_client = __webpack_require__(79014);
;// CONCATENATED MODULE: ./.tmp/bundle-src/github/identity.js
/** The Actions GITHUB_TOKEN's account: https://api.github.com/users/github-actions%5Bbot%5D */
const ACTIONS_BOT = {
    login: 'github-actions[bot]',
    id: 41898282,
    type: 'Bot',
    source: 'actions',
};
/** `GitHub-Actions[bot]` and `github-actions` are one account. */
function normaliseLogin(login) {
    return login
        .trim()
        .toLowerCase()
        .replace(/\[bot\]$/, '');
}
/** True when `author` is `identity`: same id when both are known, else same kind and login. */
function isIdentity(identity, author) {
    if (!identity || !author)
        return false;
    if (typeof author.id === 'number' && identity.id !== null)
        return author.id === identity.id;
    if (typeof author.login !== 'string' || author.login === '')
        return false;
    const kind = author.type ?? author.__typename;
    // A user cannot be a bot: without an id, the kind keeps a user named like an app's slug out.
    if (kind && kind !== identity.type)
        return false;
    return normaliseLogin(author.login) === normaliseLogin(identity.login);
}
/** The identity of a comment's author, e.g. the one of a comment this run just created. */
function identityOf(author) {
    if (!author || typeof author.login !== 'string' || author.login === '')
        return null;
    const bot = author.type === 'Bot' || author.login.endsWith('[bot]');
    return {
        login: author.login,
        id: typeof author.id === 'number' ? author.id : null,
        type: bot ? 'Bot' : 'User',
        source: 'comment',
    };
}
const VIEWER_QUERY = 'query { viewer { login databaseId } }';
/**
 * Learns who the token posts as: GraphQL `viewer` (every token kind), else REST `GET /user`, else \u2014
 * an installation token under Actions \u2014 the Actions bot. Null when none answers: then no existing
 * comment is trusted this run (findings are posted again rather than suppressed by a forgery).
 */
async function resolveIdentity(gh, env, logger) {
    try {
        const { viewer } = await gh.graphql(VIEWER_QUERY);
        const identity = {
            login: viewer.login,
            id: typeof viewer.databaseId === 'number' ? viewer.databaseId : null,
            type: viewer.login.endsWith('[bot]') ? 'Bot' : 'User',
            source: 'viewer',
        };
        logger.info(`posting as ${identity.login}${identity.id === null ? '' : ` (id ${identity.id})`}`);
        return identity;
    }
    catch (error) {
        logger.debug(`GraphQL viewer failed (${message(error)}); asking REST GET /user`);
    }
    try {
        const { data } = await gh.rest.users.getAuthenticated();
        const identity = identityOf(data);
        if (identity) {
            logger.info(`posting as ${identity.login} (id ${data.id})`);
            return { ...identity, source: 'user' };
        }
    }
    catch (error) {
        const status = error.status;
        // GITHUB_TOKEN is an installation token: GET /user refuses it, and it posts as github-actions[bot].
        if (status === 403 && env.GITHUB_ACTIONS === 'true') {
            logger.info(`posting as ${ACTIONS_BOT.login} (the Actions token; GET /user refused it)`);
            return ACTIONS_BOT;
        }
        logger.debug(`GET /user failed: ${message(error)}`);
    }
    logger.warn('prlens could not learn which account its token posts as (GraphQL viewer and GET /user failed): ' +
        'no existing prlens comment is trusted this run, so earlier findings may be posted again');
    return null;
}
function message(error) {
    return error instanceof Error ? error.message.split('\n')[0] : String(error);
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/github/open-pulls.js
/** Every open PR: ceil(open / 100) requests. */
async function listOpenPulls(gh, repo) {
    const pulls = await gh.rest
        .paginate(gh.rest.pulls.list, { owner: repo.owner, repo: repo.repo, state: 'open', per_page: 100 })
        .catch((error) => {
        if (error?.status !== 404)
            throw error;
        throw new Error(`repository ${repo.owner}/${repo.repo} was not found (404): check the name, and that the token ` +
            'can see it (GITHUB_TOKEN for the CLI, the `github-token` input in the action)', { cause: error });
    });
    return pulls.map((p) => ({
        number: p.number,
        title: p.title,
        draft: p.draft ?? false,
        author: p.user?.login ?? 'ghost',
        authorType: p.user?.type ?? 'User',
        headSha: p.head.sha,
    }));
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/github/ownership.js
/**
 * One run's answer to "is this marked comment ours?", shared by every place that recognises prlens's
 * comments by a marker (summary, inline fingerprints, race cleanup, resolve-fixed, learning, `/prlens
 * ignore`, the sweep's watermark). A marker counts only on a comment the run's identity wrote; a
 * marker on anyone else's comment is ignored and remembered, so the run can name it in one notice.
 */

class Ownership {
    current;
    seen = new Map();
    /** Comments of ours someone else edited last, each said once (./comment-edits.ts). */
    edited = new Set();
    constructor(current) {
        this.current = current;
    }
    get identity() {
        return this.current;
    }
    /**
     * True when `author` is prlens's identity. Otherwise the comment is recorded as foreign (it was
     * only asked about because it carries our marker) and false is returned: it is never trusted.
     */
    owns(author, marker) {
        if (isIdentity(this.current, author))
            return true;
        // Unknown identity: nothing is trusted, but nothing can be called foreign either (the run says
        // once that it could not learn who it is).
        if (this.current === null)
            return false;
        const key = `${marker.kind}:${marker.where}`;
        if (!this.seen.has(key))
            this.seen.set(key, { ...marker, author: author?.login ?? 'an unknown account' });
        return false;
    }
    /**
     * When no identity could be learned, the author of a comment this run has just created is it
     * (GitHub wrote that comment as the token's account). Never replaces a known identity.
     */
    adopt(author) {
        if (this.current === null)
            this.current = identityOf(author);
    }
    /** The foreign comments met so far. */
    get foreign() {
        return [...this.seen.values()];
    }
    /** Records that a comment of ours was edited by someone else (`reason` names it), for a notice. */
    tampered(reason) {
        this.edited.add(reason);
    }
    /** One notice per foreign or edited comment, naming it and saying why it was ignored. */
    notices() {
        const who = this.current?.login ?? '';
        const edited = [...this.edited].map((reason) => `${reason}: prlens ignores its marker (no finding is suppressed or cleared by it).`);
        return edited.concat(this.foreignNotices(who));
    }
    foreignNotices(who) {
        return this.foreign.map((f) => `prlens ignored ${f.where} by ${f.author}${f.url ? ` (${f.url})` : ''}: it carries prlens's ` +
            `${f.kind} marker, but prlens posts as ${who}, so it is not prlens's and changes nothing ` +
            '(no finding is suppressed by it). Delete it if it was left to mislead.');
    }
}

// EXTERNAL MODULE: ./.tmp/bundle-src/core/line-index.js
var line_index = __webpack_require__(23644);
// EXTERNAL MODULE: ./.tmp/bundle-src/core/gate.js
var gate = __webpack_require__(41728);
// EXTERNAL MODULE: ./.tmp/bundle-src/core/types.js + 1 modules
var types = __webpack_require__(13281);
// EXTERNAL MODULE: ./.tmp/bundle-src/report/common.js
var common = __webpack_require__(78317);
// EXTERNAL MODULE: ./.tmp/bundle-src/report/markdown-escape.js
var markdown_escape = __webpack_require__(42181);
// EXTERNAL MODULE: ./.tmp/bundle-src/prompt/redact.js
var redact = __webpack_require__(55741);
;// CONCATENATED MODULE: ./.tmp/bundle-src/report/check-run.js
/**
 * What the `prlens` check run says (src/github/check-run.ts posts it): the conclusion from
 * `fail-on`, the findings as annotations, the title, and the text of findings without a line.
 */





/** `output.summary` and `output.text` are capped at 65,535 characters each. */
const MAX_OUTPUT_CHARS = 65_535;
/** GitHub shows at most a few thousand annotations; past that they only cost requests. */
const MAX_ANNOTATIONS = 1_000;
/**
 * The conclusion: `neutral` when the review is incomplete (it did not look at everything, so it can
 * neither pass nor fail the change), `failure` when a finding at or above `fail-on` is open,
 * `success` otherwise. `fail-on` is a threshold, as for the exit code. `carried`: earlier findings
 * still open on files this run did not review again; they count like this run's own.
 */
function conclusionFor(report, failOn, carried = []) {
    if (report.incomplete)
        return 'neutral';
    const hit = (0,gate/* hitsFailOn */._l)([...report.findings, ...report.unanchored, ...carried], failOn);
    return hit ? 'failure' : 'success';
}
function failFloor(failOn) {
    return failOn.length === 0 ? null : Math.min(...failOn.map((s) => types/* SEVERITY_RANK */.f3[s]));
}
/**
 * One annotation per RIGHT-side finding (annotations point at lines of the head commit; a deleted
 * line has none, so LEFT-side findings stay in the summary text). `failure` at or above fail-on,
 * `notice` for low findings, `warning` for the rest.
 */
function toAnnotations(findings, failOn) {
    const floor = failFloor(failOn);
    return findings
        .filter((f) => f.side === 'RIGHT')
        .slice(0, MAX_ANNOTATIONS)
        .map((f) => {
        const level = floor !== null && types/* SEVERITY_RANK */.f3[f.severity] >= floor
            ? 'failure'
            : f.severity === 'low'
                ? 'notice'
                : 'warning';
        return {
            path: f.path,
            start_line: f.start_line ?? f.line,
            end_line: f.line,
            annotation_level: level,
            // Another tool's message may quote a token it found: its prefix only, like every excerpt.
            title: clip((0,redact/* redactSecrets */.fp)(`${f.severity}: ${f.title}`, 'excerpt'), 255),
            message: clip((0,redact/* redactSecrets */.fp)(f.body.trim() || f.title, 'excerpt'), 4_000),
        };
    });
}
/** The check run's title: the verdict and how many findings. */
function checkRunTitle(report, conclusion, failOn, carried = []) {
    const count = report.findings.length + report.unanchored.length + carried.length;
    if (conclusion === 'neutral')
        return `Review incomplete: ${(0,common/* plural */.LS)(count, 'finding')} so far`;
    if (conclusion === 'failure') {
        const floor = [...failOn].sort((a, b) => types/* SEVERITY_RANK */.f3[a] - types/* SEVERITY_RANK */.f3[b])[0];
        return `${(0,common/* plural */.LS)(count, 'finding')}, at least one at ${floor} or above`;
    }
    return count === 0 ? 'No findings' : `${(0,common/* plural */.LS)(count, 'finding')}, none at the fail-on level`;
}
/** The output text listing the findings that have no line in the head commit. */
function unplacedText(findings) {
    // The path and the title are the PR's and the model's: escaped like every other Markdown we post.
    const lines = findings.map((f) => `- **${f.severity}** ${(0,markdown_escape/* codeSpan */.SS)((0,common/* locationLabel */.GE)(f))} ${(0,markdown_escape/* escapeMarkdownInline */.E4)((0,redact/* redactSecrets */.fp)(f.title, 'excerpt'))}`);
    return `Findings without a line in the head commit (deleted lines, or not placed on the diff):\n\n${lines.join('\n')}\n`;
}
/** The output text listing the earlier findings still open on files this run did not review again. */
function carriedText(carried) {
    // The path is the PR's: escaped like every other Markdown we post.
    const lines = carried.map((f) => `- **${f.severity}** ${(0,markdown_escape/* codeSpan */.SS)(f.line > 0 ? `${f.path}:${f.line}` : f.path)} (finding ${(0,markdown_escape/* codeSpan */.SS)(f.fp)})`);
    return ('Earlier findings still open (their files were not changed since, so this run did not review them ' +
        `again; they count for the gate until a review of their file no longer finds them):\n\n${lines.join('\n')}\n`);
}
/** `text` cut to `max` characters, with an ellipsis. */
function clip(text, max) {
    return text.length <= max ? text : `${text.slice(0, max - 1)}\u2026`;
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/github/check-run.js

const CHECK_RUN_NAME = 'prlens';
/** "The Checks API limits the number of annotations to a maximum of 50 per API request." */
const MAX_ANNOTATIONS_PER_REQUEST = 50;
/** Splits `items` into chunks of `size` (the per-request annotation limit is a parameter for tests). */
function batches(items, size) {
    const out = [];
    for (let i = 0; i < items.length; i += size)
        out.push(items.slice(i, i + size));
    return out;
}
const CHECKS_PERMISSION_NOTICE = 'prlens could not create its check run: the token lacks `checks: write` (GitHub answered 403). ' +
    "The step's exit code (input fail-on) is the merge gate instead; to get the check run, give the " +
    'workflow `permissions: { checks: write }`, or set `check-run: false` to silence this notice.';
/**
 * Creates the completed `prlens` check run on the head SHA: one request with the first 50
 * annotations, then one update per further 50. Never throws: a 403 becomes one notice, another
 * failure a notice naming it (the findings are in the summary comment and the job summary either way).
 */
async function publishCheckRun(gh, pr, input, perRequest = MAX_ANNOTATIONS_PER_REQUEST) {
    const { report, failOn } = input;
    const carried = input.carried ?? [];
    const conclusion = conclusionFor(report, failOn, carried);
    const annotations = toAnnotations(report.findings, failOn);
    const [first = [], ...rest] = batches(annotations, perRequest);
    const left = [...report.findings.filter((f) => f.side === 'LEFT'), ...report.unanchored];
    const texts = [
        ...(carried.length > 0 ? [carriedText(carried)] : []),
        ...(left.length > 0 ? [unplacedText(left)] : []),
    ];
    const output = (batch) => ({
        title: checkRunTitle(report, conclusion, failOn, carried),
        summary: clip(input.summary, MAX_OUTPUT_CHARS),
        ...(texts.length > 0 ? { text: clip(texts.join('\n'), MAX_OUTPUT_CHARS) } : {}),
        ...(batch.length > 0 ? { annotations: batch } : {}),
    });
    const repo = { owner: pr.owner, repo: pr.repo };
    let requests = 0;
    try {
        requests++;
        const { data } = await gh.rest.checks.create({
            ...repo,
            name: CHECK_RUN_NAME,
            head_sha: pr.headSha,
            status: 'completed',
            conclusion,
            completed_at: new Date().toISOString(),
            output: output(first),
        });
        for (const batch of rest) {
            requests++;
            await gh.rest.checks.update({ ...repo, check_run_id: data.id, output: output(batch) });
        }
        return { kind: 'posted', id: data.id, conclusion, annotations: annotations.length, requests };
    }
    catch (error) {
        const status = error.status;
        if (status === 403 && requests === 1)
            return { kind: 'forbidden', notice: CHECKS_PERMISSION_NOTICE };
        return {
            kind: 'failed',
            notice: `prlens could not ${requests === 1 ? 'create' : 'finish'} its check run (${error.message}); ` +
                "the findings are in the summary comment and the step's exit code follows fail-on.",
        };
    }
}

// EXTERNAL MODULE: ./.tmp/bundle-src/i18n/index.js + 9 modules
var i18n = __webpack_require__(27667);
// EXTERNAL MODULE: ./.tmp/bundle-src/report/markers.js
var markers = __webpack_require__(21513);
// EXTERNAL MODULE: ./.tmp/bundle-src/core/visible-text.js
var visible_text = __webpack_require__(52509);
;// CONCATENATED MODULE: ./.tmp/bundle-src/report/inline-comment.js






/**
 * The comment body: bold title, severity and lens, the escaped prose, the suggestion, and the
 * fingerprint marker last. Over `maxChars`, the prose is cut first, then the suggestion is left
 * out, then the title is cut; the marker is never cut, since reruns find the thread by it.
 */
function commentBody(finding, mode, maxChars, tr = i18n/* ENGLISH */.VJ, 
/** The fingerprints of the findings merged into this one (none: it is one finding). */
members = []) {
    const own = (0,markers/* fingerprintMarker */.nn)(finding.fingerprint);
    // A merged comment names its members, so a \ud83d\udc4e on it rejects exactly what it showed.
    const marker = members.length > 1 ? `${(0,markers/* membersMarker */.aL)(members)}\n${own}` : own;
    if (marker.length > maxChars)
        throw new RangeError(`maxBodyChars ${maxChars} cannot hold the marker`);
    const meta = `<sub>${(0,markdown_escape/* escapeMarkdownInline */.E4)(`${finding.severity} \u00b7 ${finding.lens} \u00b7 ${finding.category}`)}</sub>`;
    const build = (title, prose, withSuggestion) => {
        const parts = [`**${(0,markdown_escape/* escapeMarkdownInline */.E4)(title)}**`, meta];
        if (prose !== '')
            parts.push((0,markdown_escape/* escapeMarkdownBlock */.Ap)(prose));
        if (withSuggestion)
            parts.push(...suggestionBlock(finding, mode, tr));
        else if (mode !== 'none')
            parts.push(`_${tr.t('suggestionLeftOut')}_`);
        parts.push(marker);
        return parts.join('\n\n');
    };
    // Another tool's message may quote a token it found: shown as its prefix, like every excerpt.
    const title = (0,redact/* redactSecrets */.fp)(finding.title.trim(), 'excerpt') || tr.t('defaultTitle');
    // A static finding's body opens with its rule message, which is already the bold title.
    const prose = (0,redact/* redactSecrets */.fp)((0,common/* bodyWithoutTitle */.Xe)(finding), 'excerpt');
    const full = build(title, prose, true);
    if (full.length <= maxChars)
        return full;
    for (const withSuggestion of [true, false]) {
        const cut = longestFit(prose, (p) => build(title, p, withSuggestion), maxChars);
        if (cut !== null)
            return cut;
    }
    return (longestFit(title, (t) => build(t, '', false), maxChars) ??
        // Even the fixed parts are too long: only the marker is kept, the finding stays in the summary.
        marker);
}
function suggestionBlock(finding, mode, tr) {
    if (finding.suggestion === null || mode === 'none')
        return [];
    const code = trimSuggestion(finding.suggestion);
    // codeBlock picks a fence longer than any backtick run in the code, so the code cannot close it.
    // It also shows a lone CR, a line separator or `<!--` as an escape: applied, a suggestion holding
    // one would commit the escape instead of the code, so it is shown as plain code and says why.
    // A suggestion that failed its check (it would commit a syntax error or a new finding) is shown
    // as code with the reason: the author may still want the idea, but not as a one-click commit.
    if (mode === 'suggestion' && finding.suggestion_check === 'broken') {
        const reason = (0,markdown_escape/* escapeMarkdownInline */.E4)(finding.suggestion_reason ?? 'it failed its check');
        return [tr.t('suggestionBroken', { reason }), (0,markdown_escape/* codeBlock */.DV)(code, (0,markdown_escape/* fenceLanguage */.SW)(finding.path))];
    }
    if (mode === 'suggestion' && !(0,visible_text/* hasHiddenBreaks */.p1)(code)) {
        // Only a prlens rule's own fix, re-checked by that rule, is labelled as checked (issue 42, point 3).
        const checked = finding.suggestion_check === 'verified' &&
            finding.suggestion_rule !== undefined &&
            finding.suggestion_rule === finding.rule;
        const verified = checked ? [`_${tr.t('suggestionVerified')}_`] : [];
        return [(0,markdown_escape/* codeBlock */.DV)(code, 'suggestion'), ...verified];
    }
    const label = mode === 'suggestion' ? tr.t('suggestionNotApplicable') : tr.t('suggestedChange');
    return [label, (0,markdown_escape/* codeBlock */.DV)(code, (0,markdown_escape/* fenceLanguage */.SW)(finding.path))];
}
/** The suggestion without the blank lines a model adds around it. */
function trimSuggestion(code) {
    // Only CRLF: a lone CR is a character of the code, which the comment shows as `\r`.
    return code.replace(/\r\n/g, '\n').replace(/\n$/, '');
}
/**
 * The longest cut of `text` (with an ellipsis) whose rendering fits `maxChars`, or null when even the
 * empty cut does not fit. Escaping can lengthen text, so the cut is found by bisection on the result.
 */
function longestFit(text, render, maxChars) {
    const cutAt = (n) => (n >= text.length ? text : n === 0 ? '' : `${safeSlice(text, n)}\u2026`);
    if (render(cutAt(0)).length > maxChars)
        return null;
    let low = 0;
    let high = text.length;
    while (low < high) {
        const mid = Math.ceil((low + high) / 2);
        if (render(cutAt(mid)).length <= maxChars)
            low = mid;
        else
            high = mid - 1;
    }
    return render(cutAt(low));
}
/** `text.slice(0, n)` that never ends on the first half of a surrogate pair. */
function safeSlice(text, n) {
    const last = text.charCodeAt(n - 1);
    return text.slice(0, last >= 0xd800 && last <= 0xdbff ? n - 1 : n);
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/github/comments.js



const DEFAULT_MAX_COMMENT_CHARS = 60_000;
/** Validates, orders and caps findings, and renders each as a review comment. */
function toReviewComments(findings, indexes, options) {
    const valid = [];
    const invalid = [];
    const invalidReasons = new Map();
    const reject = (finding, reason) => {
        invalid.push(finding);
        invalidReasons.set(finding, reason);
    };
    for (const finding of findings) {
        const index = indexes.get(finding.path);
        // A one-line range (start_line == line) is a single-line comment; GitHub rejects it as a range.
        const start = finding.start_line !== null && finding.start_line !== finding.line ? finding.start_line : null;
        if (!index) {
            reject(finding, `${finding.path} has no diff GitHub can comment on`);
            continue;
        }
        // Not the review's placement (the pipeline's verify stage decided that once): a last guard before
        // an all-or-nothing create-review request, against the index of the diff this post goes to.
        const check = index.check({ side: finding.side, line: finding.line, start_line: start });
        if (check.ok)
            valid.push({ finding, index, start });
        else
            reject(finding, check.reason);
    }
    valid.sort((a, b) => compareForPosting(a.finding, b.finding));
    const tr = (0,i18n/* translator */.Nj)(options.language);
    const kept = valid.slice(0, Math.max(0, options.maxComments));
    return {
        comments: kept.map(({ finding, index, start }) => ({
            finding,
            comment: {
                path: finding.path,
                line: finding.line,
                side: finding.side,
                ...(start !== null ? { start_line: start, start_side: finding.side } : {}),
                body: commentBody(finding, modeFor(finding, index, start, options), options.maxBodyChars, tr, options.members?.get(finding.fingerprint)),
            },
        })),
        invalid,
        invalidReasons,
        overflow: valid.slice(kept.length).map((v) => v.finding),
    };
}
/** Most severe first, then by path and line, so a cap drops the least important comments. */
function compareForPosting(a, b) {
    return (types/* SEVERITY_RANK */.f3[b.severity] - types/* SEVERITY_RANK */.f3[a.severity] ||
        (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) ||
        (a.start_line ?? a.line) - (b.start_line ?? b.line) ||
        a.line - b.line);
}
function modeFor(finding, index, start, options) {
    const omit = options.brokenSuggestions === 'omit' && finding.suggestion_check === 'broken';
    return omit ? 'none' : suggestionMode(finding, index, start);
}
/**
 * A ```suggestion block is applied by GitHub in place of exactly the commented lines of the new
 * file, so it is used only on RIGHT when every line from start to end is a new-file line of the
 * diff; otherwise the code is shown as a plain block. A suggestion equal to the current lines
 * changes nothing and is left out.
 * https://docs.github.com/en/pull-requests/collaborating-with-pull-requests/reviewing-changes-in-pull-requests/incorporating-feedback-in-your-pull-request
 */
function suggestionMode(finding, index, start) {
    if (finding.suggestion === null)
        return 'none';
    if (finding.side !== 'RIGHT')
        return 'code';
    const current = [];
    for (let line = start ?? finding.line; line <= finding.line; line++) {
        const entry = index.get('RIGHT', line);
        if (!entry)
            return 'code';
        current.push(entry.text);
    }
    return trimSuggestion(finding.suggestion) === current.join('\n') ? 'none' : 'suggestion';
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/github/command-io.js
/**
 * What PR commands write to GitHub: the acknowledgement reaction on the command comment, and the
 * reply \u2014 in the review thread when the command was written on a diff line, else as a PR comment.
 * Every reply carries a hidden marker (as the summary and inline comments do), so the router never
 * answers its own comments even when prlens runs with a user's token.
 * https://docs.github.com/rest/reactions/reactions and
 * https://docs.github.com/rest/pulls/comments#create-a-reply-for-a-review-comment
 */

/** Hidden marker at the end of every command reply. */
const REPLY_MARKER = '<!-- prlens:reply -->';
/** GitHub caps comment bodies at 65,536 characters; we stay well under (docs/contracts.md). */
const MAX_REPLY_CHARS = 60_000;
/**
 * True for a body that looks like prlens wrote it: a command reply, the summary, an inline finding
 * or a probe. The router only uses it to skip a comment (never answer ourselves, even under a
 * person's token), so the marker alone is enough here: a forged marker can only make its own author's
 * comment be ignored. Anything that trusts a marker \u2014 state, suppression, deletion \u2014 checks the
 * author against prlens's identity instead (src/github/ownership.ts).
 */
function isOurComment(body) {
    return (body.includes(REPLY_MARKER) ||
        readSummaryMarker(body) !== null ||
        readFingerprint(body) !== null ||
        isOurProbe(body));
}
/**
 * Cuts `body` to `max` characters at a line break where it can, closing an open code fence and
 * saying that the text was shortened. Pure; the limit is a parameter so tests can hit it cheaply.
 */
function capBody(body, max = MAX_REPLY_CHARS) {
    if (body.length <= max)
        return body;
    const note = '\n\n_(shortened: the full answer is longer than a GitHub comment can hold)_';
    let cut = body.slice(0, Math.max(0, max - note.length - 8));
    const lastBreak = cut.lastIndexOf('\n');
    if (lastBreak > cut.length / 2)
        cut = cut.slice(0, lastBreak);
    // An odd number of fence lines means a code block is still open: close it.
    const fences = cut.split('\n').filter((l) => /^ {0,3}(`{3,}|~{3,})/.test(l)).length;
    if (fences % 2 === 1)
        cut += '\n```';
    return `${cut}${note}`;
}
/** Adds `content` as a reaction of the token's user to the command comment (idempotent on GitHub). */
async function react(gh, pr, subject, commentId, content) {
    const where = { owner: pr.owner, repo: pr.repo, comment_id: commentId, content };
    if (subject === 'issue_comment')
        await gh.rest.reactions.createForIssueComment(where);
    else
        await gh.rest.reactions.createForPullRequestReviewComment(where);
}
/** Posts a reply with our marker, capped under GitHub's limit; returns the new comment's id. */
async function postReply(gh, pr, target, body, maxChars = MAX_REPLY_CHARS) {
    const text = `${capBody(body.trimEnd(), maxChars - REPLY_MARKER.length - 2)}\n\n${REPLY_MARKER}`;
    if (target.kind === 'thread') {
        const { data } = await gh.rest.pulls.createReplyForReviewComment({
            owner: pr.owner,
            repo: pr.repo,
            pull_number: pr.number,
            comment_id: target.rootCommentId,
            body: text,
        });
        return data.id;
    }
    const { data } = await gh.rest.issues.createComment({
        owner: pr.owner,
        repo: pr.repo,
        issue_number: pr.number,
        body: text,
    });
    return data.id;
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/github/compare.js
/**
 * The compare API lists at most 300 changed files for a whole comparison, on the first page only;
 * later pages carry commits, not files
 * (https://docs.github.com/en/rest/commits/commits#compare-two-commits, "Working with large comparisons").
 */
const COMPARE_MAX_FILES = 300;
/** Paths changed from `fromSha` to `toSha` (both names of a rename), or why a full review is due. */
async function changedSince(gh, ref, fromSha, toSha) {
    if (fromSha === toSha)
        return { kind: 'incremental', paths: new Set() };
    let data;
    try {
        // A paging parameter keeps the commit list to one entry; the file list is the comparison's.
        ({ data } = await gh.rest.repos.compareCommitsWithBasehead({
            owner: ref.owner,
            repo: ref.repo,
            basehead: `${fromSha}...${toSha}`,
            per_page: 1,
            page: 1,
        }));
    }
    catch (error) {
        const status = error.status;
        // 404: the old head is gone (force-pushed and collected); 422: no common history.
        if (status === 404 || status === 422) {
            return {
                kind: 'full',
                reason: `the last reviewed commit ${compare_short(fromSha)} is no longer comparable (${status})`,
            };
        }
        throw error;
    }
    switch (data.status) {
        case 'identical':
            return { kind: 'incremental', paths: new Set() };
        case 'ahead':
            break;
        default:
            // `diverged` or `behind`: the branch was rewritten, so old findings may point at dead code.
            return {
                kind: 'full',
                reason: `the branch was rewritten since ${compare_short(fromSha)} (${data.status})`,
            };
    }
    const files = data.files ?? [];
    if (files.length >= COMPARE_MAX_FILES) {
        return {
            kind: 'full',
            reason: `${COMPARE_MAX_FILES} or more files changed since ${compare_short(fromSha)}; GitHub lists no more`,
        };
    }
    const paths = new Set();
    for (const file of files) {
        paths.add(file.filename);
        if (file.previous_filename)
            paths.add(file.previous_filename);
    }
    return { kind: 'incremental', paths };
}
function compare_short(sha) {
    return sha.slice(0, 7);
}

// EXTERNAL MODULE: ./.tmp/bundle-src/report/describe-section.js
var describe_section = __webpack_require__(41815);
;// CONCATENATED MODULE: ./.tmp/bundle-src/github/describe-section.js
/**
 * Writes prlens's marked section (src/report/describe-section.ts) into a PR description with
 * `PATCH /repos/{owner}/{repo}/pulls/{pull_number}` (https://docs.github.com/rest/pulls/pulls#update-a-pull-request),
 * reading the body right before writing so an edit the author just made is kept.
 */

/** Writes `section` into the PR's description; throws when the result would exceed GitHub's limit. */
async function writeDescription(gh, pr, section) {
    const where = { owner: pr.owner, repo: pr.repo, pull_number: pr.number };
    const { data } = await gh.rest.pulls.get(where);
    const body = (0,describe_section/* spliceDescription */.jd)(data.body, section);
    if (body === (data.body ?? ''))
        return { action: 'unchanged', body };
    if (body.length > describe_section/* MAX_PR_BODY_CHARS */.hr) {
        throw new Error(`the PR description with prlens's section would be ${body.length} characters, over GitHub's ${describe_section/* MAX_PR_BODY_CHARS */.hr}`);
    }
    await gh.rest.pulls.update({ ...where, body });
    return { action: 'updated', body };
}

// EXTERNAL MODULE: ./.tmp/bundle-src/prompt/intent.js
var intent = __webpack_require__(87198);
// EXTERNAL MODULE: ./.tmp/bundle-src/core/pr-rules.js
var pr_rules = __webpack_require__(80527);
;// CONCATENATED MODULE: ./.tmp/bundle-src/github/intent.js
/**
 * The author's stated intent, as review context: the PR title, its description and the text of the
 * issue it links (`#N`, `fixes #N`, or an issue URL of the same repository). It lets the correctness
 * lens flag a change that does not do what it claims. All of it is untrusted data written by the PR's
 * author (or anyone who can open an issue): it is size-capped here and reaches the model only between
 * nonce delimiters as data (src/review/model/plan/prompt.ts), never as instructions.
 * Cost: the title and description come with the PR; a linked issue is one GET, only when referenced.
 */


/** Each part (description, issue body) is capped at 4 KiB of text: intent, not a document. */
const MAX_INTENT_PART_CHARS = 4096;
/**
 * The first issue the description references in this repository: `#12`, `fixes #12`, or
 * `https://host/OWNER/REPO/issues/12`. References to other repositories (`other/repo#12`) are not
 * followed: their text is not the author's intent for this repository and may not be readable.
 */
function linkedIssueNumber(body, owner, repo, self) {
    const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const url = new RegExp(`/${escape(owner)}/${escape(repo)}/issues/(\\d+)\\b`, 'i');
    const fromUrl = url.exec(body)?.[1];
    if (fromUrl && Number(fromUrl) !== self)
        return Number(fromUrl);
    // `#N` not preceded by a word character or `/` (which would make it `other/repo#N` or a URL anchor).
    for (const match of body.matchAll(/(^|[^\w/#])#(\d{1,9})\b/g)) {
        const n = Number(match[2]);
        if (n > 0 && n !== self)
            return n;
    }
    return null;
}
/**
 * Builds the intent text of a PR. A linked issue that is a PR, missing or unreadable is skipped
 * (its absence only costs context, so it never fails the review).
 */
async function loadIntent(gh, pr, log = () => undefined) {
    const parts = [`Title: ${(0,pr_rules/* capText */.yA)(pr.title, 512)}`];
    const description = (0,pr_rules/* capText */.yA)(pr.body, MAX_INTENT_PART_CHARS);
    parts.push(description ? `Description:\n${description}` : 'Description: (none)');
    let issue = null;
    const linked = linkedIssueNumber(pr.body, pr.owner, pr.repo, pr.number);
    if (linked !== null) {
        try {
            const { data } = await gh.rest.issues.get({ owner: pr.owner, repo: pr.repo, issue_number: linked });
            if (data.pull_request)
                log(`#${linked} is a pull request, not an issue: not read as intent`);
            else {
                issue = linked;
                const text = (0,pr_rules/* capText */.yA)(data.body ?? '', MAX_INTENT_PART_CHARS);
                parts.push(`Linked issue #${linked}: ${(0,pr_rules/* capText */.yA)(data.title, 512)}${text ? `\n${text}` : ''}`);
            }
        }
        catch (error) {
            log(`linked issue #${linked} could not be read (${error.message}): reviewing without it`);
        }
    }
    // A PR opened from one web edit is titled like its commit ("Update x.py") with no description:
    // that states no intent, and shown as one it invites the model to invent a purpose.
    if (issue === null && !description && (0,intent/* isGenericCommitMessage */.Mk)(pr.title))
        return { text: '', issue };
    return { text: (0,pr_rules/* capText */.yA)(parts.join('\n\n'), pr_rules/* MAX_INTENT_CHARS */.Ik), issue };
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/github/labels.js


const LABEL_PREFIX = 'prlens:';
const SECURITY_LABEL = 'prlens: security';
const SEVERITY_COLOURS = {
    critical: 'b60205',
    high: 'd93f0b',
    medium: 'fbca04',
    low: 'c2e0c6',
};
/** The label for a severity, as created when missing. */
function severityLabel(severity) {
    return {
        name: `${LABEL_PREFIX} ${severity}`,
        color: SEVERITY_COLOURS[severity],
        description: `prlens: the most severe open finding is ${severity}`,
    };
}
const SECURITY = {
    name: SECURITY_LABEL,
    color: '5319e7',
    description: 'prlens: at least one open security finding',
};
const security = (f) => ('security' in f ? f.security : (0,pr_rules/* isSecurityFinding */.CU)(f));
/** The labels the findings call for: the highest severity, plus security when any. */
function wantedLabels(findings) {
    if (findings.length === 0)
        return [];
    const top = findings.reduce((max, f) => (types/* SEVERITY_RANK */.f3[f.severity] > types/* SEVERITY_RANK */.f3[max] ? f.severity : max), 'low');
    return [severityLabel(top), ...(findings.some(security) ? [SECURITY] : [])];
}
/** Ours: `prlens:` plus a name we would set (a person's `prlens: later` is not touched either). */
function isOurs(name) {
    const lower = name.toLowerCase();
    return lower === SECURITY_LABEL || types/* SEVERITIES */.oC.some((s) => lower === severityLabel(s).name);
}
const LABELS_PERMISSION_NOTICE = 'prlens could not set its labels: the token lacks `pull-requests: write` (or `issues: write`) for ' +
    'labels (GitHub answered 403). Give the workflow that permission, or set `labels: false` to silence this notice.';
/** Brings the PR's `prlens:` labels in line with the findings; never throws. */
async function syncLabels(gh, pr, findings, 
/** False on an incomplete review: a finding it did not see is no reason to drop a label. */
removeStale = true) {
    const issue = { owner: pr.owner, repo: pr.repo, issue_number: pr.number };
    let requests = 0;
    const added = [];
    const removed = [];
    try {
        requests++;
        const current = (await gh.rest.paginate(gh.rest.issues.listLabelsOnIssue, { ...issue, per_page: 100 })).map((l) => l.name);
        const wanted = wantedLabels(findings);
        const has = new Set(current.map((n) => n.toLowerCase()));
        const want = new Set(wanted.map((l) => l.name.toLowerCase()));
        const missing = wanted.filter((l) => !has.has(l.name.toLowerCase()));
        for (const label of missing) {
            requests++;
            await createLabel(gh, pr, label);
        }
        if (missing.length > 0) {
            requests++;
            await gh.rest.issues.addLabels({ ...issue, labels: missing.map((l) => l.name) });
            added.push(...missing.map((l) => l.name));
        }
        for (const name of current.filter((n) => removeStale && isOurs(n) && !want.has(n.toLowerCase()))) {
            requests++;
            try {
                await gh.rest.issues.removeLabel({ ...issue, name });
                removed.push(name);
            }
            catch (error) {
                // Someone (or a racing run) removed it first: already as wanted.
                if (error.status !== 404)
                    throw error;
            }
        }
        return { kind: 'synced', added, removed, requests };
    }
    catch (error) {
        if (error.status === 403)
            return { kind: 'forbidden', notice: LABELS_PERMISSION_NOTICE };
        return { kind: 'failed', notice: `prlens could not update its labels: ${error.message}` };
    }
}
/** Creates a repository label; one that exists already (422 already_exists) is fine. */
async function createLabel(gh, pr, label) {
    try {
        await gh.rest.issues.createLabel({ owner: pr.owner, repo: pr.repo, ...label });
    }
    catch (error) {
        const { status, response } = error;
        const errors = response?.data?.errors;
        if (status === 422 && errors?.some((e) => e.code === 'already_exists'))
            return;
        throw error;
    }
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/github/learn.js


const IGNORE_COMMAND = /^\s*\/(?:prlens\s+)?ignore\b/i;
/**
 * Reactions are listed for at most this many comments per run (each is one request). Every run
 * re-reads every rejection from its source (nothing is carried in an editable comment), so this
 * bounds the requests of a PR with very many rejected findings; past it a notice says so.
 */
const MAX_REACTION_LOOKUPS = 100;
/** Whether a comment body is the `/prlens ignore` command. */
function isIgnoreCommand(body) {
    return IGNORE_COMMAND.test(body ?? '');
}
/**
 * New rejections on the PR, skipping fingerprints already in `known`. Never throws: a failure
 * returns what was read so far with a notice (a lost \ud83d\udc4e only means the finding is posted once more).
 */
async function readRejections(gh, pr, options) {
    const learning = new Learning(options);
    let comments;
    try {
        comments = await listComments(gh, pr, learning);
    }
    catch (error) {
        return learning.result(`prlens could not read review comments to learn from: ${learn_message(error)}`);
    }
    const roots = ourRoots(comments, options.own, options.trustedRoots);
    for (const c of comments) {
        const fp = roots.get(c.id);
        if (fp !== undefined)
            learning.members.set(fp, (0,markers/* readMembers */.mo)(c.body));
    }
    await takeReplies(comments, roots, learning);
    if (!options.reactions)
        return learning.result();
    try {
        await takeReactions(gh, pr, comments, roots, learning);
    }
    catch (error) {
        return learning.result(`prlens could not read \ud83d\udc4e reactions to learn from: ${learn_message(error)}`);
    }
    return learning.result();
}
/** What one run learned so far: the new entries, the requests spent, the lookups that failed. */
class Learning {
    options;
    entries = [];
    have;
    requests = 0;
    failures = [];
    constructor(options) {
        this.options = options;
        this.have = new Set(options.known);
    }
    /** Root fingerprint of a merged comment \u2192 the fingerprints merged into it. */
    members = new Map();
    /** Takes a rejection of `entry.fp`, and of every finding merged into its comment. */
    add(entry) {
        for (const fp of [entry.fp, ...(this.members.get(entry.fp) ?? [])]) {
            if (this.have.has(fp))
                continue;
            this.have.add(fp);
            this.entries.push({ ...entry, fp });
        }
    }
    /** Whether `login` may reject; a failed lookup is kept for the notice. */
    async mayReject(login, what) {
        const { rejecters, logger } = this.options;
        const before = rejecters.requests;
        const verdict = await rejecters.check(login);
        this.requests += rejecters.requests - before;
        if (verdict.allowed)
            return true;
        if (verdict.failed) {
            if (!this.failures.includes(verdict.reason))
                this.failures.push(verdict.reason);
        }
        else
            logger.info(`${what} by ${login} not taken: ${verdict.reason}`);
        return false;
    }
    /** Keeps a notice for the run (once). */
    note(notice) {
        if (!this.failures.includes(notice))
            this.failures.push(notice);
    }
    /** The result; `notice` (a read that failed) replaces the failed lookups' notice. */
    result(notice) {
        const failed = this.failures.length > 0 ? this.failures.join('; ') : null;
        return { entries: this.entries, requests: this.requests, notice: notice ?? failed };
    }
}
/** Every review comment on the PR, 100 a page. */
function listComments(gh, pr, learning) {
    return gh.rest.paginate(gh.rest.pulls.listReviewComments, { owner: pr.owner, repo: pr.repo, pull_number: pr.number, per_page: 100 }, (response) => {
        learning.requests++;
        return response.data;
    });
}
/**
 * The fingerprint of each thread root prlens itself posted and nobody else edited, by comment id
 * (forgeries are noted; edited roots were noted when the threads were read).
 */
function ourRoots(comments, own, trusted) {
    const roots = new Map();
    for (const c of comments) {
        const fp = c.in_reply_to_id === undefined ? (0,markers/* readFingerprint */.bi)(c.body) : null;
        if (fp === null || (trusted !== undefined && !trusted.has(c.id)))
            continue;
        const marker = { kind: 'inline finding', where: `review comment ${c.id}`, url: c.html_url };
        if (own.owns(c.user, marker))
            roots.set(c.id, fp);
    }
    return roots;
}
/** `/prlens ignore` replies in our threads, first: their association refuses a non-member without a request. */
async function takeReplies(comments, roots, learning) {
    for (const c of comments) {
        const fp = c.in_reply_to_id === undefined ? undefined : roots.get(c.in_reply_to_id);
        if (fp === undefined || !isIgnoreCommand(c.body) || !c.user)
            continue;
        if (!pr_rules/* MEMBER_ASSOCIATIONS */.O4.has(c.author_association)) {
            learning.options.logger.info(`/prlens ignore by ${c.user.login} (${c.author_association.toLowerCase()}) not taken: members only`);
            continue;
        }
        if (learning.have.has(fp) || !(await learning.mayReject(c.user.login, '/prlens ignore')))
            continue;
        learning.add({ fp, by: c.user.login, at: c.created_at, via: 'reply' });
    }
}
/** \ud83d\udc4e on our thread roots: reactions are listed only for roots whose rollup counts one. */
async function takeReactions(gh, pr, comments, roots, learning) {
    const thumbsDown = comments.filter((c) => roots.has(c.id) && !learning.have.has(roots.get(c.id)) && (c.reactions?.['-1'] ?? 0) > 0);
    if (thumbsDown.length > MAX_REACTION_LOOKUPS) {
        learning.note(`prlens read the \ud83d\udc4e reactions of ${MAX_REACTION_LOOKUPS} of its ${thumbsDown.length} comments that have one; ` +
            'the findings of the others may be posted again (`ignored-fingerprints` in the repo config holds any number)');
    }
    for (const c of thumbsDown.slice(0, MAX_REACTION_LOOKUPS)) {
        const fp = roots.get(c.id);
        learning.requests++;
        const reactions = await gh.rest.reactions.listForPullRequestReviewComment({
            owner: pr.owner,
            repo: pr.repo,
            comment_id: c.id,
            content: '-1',
            per_page: 100,
        });
        for (const r of reactions.data) {
            const login = r.user?.login;
            if (!login || learning.have.has(fp))
                continue;
            if (await learning.mayReject(login, `\ud83d\udc4e on comment ${c.id}`))
                learning.add({ fp, by: login, at: r.created_at, via: 'reaction' });
        }
    }
}
function learn_message(error) {
    return error instanceof Error ? error.message.split('\n')[0] : String(error);
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/github/open-threads.js



const META = /^<sub>(critical|high|medium|low) \u00b7 (.*)<\/sub>$/m;
/** The open findings our threads hold: trusted ones at their severity, edited ones at critical. */
function openFromThreads(threads, own) {
    const open = [];
    const fixedByUs = (t) => t.isResolved && isIdentity(own.identity, t.resolvedBy);
    for (const t of threads.ours) {
        if (fixedByUs(t) || t.fingerprint === null)
            continue;
        const meta = META.exec(t.comments[0]?.body ?? '');
        const severity = types/* SEVERITIES */.oC.includes(meta?.[1] ?? '')
            ? meta[1]
            : 'critical';
        open.push({
            fp: t.fingerprint,
            severity,
            path: t.path,
            line: t.line ?? 0,
            security: (0,pr_rules/* isSecurityCategory */.HI)(meta?.[2] ?? ''),
        });
    }
    for (const t of threads.edited) {
        if (fixedByUs(t))
            continue;
        open.push({
            fp: `edited-thread:${t.id}`,
            severity: 'critical',
            path: t.path,
            line: t.line ?? 0,
            security: false,
        });
    }
    return open;
}

// EXTERNAL MODULE: ./.tmp/bundle-src/github/pr-context.js
var pr_context = __webpack_require__(8675);
// EXTERNAL MODULE: ./.tmp/bundle-src/diff/parse.js + 3 modules
var parse = __webpack_require__(12452);
// EXTERNAL MODULE: ./.tmp/bundle-src/report/markdown-budget.js
var markdown_budget = __webpack_require__(49451);
// EXTERNAL MODULE: ./.tmp/bundle-src/report/pr-summary.js
var pr_summary = __webpack_require__(73523);
;// CONCATENATED MODULE: ./.tmp/bundle-src/github/post-review.js
/**
 * Posting the one review of a run, with salvage when GitHub rejects it.
 *
 * Create-review is all or nothing: one comment GitHub cannot place fails the whole request with 422
 * and nothing is saved. Reviews are public once submitted, so offenders are never found by posting
 * halves. Salvage instead (1) re-checks every comment against the PR's current diff, then (2) if
 * GitHub still answers 422, bisects with PENDING reviews (created without `event`, visible only to
 * their author) that are deleted right after each probe, and (3) submits exactly one review with the
 * accepted comments; the rejected ones are listed in its body. See
 * https://docs.github.com/en/rest/pulls/reviews#create-a-review-for-a-pull-request
 *
 * Request cost: 1 create when GitHub accepts. After a 422: 1 `pulls/{n}` and the pages of
 * `pulls/{n}/files` (100 a page),
 * 1 create if re-checking removed offenders, 1 list of reviews, then per probe 1 create (+1 delete
 * when accepted) \u2014 about 2\u00b7k\u00b7log2(n) probes for k offenders among n comments, capped by `maxProbes`
 * \u2014 and 1 final create. These are content-creating requests (about 80 a minute are allowed); the
 * client's throttling plugin spaces review creation 3 s apart, so each probe costs about 3 s of
 * wall time and the default budget of 24 probes bounds a salvage near a minute and a half.
 */





const DEFAULT_MAX_PROBES = 24;
const DEFAULT_MAX_BODY_CHARS = 60_000;
/** Posts one review (event COMMENT by default) and salvages a 422; throws on any other failure. */
async function postReview(gh, pr, input, options = {}) {
    const event = input.event ?? 'COMMENT';
    const maxBody = options.maxBodyChars ?? DEFAULT_MAX_BODY_CHARS;
    if (input.comments.length === 0 && input.body.trim() === '') {
        return { reviewId: null, posted: [], rejected: [], bodyUsed: '' };
    }
    // A body over GitHub's cap would fail every attempt with 422, comments or not.
    const head = (0,markdown_budget/* hardCut */.C)(input.body, maxBody);
    const submit = async (comments, rejected) => {
        const body = head + (0,pr_summary/* rejectedSection */.E0)(rejected, maxBody - head.length);
        const { data } = await createReview(gh, pr, comments, body, event);
        return { reviewId: data.id, posted: [...comments], rejected, bodyUsed: body };
    };
    let candidates = [...input.comments];
    try {
        return await submit(candidates, []);
    }
    catch (error) {
        if (!isUnprocessable(error))
            throw wrap('creating the review failed', error);
        // A token that belongs to the PR's author (the CLI with `--post`) may not request changes.
        if (event === 'REQUEST_CHANGES' && /request changes on your own/i.test(describe(error))) {
            options.logger?.warn('GitHub does not let the PR author request changes; posting a comment review');
            return postReview(gh, pr, { ...input, event: 'COMMENT' }, options);
        }
        if (candidates.length === 0)
            throw wrap('creating the review failed', error);
        options.logger?.warn(`GitHub rejected the review (${describe(error)}); finding the comments it cannot place`);
    }
    const rejected = [];
    try {
        const indexes = await (options.currentIndexes ?? (() => headLineIndexes(gh, pr)))();
        if (indexes === null)
            options.logger?.info('the PR has a new head; probing every comment');
        candidates = candidates.filter(({ finding, comment }) => {
            if (indexes === null)
                return true;
            const index = indexes.get(comment.path);
            const check = index?.check(comment) ?? {
                ok: false,
                reason: `${comment.path} is no longer in the diff`,
            };
            if (!check.ok)
                rejected.push({ finding, error: check.reason });
            return check.ok;
        });
    }
    catch (error) {
        options.logger?.warn(`could not re-read the PR's diff (${describe(error)}); probing every comment`);
    }
    if (rejected.length > 0) {
        try {
            return await submit(candidates, rejected);
        }
        catch (error) {
            if (!isUnprocessable(error))
                throw wrap('creating the review failed', error);
        }
    }
    const probed = await bisect(gh, pr, candidates, options.maxProbes ?? DEFAULT_MAX_PROBES, options.own);
    options.logger?.info(`salvage: ${probed.accepted.length} comments placed, ${rejected.length + probed.rejected.length} moved to the review body`);
    try {
        return await submit(probed.accepted, [...rejected, ...probed.rejected]);
    }
    catch (error) {
        throw wrap('creating the review failed even without the comments GitHub rejected', error);
    }
}
/**
 * Splits comments GitHub rejects as a whole into accepted and rejected ones with PENDING reviews.
 * The full set is known to fail; when one half is accepted the other half is known to fail too.
 */
async function bisect(gh, pr, comments, maxProbes, own) {
    const accepted = [];
    const rejected = [];
    const blocker = await clearOurPendingReviews(gh, pr, own);
    if (blocker !== null) {
        for (const { finding } of comments)
            rejected.push({ finding, error: blocker });
        return { accepted, rejected };
    }
    let probes = 0;
    const probe = async (set) => {
        probes += 1;
        try {
            const { data } = await createReview(gh, pr, set, (0,markers/* probeMarker */.ZP)(), undefined);
            await gh.rest.pulls.deletePendingReview({ ...params(pr), review_id: data.id });
            return null;
        }
        catch (error) {
            if (isUnprocessable(error))
                return describe(error);
            throw wrap('probing which comments GitHub accepts failed', error);
        }
    };
    const search = async (set, failure) => {
        if (failure === null) {
            if (probes >= maxProbes) {
                for (const { finding } of set)
                    rejected.push({ finding, error: 'not checked: probe budget used up' });
                return;
            }
            failure = await probe(set);
            if (failure === null)
                return void accepted.push(...set);
        }
        if (set.length === 1)
            return void rejected.push({ finding: set[0].finding, error: failure });
        const half = Math.ceil(set.length / 2);
        const left = set.slice(0, half);
        const right = set.slice(half);
        const leftFailure = probes < maxProbes ? await probe(left) : 'not checked: probe budget used up';
        if (leftFailure === null) {
            accepted.push(...left);
            await search(right, failure);
        }
        else {
            await search(left, leftFailure);
            await search(right, null);
        }
    };
    if (comments.length > 0)
        await search(comments, 'GitHub rejected the review (422)');
    // Keep the order the comments came in (most severe first), whatever the order of the probes.
    accepted.sort((a, b) => comments.indexOf(a) - comments.indexOf(b));
    return { accepted, rejected };
}
/**
 * GitHub allows one pending review per user and PR. Pending reviews left by an earlier probe that
 * crashed are deleted (they carry our probe marker); someone else's draft \u2014 possible when the token
 * is a person's \u2014 is never touched, and then probing is impossible: the reason is returned.
 */
async function clearOurPendingReviews(gh, pr, own) {
    const reviews = await gh.rest.paginate(gh.rest.pulls.listReviews, { ...params(pr), per_page: 100 });
    for (const review of reviews.filter((r) => r.state === 'PENDING')) {
        const marked = (0,markers/* isOurProbe */.nV)(review.body);
        if (!marked || (own && !own.owns(review.user, { kind: 'probe', where: `pending review ${review.id}` }))) {
            return 'not checked: the token\u2019s user has a pending review on this pull request';
        }
        await gh.rest.pulls.deletePendingReview({ ...params(pr), review_id: review.id });
    }
    return null;
}
function createReview(gh, pr, comments, body, event) {
    return gh.rest.pulls.createReview({
        ...params(pr),
        // Pinning the commit keeps line numbers meaning what they meant in the diff that was reviewed.
        commit_id: pr.headSha,
        body,
        ...(event ? { event } : {}),
        comments: comments.map((c) => ({ ...c.comment })),
    });
}
/**
 * Line indexes of the PR's diff while its head is still `pr.headSha`, else null. GitHub checks
 * comments against the diff of `commit_id`; once the head moved, `pulls/{n}/files` shows another
 * diff, which would reject good comments and accept bad ones.
 */
async function headLineIndexes(gh, pr) {
    const { data } = await gh.rest.pulls.get(params(pr));
    return data.head.sha === pr.headSha ? pullRequestLineIndexes(gh, pr) : null;
}
/** Line indexes of every file in the PR's current diff (`pulls/{n}/files`, every page). */
async function pullRequestLineIndexes(gh, pr) {
    const files = await gh.rest.paginate(gh.rest.pulls.listFiles, { ...params(pr), per_page: 100 });
    const indexes = new Map();
    for (const file of files) {
        if (file.patch === undefined)
            continue;
        const status = file.status === 'removed' ? 'deleted' : file.status;
        const diff = (0,parse/* parsePatch */.iz)({
            path: file.filename,
            previousPath: file.previous_filename ?? null,
            status: status === 'added' || status === 'deleted' || status === 'renamed' || status === 'copied'
                ? status
                : 'modified',
            patch: file.patch,
        });
        indexes.set(file.filename, (0,line_index/* buildLineIndex */.T)(diff));
    }
    return indexes;
}
function params(pr) {
    return { owner: pr.owner, repo: pr.repo, pull_number: pr.number };
}
/** A 422 from GitHub (its RequestError carries `status`). */
function isUnprocessable(error) {
    return typeof error === 'object' && error !== null && error.status === 422;
}
/** GitHub's message and its `errors` list, e.g. `Unprocessable Entity: Line could not be resolved`. */
function describe(error) {
    if (!(error instanceof Error))
        return String(error);
    const data = error.response?.data;
    if (typeof data !== 'object' || data === null)
        return error.message;
    const { message, errors } = data;
    const details = Array.isArray(errors)
        ? errors.map((e) => (typeof e === 'string' ? e : JSON.stringify(e))).join('; ')
        : '';
    const head = typeof message === 'string' ? message : error.message;
    return details === '' ? head : `${head}: ${details}`;
}
function wrap(what, error) {
    return new Error(`${what}: ${describe(error)}`, { cause: error });
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/github/rejecters.js
const WRITE_ROLES = new Set(['admin', 'maintain', 'write']);
/** The per-run check of who may reject findings on one pull request. */
class Rejecters {
    gh;
    pr;
    verdicts = new Map();
    /** Permission requests made, for the request budget tests and the log. */
    requests = 0;
    constructor(gh, pr) {
        this.gh = gh;
        this.pr = pr;
    }
    /** Whether `login` may reject a finding on this PR, and if not, why. Never throws. */
    check(login) {
        const key = login.toLowerCase();
        let verdict = this.verdicts.get(key);
        if (!verdict) {
            verdict = this.lookUp(login);
            this.verdicts.set(key, verdict);
        }
        return verdict;
    }
    async lookUp(login) {
        if (login.toLowerCase() === this.pr.author.toLowerCase()) {
            return {
                allowed: false,
                failed: false,
                reason: `${login} opened this pull request, and an author cannot reject findings on their own change`,
            };
        }
        this.requests++;
        try {
            const { data } = await this.gh.rest.repos.getCollaboratorPermissionLevel({
                owner: this.pr.owner,
                repo: this.pr.repo,
                username: login,
            });
            if (WRITE_ROLES.has(data.role_name) || WRITE_ROLES.has(data.permission))
                return { allowed: true };
            return {
                allowed: false,
                failed: false,
                reason: `${login} has '${data.role_name || data.permission}' access; rejecting a finding needs write access`,
            };
        }
        catch (error) {
            const status = error.status;
            const code = typeof status === 'number' ? String(status) : 'no answer';
            const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
            return {
                allowed: false,
                failed: true,
                reason: `prlens could not check whether ${login} has write access (${code}: ${why}), ` +
                    'so their rejection was not taken; a token that may read collaborators (metadata: read, or ' +
                    'push access for a personal token) lets prlens check',
            };
        }
    }
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/github/comment-edits.js
/**
 * Whether a comment of ours still says what prlens wrote. Authorship is not enough: GitHub lets
 * anyone with write access edit any comment, the bot's included, so the PR's author can rewrite the
 * hidden records of our summary (reviewed head, open findings) that decide the next run's scope and
 * gate, or the fingerprint marker of our inline comment before a maintainer \ud83d\udc4es it. GraphQL says who
 * made the last edit (`Comment.editor`, `lastEditedAt`, on issue and review comments); REST does not.
 * https://docs.github.com/graphql/reference/interfaces#comment
 *
 * The rule: a comment counts only when nobody edited it, or the last edit was prlens's own (each run
 * rewrites its summary). Checking the last edit is enough because every writer of the
 * summary (a review, `/prlens ignore`) checks it first and carries nothing over from a comment
 * someone else edited: a foreign edit can never be laundered by a later edit of ours. When the check
 * itself fails, the state is not trusted either: an unverifiable record costs a full review, never
 * a gate.
 */

const COMMENT_EDITS_QUERY = `
query ($id: ID!) {
  node(id: $id) {
    ... on Comment { lastEditedAt editor { __typename login } }
  }
}`;
/**
 * Null when comment `nodeId` (`what`, e.g. "summary comment") is as prlens left it: never edited,
 * or last edited by prlens's identity; else who edited it and why what it holds is void. Never throws.
 */
async function foreignEdit(gh, nodeId, own, what = 'summary comment') {
    let answer;
    try {
        answer = await gh.graphql(COMMENT_EDITS_QUERY, { id: nodeId });
    }
    catch (error) {
        const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
        return { by: 'unknown', reason: `prlens could not check who last edited its ${what} (${why})` };
    }
    return lastEditor(answer.node, own, what);
}
/** The verdict on a comment GitHub returned with its `lastEditedAt` and `editor`. */
function lastEditor(node, own, what) {
    if (node === null)
        return { by: 'unknown', reason: `GitHub did not return prlens's ${what}` };
    if (!node.lastEditedAt)
        return null;
    if (isIdentity(own.identity, node.editor))
        return null;
    const by = node.editor?.login ?? 'an account that no longer exists';
    return { by, reason: `prlens's ${what} was last edited by ${by}, not by prlens` };
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/github/threads.js



const REVIEW_THREADS_QUERY = `
query ($owner: String!, $repo: String!, $number: Int!, $after: String) {
  repository(owner: $owner, name: $repo) {
    pullRequest(number: $number) {
      reviewThreads(first: 100, after: $after) {
        pageInfo { hasNextPage endCursor }
        nodes {
          id isResolved isOutdated path line viewerCanResolve resolvedBy { __typename login }
          comments(first: 20) {
            nodes { fullDatabaseId body author { __typename login } lastEditedAt editor { __typename login } }
          }
        }
      }
    }
  }
}`;
const RESOLVE_MUTATION = `
mutation ($threadId: ID!) {
  resolveReviewThread(input: { threadId: $threadId }) { thread { id isResolved } }
}`;
const REPLY_MUTATION = `
mutation ($threadId: ID!, $body: String!) {
  addPullRequestReviewThreadReply(input: { pullRequestReviewThreadId: $threadId, body: $body }) {
    comment { id }
  }
}`;
/**
 * Every review thread of the PR (100 a page, every page) that prlens started: its first comment
 * carries a fingerprint and was written by prlens's identity. A fingerprint on anyone else's thread
 * is recorded in `own` and ignored: a forged thread must not stop a finding from being posted. So is
 * a thread whose first comment someone else edited last: its fingerprint marker may have been
 * swapped for another finding's, which a maintainer's \ud83d\udc4e would then reject unseen.
 */
async function listReviewThreads(gh, pr, own, 
/** Receives our threads whose root someone else edited last, when given (./open-threads.ts). */
edited) {
    const ours = [];
    let after = null;
    for (;;) {
        const page = await gh.graphql(REVIEW_THREADS_QUERY, {
            owner: pr.owner,
            repo: pr.repo,
            number: pr.number,
            after,
        });
        const threads = page.repository?.pullRequest?.reviewThreads;
        if (!threads)
            throw new Error(`pull request ${pr.owner}/${pr.repo}#${pr.number} was not found over GraphQL`);
        for (const node of threads.nodes) {
            const comments = node.comments.nodes;
            const fingerprint = (0,markers/* readFingerprint */.bi)(comments[0]?.body ?? '');
            if (fingerprint === null)
                continue;
            const id = comments[0]?.fullDatabaseId;
            const where = id == null ? `review thread ${node.id}` : `review comment ${id}`;
            if (!own.owns(comments[0]?.author, { kind: 'inline finding', where }))
                continue;
            const editor = lastEditor(comments[0] ?? null, own, `inline finding (${where})`);
            if (editor === null)
                ours.push({ ...node, comments, fingerprint });
            else {
                own.tampered(editor.reason);
                edited?.push({ ...node, comments, fingerprint });
            }
        }
        if (!threads.pageInfo.hasNextPage || threads.pageInfo.endCursor === null)
            return ours;
        after = threads.pageInfo.endCursor;
    }
}
/**
 * The REST id of a comment from its GraphQL `fullDatabaseId`; null when absent or not an exact
 * JavaScript integer (REST could not carry such an id either).
 */
function restCommentId(fullDatabaseId) {
    if (typeof fullDatabaseId !== 'string' || !/^[1-9]\d{0,15}$/.test(fullDatabaseId))
        return null;
    const id = Number(fullDatabaseId);
    return Number.isSafeInteger(id) ? id : null;
}
const RESOLVED_REPLY = 'This finding is no longer reported on the latest changes, so prlens resolves this thread.';
const PERMISSION_HINT = 'resolving threads needs contents: write; give the workflow `permissions: contents: write` or set `resolve-fixed: false`';
/**
 * Resolves our threads whose line is outdated and whose fingerprint this run no longer produces,
 * each with a short reply. Without permission it logs once and stops; it never throws.
 */
async function resolveFixedThreads(gh, threads, currentFingerprints, logger) {
    const result = { resolved: [], permissionDenied: false, failed: [] };
    const fixed = threads.filter((t) => t.fingerprint !== null && !t.isResolved && t.isOutdated && !currentFingerprints.has(t.fingerprint));
    for (const thread of fixed) {
        if (!thread.viewerCanResolve) {
            result.permissionDenied = true;
            break;
        }
        try {
            // Resolve first: if the reply then fails, no thread is left saying "resolved" while open.
            await gh.graphql(RESOLVE_MUTATION, { threadId: thread.id });
            result.resolved.push(thread.id);
        }
        catch (error) {
            if (isForbidden(error)) {
                result.permissionDenied = true;
                break;
            }
            logger.warn(`could not resolve review thread on ${thread.path}: ${threads_message(error)}`);
            result.failed.push(thread.id);
            continue;
        }
        try {
            await gh.graphql(REPLY_MUTATION, { threadId: thread.id, body: RESOLVED_REPLY });
        }
        catch (error) {
            logger.warn(`resolved the thread on ${thread.path} but could not reply: ${threads_message(error)}`);
        }
    }
    if (result.permissionDenied)
        logger.warn(PERMISSION_HINT);
    if (result.resolved.length > 0)
        logger.info(`resolved ${result.resolved.length} fixed review threads`);
    return result;
}
/**
 * A GraphQL FORBIDDEN error (HTTP 200 with `errors[].type`). An HTTP 403 is not one: over GraphQL it
 * means a rate limit, which the client's throttling plugin already retried.
 */
function isForbidden(error) {
    if (typeof error !== 'object' || error === null)
        return false;
    const { errors } = error;
    return Array.isArray(errors) && errors.some((e) => e?.type === 'FORBIDDEN');
}
/** One line: a GraphqlResponseError's `errors` as `TYPE: message`, else the error's message. */
function threads_message(error) {
    const errors = error?.errors;
    if (Array.isArray(errors) && errors.length > 0) {
        return errors
            .map((e) => [e.type, e.message].filter((part) => typeof part === 'string').join(': '))
            .join('; ');
    }
    return error instanceof Error ? error.message : String(error);
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/github/race-cleanup.js

/** Deletes our comments (of review `reviewId`) that duplicate an older open thread; returns how many. */
async function removeRacedDuplicates(gh, pr, reviewId, logger, own) {
    const params = { owner: pr.owner, repo: pr.repo, pull_number: pr.number };
    const comments = await gh.rest.paginate(gh.rest.pulls.listReviewComments, { ...params, per_page: 100 });
    const mineIds = new Set(comments.filter((c) => c.pull_request_review_id === reviewId).map((c) => c.id));
    const oldest = new Map();
    const roots = [];
    for (const thread of await listReviewThreads(gh, pr, own)) {
        // GraphQL's `fullDatabaseId` is the REST id as a string (github.com's ids are past 2^31).
        const id = restCommentId(thread.comments[0]?.fullDatabaseId);
        if (thread.isResolved || thread.fingerprint === null || id === null)
            continue;
        roots.push({ fingerprint: thread.fingerprint, id });
        oldest.set(thread.fingerprint, Math.min(id, oldest.get(thread.fingerprint) ?? Infinity));
    }
    let removed = 0;
    for (const { fingerprint, id } of roots) {
        if (!mineIds.has(id) || oldest.get(fingerprint) === id)
            continue;
        try {
            await gh.rest.pulls.deleteReviewComment({ owner: pr.owner, repo: pr.repo, comment_id: id });
            removed++;
        }
        catch (error) {
            logger.warn(`could not delete duplicate comment ${id}: ${error.message}`);
        }
    }
    if (removed > 0)
        logger.info(`removed ${removed} comment(s) that a concurrent run had already posted`);
    return removed;
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/github/read-only.js
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
function isReadOnlyTokenError(error) {
    for (let e = error, depth = 0; e && depth < 5; depth++) {
        const { status, message, response } = e;
        if (status === 403) {
            const data = response?.data?.message;
            const text = `${typeof message === 'string' ? message : ''} ${typeof data === 'string' ? data : ''}`;
            if (READ_ONLY.test(text))
                return true;
        }
        e = e.cause;
    }
    return false;
}
/**
 * Runs one write; on a read-only token it returns `undefined` and records it, so the later writes
 * are skipped without another 403 each.
 */
class WriteGuard {
    readOnly = false;
    async run(write) {
        if (this.readOnly)
            return undefined;
        try {
            return await write();
        }
        catch (error) {
            if (!isReadOnlyTokenError(error))
                throw error;
            this.readOnly = true;
            return undefined;
        }
    }
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/github/summary.js
/**
 * The one summary comment of a PR: found by the marker at the very start of its body \u2014 on a comment
 * written by prlens's own identity, since anyone can type the marker (src/github/ownership.ts) \u2014
 * created or updated in place, and de-duplicated when two runs raced to create it. Issue comments
 * are listed 30 a page by default, so every page is read:
 * https://docs.github.com/en/rest/issues/comments#list-issue-comments
 * Its body is rendered by src/report/pr-summary.ts.
 */



/**
 * Our summary (the oldest of our comments with the marker), the ids of any later duplicates of
 * ours, and whether someone else edited it last (then its watermark is dropped here). A comment
 * with the marker by anyone else is not a summary: `own` records it for a notice.
 */
async function findSummary(gh, pr, own) {
    const found = await findOurs(gh, pr, own);
    if (!found)
        return null;
    const edited = await foreignEdit(gh, found.nodeId, own);
    return edited ? { ...found, reviewedSha: null, edited } : { ...found, edited: null };
}
/** The oldest of our summaries and the later duplicates, without asking who edited it. */
async function findOurs(gh, pr, own) {
    const [first, ...rest] = await listSummaries(gh, pr, own);
    return first ? { ...first, duplicates: rest.map((c) => c.id) } : null;
}
/**
 * Creates the summary or updates it in place. After creating one it lists again: when two runs
 * created one each, every run keeps the oldest, writes its own (the newest) body there and deletes
 * the others, so the PR ends with one summary. An update needs no re-check: a summary that already
 * existed was seen by every run that could race with this one. Only comments of our own identity
 * are ever updated or deleted; when the identity is unknown, the comment just created names it.
 */
async function upsertSummary(gh, pr, body, own) {
    if ((0,markers/* readSummaryMarker */.pw)(body) === null) {
        throw new Error('the summary body must start with the summary marker, or no later run can find it');
    }
    const issue = { owner: pr.owner, repo: pr.repo, issue_number: pr.number };
    // Writing needs no edit check: the body written is this run's own, nothing is carried over.
    const found = await findOurs(gh, pr, own);
    if (found) {
        const same = sameSummary(found.body, body);
        if (!same)
            await gh.rest.issues.updateComment({ ...issue, comment_id: found.id, body });
        const deleted = await deleteComments(gh, pr, found.duplicates);
        return { id: found.id, action: same ? 'unchanged' : 'updated', deleted };
    }
    const { data } = await gh.rest.issues.createComment({ ...issue, body });
    own.adopt(data.user);
    const [oldest, ...others] = await listSummaries(gh, pr, own);
    if (!oldest || (oldest.id === data.id && others.length === 0)) {
        return { id: data.id, action: 'created', deleted: [] };
    }
    if (oldest.body !== body)
        await gh.rest.issues.updateComment({ ...issue, comment_id: oldest.id, body });
    const deleted = await deleteComments(gh, pr, others.map((c) => c.id));
    return { id: oldest.id, action: oldest.id === data.id ? 'created' : 'updated', deleted };
}
/** The usage footer (`<sub>Usage: \u2026 \u00b7 0.6 s \u00b7 prlens x</sub>`, in any language) differs on every run. */
const USAGE_LINE = new RegExp(`^<sub>(?:${i18n/* USAGE_LABELS */.gK.map((l) => l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')}): .*<\\/sub>$`, 'gm');
/**
 * Equal but for the usage footer: a rerun that found the same things leaves the comment alone
 * instead of editing it for a new duration (one write, and an "edited" mark, per rerun).
 */
function sameSummary(a, b) {
    return a === b || a.replace(USAGE_LINE, '') === b.replace(USAGE_LINE, '');
}
async function listSummaries(gh, pr, own) {
    const comments = await gh.rest.paginate(gh.rest.issues.listComments, {
        owner: pr.owner,
        repo: pr.repo,
        issue_number: pr.number,
        per_page: 100,
    });
    const ours = [];
    for (const c of comments) {
        const state = (0,markers/* readSummaryMarker */.pw)(c.body ?? '');
        if (!state)
            continue;
        if (!own.owns(c.user, { kind: 'summary', where: `comment ${c.id}`, url: c.html_url }))
            continue;
        const { id, node_id: nodeId } = c;
        ours.push({ id, nodeId, body: c.body ?? '', reviewedSha: state.reviewedSha, created: c.created_at });
    }
    ours.sort((a, b) => a.created.localeCompare(b.created) || a.id - b.id);
    return ours.map(({ id, nodeId, body, reviewedSha }) => ({ id, nodeId, body, reviewedSha }));
}
/** Deletes comments (ours only, by construction); one already deleted by a racing run is not an error. */
async function deleteComments(gh, pr, ids) {
    const deleted = [];
    for (const id of ids) {
        try {
            await gh.rest.issues.deleteComment({ owner: pr.owner, repo: pr.repo, comment_id: id });
            deleted.push(id);
        }
        catch (error) {
            if (error.status !== 404)
                throw error;
        }
    }
    return deleted;
}

// EXTERNAL MODULE: ./.tmp/bundle-src/core/repo-path.js
var repo_path = __webpack_require__(36535);
// EXTERNAL MODULE: ./.tmp/bundle-src/regex/linear-regex.js
var linear_regex = __webpack_require__(10124);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./.tmp/bundle-src/github/tarball.js
/**
 * Reads a repository snapshot from GitHub's tarball (`GET /repos/{o}/{r}/tarball/{ref}`, the
 * `git archive` of one commit) entirely in memory: gunzip, then a small ustar/pax reader. Nothing
 * is written to disk and nothing is executed, so the action can search a PR's head without a
 * checkout (safe under `pull_request_target`). Only regular files are kept: symlinks, hard links,
 * devices and directories are skipped, so a link can never lead a search out of the repository.
 * https://docs.github.com/en/rest/repos/contents#download-a-repository-archive-tar
 *
 * Hand-written on purpose, for a parser of untrusted archives: `tar-stream` and node-tar are
 * streaming readers (node-tar built around extracting to disk) with their own dependencies, while
 * this reads one buffer that gunzip has already capped, writes nothing and follows no link. What
 * it must survive is pinned by tests/github/tarball-hostile.test.ts: `..` and absolute paths (also
 * in pax headers), symlinks and hard links, a size field larger than the archive, non-octal or
 * base-256 sizes, a bad header checksum, a truncated archive. A malformed archive is an error,
 * never a partial snapshot that a search would report as "no match".
 * Format: https://pubs.opengroup.org/onlinepubs/9799919799/utilities/pax.html#tag_20_94_13
 */

const DEFAULT_TAR_LIMITS = { maxBytes: 256 * 1024 * 1024, maxFileBytes: 1024 * 1024 };
const BLOCK = 512;
/** The regular files of a gzipped tarball, by path with the top directory (`owner-repo-sha/`) removed. */
function readTarball(gzipped, limits = DEFAULT_TAR_LIMITS) {
    let tar;
    try {
        tar = (0,external_node_zlib_.gunzipSync)(gzipped, { maxOutputLength: limits.maxBytes });
    }
    catch (error) {
        throw new Error(`the repository archive could not be unpacked (${error.message})`, {
            cause: error,
        });
    }
    return readEntries(tar, limits);
}
function malformed(reason, at) {
    return new Error(`the repository archive is malformed: ${reason} at byte ${at}`);
}
function readEntries(tar, limits) {
    const files = new Map();
    let pax = null;
    let at = 0;
    for (; at + BLOCK <= tar.length;) {
        const header = tar.subarray(at, at + BLOCK);
        if (header.every((b) => b === 0))
            return files;
        if (!checksumOk(header))
            throw malformed('bad header checksum', at);
        const paxSize = pax?.get('size');
        const size = paxSize === undefined ? octal(header.subarray(124, 136)) : decimal(paxSize);
        if (!Number.isSafeInteger(size) || size < 0)
            throw malformed('unreadable entry size', at);
        const type = String.fromCharCode(header[156] ?? 0);
        const dataStart = at + BLOCK;
        if (dataStart + size > tar.length)
            throw malformed('entry runs past the end (truncated)', at);
        const data = tar.subarray(dataStart, dataStart + size);
        at = dataStart + Math.ceil(size / BLOCK) * BLOCK;
        // A pax header describes the next entry (long paths); the global one only carries the commit id.
        if (type === 'x') {
            pax = paxRecords(data);
            continue;
        }
        if (type === 'g')
            continue;
        const name = pax?.get('path') ?? ustarName(header);
        pax = null;
        // '0' and NUL are regular files; everything else (links, dirs, devices) is skipped.
        if (type !== '0' && type !== '\0')
            continue;
        const relative = name.split('/').slice(1).join('/');
        if (relative === '' || size > limits.maxFileBytes)
            continue;
        if (relative.split('/').some((s) => s === '..' || s === '.git') || relative.startsWith('/'))
            continue;
        files.set(relative, Buffer.from(data));
    }
    // No end-of-archive block: fine at a block boundary (some writers omit it), not mid-header.
    if (at < tar.length && tar.subarray(at).some((b) => b !== 0))
        throw malformed('truncated header', at);
    return files;
}
/** The header checksum: the sum of its bytes with the checksum field read as spaces (POSIX ustar). */
function checksumOk(header) {
    let sum = 0;
    for (let i = 0; i < BLOCK; i++)
        sum += i >= 148 && i < 156 ? 0x20 : header[i];
    return octal(header.subarray(148, 156)) === sum;
}
function decimal(text) {
    return /^[0-9]+$/.test(text) ? Number(text) : NaN;
}
/** An octal field; NaN when it holds anything else (a base-256 size, garbage). */
function octal(field) {
    const text = field.toString('latin1').replace(/\0.*$/s, '').trim();
    if (text === '')
        return 0;
    return /^[0-7]+$/.test(text) ? parseInt(text, 8) : NaN;
}
function ustarName(header) {
    const cut = (b) => b.toString('utf8').replace(/\0.*$/s, '');
    const name = cut(header.subarray(0, 100));
    const magic = header.subarray(257, 262).toString('latin1');
    const prefix = magic === 'ustar' ? cut(header.subarray(345, 500)) : '';
    return prefix ? `${prefix}/${name}` : name;
}
/** `LEN key=value\n` records of a pax header. */
function paxRecords(data) {
    const out = new Map();
    let at = 0;
    while (at < data.length) {
        const space = data.indexOf(0x20, at);
        if (space < 0)
            break;
        const length = Number(data.toString('latin1', at, space));
        if (!Number.isFinite(length) || length <= 0)
            break;
        const record = data.toString('utf8', space + 1, at + length - 1);
        const eq = record.indexOf('=');
        if (eq > 0)
            out.set(record.slice(0, eq), record.slice(eq + 1));
        at += length;
    }
    return out;
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/github/workspace.js



const DEFAULT_MAX_FILE_BYTES = 1024 * 1024;
const DEFAULT_MAX_TOTAL_BYTES = 300 * 1024 * 1024;
/** Folder listings one listBelow reads: the folders of a small instructions tree, not a repository. */
const MAX_LISTED_FOLDERS = 20;
/** Reads files at a ref over `GET /repos/{o}/{r}/contents/{path}` with the raw media type. */
class GitHubWorkspace {
    gh;
    options;
    cache = new Map();
    snapshots = new Map();
    maxBytes;
    maxTotalBytes;
    /** Bytes of the texts read so far (what the cache holds). */
    held = 0;
    /** Why a (ref, path) read as null though it is there. */
    reasons = new Map();
    constructor(gh, options) {
        this.gh = gh;
        this.options = options;
        this.maxBytes = options.maxBytes ?? DEFAULT_MAX_FILE_BYTES;
        this.maxTotalBytes = options.maxTotalBytes ?? DEFAULT_MAX_TOTAL_BYTES;
    }
    unreadReason(path, ref) {
        return this.reasons.get(`${ref ?? this.options.defaultRef}\0${(0,repo_path/* repositoryPath */.SH)(path)}`);
    }
    /** Text of `path` at `ref` (null: the default ref); null when absent, a directory, binary or too big. */
    async readFile(path, ref) {
        const relative = (0,repo_path/* repositoryPath */.SH)(path);
        const at = ref ?? this.options.defaultRef;
        const key = `${at}\0${relative}`;
        let pending = this.cache.get(key);
        if (!pending) {
            // The promise is cached, so concurrent readers of one file share one request.
            pending = this.fromSnapshot(relative, at);
            this.cache.set(key, pending);
            // A failure is not an answer: forget it so that a later read may try again.
            pending.catch(() => this.cache.delete(key));
        }
        return pending;
    }
    /** Warms the cache for `paths`, at most `concurrency` requests at a time; failures are logged. */
    async prefetch(paths, ref = null) {
        const queue = [...new Set(paths)];
        const worker = async () => {
            for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
                try {
                    await this.readFile(path, ref);
                }
                catch (error) {
                    this.options.logger.warn(`could not prefetch ${path}: ${String(error)}`);
                }
            }
        };
        const workers = Math.max(1, Math.min(this.options.concurrency ?? 4, queue.length));
        await Promise.all(Array.from({ length: workers }, worker));
    }
    /**
     * Literal or regular-expression search over the tarball of `ref` (the head by default), unpacked
     * in memory: GitHub's code search covers default branches only, and there is no checkout. Binary
     * files and symlinks are never searched; hits come in path order, at most `limit`.
     */
    async searchCode(query, options) {
        if (query === '')
            return [];
        const limit = Math.min(Math.max(1, Math.floor(options.limit ?? 100)), 1000);
        const matcher = lineMatcher(query, options.regex === true);
        const files = await this.snapshot(options.ref ?? this.options.defaultRef);
        const hits = [];
        const skip = options.skip;
        for (const path of [...files.keys()].sort()) {
            const bytes = files.get(path);
            if (bytes.includes(0))
                continue;
            const excluded = skip?.excluded(path) === true;
            const lines = bytes.toString('utf8').split('\n');
            for (let i = 0; i < lines.length && hits.length < limit; i++) {
                const text = (lines[i] ?? '').replace(/\r$/, '');
                if (!matcher(text))
                    continue;
                // An excluded path is only named: one match says it holds the code, nothing of it is kept.
                if (excluded) {
                    skip?.withheld.add(path);
                    break;
                }
                hits.push({ path, line: i + 1, text });
            }
            if (hits.length >= limit)
                break;
        }
        return hits;
    }
    /** Paths of the regular files at `ref` (null: the head), from the same in-memory tarball. */
    async listFiles(ref) {
        return [...(await this.snapshot(ref ?? this.options.defaultRef)).keys()].sort();
    }
    /**
     * Files at or below `folder` at `ref` (null: the head), from the contents API's folder listings
     * (one request a folder, at most MAX_LISTED_FOLDERS), so a few small files need no tarball.
     */
    async listBelow(folder, ref) {
        const at = ref ?? this.options.defaultRef;
        const files = [];
        const queue = [(0,repo_path/* repositoryPath */.SH)(folder)];
        for (let listed = 0; listed < MAX_LISTED_FOLDERS; listed++) {
            const next = queue.shift();
            if (next === undefined)
                break;
            for (const entry of await this.folderEntries(next, at)) {
                if (entry.type === 'file')
                    files.push(entry.path);
                else if (entry.type === 'dir')
                    queue.push(entry.path);
            }
        }
        return files.sort();
    }
    /** Files directly in `folder` at `ref` (null: the head): one contents-API listing, [] when absent. */
    async listFolder(folder, ref) {
        const entries = await this.folderEntries((0,repo_path/* repositoryPath */.SH)(folder), ref ?? this.options.defaultRef);
        return entries
            .filter((e) => e.type === 'file')
            .map((e) => e.path)
            .sort();
    }
    /** One folder's entries from the contents API; none for an absent path or a file. */
    async folderEntries(path, ref) {
        const { owner, repo } = this.options;
        let data;
        try {
            ({ data } = await this.gh.rest.repos.getContent({ owner, repo, path, ref }));
        }
        catch (error) {
            if (error.status === 404)
                return [];
            throw error;
        }
        // A file answers with one object, a folder with the array of its entries.
        if (!Array.isArray(data))
            return [];
        return data.flatMap((e) => typeof e.path === 'string' ? [{ type: e.type, path: e.path }] : []);
    }
    /** The files of `ref`, fetched once as a tarball and kept in memory; a failure is not cached. */
    snapshot(ref) {
        let pending = this.snapshots.get(ref);
        if (!pending) {
            pending = this.fetchTarball(ref);
            this.snapshots.set(ref, pending);
            pending.catch(() => this.snapshots.delete(ref));
        }
        return pending;
    }
    async fetchTarball(ref) {
        const { owner, repo, logger } = this.options;
        // GitHub answers with a redirect to codeload.github.com, which fetch follows.
        const response = await this.gh.rest.repos.downloadTarballArchive({ owner, repo, ref });
        const files = readTarball(new Uint8Array(response.data));
        logger.debug(`read ${files.size} file(s) of ${owner}/${repo} at ${ref} from its tarball`);
        return files;
    }
    /**
     * A file of a ref whose tarball this run already fetched (for a search) is read from it: the same
     * commit's bytes, without one more request. A path the tarball lacks (a symlink, an `export-ignore`
     * path, a file too large for it) or a failed tarball falls back to the contents API.
     */
    async fromSnapshot(path, ref) {
        const files = await this.snapshots.get(ref)?.catch(() => null);
        const bytes = files?.get(path);
        if (bytes === undefined)
            return this.fetch(path, ref);
        return this.text(bytes.byteLength > this.maxBytes ? null : bytes, path, ref);
    }
    /**
     * A file's bytes as text, counted against the run's total. Null, with why (in the log and for
     * unreadReason), when over the size limit (`bytes` null), binary, or past the total.
     */
    text(bytes, path, ref) {
        if (bytes === null)
            return this.unread(path, ref, `larger than ${this.maxBytes} bytes, the most one read takes`);
        if (bytes.includes(0))
            return this.unread(path, ref, 'binary', 'debug');
        if (this.held + bytes.byteLength > this.maxTotalBytes)
            return this.unread(path, ref, `the run's reads reached their total of ${this.maxTotalBytes} bytes`);
        this.held += bytes.byteLength;
        return new TextDecoder().decode(bytes);
    }
    unread(path, ref, reason, level = 'info') {
        this.reasons.set(`${ref}\0${path}`, reason);
        this.options.logger[level](`not reading ${path} at ${ref}: ${reason}`);
        return null;
    }
    async fetch(path, ref) {
        const { owner, repo, logger } = this.options;
        let response;
        try {
            response = await this.gh.rest.repos.getContent({
                owner,
                repo,
                path,
                ref,
                // Raw serves files up to 100 MB (JSON only to 1 MB); the unparsed body lets us stop early.
                // https://docs.github.com/en/rest/repos/contents#get-repository-content
                mediaType: { format: 'raw' },
                request: { parseSuccessResponseBody: false },
            });
        }
        catch (error) {
            if (error.status === 404)
                return null;
            throw error;
        }
        const body = response.data;
        // A directory (or a symlink out of the repository) answers with its JSON description.
        if (/^application\/json\b/i.test(response.headers['content-type'] ?? '')) {
            await body?.cancel();
            logger.debug(`${path} at ${ref} is not a file`);
            return null;
        }
        const declared = Number(response.headers['content-length'] ?? NaN);
        const bytes = declared > this.maxBytes ? null : await readAtMost(body, this.maxBytes);
        if (bytes === null)
            await body?.cancel().catch(() => undefined);
        return this.text(bytes, path, ref);
    }
}
/** The whole body, or null as soon as it grows past `max` bytes. */
async function readAtMost(body, max) {
    if (!body)
        return new Uint8Array();
    const chunks = [];
    let total = 0;
    const reader = body.getReader();
    for (;;) {
        const { done, value } = await reader.read();
        if (done)
            break;
        total += value.byteLength;
        if (total > max) {
            await reader.cancel();
            return null;
        }
        chunks.push(value);
    }
    return Buffer.concat(chunks);
}
/** Longest line a regular expression is run on: matching is linear, this bounds its total cost. */
const MAX_REGEX_LINE = 2_000;
/**
 * A line test for `query`: a substring, or a regular expression on RE2's linear-time engine (close to
 * the POSIX extended syntax `git grep -E` takes locally; RE2 knows the `[[:space:]]` classes). The
 * pattern comes from a model: on a backtracking engine `(a|a?)+$` would block the event loop for
 * tens of seconds, past any deadline.
 */
function lineMatcher(query, regex) {
    if (!regex)
        return (line) => line.includes(query);
    const re = (0,linear_regex/* compileLinearRegex */.I)(query);
    return (line) => re.test(line.length > MAX_REGEX_LINE ? line.slice(0, MAX_REGEX_LINE) : line);
}

// EXTERNAL MODULE: ./.tmp/bundle-src/static/static-limits.js
var static_limits = __webpack_require__(69375);
;// CONCATENATED MODULE: ./.tmp/bundle-src/github/pull-request.js






















/** A loaded pull request and every API call the use cases make on it. */
class PullRequest {
    gh;
    context;
    options;
    workspace;
    /** Writes go through it: a read-only token (a fork PR) turns the later ones into no-ops. */
    guard = new WriteGuard();
    /** Who may reject our findings (write access, not the author), looked up once per login. */
    rejecters;
    own;
    constructor(gh, 
    /** The PR at its head: title, body, SHAs, parsed files. */
    context, options) {
        this.gh = gh;
        this.context = context;
        this.options = options;
        this.workspace = new GitHubWorkspace(gh, {
            owner: context.owner,
            repo: context.repo,
            defaultRef: context.headSha,
            logger: options.logger,
            // What the static lens checks (the CLI reads git, which has no cap of its own).
            maxBytes: static_limits/* STATIC_LIMITS */.A.bytes,
        });
        this.rejecters = new Rejecters(gh, context);
        if (options.identity !== undefined)
            this.own = new Ownership(options.identity);
    }
    /** Loads the PR at its current head (comment payloads carry no head SHA), in a log group. */
    static async load(gh, ref, options) {
        const context = await options.logger.group('Pull request', () => (0,pr_context/* loadPullRequest */.J)(gh, ref));
        return new PullRequest(gh, context, options);
    }
    /** True once a write was refused as read-only. */
    get readOnly() {
        return this.guard.readOnly;
    }
    /** Which comments are ours: learned once (GraphQL viewer, REST user, or the Actions bot). */
    async ownership() {
        this.own ??= new Ownership(await resolveIdentity(this.gh, this.options.env, this.options.logger));
        return this.own;
    }
    /**
     * Our summary comment, if any (a marker on anyone else's comment is recorded, not trusted), and
     * whether someone else edited it last (its state is then void).
     */
    async findSummary() {
        return findSummary(this.gh, this.context, await this.ownership());
    }
    /** Creates or updates our summary; undefined on a read-only token. */
    async upsertSummary(body) {
        const own = await this.ownership();
        return this.guard.run(() => upsertSummary(this.gh, this.context, body, own));
    }
    /** The files changed between `watermark` and the head, or why the whole PR must be reviewed. */
    changedSince(watermark) {
        return changedSince(this.gh, this.context, watermark, this.context.headSha);
    }
    /** The author's stated intent: title, description and a linked issue. */
    intent(log) {
        return loadIntent(this.gh, this.context, log);
    }
    /**
     * The team's rejections of our findings since `known` (\ud83d\udc4e or `/prlens ignore` by writers), on
     * the roots of the `trusted` threads only when given (our threads nobody else edited).
     */
    async rejections(options) {
        const own = await this.ownership();
        const { logger } = this.options;
        const { trusted, ...rest } = options;
        const read = { ...rest, logger, own, rejecters: this.rejecters };
        if (trusted === undefined)
            return readRejections(this.gh, this.context, read);
        // Only their root comments, by REST id (GraphQL's `fullDatabaseId`; `databaseId` overflows).
        const roots = trusted.map((t) => restCommentId(t.comments[0]?.fullDatabaseId));
        const trustedRoots = new Set(roots.filter((id) => id !== null));
        return readRejections(this.gh, this.context, { ...read, trustedRoots });
    }
    /**
     * Our review threads split by trust: `ours` as prlens left them, `edited` those whose first
     * comment someone else edited last (ignored for learning and posting; counted by the gate's
     * fallback, src/github/open-threads.ts).
     */
    async reviewThreads() {
        const edited = [];
        const ours = await listReviewThreads(this.gh, this.context, await this.ownership(), edited);
        return { ours, edited };
    }
    /** The merge gate's open findings as our threads hold them (./open-threads.ts). */
    async openFromThreads(threads) {
        return openFromThreads(threads, await this.ownership());
    }
    /** Review threads with our fingerprints (only on threads we started). */
    async threads() {
        return listReviewThreads(this.gh, this.context, await this.ownership());
    }
    /** Inline comments checked against the FULL PR diff: that is what GitHub checks comments against. */
    planComments(findings, options) {
        const indexes = new Map(this.context.files.map((f) => [f.path, (0,line_index/* buildLineIndex */.T)(f)]));
        return toReviewComments(findings, indexes, { ...options, maxBodyChars: DEFAULT_MAX_COMMENT_CHARS });
    }
    /**
     * Posts one review and salvages a 422; then deletes our copies of findings a concurrent run had
     * already posted. Undefined on a read-only token.
     */
    async postReview(input) {
        const own = await this.ownership();
        const { logger } = this.options;
        const review = await this.guard.run(() => postReview(this.gh, this.context, input, { logger, own }));
        if (!review)
            return undefined;
        const removed = review.reviewId !== null && review.posted.length > 0
            ? await removeRacedDuplicates(this.gh, this.context, review.reviewId, logger, own)
            : 0;
        return { ...review, removed };
    }
    /** Resolves our outdated threads whose finding is gone; never throws. */
    resolveFixed(threads, current) {
        return resolveFixedThreads(this.gh, threads, current, this.options.logger);
    }
    /** The `prlens` check run on the head commit; never throws (a 403 becomes a notice). */
    checkRun(input) {
        return publishCheckRun(this.gh, this.context, input);
    }
    /** Our severity labels brought in line with the findings; never throws. */
    labels(findings, complete) {
        return syncLabels(this.gh, this.context, findings, complete);
    }
    /** Takes one label off the PR (https://docs.github.com/rest/issues/labels#remove-a-label-from-an-issue). */
    async removeLabel(name) {
        const { owner, repo, number } = this.context;
        await this.gh.rest.issues.removeLabel({ owner, repo, issue_number: number, name });
    }
    /** Writes prlens's section into the description; undefined on a read-only token. */
    writeDescription(section) {
        return this.guard.run(() => writeDescription(this.gh, this.context, section));
    }
    /** Replies in a review thread or on the conversation; null on a read-only token. */
    async reply(target, body) {
        return (await this.guard.run(() => postReply(this.gh, this.context, target, body))) ?? null;
    }
    /** One review comment (the root of the thread a `/prlens ignore` was written in). */
    async threadRoot(id) {
        const { owner, repo } = this.context;
        const { data } = await this.gh.rest.pulls.getReviewComment({ owner, repo, comment_id: id });
        return { id: data.id, nodeId: data.node_id, body: data.body, author: data.user };
    }
    /** Who last edited comment `nodeId` of ours, when it was not prlens (./comment-edits.ts); never throws. */
    async foreignEdit(nodeId, what) {
        return foreignEdit(this.gh, nodeId, await this.ownership(), what);
    }
    /** Rewrites our summary comment `id` (found by findSummary); false on a read-only token. */
    async rewriteSummary(id, body) {
        const { owner, repo } = this.context;
        await this.guard.run(() => this.gh.rest.issues.updateComment({ owner, repo, comment_id: id, body }));
        return !this.guard.readOnly;
    }
    /** Reacts to a comment (the \ud83d\udc40 acknowledgement of a command). */
    async react(subject, commentId, content) {
        await this.guard.run(() => react(this.gh, this.context, subject, commentId, content));
    }
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/github/forge.js






/** The Forge port over one token's REST and GraphQL clients. */
class GitHubForge {
    gh;
    options;
    constructor(gh, options) {
        this.gh = gh;
        this.options = options;
    }
    /** Loads the PR at its current head, in a log group. */
    pullRequest(ref, options = {}) {
        return PullRequest.load(this.gh, ref, { ...this.options, identity: options.identity });
    }
    /** Who the token posts as (GraphQL viewer, REST user, or the Actions bot). */
    identity() {
        return resolveIdentity(this.gh, this.options.env, this.options.logger);
    }
    /** Every open PR: ceil(open / 100) requests. */
    openPulls(repo) {
        return listOpenPulls(this.gh, repo);
    }
    /** Our summary on each PR asked for, one list call each; markers by anyone else are noted. */
    summaries(identity) {
        const own = new Ownership(identity);
        return {
            find: (pr) => findSummary(this.gh, pr, own),
            notices: () => own.notices(),
        };
    }
    /** The default branch (https://docs.github.com/rest/repos/repos#get-a-repository); a 404 names the repository. */
    async defaultBranch(repo) {
        const { data } = await this.gh.rest.repos
            .get({ owner: repo.owner, repo: repo.repo })
            .catch((error) => {
            if (error?.status !== 404)
                throw error;
            throw new Error(`repository ${repo.owner}/${repo.repo} was not found (404): check the name, and ` +
                'that the token can see it', { cause: error });
        });
        return data.default_branch;
    }
    /** Files of `repo` at `ref`, read over the API. */
    workspace(repo, ref) {
        return new GitHubWorkspace(this.gh, { ...repo, defaultRef: ref, logger: this.options.logger });
    }
}

// EXTERNAL MODULE: ./.tmp/bundle-src/log/stderr-logger.js
var stderr_logger = __webpack_require__(50749);
;// CONCATENATED MODULE: ./.tmp/bundle-src/cli/github-session.js
/**
 * What every CLI command that talks to GitHub (`review --pr`, `sweep`) starts with: the token from
 * GITHUB_TOKEN (GH_TOKEN as fallback), the API from GITHUB_API_URL / GITHUB_GRAPHQL_URL (GHES), a
 * masker that knows every secret the process was given, and a stderr logger that masks with it.
 */





/** Reads the token and builds the clients; throws a ConfigError naming the variable when there is none. */
function openGitHubSession(env, output, client = {}) {
    const token = env.GITHUB_TOKEN?.trim() || env.GH_TOKEN?.trim();
    // Before anything can print it; the model keys too, since a report or error might quote them.
    const mask = (0,core_mask/* createMasker */.aD)([token, env.PRLENS_API_KEY, env.OPENAI_API_KEY, env.ANTHROPIC_API_KEY]);
    const logger = (0,stderr_logger/* createStderrLogger */.JE)({ write: output.stderr, mask, quiet: output.quiet, debug: output.debug });
    if (!token) {
        throw new config_layers/* ConfigError */.xL('GITHUB_TOKEN is not set: export a token that can read the repository (and write pull requests ' +
            'to post), e.g. GITHUB_TOKEN=$(gh auth token); GH_TOKEN works too');
    }
    const gh = (0,github_client/* createGitHub */.Cl)({
        token,
        ...(env.GITHUB_API_URL?.trim() ? { apiUrl: env.GITHUB_API_URL.trim() } : {}),
        ...(env.GITHUB_GRAPHQL_URL?.trim() ? { graphqlUrl: env.GITHUB_GRAPHQL_URL.trim() } : {}),
        logger,
        mask,
        ...client,
    });
    return { forge: new GitHubForge(gh, { logger, env }), logger, mask };
}


/***/ }),

/***/ 58388:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* reexport safe */ _merge_js__WEBPACK_IMPORTED_MODULE_2__.J),
/* harmony export */   R8: () => (/* reexport safe */ _yaml_layer_js__WEBPACK_IMPORTED_MODULE_1__.layerFromYaml),
/* harmony export */   RG: () => (/* reexport safe */ _yaml_layer_js__WEBPACK_IMPORTED_MODULE_1__.readConfigFile),
/* harmony export */   Z9: () => (/* binding */ loadConfig),
/* harmony export */   iw: () => (/* reexport safe */ _load_at_js__WEBPACK_IMPORTED_MODULE_0__.iw),
/* harmony export */   jQ: () => (/* binding */ resolveLocalSettings),
/* harmony export */   xg: () => (/* reexport safe */ _load_at_js__WEBPACK_IMPORTED_MODULE_0__.xg)
/* harmony export */ });
/* harmony import */ var _load_at_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53496);
/* harmony import */ var _yaml_layer_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(92183);
/* harmony import */ var _merge_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(45702);
/**
 * Loads the settings of one run: defaults < user file < repo file < env < flags.
 * Each layer is checked on its own so an error names the file or flag it came from. The repo file
 * may not set the keys that route the API key or the code (src/config/trust.ts).
 * This module reads the working tree's files synchronously (`config show`, `doctor`) and so loads
 * the YAML reader with it; a review loads its settings through load-at.ts, which imports the reader
 * only when there is a file to read (issue 48).
 */





/**
 * The settings from the working tree's files, as `config show` prints them: instruction files named,
 * not read (a review reads them: `loadConfig`).
 */
function resolveLocalSettings(sources) {
    return (0,_load_at_js__WEBPACK_IMPORTED_MODULE_0__/* .localSettingsWith */ .TT)(sources, _yaml_layer_js__WEBPACK_IMPORTED_MODULE_1__.readConfigFile);
}
/** Loads every layer, merges them and validates the result; the repo file from the working tree. */
function loadConfig(sources) {
    return (0,_load_at_js__WEBPACK_IMPORTED_MODULE_0__/* .localConfigWith */ .m$)(sources, _yaml_layer_js__WEBPACK_IMPORTED_MODULE_1__.readConfigFile);
}


/***/ }),

/***/ 92183:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   layerFromYaml: () => (/* binding */ layerFromYaml),
/* harmony export */   readConfigFile: () => (/* binding */ readConfigFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38815);
/* harmony import */ var _layers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(71963);
/**
 * A YAML config file read into a layer. The YAML parser loads with this module: load-at.ts imports
 * it only when there is a file to read (issue 48).
 */



/** Reads and validates one YAML config file into a layer. */
function readConfigFile(file, label = file) {
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8');
    }
    catch (error) {
        throw new _layers_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL(`cannot read config file ${label}: ${error.message}`, { cause: error });
    }
    return layerFromYaml(text, label);
}
/** Validates config text already read (e.g. fetched from a branch over the API) into a layer. */
function layerFromYaml(text, label) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_1__.LineCounter();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_1__.parseDocument)(text, { lineCounter, uniqueKeys: true });
    const problem = doc.errors[0];
    if (problem) {
        const where = problem.linePos ? ` (line ${problem.linePos[0].line})` : '';
        throw new _layers_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL(`${label}${where}: not valid YAML: ${problem.message.split('\n')[0]}`, {
            cause: problem,
        });
    }
    // The line of the nearest node that exists on the path (a missing key points at its parent).
    const locate = (path) => {
        for (let n = path.length; n > 0; n--) {
            const node = doc.getIn(path.slice(0, n), true);
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_1__.isNode)(node) && node.range)
                return lineCounter.linePos(node.range[0]).line;
        }
        return undefined;
    };
    return (0,_layers_js__WEBPACK_IMPORTED_MODULE_2__/* .layerFromObject */ .Hh)(label, doc.toJS({ maxAliasCount: 100 }), locate);
}


/***/ }),

/***/ 90384:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ fetchFailure)
/* harmony export */ });
/**
 * Failures that happen before a server answers: fetch could not connect, resolve the host, or
 * trust its certificate. Most never heal by waiting (a blocked port, an unknown host, a bad
 * certificate), so a client fails at once on them, or after one short retry for a refused
 * connection (a server that is restarting refuses for a moment). Shared by the GitHub client and
 * the model clients, which both reach their servers through Node's fetch.
 */
/** TLS verification errors of Node (OpenSSL's codes and Node's own `ERR_TLS_*`). */
const TLS_CODE = /^(CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|ERR_TLS_|ERR_SSL_)/;
/** The innermost error of a `fetch failed` chain, where Node puts the system error code. */
function rootCause(error) {
    let current = error?.cause;
    while (current && typeof current === 'object' && current.cause && typeof current.cause === 'object')
        current = current.cause;
    return current;
}
/** The failure, read off the cause chain of an error that wraps a fetch with no HTTP answer. */
function fetchFailure(error) {
    const cause = rootCause(error);
    if (cause === undefined)
        return undefined;
    const code = typeof cause.code === 'string' ? cause.code : '';
    const message = typeof cause.message === 'string' ? cause.message : error.message;
    // The fetch standard blocks some ports outright (9, 25, 6000, ...): no request is ever sent.
    if (/^bad port$/i.test(message) || /^bad port$/i.test(error.message))
        return { kind: 'permanent', reason: 'the port is one fetch refuses to use (a blocked port)' };
    if (code === 'ECONNREFUSED')
        return { kind: 'refused', reason: 'connection refused (nothing listens there)' };
    if (code === 'ENOTFOUND')
        return { kind: 'permanent', reason: 'host not found (DNS)' };
    if (TLS_CODE.test(code))
        return { kind: 'permanent', reason: `TLS certificate not trusted (${code})` };
    // undici's `headersTimeout` and `bodyTimeout` (300 s each unless the client's agent sets them):
    // https://undici.nodejs.org/#/docs/api/Errors
    if (code === 'UND_ERR_HEADERS_TIMEOUT')
        return { kind: 'transient', timeout: 'headers', reason: `the response headers took too long (${code})` };
    if (code === 'UND_ERR_BODY_TIMEOUT')
        return { kind: 'transient', timeout: 'body', reason: `the response body paused too long (${code})` };
    if (code === 'ERR_INVALID_URL' || /invalid url/i.test(message))
        return { kind: 'permanent', reason: 'not a valid URL' };
    return { kind: 'transient', reason: code ? `${message} (${code})` : message };
}


/***/ }),

/***/ 79014:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rK: () => (/* binding */ DEFAULT_API_URL),
  Cl: () => (/* binding */ createGitHub)
});

// UNUSED EXPORTS: graphqlEndpoint

// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(49735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(86856);
// EXTERNAL MODULE: ./node_modules/@octokit/rest/dist-src/index.js + 21 modules
var dist_src = __webpack_require__(59988);
// EXTERNAL MODULE: ./.tmp/bundle-src/core/mask.js
var core_mask = __webpack_require__(35987);
// EXTERNAL MODULE: ./.tmp/bundle-src/version.js
var version = __webpack_require__(21087);
;// CONCATENATED MODULE: ./.tmp/bundle-src/github/mask-requests.js
/**
 * The one choke point for what prlens sends to GitHub: a `before` hook on the client's request
 * pipeline masks every parameter of every request \u2014 REST bodies (reviews and their inline
 * comments, replies, issue comments, the summary, check runs with their output and annotations,
 * labels, the PR description) and GraphQL variables alike, since @octokit/core sends GraphQL
 * through the same hooked `request`. A code path added later cannot forget to mask: it has no
 * other way out. Parameters are masked before Octokit serialises them, so no JSON or URL encoding
 * can hide a secret from the masker. The transport fields (method, URL template, headers \u2014 where
 * the token must stay \u2014 and request options) are left alone.
 * https://github.com/octokit/core.js#hooks
 */

/** Endpoint options that are not request parameters. */
const TRANSPORT = new Set(['method', 'url', 'baseUrl', 'headers', 'request', 'mediaType']);
/** Registers the masking hook on `octokit`: every request's parameters pass through `mask`. */
function maskRequests(octokit, mask) {
    octokit.hook.before('request', (options) => {
        for (const key of Object.keys(options)) {
            if (!TRANSPORT.has(key))
                options[key] = (0,core_mask/* maskDeep */.fI)(options[key], mask);
        }
    });
}

// EXTERNAL MODULE: ./.tmp/bundle-src/github/network-errors.js
var network_errors = __webpack_require__(95121);
;// CONCATENATED MODULE: ./.tmp/bundle-src/github/client.js
/**
 * The GitHub client pair: Octokit REST with GitHub's advised retry behaviour, and GraphQL through
 * the same request pipeline (so GraphQL gets the same auth, throttling, retries and logging).
 *
 * Retries are classified (docs/contracts.md, "Retries"):
 * - primary rate limit (403/429 with `x-ratelimit-remaining: 0`): one retry after the reset, if soon;
 * - secondary rate limit (403/429 saying so, or carrying `retry-after`): up to two retries honouring
 *   `retry-after`; plugin-throttling also spaces writes and GraphQL calls 1 s apart (3 s for those
 *   that notify, like creating a review), GitHub's advice against secondary limits:
 *   https://docs.github.com/en/rest/using-the-rest-api/best-practices-for-using-the-rest-api#handle-rate-limit-errors-appropriately
 * - 5xx and network errors: plugin-retry's backoff (1 s, 4 s, 9 s);
 * - every other 4xx fails at once: a bad token or a missing permission does not heal by waiting.
 * Waits longer than `maxWaitSeconds` are not taken: the run has a deadline and posts partial results.
 */







const DEFAULT_API_URL = 'https://api.github.com';
const DEFAULT_MAX_WAIT_SECONDS = 120;
const PRIMARY_LIMIT_RETRIES = 1;
const SECONDARY_LIMIT_RETRIES = 2;
/** Every 4xx: plugin-retry retries any status >= 400 not listed here; throttling owns 403 and 429. */
const CLIENT_ERRORS = Array.from({ length: 100 }, (_, i) => 400 + i);
/**
 * Bottleneck groups that let every job through at once, for plugin-throttling's `write`,
 * `notifications` and `search` limiters (it asks a group for `key(id).schedule(options, fn, ...args)`):
 * the spacing goes, the rate-limit handling (its retry limiter) stays.
 */
const unspacedGroup = {
    key: () => ({
        schedule: (_options, fn, ...args) => Promise.resolve().then(() => fn(...args)),
    }),
};
const UNSPACED = { write: unspacedGroup, notifications: unspacedGroup, search: unspacedGroup };
/**
 * plugin-throttling only treats a 403/429 as a secondary limit when its message says "secondary
 * rate" (older GHES says "abuse detection"); GitHub asks clients to honour any `retry-after`. This
 * runs first, inside throttling, and labels such an answer so throttling waits as it is told.
 */
function labelRetryAfter(octokit) {
    octokit.hook.error('request', (error) => {
        const status = error.status;
        const headers = error.response
            ?.headers;
        const after = headers?.['retry-after'];
        if ((status === 403 || status === 429) && after && !/\bsecondary rate\b/i.test(error.message)) {
            error.message = `${error.message} (secondary rate limit: retry after ${after} s)`;
        }
        throw error;
    });
}
/**
 * Innermost as well: a failure that cannot heal is not retried, a refused connection once, so the
 * user learns within a second what to fix instead of after plugin-retry's 14 s of backoff.
 */
function limitNetworkRetries(octokit) {
    octokit.hook.error('request', (error, options) => {
        const failure = (0,network_errors/* networkFailure */.r)(error);
        if (failure && failure.kind !== 'transient') {
            const request = options.request ?? {};
            const previous = typeof request.retries === 'number' ? request.retries : Infinity;
            const retries = Math.min(previous, failure.kind === 'refused' ? 1 : 0);
            options.request = { ...request, retries };
        }
        throw error;
    });
}
const RestClient = dist_src/* Octokit */.E.plugin(labelRetryAfter, limitNetworkRetries, plugin_throttling_dist_bundle/* throttling */.A, dist_bundle/* retry */.L);
/** Builds the REST and GraphQL clients for one token and host. Never reads process.env. */
function createGitHub(options) {
    const { logger } = options;
    const apiUrl = trimSlash(options.apiUrl || DEFAULT_API_URL);
    const unitMs = options.timing?.unitMs ?? 1000;
    const maxWait = options.timing?.maxWaitSeconds ?? DEFAULT_MAX_WAIT_SECONDS;
    const rest = new RestClient({
        auth: options.token,
        baseUrl: apiUrl,
        userAgent: options.userAgent ?? `prlens/${version/* VERSION */.x}`,
        // Octokit's request log writes every request at `info` and every failed one at `error`; a
        // failure is thrown to a caller that decides how bad it is (a 404 from the contents API is an
        // answer), so both are debug lines here. Its `debug` lines say only "request".
        log: {
            debug: () => undefined,
            info: (message) => logger.debug(message),
            warn: (message) => logger.warn(message),
            error: (message) => logger.debug(message),
        },
        request: options.fetch ? { fetch: options.fetch } : {},
        retry: {
            doNotRetry: CLIENT_ERRORS,
            retries: options.timing?.serverErrorRetries ?? 3,
            retryAfterBaseValue: unitMs,
        },
        throttle: {
            ...(options.throttle === false ? UNSPACED : {}),
            retryAfterBaseValue: unitMs,
            onRateLimit: (retryAfter, request, _octokit, retryCount) => decide('rate limit', retryAfter, request, retryCount, PRIMARY_LIMIT_RETRIES),
            onSecondaryRateLimit: (retryAfter, request, _octokit, retryCount) => decide('secondary rate limit', retryAfter, request, retryCount, SECONDARY_LIMIT_RETRIES),
        },
    });
    function decide(kind, retryAfter, request, retryCount, maxRetries) {
        const what = `${request.method} ${request.url}`;
        if (retryCount >= maxRetries) {
            logger.warn(`GitHub ${kind} on ${what}: giving up after ${retryCount} retries`);
            return false;
        }
        if (retryAfter > maxWait) {
            logger.warn(`GitHub ${kind} on ${what}: retry in ${retryAfter} s is past the ${maxWait} s cap`);
            return false;
        }
        logger.warn(`GitHub ${kind} on ${what}: retrying in ${retryAfter} s`);
        return true;
    }
    // Nothing leaves for GitHub unmasked: the token itself always, the run's other secrets when given.
    maskRequests(rest, (0,core_mask/* chainMaskers */.g6)((0,core_mask/* createMasker */.aD)([options.token]), options.mask));
    // Registered after the plugins, so it sees the error that is left once they gave up.
    const settings = {
        apiUrl,
        apiUrlSetting: options.apiUrlSetting ?? 'GITHUB_API_URL',
        tokenSetting: options.tokenSetting ??
            'the `github-token` input in the action (default `${{ github.token }}`), GITHUB_TOKEN for the CLI',
    };
    rest.hook.error('request', (error) => {
        throw explainError(error, settings);
    });
    const endpoint = graphqlEndpoint(apiUrl, options.graphqlUrl);
    // An absolute `url` is used as is; `baseUrl` set to the same URL stops @octokit/graphql from
    // rewriting a `/api/v3` base into `/api/graphql` over an explicit GITHUB_GRAPHQL_URL.
    const graphql = rest.graphql.defaults({ baseUrl: endpoint, url: endpoint });
    return { rest, graphql };
}
/**
 * The GraphQL endpoint: `GITHUB_GRAPHQL_URL` when given (the runner sets the full URL), else derived
 * from the REST URL: github.com \u2192 `/graphql`; GHES `/api/v3` \u2192 `/api/graphql`
 * (https://docs.github.com/en/enterprise-server@latest/graphql/guides/forming-calls-with-graphql#the-graphql-endpoint).
 */
function graphqlEndpoint(apiUrl, graphqlUrl) {
    if (graphqlUrl)
        return trimSlash(graphqlUrl);
    const base = trimSlash(apiUrl);
    if (/\/api\/v3$/.test(base))
        return base.replace(/\/api\/v3$/, '/api/graphql');
    return `${base}/graphql`;
}
function trimSlash(url) {
    return url.replace(/\/+$/, '');
}
function isHttpError(error) {
    return error instanceof Error && typeof error.status === 'number';
}
/** True for a primary or secondary rate-limit answer (403 or 429). */
function isRateLimited(error) {
    if (!isHttpError(error))
        return false;
    if (error.status === 429)
        return true;
    const remaining = error.response?.headers?.['x-ratelimit-remaining'];
    return error.status === 403 && (remaining === '0' || /rate limit/i.test(error.message));
}
/**
 * Names what fixes an auth or permission failure. The error keeps its class and `status`, so
 * callers can still branch on it (a 403 on posting from a fork PR is degraded, not fatal).
 */
function explainError(error, settings) {
    if (!isHttpError(error) || isRateLimited(error))
        return error;
    const what = `${error.request?.method ?? ''} ${error.request?.url ?? ''}`.trim();
    const failure = (0,network_errors/* networkFailure */.r)(error);
    if (failure) {
        error.message =
            `cannot reach the GitHub API at ${settings.apiUrl} (${what}): ${failure.reason}. ` +
                `The URL comes from ${settings.apiUrlSetting}: fix it, or unset it for github.com ` +
                `(GitHub Enterprise Server: https://HOST/api/v3).`;
    }
    else if (error.status === 401) {
        error.message =
            `GitHub rejected the token (401) on ${what}: ${error.message}. Give prlens a valid token: ` +
                `${settings.tokenSetting}.`;
    }
    else if (error.status === 403) {
        error.message =
            `GitHub refused ${what} (403): ${error.message}. The token lacks a permission: give the ` +
                'workflow `permissions: { contents: read, pull-requests: write }`; a pull_request from a fork ' +
                'only ever gets a read-only token.';
    }
    return error;
}


/***/ }),

/***/ 95121:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ networkFailure)
/* harmony export */ });
/* harmony import */ var _core_fetch_failure_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90384);
/**
 * Failures that happen before GitHub answers. Octokit reports them all as status 500 with no
 * response, which plugin-retry would retry with its full backoff (seconds of waiting) although
 * most can never succeed; src/core/fetch-failure.ts classifies them so that the client fails at
 * once (or after one short retry for a refused connection) with a message that names the URL, the
 * setting and the fix.
 */

/** The failure, when `error` is Octokit's wrapper of a fetch that got no HTTP answer at all. */
function networkFailure(error) {
    const e = error;
    if (!(error instanceof Error) || e?.status !== 500 || e.response !== undefined)
        return undefined;
    return (0,_core_fetch_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .fetchFailure */ .Z)(error);
}


/***/ }),

/***/ 41815:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hr: () => (/* binding */ MAX_PR_BODY_CHARS),
/* harmony export */   jd: () => (/* binding */ spliceDescription)
/* harmony export */ });
/* unused harmony exports DESCRIBE_START, DESCRIBE_END, readDescription */
/**
 * The marked section prlens writes into a PR description: only the text between our hidden markers
 * is ever replaced; the author's text before and after stays byte for byte. Pure; writing it is
 * src/github/describe-section.ts's.
 */
const DESCRIBE_START = '<!-- prlens:describe:start -->';
const DESCRIBE_END = '<!-- prlens:describe:end -->';
/** PR bodies share the 65,536-character limit of comments; the section keeps to a share of it. */
const MAX_PR_BODY_CHARS = 65_536;
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// The first start\u2026end pair with no other start inside: a stray start marker the author left (or
// pasted) earlier is not a license to swallow the text between it and our section.
const SECTION = new RegExp(`${escapeRegExp(DESCRIBE_START)}(?:(?!${escapeRegExp(DESCRIBE_START)})[\\s\\S])*?${escapeRegExp(DESCRIBE_END)}`);
/** The body with our section (markers included) put in place of the old one, or appended. Pure. */
function spliceDescription(body, section) {
    const block = `${DESCRIBE_START}\n${section.trim()}\n${DESCRIBE_END}`;
    const current = body ?? '';
    const match = SECTION.exec(current);
    if (match)
        return current.slice(0, match.index) + block + current.slice(match.index + match[0].length);
    if (current.trim() === '')
        return block;
    return `${current}${current.endsWith('\n') ? '\n' : '\n\n'}${block}`;
}
/** The text of our section in `body` (markers excluded), or null. */
function readDescription(body) {
    const match = SECTION.exec(body ?? '');
    return match ? match[0].slice(DESCRIBE_START.length, -DESCRIBE_END.length).trim() : null;
}


/***/ }),

/***/ 21513:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R8: () => (/* binding */ summaryMarker),
/* harmony export */   ZB: () => (/* binding */ SUMMARY_MARKER_PREFIX),
/* harmony export */   ZP: () => (/* binding */ probeMarker),
/* harmony export */   aL: () => (/* binding */ membersMarker),
/* harmony export */   bi: () => (/* binding */ readFingerprint),
/* harmony export */   mo: () => (/* binding */ readMembers),
/* harmony export */   nV: () => (/* binding */ isOurProbe),
/* harmony export */   nn: () => (/* binding */ fingerprintMarker),
/* harmony export */   pw: () => (/* binding */ readSummaryMarker)
/* harmony export */ });
/**
 * The hidden HTML markers by which prlens recognises its own comments (docs/contracts.md, "Hidden markers").
 * A marker says which of prlens's comments a comment is (the summary, the inline comment of a
 * finding); whether it is prlens's at all is its author, checked against the identity prlens posts
 * as (src/github/ownership.ts) \u2014 anyone can type a marker. Markers are read only at the place we
 * write them (the summary marker first, the fingerprint marker last): a finding's text may quote
 * marker-looking text inside a code span, where GitHub keeps it verbatim in the raw body.
 */
/** Hidden marker of the one summary comment; it records the last fully reviewed head SHA. */
const SUMMARY_MARKER_PREFIX = '<!-- prlens:summary';
/** Hidden marker of an inline comment: its finding's fingerprint. */
const FINGERPRINT_MARKER_PREFIX = '<!-- prlens:fp=';
/** The summary marker's format version; a marker of another version carries no trusted state. */
const SUMMARY_MARKER_VERSION = 1;
const FINGERPRINT = /^[A-Za-z0-9._:-]{1,128}$/;
const SHA = /^[0-9a-f]{7,64}$/i;
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const FINGERPRINT_AT_END = new RegExp(`${escapeRegExp(FINGERPRINT_MARKER_PREFIX)}([A-Za-z0-9._:-]{1,128}) -->\\s*$`);
// Leading whitespace is tolerated; anything else before the marker (a code span, a quote) is not ours.
const SUMMARY_AT_START = new RegExp(`^\\s*${escapeRegExp(SUMMARY_MARKER_PREFIX)}(?: ([^\\n]*?))? -->`);
/** `<!-- prlens:fp=<fp> -->`; throws on a fingerprint that could break out of the HTML comment. */
function fingerprintMarker(fp) {
    if (!FINGERPRINT.test(fp))
        throw new Error(`invalid finding fingerprint ${JSON.stringify(fp)}`);
    return `${FINGERPRINT_MARKER_PREFIX}${fp} -->`;
}
/** The fingerprint of an inline comment we wrote (its marker ends the body), else null. */
function readFingerprint(body) {
    return FINGERPRINT_AT_END.exec(body)?.[1] ?? null;
}
/** Hidden marker of a merged comment: the fingerprints of every finding merged into it. */
const MEMBERS_MARKER_PREFIX = '<!-- prlens:members=';
/**
 * `<!-- prlens:members=<fp>,<fp> -->`, written right before the fingerprint marker of a comment
 * that merged several findings: a rejection of the comment rejects each of them (and no other).
 */
function membersMarker(fps) {
    for (const fp of fps)
        if (!FINGERPRINT.test(fp))
            throw new Error(`invalid finding fingerprint ${JSON.stringify(fp)}`);
    return `${MEMBERS_MARKER_PREFIX}${fps.join(',')} -->`;
}
/**
 * The member fingerprints of a merged comment we wrote (its marker right before the fingerprint
 * marker that ends the body), else []. Read by position, without a regular expression.
 */
function readMembers(body) {
    const text = body.trimEnd();
    if (readFingerprint(text) === null)
        return [];
    const before = text.slice(0, text.lastIndexOf(FINGERPRINT_MARKER_PREFIX)).trimEnd();
    const start = before.lastIndexOf(MEMBERS_MARKER_PREFIX);
    if (start < 0 || !before.endsWith(' -->'))
        return [];
    const fps = before.slice(start + MEMBERS_MARKER_PREFIX.length, -' -->'.length).split(',');
    return fps.every((fp) => FINGERPRINT.test(fp)) ? fps : [];
}
/** `<!-- prlens:summary {"v":1,"sha":"\u2026"} -->`, the first line of the summary body. */
function summaryMarker(state) {
    const sha = state.reviewedSha;
    // The SHA lands inside an HTML comment: only hex may go there, so `-->` can never close it early.
    if (sha !== null && !SHA.test(sha))
        throw new Error(`invalid reviewed SHA ${JSON.stringify(sha)}`);
    return `${SUMMARY_MARKER_PREFIX} ${JSON.stringify({ v: SUMMARY_MARKER_VERSION, sha })} -->`;
}
/**
 * The state in a summary body, or null when the body is not our summary (no marker at its very
 * start). A marker with unreadable JSON or another version still identifies our summary, but its
 * watermark is not trusted: `reviewedSha` is null, so the next run reviews the whole PR.
 */
function readSummaryMarker(body) {
    const match = SUMMARY_AT_START.exec(body);
    if (!match)
        return null;
    return { reviewedSha: parseSha(match[1] ?? '') };
}
function parseSha(json) {
    let value;
    try {
        value = JSON.parse(json);
    }
    catch {
        return null;
    }
    if (typeof value !== 'object' || value === null)
        return null;
    const { v, sha } = value;
    if (v !== SUMMARY_MARKER_VERSION || typeof sha !== 'string' || !SHA.test(sha))
        return null;
    return sha.toLowerCase();
}
const PROBE_MARKER = '<!-- prlens:probe -->';
/** Body of a PENDING review used only to test which comments GitHub accepts; deleted at once. */
function probeMarker() {
    return PROBE_MARKER;
}
/** Whether a pending review is one of our probes (left behind when a run died mid-probe). */
function isOurProbe(body) {
    return (body ?? '').trimStart().startsWith(PROBE_MARKER);
}


/***/ }),

/***/ 73523:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Br: () => (/* binding */ renderSummary),
/* harmony export */   E0: () => (/* binding */ rejectedSection)
/* harmony export */ });
/* unused harmony export listSection */
/* harmony import */ var _markers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(21513);
/* harmony import */ var _i18n_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27667);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(78317);
/* harmony import */ var _markdown_budget_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(49451);
/* harmony import */ var _markdown_escape_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42181);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73601);






/**
 * The summary body: the marker line, then the report (renderMarkdown, staged truncation), with notes
 * under its heading and sections for what did not get an inline comment, all under `maxChars`.
 * `report.findings` is expected to hold every finding; overflow and rejected are listed by name.
 */
function renderSummary(report, extras, maxChars = _markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_MAX_CHARS */ .P) {
    const marker = (0,_markers_js__WEBPACK_IMPORTED_MODULE_0__/* .summaryMarker */ .R8)({ reviewedSha: extras.reviewedSha });
    const tr = (0,_i18n_index_js__WEBPACK_IMPORTED_MODULE_1__/* .translator */ .Nj)(extras.language);
    const notes = summaryNotes(extras, tr);
    // The extra sections get at most a third of the room; the report renders into what is left.
    const sections = [
        listSection(tr.t('overflow'), extras.overflow, null, maxChars / 6, false, tr),
        listSection(tr.t('rejected'), extras.rejected, null, maxChars / 6, false, tr),
        unreviewableSection(extras.unreviewable, maxChars / 6, tr),
    ].join('');
    const room = maxChars - marker.length - notes.length - sections.length - 4;
    const markdown = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__.renderMarkdown)(report, {
        maxChars: Math.max(0, room),
        ...(extras.language ? { language: extras.language } : {}),
        collapseFindings: extras.collapseFindings === true,
        showUsage: extras.showUsage !== false,
    });
    const heading = `## ${tr.t('heading')}\n\n`;
    const body = markdown.startsWith(heading)
        ? `${heading}${notes}${markdown.slice(heading.length)}`
        : `${notes}${markdown}`;
    return `${marker}\n${body.trimEnd()}${sections}\n`;
}
function summaryNotes(extras, tr) {
    const notes = [];
    if (extras.staticOnly)
        notes.push(`> [!NOTE]\n> ${tr.t('staticOnly')}`);
    if (extras.incremental) {
        const { from, to } = extras.incremental;
        notes.push(tr.t('incremental', { from: (0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .codeSpan */ .SS)(short(from)), to: (0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .codeSpan */ .SS)(short(to)) }));
    }
    if (extras.suppressed)
        notes.push(tr.count('suppressed', extras.suppressed));
    if (extras.carried && extras.carried.length > 0) {
        const shown = extras.carried.slice(0, 10).map((t) => (0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .codeSpan */ .SS)(t.line ? `${t.path}:${t.line}` : t.path));
        const hidden = extras.carried.length - shown.length;
        const list = hidden > 0 ? tr.t('carriedMore', { list: shown.join(', '), n: hidden }) : shown.join(', ');
        notes.push(tr.count('carried', extras.carried.length, { list }));
    }
    return notes.map((n) => `${n}\n\n`).join('');
}
/**
 * A `### title` section listing findings most severe first, with `reason` per finding when given,
 * fitted under `maxChars` by dropping bodies, then entries. Empty when there are no findings.
 */
function listSection(title, findings, reason, maxChars, withBodies = false, tr = _i18n_index_js__WEBPACK_IMPORTED_MODULE_1__/* .ENGLISH */ .VJ) {
    if (findings.length === 0)
        return '';
    const sorted = [...findings].sort(_common_js__WEBPACK_IMPORTED_MODULE_2__/* .compareFindings */ .Eg);
    const render = (layout) => {
        const bodies = withBodies && (layout.level === 'full' || layout.level === 'no-low-bodies');
        const items = sorted.slice(0, layout.shown).map((f) => {
            const why = reason ? ` \u2014 ${(0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeMarkdownInline */ .E4)(reason(f))}` : '';
            const head = `- **${f.severity}** ${(0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .codeSpan */ .SS)((0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .locationLabel */ .GE)(f))} ${(0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeMarkdownInline */ .E4)(f.title)}${why}`;
            const body = (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .bodyWithoutTitle */ .Xe)(f);
            if (!bodies || body === '' || (layout.level === 'no-low-bodies' && f.severity === 'low'))
                return head;
            return `${head}\n\n${indent((0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeMarkdownBlock */ .Ap)(body))}`;
        });
        const hidden = sorted.length - Math.min(layout.shown, sorted.length);
        if (hidden > 0)
            items.push(`- _${tr.count('moreFindings', hidden)}_`);
        return `\n\n### ${title}\n\n${items.join('\n')}`;
    };
    return (0,_markdown_budget_js__WEBPACK_IMPORTED_MODULE_5__/* .fitToLimit */ .Q)(render, sorted.length, Math.floor(maxChars));
}
/** The review-body section for comments GitHub would not place, with their bodies (they are nowhere else). */
function rejectedSection(rejected, maxChars, language) {
    const errors = new Map(rejected.map((r) => [r.finding, r.error]));
    const findings = rejected.map((r) => r.finding);
    const tr = (0,_i18n_index_js__WEBPACK_IMPORTED_MODULE_1__/* .translator */ .Nj)(language);
    return listSection(tr.t('rejected'), findings, (f) => errors.get(f) ?? '', maxChars, true, tr);
}
function unreviewableSection(files, maxChars, tr) {
    if (files.length === 0)
        return '';
    const render = (layout) => {
        const items = files
            .slice(0, layout.shown)
            .map((f) => `- ${(0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .codeSpan */ .SS)(f.path)}: ${(0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeMarkdownInline */ .E4)(f.reason)}`);
        if (layout.shown < files.length)
            items.push(`- _${tr.t('andMore', { n: files.length - layout.shown })}_`);
        return `\n\n### ${tr.t('unreviewable')}\n\n${items.join('\n')}`;
    };
    return (0,_markdown_budget_js__WEBPACK_IMPORTED_MODULE_5__/* .fitToLimit */ .Q)(render, files.length, Math.floor(maxChars));
}
function indent(text) {
    return text
        .split('\n')
        .map((line) => (line === '' ? line : `  ${line}`))
        .join('\n');
}
function short(sha) {
    return /^[0-9a-f]{40}$/i.test(sha) ? sha.slice(0, 7) : sha;
}


/***/ })

};
