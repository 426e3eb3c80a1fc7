export const id = 2354;
export const ids = [2354,2183];
export const modules = {

/***/ 92354:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  formatResult: () => (/* binding */ formatResult),
  originRepo: () => (/* binding */ originRepo),
  parseRemote: () => (/* binding */ parseRemote),
  runDoctor: () => (/* binding */ runDoctor)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./.tmp/bundle-src/config/layers.js + 1 modules
var config_layers = __webpack_require__(71963);
// EXTERNAL MODULE: ./.tmp/bundle-src/config/load.js
var load = __webpack_require__(58388);
// EXTERNAL MODULE: ./.tmp/bundle-src/core/report-rules.js
var report_rules = __webpack_require__(35947);
// EXTERNAL MODULE: ./.tmp/bundle-src/local/git.js + 2 modules
var git = __webpack_require__(4427);
// EXTERNAL MODULE: ./.tmp/bundle-src/local/run-git.js
var run_git = __webpack_require__(29431);
// EXTERNAL MODULE: ./.tmp/bundle-src/github/client.js + 1 modules
var client = __webpack_require__(79014);
// EXTERNAL MODULE: ./.tmp/bundle-src/github/network-errors.js
var network_errors = __webpack_require__(95121);
// EXTERNAL MODULE: ./.tmp/bundle-src/log/stderr-logger.js
var stderr_logger = __webpack_require__(50749);
;// CONCATENATED MODULE: ./.tmp/bundle-src/cli/doctor/needs.js
/** What a workflow must grant for these settings. */
function neededPermissions(settings) {
    const needed = [
        { permission: 'pull-requests', access: 'write', why: 'the review, inline comments and the summary' },
        settings['resolve-fixed']
            ? {
                permission: 'contents',
                access: 'write',
                why: 'resolving fixed threads (resolve-fixed: true)',
                optional: true,
            }
            : { permission: 'contents', access: 'read', why: 'the repository config and the code around a change' },
    ];
    // Labels and the summary comment go through the issues API, which on a pull request accepts
    // `pull-requests: write` in place of `issues: write`: nothing more to ask for.
    if (settings['check-run'])
        needed.push({ permission: 'checks', access: 'write', why: 'the check run (check-run: true)' });
    return needed;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./.tmp/bundle-src/cli/doctor/workflow.js
/**
 * What a workflow grants its GITHUB_TOKEN, read from the `permissions:` blocks of the workflow that
 * runs prlens. GitHub offers no API that lists an installation token's permissions, so this is how
 * doctor can tell a local user what the action's token will be allowed to do.
 * https://docs.github.com/actions/writing-workflows/workflow-syntax-for-github-actions#permissions
 */



/** The first line of an error (YAML errors carry a code frame after it). */
function reasonOf(error) {
    const text = error instanceof Error ? error.message : String(error);
    return text.split('\n', 1)[0].trim();
}
/** Scans `.github/workflows` under `root` for the job that runs prlens. */
function readWorkflowPermissions(root) {
    const dir = external_node_path_.join(root, '.github', 'workflows');
    const unreadable = [];
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)(dir).filter((n) => /\.ya?ml$/.test(n));
    }
    catch (error) {
        // No workflows directory is an answer; a directory that cannot be listed is not.
        const code = error.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return { found: null, unreadable };
        return { found: null, unreadable: [{ file: '.github/workflows', reason: reasonOf(error) }] };
    }
    // `prlens.yml` first: the usual name, and this repository's own.
    names.sort((a, b) => Number(!a.startsWith('prlens')) - Number(!b.startsWith('prlens')) || a.localeCompare(b));
    for (const name of names) {
        const file = `.github/workflows/${name}`;
        let doc;
        try {
            doc = (0,dist.parse)((0,external_node_fs_.readFileSync)(external_node_path_.join(dir, name), 'utf8'));
        }
        catch (error) {
            unreadable.push({ file, reason: reasonOf(error) });
            continue;
        }
        const jobs = Object.values(doc?.jobs ?? {});
        const job = jobs.find((j) => (j.steps ?? []).some((s) => typeof s.uses === 'string' &&
            (/prlens/i.test(s.uses) || (s.uses === './' && name.startsWith('prlens')))));
        if (!job)
            continue;
        const block = job.permissions ?? doc?.permissions;
        return { found: fromBlock(file, block), unreadable };
    }
    return { found: null, unreadable };
}
/** Interprets a `permissions:` value: a map, `read-all`, `write-all`, `{}` or absent. */
function fromBlock(file, block) {
    const level = (permission) => {
        if (block === undefined || block === null)
            return 'default';
        if (block === 'read-all')
            return 'read';
        if (block === 'write-all')
            return 'write';
        if (typeof block !== 'object')
            return 'none';
        // Any listed permission sets the unlisted ones to none.
        const value = block[permission];
        return value === 'read' || value === 'write' ? value : 'none';
    };
    return {
        file,
        level,
        grants(permission, access) {
            const l = level(permission);
            // Without a block the repository's default applies, which this file cannot show: assume read.
            if (l === 'default')
                return access === 'read';
            return l === 'write' || (access === 'read' && l === 'read');
        },
    };
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/cli/doctor/github.js





/** The status, GitHub's own message and the headers of a failed request, or null for other errors. */
function httpFailure(error) {
    const e = error;
    if (typeof e.status !== 'number')
        return null;
    const original = e.response?.data?.message;
    return {
        status: e.status,
        message: typeof original === 'string' ? original : (e.message ?? ''),
        headers: e.response?.headers ?? {},
    };
}
const ok = (message) => ({ area: 'github', status: 'ok', message });
const warn = (message, fix) => ({
    area: 'github',
    status: 'warn',
    message,
    ...(fix ? { fix } : {}),
});
const fail = (message, fix) => ({
    area: 'github',
    status: 'fail',
    message,
    ...(fix ? { fix } : {}),
});
/** Runs the GitHub checks; never throws. */
async function checkGitHub(input) {
    const gh = (0,client/* createGitHub */.Cl)({
        token: input.token,
        ...(input.apiUrl ? { apiUrl: input.apiUrl } : {}),
        logger: (0,stderr_logger/* createMemoryLogger */.C7)(),
        ...(input.fetch ? { fetch: input.fetch } : {}),
        // A doctor reports a rate limit instead of waiting it out.
        timing: { serverErrorRetries: 0, maxWaitSeconds: 0 },
    });
    const results = [];
    const who = await identify(gh, input.apiUrl);
    results.push(who.result);
    if (who.kind === null)
        return results;
    if (!input.repo) {
        results.push({
            area: 'github',
            status: 'skip',
            message: 'no repository to check',
            fix: 'pass --repo OWNER/REPO or --pr OWNER/REPO#N, or run inside a clone with a GitHub remote',
        });
        return results;
    }
    const repoResult = await checkRepo(gh, input.repo, who.kind);
    results.push(repoResult.result);
    if (!repoResult.role)
        return results;
    results.push(...(await probeReads(gh, input.repo, input.pull)));
    const needed = neededPermissions(input.settings);
    results.push(...inferWrites(who.kind, who.scopes, repoResult.role, needed, input.root));
    return results;
}
async function identify(gh, apiUrl) {
    try {
        const { data, headers } = await gh.rest.request('GET /user');
        const scopesHeader = headers['x-oauth-scopes'];
        if (typeof scopesHeader === 'string') {
            const scopes = scopesHeader
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean);
            return {
                kind: 'classic',
                scopes,
                result: ok(`token: classic token of ${data.login}, scopes: ${scopes.join(', ') || '(none)'}`),
            };
        }
        return { kind: 'fine-grained', scopes: [], result: ok(`token: fine-grained token of ${data.login}`) };
    }
    catch (error) {
        const f = httpFailure(error);
        if (f?.status === 401) {
            return {
                kind: null,
                scopes: [],
                result: fail('token: GitHub rejected it (401 Bad credentials)', 'GITHUB_TOKEN / GH_TOKEN is wrong or expired: create a new one (gh auth token, or a fine-grained token)'),
            };
        }
        if (f?.status === 403 && /not accessible by integration/i.test(f.message))
            return installation(gh);
        const network = (0,network_errors/* networkFailure */.r)(error);
        if (network) {
            return {
                kind: null,
                scopes: [],
                result: fail(`github: cannot reach ${apiUrl ?? client/* DEFAULT_API_URL */.rK}: ${network.reason}`, 'GITHUB_API_URL sets it: fix it (GitHub Enterprise Server: https://HOST/api/v3) or unset it for github.com'),
            };
        }
        return { kind: null, scopes: [], result: fail(`token: GET /user failed: ${describe(error)}`) };
    }
}
/** GET /user refuses installation tokens; listing the installation's repositories confirms one. */
async function installation(gh) {
    try {
        const { data } = await gh.rest.request('GET /installation/repositories', { per_page: 1 });
        return {
            kind: 'installation',
            scopes: [],
            result: ok(`token: installation token (GITHUB_TOKEN or a GitHub App) for ${data.total_count} repositor${data.total_count === 1 ? 'y' : 'ies'}`),
        };
    }
    catch (error) {
        return {
            kind: null,
            scopes: [],
            result: fail(`token: not a user token and not an installation token: ${describe(error)}`),
        };
    }
}
async function checkRepo(gh, repo, kind) {
    const name = `${repo.owner}/${repo.repo}`;
    try {
        const { data } = await gh.rest.repos.get(repo);
        const p = data.permissions;
        // For an installation token `permissions` describes no user: the role is unknown.
        const role = kind === 'installation' || !p ? 'unknown' : p.push ? 'write' : p.triage ? 'triage' : 'read';
        const roleText = role === 'unknown' ? '' : ` (your role allows ${role})`;
        return { role, result: ok(`repository ${name}: readable${roleText}`) };
    }
    catch (error) {
        const f = httpFailure(error);
        if (f?.status === 404) {
            return {
                role: null,
                result: fail(`repository ${name}: not found, or this token cannot see it`, kind === 'classic'
                    ? 'check the name; a private repository needs the `repo` scope'
                    : kind === 'fine-grained'
                        ? "check the name, and add the repository to the token's repository access"
                        : 'check the name; a GitHub App must be installed on the repository'),
            };
        }
        return { role: null, result: fail(`repository ${name}: ${describe(error)}`) };
    }
}
/** Read permissions can be asked directly: one small GET each. */
async function probeReads(gh, repo, pull) {
    const probes = [
        {
            what: pull === undefined ? 'pull requests' : `pull request #${pull}`,
            permission: 'pull-requests',
            run: () => pull === undefined
                ? gh.rest.pulls.list({ ...repo, per_page: 1 })
                : gh.rest.pulls.get({ ...repo, pull_number: pull }),
        },
        {
            what: 'contents (the repository config file)',
            permission: 'contents',
            run: () => gh.rest.repos.getContent({ ...repo, path: '.github/prlens.yml' }),
            notFoundOk: true,
        },
    ];
    if (pull !== undefined) {
        probes.push({
            what: `comments of #${pull}`,
            permission: 'issues or pull-requests',
            run: () => gh.rest.issues.listComments({ ...repo, issue_number: pull, per_page: 1 }),
        });
    }
    const results = [];
    for (const probe of probes) {
        try {
            await probe.run();
            results.push(ok(`read ${probe.what}: allowed`));
        }
        catch (error) {
            const f = httpFailure(error);
            if (f?.status === 404 && probe.notFoundOk) {
                results.push(ok(`read ${probe.what}: allowed`));
            }
            else if (f?.status === 404 && pull !== undefined && probe.permission === 'pull-requests') {
                results.push(fail(`read ${probe.what}: not found`, `check the number: ${repo.owner}/${repo.repo} has no pull request #${pull}`));
            }
            else if (f?.status === 403) {
                const accepted = f.headers['x-accepted-github-permissions'];
                results.push(fail(`read ${probe.what}: refused (403 ${f.message})`, `grant the token ${probe.permission}: read at least` +
                    (accepted ? ` (GitHub accepts: ${accepted})` : '') +
                    '; in a workflow: `permissions: { pull-requests: write, contents: read }`'));
            }
            else {
                results.push(fail(`read ${probe.what}: ${describe(error)}`));
            }
        }
    }
    return results;
}
/** Write permissions cannot be asked without writing: inferred, and each line says from what. */
function inferWrites(kind, scopes, role, needed, root) {
    const list = needed.map((n) => `${n.permission}: ${n.access}`).join(', ');
    if (kind === 'classic') {
        if (!scopes.includes('repo') && !scopes.includes('public_repo')) {
            return [
                fail('write access: the token has neither the `repo` nor the `public_repo` scope', 'create a classic token with the `repo` scope (or `public_repo` for public repositories only)'),
            ];
        }
        const out = [];
        if (role === 'read' || role === 'triage') {
            out.push(warn(`write access (inferred from your role, ${role}): posting reviews works; resolving threads needs write access to the repository`, 'ask for write access, or set resolve-fixed: false'));
        }
        else
            out.push(ok(`write access (inferred from the scopes and your role): ${list}`));
        if (needed.some((n) => n.permission === 'checks'))
            out.push(warn('check-run: true: only GitHub Apps (and GITHUB_TOKEN) may create check runs, not a personal token', 'run the check-run in the action, or set check-run: false'));
        return out;
    }
    if (kind === 'fine-grained') {
        return [
            warn(`write access cannot be asked without writing; the token needs: ${list}`, 'check the token\'s "Repository permissions" on github.com/settings/tokens'),
        ];
    }
    const scan = root ? readWorkflowPermissions(root) : { found: null, unreadable: [] };
    // A workflow that does not parse is not one that "does not run prlens": GitHub rejects it too.
    const broken = scan.unreadable.map((u) => fail(`${u.file} could not be read (${u.reason}), so what it grants is unknown`, `fix the YAML of ${u.file} (GitHub refuses to run it as it is), or remove the file`));
    const workflow = scan.found;
    if (!workflow) {
        return [
            ...broken,
            warn(`write access of an installation token cannot be asked; the workflow needs: ${list}`, `give the job \`permissions:\` with ${list}`),
        ];
    }
    const missing = needed.filter((n) => !workflow.grants(n.permission, n.access));
    if (missing.length === 0)
        return [...broken, ok(`write access (inferred from ${workflow.file}): ${list}`)];
    return [
        ...broken,
        ...missing.map((n) => (n.optional ? warn : fail)(`${workflow.file} grants ${n.permission}: ${workflow.level(n.permission)}, prlens needs ${n.access} (${n.why})`, `add \`${n.permission}: ${n.access}\` to the job's permissions`)),
    ];
}
function describe(error) {
    const f = httpFailure(error);
    if (f)
        return `${f.status} ${f.message}`;
    return error instanceof Error ? error.message : String(error);
}

// EXTERNAL MODULE: ./.tmp/bundle-src/llm/errors.js
var errors = __webpack_require__(82232);
// EXTERNAL MODULE: ./.tmp/bundle-src/llm/factory.js
var factory = __webpack_require__(99269);
;// CONCATENATED MODULE: ./.tmp/bundle-src/cli/doctor/model.js


/** One request is enough: a short timeout keeps doctor fast when an endpoint hangs. */
const PING_TIMEOUT_MS = 30_000;
/** Runs the model check; never throws. */
async function checkModel(input) {
    const { settings, env } = input;
    let provider;
    try {
        provider = (0,factory/* inferProvider */.mv)({ provider: settings.provider, baseUrl: settings['base-url'], env });
    }
    catch (error) {
        return [model_fail(errorText(error), 'set provider to openai, anthropic, openai-compatible, ollama or none')];
    }
    if (provider === 'none') {
        return [
            {
                area: 'model',
                status: 'warn',
                message: 'no model configured: static rules only (ast-grep patterns; no model calls)',
                fix: 'set PRLENS_API_KEY (or OPENAI_API_KEY / ANTHROPIC_API_KEY), or --base-url for a local model',
            },
        ];
    }
    const apiKey = (0,factory/* resolveApiKey */.kv)(provider, { env });
    const baseUrl = settings['base-url'] ?? factory/* DEFAULT_BASE_URLS */.pO[provider];
    const model = settings.model ?? factory/* DEFAULT_MODELS */.$b[provider];
    const where = `${provider} ${model ?? '(no model)'} at ${baseUrl ?? '(no endpoint)'}`;
    let client;
    try {
        client = await (0,factory/* createModelClient */.$L)({
            provider,
            model: settings.model,
            apiKey,
            baseUrl: settings['base-url'],
            timeoutMs: PING_TIMEOUT_MS,
            retry: { maxAttempts: 1, maxTotalMs: PING_TIMEOUT_MS },
        }, { clock: input.clock });
    }
    catch (error) {
        return [model_fail(`${where}: ${errorText(error)}`)];
    }
    if (!client)
        return [];
    const started = input.clock.now();
    try {
        const answer = await client.complete({
            system: 'You are a health check. Answer with the single word: ok',
            messages: [{ role: 'user', content: 'ping' }],
            maxOutputTokens: 16,
        });
        const ms = Math.round(input.clock.now() - started);
        const served = answer.model && answer.model !== model ? ` (served by ${answer.model})` : '';
        return [{ area: 'model', status: 'ok', message: `${where} answered in ${ms} ms${served}` }];
    }
    catch (error) {
        return [explain(error, { provider, where, baseUrl: baseUrl ?? '', model: model ?? '' })];
    }
}
/** Turns a classified model failure into what to do about it. */
function explain(error, at) {
    if (!(error instanceof errors/* ModelError */.m))
        return model_fail(`${at.where}: ${errorText(error)}`);
    const status = error.status === undefined ? '' : ` (${error.status})`;
    const keyVar = at.provider === 'anthropic' ? 'ANTHROPIC_API_KEY' : 'OPENAI_API_KEY';
    switch (error.kind) {
        case 'auth':
            return model_fail(`${at.where}: the endpoint rejected the key${status}`, error.status === 403
                ? 'the key is valid but may not use this model or project: check its permissions with the provider'
                : `set a valid key in PRLENS_API_KEY (or ${keyVar}); a key for another provider does not work here`);
        case 'unknown-model':
            return model_fail(`${at.where}: model '${at.model}' not found${status}`, at.provider === 'ollama'
                ? `pull it first (ollama pull ${at.model}) or set --model / model to one you have`
                : 'set --model / the model setting to a model this endpoint serves (Azure: the deployment name)');
        case 'quota':
            return model_fail(`${at.where}: the account's quota is used up${status}`, "add credit or raise the limit in the provider's billing settings; waiting does not help");
        case 'rate-limit':
            return {
                area: 'model',
                status: 'warn',
                message: `${at.where}: rate limited${status}; the key works`,
                fix: 'reviews retry after the wait the provider asks for; lower max-concurrency if this persists',
            };
        case 'network':
        case 'timeout':
            return model_fail(`${at.where}: cannot reach the endpoint (${error.kind === 'timeout' ? 'timed out' : 'connection failed'})`, at.provider === 'ollama'
                ? 'start the server (ollama serve) or set --base-url to where it listens'
                : 'check --base-url / base-url, the network and any proxy; is the server running?');
        default:
            return model_fail(`${at.where}: ${error.message}`);
    }
}
function model_fail(message, fix) {
    return { area: 'model', status: 'fail', message, ...(fix ? { fix } : {}) };
}
function errorText(error) {
    return error instanceof Error ? error.message : String(error);
}

// EXTERNAL MODULE: ./.tmp/bundle-src/cli/io.js
var cli_io = __webpack_require__(73736);
;// CONCATENATED MODULE: ./.tmp/bundle-src/cli/doctor/doctor.js
/**
 * `prlens doctor`: answers "is my setup right?" before a first review. Three groups of checks \u2014
 * config, model, GitHub \u2014 each printed as one line with ok/warn/fail and, when not ok, the fix.
 * Exit code 0 when nothing failed, 2 otherwise. Secrets are masked in everything printed.
 */









/** Runs every check, prints one line each, and returns the exit code. */
async function runDoctor(args, io) {
    const mask = (0,cli_io/* shellMasker */.U)(io.env);
    const results = [];
    const print = (list) => {
        for (const r of list)
            io.stdout(mask(formatResult(r)));
        results.push(...list);
    };
    let root;
    try {
        root = await (0,git/* findRepoRoot */.Gn)(io.cwd);
    }
    catch {
        root = undefined;
    }
    const config = checkConfig(root, args, io);
    print(config.results);
    const settings = config.settings ?? defaultSettings();
    print(await checkModel({ settings, env: io.env, clock: io.clock }));
    print(await githubChecks(args, io, settings, root));
    const failed = results.filter((r) => r.status === 'fail').length;
    const warned = results.filter((r) => r.status === 'warn').length;
    io.stdout(failed === 0
        ? `\nAll checks passed${warned > 0 ? ` (${warned} warning${warned === 1 ? '' : 's'})` : ''}.\n`
        : `\n${failed} check${failed === 1 ? '' : 's'} failed: see the fixes above.\n`);
    return failed === 0 ? report_rules/* EXIT */.dc.ok : report_rules/* EXIT */.dc.error;
}
const LABEL = { ok: 'ok  ', warn: 'warn', fail: 'FAIL', skip: '--  ' };
/** `ok   model   openai gpt-4.1-mini \u2026 answered in 320 ms`, and the fix indented below. */
function formatResult(r) {
    const head = `${LABEL[r.status]}  ${r.area.padEnd(6)}  ${r.message}\n`;
    return r.fix ? `${head}${' '.repeat(14)}fix: ${r.fix}\n` : head;
}
function defaultSettings() {
    return (0,load/* mergeLayers */.J)([]);
}
function checkConfig(root, args, io) {
    const results = [];
    if (root === undefined) {
        results.push({
            area: 'config',
            status: 'warn',
            message: `${io.cwd} is not in a git repository: no repository config looked up`,
            fix: 'run prlens doctor inside the repository you want to review',
        });
    }
    try {
        const loaded = (0,load/* loadConfig */.Z9)({
            root: root ?? io.cwd,
            env: io.env,
            ...(args.configPath ? { configPath: args.configPath } : {}),
            // The model check's fixes say "set --base-url" or "--model": doctor takes them, as review does.
            flags: {
                ...(args.baseUrl ? { 'base-url': args.baseUrl } : {}),
                ...(args.model !== undefined ? { model: args.model } : {}),
                ...(args.provider !== undefined ? { provider: args.provider } : {}),
            },
        });
        const user = (0,load/* defaultUserConfigPath */.iw)(io.env);
        const files = loaded.files.map((f) => f === user ? `${f} (user)` : `${root ? external_node_path_.relative(root, f) : f} (repository)`);
        const env = Object.keys(io.env).filter((k) => k.startsWith('PRLENS_') && k !== 'PRLENS_API_KEY');
        const sources = [...files, ...(env.length > 0 ? [`env ${env.join(', ')}`] : [])];
        results.push({
            area: 'config',
            status: 'ok',
            message: sources.length > 0 ? `valid: ${sources.join(', ')}` : 'valid: defaults only (no config file)',
        });
        // The same sentences a review logs: a repository file's provider that is ignored, a replaced list.
        for (const warning of loaded.warnings)
            results.push({ area: 'config', status: 'warn', message: warning });
        return { settings: loaded.settings, results };
    }
    catch (error) {
        if (!(error instanceof config_layers/* ConfigError */.xL))
            throw error;
        results.push({
            area: 'config',
            status: 'fail',
            message: error.message,
            fix: 'edit the file or variable named above; prlens config show prints the merged settings',
        });
        return { results };
    }
}
async function githubChecks(args, io, settings, root) {
    const token = blank(io.env.GITHUB_TOKEN) ?? blank(io.env.GH_TOKEN);
    const remote = args.repo ? null : root ? await originRepo(root) : null;
    const repo = args.repo ?? remote?.repo;
    if (!token) {
        return [
            {
                area: 'github',
                status: 'skip',
                message: 'no GITHUB_TOKEN or GH_TOKEN: GitHub access not checked (local reviews need none)',
                ...(repo || args.pull !== undefined
                    ? { fix: 'set GITHUB_TOKEN (e.g. GITHUB_TOKEN=$(gh auth token)) to check access to the repository' }
                    : {}),
            },
        ];
    }
    // The token goes only where the user sent it: GITHUB_API_URL, else api.github.com. A remote is
    // the repository's word (a clone of anyone's repository), so its host is only ever suggested.
    const apiUrl = blank(io.env.GITHUB_API_URL);
    if (apiUrl === undefined && remote?.apiUrl !== undefined)
        return [enterpriseSuggestion(remote.apiUrl)];
    return checkGitHub({
        token,
        settings,
        ...(apiUrl ? { apiUrl } : {}),
        ...(repo ? { repo } : {}),
        ...(args.pull !== undefined ? { pull: args.pull } : {}),
        ...(root ? { root } : {}),
    });
}
/** `origin` is on another host than github.com: what to set to check it there, nothing sent to it. */
function enterpriseSuggestion(apiUrl) {
    return {
        area: 'github',
        status: 'warn',
        message: `origin is not on github.com: GitHub access not checked (GITHUB_TOKEN is not sent to a host the remote names)`,
        fix: `if it is your GitHub Enterprise Server, run GITHUB_API_URL=${apiUrl} prlens doctor`,
    };
}
/** OWNER/REPO and the API URL of the `origin` remote when it is on github.com or a GHES host. */
async function originRepo(root) {
    let url;
    try {
        url = (await (0,run_git/* runGit */.EO)(root, ['remote', 'get-url', 'origin'])).stdout.trim();
    }
    catch {
        return null;
    }
    return parseRemote(url);
}
/** A DNS name or IPv4 address (RFC 1123), nothing that could move a terminal's cursor. */
const HOST_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9.-]{0,252}[A-Za-z0-9])?$/;
/**
 * Parses https://host/o/r(.git) and git@host:o/r(.git); another host than github.com gets the API
 * URL it would have as a GitHub Enterprise Server (https://host/api/v3), to suggest, not to call.
 */
function parseRemote(url) {
    const m = /^(?:https?:\/\/(?:[^@/]+@)?|ssh:\/\/git@|git@)([^/:]+)[/:]([^/]+)\/([^/]+?)(?:\.git)?\/?$/.exec(url);
    const [, host, owner, repo] = m ?? [];
    if (host === undefined || owner === undefined || repo === undefined)
        return null;
    const repoRef = { owner, repo };
    if (host === 'github.com')
        return { repo: repoRef };
    // Printed as a suggestion: only a plain host name, never control characters from a remote URL.
    if (!HOST_NAME.test(host))
        return null;
    return { repo: repoRef, apiUrl: `https://${host}/api/v3` };
}
function blank(value) {
    return value === undefined || value.trim() === '' ? undefined : value.trim();
}


/***/ }),

/***/ 73736:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ shellMasker)
/* harmony export */ });
/* harmony import */ var _core_mask_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35987);
/** What every CLI command gets from the process: the streams, the working folder, the env and the clock. */

/** Every key and token this shell may hold (model keys, GitHub tokens), masked in what a command prints. */
function shellMasker(env) {
    return (0,_core_mask_js__WEBPACK_IMPORTED_MODULE_0__/* .createMasker */ .aD)([
        env.PRLENS_API_KEY,
        env.OPENAI_API_KEY,
        env.ANTHROPIC_API_KEY,
        env.GITHUB_TOKEN,
        env.GH_TOKEN,
    ]);
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

/***/ 44418:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ compareText)
/* harmony export */ });
/**
 * Text order for sorting paths, rule ids and titles without the ICU collator (issue 48, point 2).
 *
 * `a.localeCompare(b)` builds an ICU collator on its first call: ~5 ms of CPU and ~3 MiB of memory
 * in a static-only `review --commit`, for sorting a handful of ASCII paths. `compareText` gives the
 * same order as `localeCompare` under the root collation (and so under `en`, `C` and every locale
 * that does not tailor ASCII) for printable ASCII text, from a table, and hands any other text to
 * `localeCompare`, which pays for the collator only then. Reports keep the order they had, and it
 * no longer depends on the machine's locale for ASCII paths.
 *
 * The root collation (CLDR, https://www.unicode.org/reports/tr10/#Multi_Level_Comparison) compares
 * the whole text by primary weight first (punctuation and symbols, then digits, then letters; a
 * letter and its capital weigh the same), then by case, where the lowercase letter comes first.
 * Every printable ASCII character has a primary weight of its own, so both passes are position by
 * position. compare-text.test.ts checks the table against `Intl.Collator` for every pair.
 */
/** Printable ASCII in root collation order; a letter stands for its capital too. */
const ROOT_ORDER = ' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyz';
const FIRST = 0x20;
const LAST = 0x7e;
/** Primary weight by char code - FIRST: the position in ROOT_ORDER, capitals as their letter. */
const PRIMARY = Array.from({ length: LAST - FIRST + 1 }, (_, i) => ROOT_ORDER.indexOf(String.fromCharCode(FIRST + i).toLowerCase()));
const isPrintableAscii = (text) => {
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c < FIRST || c > LAST)
            return false;
    }
    return true;
};
const isUpper = (c) => c >= 0x41 && c <= 0x5a;
/** Orders `a` and `b` as `a.localeCompare(b)` does in the root locale; <0, 0 or >0. */
function compareText(a, b) {
    if (a === b)
        return 0;
    if (!isPrintableAscii(a) || !isPrintableAscii(b))
        return a.localeCompare(b);
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
        const diff = (PRIMARY[a.charCodeAt(i) - FIRST] ?? 0) - (PRIMARY[b.charCodeAt(i) - FIRST] ?? 0);
        if (diff !== 0)
            return Math.sign(diff);
    }
    if (a.length !== b.length)
        return Math.sign(a.length - b.length);
    // Same letters, different case: at the first difference, the lowercase letter comes first.
    for (let i = 0; i < n; i++) {
        const [ca, cb] = [a.charCodeAt(i), b.charCodeAt(i)];
        if (ca !== cb)
            return isUpper(ca) ? 1 : -1;
    }
    return 0;
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

/***/ 41728:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _l: () => (/* binding */ hitsFailOn),
/* harmony export */   lb: () => (/* binding */ openFindings)
/* harmony export */ });
/* unused harmony export failOnHits */
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13281);
/**
 * Which findings the merge gate counts. An incremental review sees only the files changed since the
 * last complete review, so its report alone cannot decide the gate: a push that skips the flagged
 * file would otherwise pass it. The gate counts every finding still open on the PR \u2014 the ones this
 * run found, plus the ones recorded by earlier runs on files this run did not look at again \u2014 at
 * the severity they were recorded with. Pure, so every edge case is tested without GitHub.
 */

/**
 * The PR's open findings after this run. An earlier finding is cleared only when this run
 * re-reviewed its file to the end without finding it, when its file left the PR, or when the team
 * rejected it; anything else (a push elsewhere, a thread resolved by hand) leaves it open.
 */
function openFindings(input) {
    const open = [];
    const seen = new Set();
    for (const f of input.found) {
        // A deleted line is not in the head: what is said about it is shown, but nothing there is open.
        if (f.side === 'LEFT')
            continue;
        // A file the change does not touch (a model naming a file it never saw) holds nothing open here.
        if (f.outside_change)
            continue;
        if (input.rejected.has(f.fingerprint) || seen.has(f.fingerprint))
            continue;
        seen.add(f.fingerprint);
        open.push({
            fp: f.fingerprint,
            severity: f.severity,
            path: f.path,
            line: f.line,
            security: input.isSecurity(f),
        });
    }
    const carried = [];
    for (const p of input.previous) {
        if (input.rejected.has(p.fp) || seen.has(p.fp))
            continue;
        if (!input.present.has(p.path))
            continue;
        if (input.complete && input.reviewed.has(p.path))
            continue;
        seen.add(p.fp);
        carried.push(p);
    }
    return { open: [...open, ...carried], carried };
}
/**
 * The findings at or above the lowest severity of `failOn` (a threshold). A finding on a file the
 * change does not touch never counts: nothing the PR changed can be wrong there.
 */
function failOnHits(findings, failOn) {
    if (failOn.length === 0)
        return [];
    const floor = Math.min(...failOn.map((s) => _types_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_RANK */ .f3[s]));
    return findings.filter((f) => !f.outside_change && _types_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_RANK */ .f3[f.severity] >= floor);
}
/** Whether any finding hits `failOn` (see `failOnHits`). */
function hitsFailOn(findings, failOn) {
    return failOnHits(findings, failOn).length > 0;
}


/***/ }),

/***/ 35947:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rr: () => (/* binding */ exitCodeFor),
/* harmony export */   Tc: () => (/* binding */ sortFindings),
/* harmony export */   dc: () => (/* reexport safe */ _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__.d)
/* harmony export */ });
/* harmony import */ var _compare_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44418);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39704);
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(41728);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(13281);
/**
 * Rules over a finished report: whether the run fails (its exit code under fail-on), and the order
 * its findings are listed in. Pure functions so the limits can be tested cheaply. Which findings are
 * kept is the review stages' (src/review/stages: suppress, floors), not this module's.
 */





/**
 * 0 when the review is complete and no finding hit `failOn`; 1 when one did; 2 when the review is
 * incomplete \u2014 an incomplete review never exits 0, even with nothing found.
 * `failOn` is read as a threshold: `high` fails on high and critical findings, so a list such as
 * `high,critical` and the single word `high` mean the same. `carried`: findings still open on the PR
 * from earlier runs that this run did not look at again (src/core/gate.ts); they count too.
 */
function exitCodeFor(report, failOn, carried = []) {
    if (report.incomplete)
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .d.error;
    const hit = (0,_gate_js__WEBPACK_IMPORTED_MODULE_2__/* .hitsFailOn */ ._l)([...report.findings, ...report.unanchored, ...carried], failOn);
    return hit ? _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .d.failOn : _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .d.ok;
}
/** Sorts findings by path (compare-text.ts: localeCompare's order, without ICU), then line, then severity (most severe first). */
function sortFindings(findings) {
    return [...findings].sort((a, b) => (0,_compare_text_js__WEBPACK_IMPORTED_MODULE_0__/* .compareText */ .n)(a.path, b.path) || a.line - b.line || _types_js__WEBPACK_IMPORTED_MODULE_3__/* .SEVERITY_RANK */ .f3[b.severity] - _types_js__WEBPACK_IMPORTED_MODULE_3__/* .SEVERITY_RANK */ .f3[a.severity]);
}


/***/ }),

/***/ 52509:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gt: () => (/* binding */ displayPath),
/* harmony export */   L4: () => (/* binding */ visibleVerbatim),
/* harmony export */   p1: () => (/* binding */ hasHiddenBreaks),
/* harmony export */   xx: () => (/* binding */ visibleControls)
/* harmony export */ });
/**
 * Control characters made visible. A file name can hold any byte but `/` and NUL (git stores what it
 * is given), and a PR title or a model's words any character: a line break in them can end the line,
 * the Markdown block or the prompt section they are shown in, ESC starts terminal sequences, and the
 * bidirectional overrides make text read differently from what it holds ("Trojan Source",
 * https://trojansource.codes). Shown as escapes (`\n`, `\u{202e}`), as git itself C-quotes such paths,
 * they stay readable, stay on one line and tell the reader that something odd is there.
 */
/**
 * C0 controls but tab, DEL, C1 controls, the Unicode line and paragraph separators and the bidi
 * embedding, override and isolate controls.
 */
const CONTROLS = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const NAMED = { '\n': '\\n', '\r': '\\r', '\u001b': '\\e' };
/** `\n`, `\r`, `\e` or `\u{\u2026}` for one control character. */
function escapeControl(char) {
    return NAMED[char] ?? `\\u{${char.codePointAt(0).toString(16)}}`;
}
/** `text` with every control character (CR/LF included, tab excepted) written as an escape. */
function visibleControls(text) {
    return text.replace(/\r\n/g, '\n').replace(CONTROLS, escapeControl);
}
/**
 * What ends a line for some reader though not for Markdown, which breaks only at LF and CRLF: a lone
 * CR, VT, FF, NEL and the Unicode line and paragraph separators. JavaScript's `^`/`$` under the `m`
 * flag break at CR, U+2028 and U+2029, so text holding one can put a line of its choosing in front of
 * a multiline parser; `<!--` opens a hidden HTML comment, the shape of every marker prlens writes.
 */
const HIDDEN_BREAKS = /[\r\u000b\u000c\u0085\u2028\u2029]/g;
const COMMENT_OPEN = /<!--/g;
/**
 * Text kept verbatim (code blocks, code spans, suggestions) with the characters above shown as
 * escapes (`\r`, `\u{2028}`, `\u{3c}!--`); CRLF becomes LF, and everything else stays as written.
 */
function visibleVerbatim(text) {
    return text
        .replace(/\r\n/g, '\n')
        .replace(HIDDEN_BREAKS, escapeControl)
        .replace(COMMENT_OPEN, '\\u{3c}!--');
}
/** Whether `visibleVerbatim` would change `text` beyond turning CRLF into LF. */
function hasHiddenBreaks(text) {
    const lf = text.replace(/\r\n/g, '\n');
    return visibleVerbatim(lf) !== lf;
}
/** A file path as it may be shown to a person or a model: one line, every control character visible. */
function displayPath(path) {
    return visibleControls(path);
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

/***/ 82232:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ redact),
/* harmony export */   m: () => (/* binding */ ModelError)
/* harmony export */ });
/**
 * The one error type the model layer throws. Every provider failure is classified into a `kind`
 * that says whether waiting can heal it (`retryable`) and a message that says what to do.
 */
/**
 * A classified model failure. It deliberately carries no `cause`: SDK errors can echo request
 * details, and this error travels into logs and reports (see `redact`).
 */
class ModelError extends Error {
    name = 'ModelError';
    kind;
    retryable;
    provider;
    model;
    status;
    code;
    requestId;
    retryAfterMs;
    rejectedParam;
    attempts;
    constructor(message, details) {
        super(message);
        this.kind = details.kind;
        this.retryable = details.retryable;
        this.provider = details.provider;
        this.model = details.model;
        this.status = details.status;
        this.code = details.code;
        this.requestId = details.requestId;
        this.retryAfterMs = details.retryAfterMs;
        this.rejectedParam = details.rejectedParam;
        this.attempts = details.attempts;
    }
    /** The same error with more context (e.g. the attempt count), since fields are read-only. */
    with(message, details) {
        return new ModelError(message, { ...this.details(), ...details });
    }
    /** The structured fields, for logs and reports. */
    details() {
        return {
            kind: this.kind,
            retryable: this.retryable,
            provider: this.provider,
            model: this.model,
            status: this.status,
            code: this.code,
            requestId: this.requestId,
            retryAfterMs: this.retryAfterMs,
            rejectedParam: this.rejectedParam,
            attempts: this.attempts,
        };
    }
}
/**
 * Replaces every secret with `***`. Providers and gateways may echo the key they were sent
 * (OpenAI masks all but the last 4 characters; some proxies echo it whole).
 */
function redact(text, secrets) {
    let out = text;
    for (const secret of secrets) {
        if (secret.length >= 4)
            out = out.split(secret).join('***');
    }
    return out;
}


/***/ }),

/***/ 99269:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $L: () => (/* binding */ createModelClient),
/* harmony export */   $b: () => (/* binding */ DEFAULT_MODELS),
/* harmony export */   kv: () => (/* binding */ resolveApiKey),
/* harmony export */   mv: () => (/* binding */ inferProvider),
/* harmony export */   pO: () => (/* binding */ DEFAULT_BASE_URLS)
/* harmony export */ });
const PROVIDERS = ['openai', 'anthropic', 'openai-compatible', 'ollama', 'none'];
/**
 * Default models: a cheap, fast model with a large context that follows JSON schemas well.
 * `gpt-4.1-mini` (1M context, structured outputs, $0.40/$1.60 per M) and `claude-sonnet-4-6`
 * (not `claude-sonnet-4-5`: @anthropic-ai/sdk 1.14 lists it as deprecated, end of life 2026-11-30,
 * and warns on stderr at every call); `qwen2.5-coder:7b` runs on a laptop with Ollama. An
 * openai-compatible endpoint serves whatever it serves, so it has no default.
 */
const DEFAULT_MODELS = {
    openai: 'gpt-4.1-mini',
    anthropic: 'claude-sonnet-4-6',
    ollama: 'qwen2.5-coder:7b',
    'openai-compatible': undefined,
};
const DEFAULT_BASE_URLS = {
    openai: 'https://api.openai.com/v1',
    anthropic: 'https://api.anthropic.com',
    ollama: 'http://localhost:11434/v1',
    'openai-compatible': undefined,
};
/** A long review answer takes minutes on a busy cloud model; a local model on a laptop even longer. */
const DEFAULT_TIMEOUT_MS = 180_000;
const LOCAL_TIMEOUT_MS = 600_000;
/**
 * A retrying model client for the settings; null for provider `none` (static rules only). Rejects
 * with a message naming the setting when the settings cannot make a client.
 */
async function createModelClient(settings, deps = {}) {
    const provider = settings.provider;
    if (provider === 'none')
        return null;
    const apiKey = blankToUndefined(settings.apiKey);
    const baseUrl = blankToUndefined(settings.baseUrl) ?? DEFAULT_BASE_URLS[provider];
    const model = blankToUndefined(settings.model) ?? DEFAULT_MODELS[provider];
    if (!baseUrl)
        throw new Error(`provider '${provider}' needs an endpoint: set --base-url / the base-url input`);
    if (!model)
        throw new Error(`provider '${provider}' has no default model: set --model / the model input`);
    if (!apiKey && (provider === 'openai' || provider === 'anthropic')) {
        throw new Error(`provider '${provider}' needs an API key: set PRLENS_API_KEY / the api-key input`);
    }
    const timeoutMs = settings.timeoutMs ?? (provider === 'ollama' ? LOCAL_TIMEOUT_MS : DEFAULT_TIMEOUT_MS);
    const [{ ResilientModelClient }, adapter] = await Promise.all([
        __webpack_require__.e(/* import() */ 5744).then(__webpack_require__.bind(__webpack_require__, 55744)),
        provider === 'anthropic'
            ? Promise.all(/* import() */[__webpack_require__.e(5359), __webpack_require__.e(6752), __webpack_require__.e(1833), __webpack_require__.e(4134), __webpack_require__.e(6967)]).then(__webpack_require__.bind(__webpack_require__, 56967)).then(({ AnthropicClient }) => (name) => new AnthropicClient({ model: name, apiKey, baseUrl, timeoutMs }))
            : Promise.all(/* import() */[__webpack_require__.e(5359), __webpack_require__.e(6752), __webpack_require__.e(8193), __webpack_require__.e(3565)]).then(__webpack_require__.bind(__webpack_require__, 93565)).then(({ OpenAIChatClient }) => (name) => new OpenAIChatClient({ provider, model: name, apiKey, baseUrl, timeoutMs })),
    ]);
    const fallbackModel = blankToUndefined(settings.fallbackModel);
    return new ResilientModelClient({
        primary: adapter(model),
        fallback: fallbackModel && fallbackModel !== model ? adapter(fallbackModel) : undefined,
        policy: settings.retry,
        clock: deps.clock,
        logger: deps.logger,
        meter: deps.meter,
        baseUrl,
        baseUrlFrom: settings.baseUrlFrom,
        timeoutMs,
        liveness: settings.liveness,
        secrets: apiKey ? [apiKey] : [],
    });
}
/**
 * The provider to use: an explicit one wins; else a base URL other than OpenAI's or Anthropic's
 * means openai-compatible (ollama on its default port 11434); else an Anthropic key
 * (`ANTHROPIC_API_KEY`, or a `sk-ant-` key) means anthropic, any other key openai; nothing, `none`.
 */
function inferProvider(hints) {
    const explicit = blankToUndefined(hints.provider)?.toLowerCase();
    if (explicit) {
        if (isProvider(explicit))
            return explicit;
        throw new Error(`unknown provider '${hints.provider}': use one of ${PROVIDERS.join(', ')}`);
    }
    const baseUrl = blankToUndefined(hints.baseUrl);
    // A base URL that is not OpenAI's or Anthropic's own is a gateway or a local server (OpenRouter,
    // Azure, vLLM, Ollama): it speaks the OpenAI-compatible dialect whatever key comes with it.
    if (baseUrl && !/^https:\/\/api\.(openai|anthropic)\.com(\/|$)/.test(baseUrl)) {
        return /:11434(\/|$)/.test(baseUrl) ? 'ollama' : 'openai-compatible';
    }
    const key = blankToUndefined(hints.apiKey) ?? blankToUndefined(hints.env['PRLENS_API_KEY']);
    if (key?.startsWith('sk-ant-'))
        return 'anthropic';
    if (baseUrl?.includes('api.anthropic.com'))
        return 'anthropic';
    if (key)
        return 'openai';
    if (blankToUndefined(hints.env['ANTHROPIC_API_KEY']))
        return 'anthropic';
    if (blankToUndefined(hints.env['OPENAI_API_KEY']))
        return 'openai';
    if (baseUrl)
        return baseUrl.includes('api.openai.com') ? 'openai' : 'openai-compatible';
    return 'none';
}
/** The key for `provider`: the explicit one, else `PRLENS_API_KEY`, else the provider's own variable. */
function resolveApiKey(provider, hints) {
    const own = provider === 'anthropic' ? 'ANTHROPIC_API_KEY' : provider === 'openai' ? 'OPENAI_API_KEY' : undefined;
    return (blankToUndefined(hints.apiKey) ??
        blankToUndefined(hints.env['PRLENS_API_KEY']) ??
        (own ? blankToUndefined(hints.env[own]) : undefined));
}
function isProvider(value) {
    return PROVIDERS.includes(value);
}
function blankToUndefined(value) {
    return value === undefined || value.trim() === '' ? undefined : value.trim();
}


/***/ }),

/***/ 50749:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C7: () => (/* binding */ createMemoryLogger),
/* harmony export */   JE: () => (/* binding */ createStderrLogger)
/* harmony export */ });
/* unused harmony export terminalText */
/* harmony import */ var _core_visible_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52509);

/**
 * A message as terminal text: a PR title, a file name or a model's words can hold ESC (terminal
 * sequences that recolour, retitle or rewrite the screen), CR (overwrites the line) or bidi controls;
 * each is shown as an escape. Line breaks are kept: our own messages may span lines.
 */
function terminalText(text) {
    return text
        .split(/\r?\n/)
        .map((line) => (0,_core_visible_text_js__WEBPACK_IMPORTED_MODULE_0__/* .visibleControls */ .xx)(line))
        .join('\n');
}
/** The CLI's logger: prefixed lines on stderr, secrets masked, quiet hides progress. */
function createStderrLogger(options) {
    let indent = '';
    const line = (text) => options.write(`${indent}${terminalText(options.mask(text))}\n`);
    return {
        debug: (message) => {
            if (options.debug)
                line(`debug: ${message}`);
        },
        info: (message) => {
            if (!options.quiet)
                line(message);
        },
        warn: (message) => line(`warning: ${message}`),
        error: (message) => line(`error: ${message}`),
        async group(name, fn) {
            if (!options.quiet)
                line(name);
            const previous = indent;
            indent += '  ';
            try {
                return await fn();
            }
            finally {
                indent = previous;
            }
        },
    };
}
/** A logger that keeps every line, for tests and for the job summary. */
function createMemoryLogger(mask = (t) => t) {
    const lines = [];
    return {
        lines,
        debug: (m) => lines.push(`debug: ${mask(m)}`),
        info: (m) => lines.push(mask(m)),
        warn: (m) => lines.push(`warning: ${mask(m)}`),
        error: (m) => lines.push(`error: ${mask(m)}`),
        group: async (name, fn) => {
            lines.push(mask(name));
            return fn();
        },
    };
}


/***/ })

};
