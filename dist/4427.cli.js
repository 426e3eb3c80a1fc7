export const id = 4427;
export const ids = [4427];
export const modules = {

/***/ 4427:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AX: () => (/* reexport */ workspace/* GitWorkspace */.A),
  Gn: () => (/* binding */ findRepoRoot),
  FD: () => (/* binding */ readLocalDiff),
  u1: () => (/* binding */ resolveTarget)
});

// UNUSED EXPORTS: GitError

// EXTERNAL MODULE: ./.tmp/bundle-src/local/async-fs.js
var async_fs = __webpack_require__(74379);
// EXTERNAL MODULE: ./.tmp/bundle-src/local/refs.js
var local_refs = __webpack_require__(27501);
// EXTERNAL MODULE: ./.tmp/bundle-src/local/run-git.js
var run_git = __webpack_require__(29431);
// EXTERNAL MODULE: ./.tmp/bundle-src/local/shallow.js
var shallow = __webpack_require__(6915);
;// CONCATENATED MODULE: ./.tmp/bundle-src/local/unreadable.js
/**
 * A diff that survives files git cannot read. When one object is missing or corrupt (a partial
 * clone, a damaged pack, a blob deleted from `.git/objects`), `git diff` stops with "fatal: unable
 * to read <id>" and would end the whole review. Instead, the id in git's message is traced to the
 * changed path(s) holding it (`git ls-tree -r` of the compared revisions, `git ls-files -s` of the
 * index), those files are left out with the reason, and the diff runs again, until it succeeds or
 * the same id comes back. Only the failure path pays for this.
 */

/** Messages of `git diff` that point at a missing or damaged object rather than a bad request. */
const OBJECT_TROUBLE = /unable to read|bad object|missing blob|is corrupt|loose object|packed object|invalid object/i;
const OBJECT_ID = /\b[0-9a-f]{40}(?:[0-9a-f]{24})?\b/g;
/** A change with this many unreadable objects is a broken clone, not a broken file: give up. */
const MAX_ROUNDS = 50;
/**
 * Runs `diff(excludes)`; when it fails over an unreadable object, leaves out the files that hold it
 * and runs it again. `revisions` are those the diff compares (`[from, to]`, or `[from]` for the
 * working tree, whose index is then searched too); `env` is the diff's environment.
 */
async function diffSkippingUnreadable(root, revisions, diff, env = {}) {
    const unreadable = [];
    const tried = new Set();
    let holders;
    for (let round = 0;; round++) {
        try {
            // Literal, root-relative exclude pathspecs: a file named `*.ts` must not exclude others.
            const excludes = unreadable.map((f) => `:(top,exclude,literal)${f.path}`);
            return { diff: await diff(excludes), unreadable };
        }
        catch (error) {
            if (!(error instanceof run_git/* GitError */.XS) || !OBJECT_TROUBLE.test(error.message) || round >= MAX_ROUNDS)
                throw error;
            const ids = [...error.message.matchAll(OBJECT_ID)].map((m) => m[0]).filter((id) => !tried.has(id));
            if (ids.length === 0)
                throw error;
            holders ??= objectHolders(root, revisions, env);
            const byId = await holders;
            let found = false;
            for (const id of ids) {
                tried.add(id);
                for (const path of byId.get(id) ?? []) {
                    if (unreadable.some((f) => f.path === path))
                        continue;
                    found = true;
                    unreadable.push({
                        path,
                        reason: `unreadable: git cannot read object ${id.slice(0, 12)} (missing or corrupt; \`git fsck\` tells more)`,
                    });
                }
            }
            if (!found)
                throw error;
        }
    }
}
/** Which paths hold each blob id, in the compared revisions and (for the working tree) the index. */
async function objectHolders(root, revisions, env) {
    const holders = new Map();
    const add = (id, path) => {
        const paths = holders.get(id) ?? [];
        if (!paths.includes(path))
            paths.push(path);
        holders.set(id, paths);
    };
    for (const revision of revisions) {
        // `<mode> blob <id>\t<path>\0`: listing a tree reads trees only, never a blob.
        const { stdout } = await (0,run_git/* runGit */.EO)(root, ['ls-tree', '-r', '-z', '--full-tree', '--end-of-options', revision], [0], env);
        for (const entry of stdout.split('\0')) {
            const match = /^\d+ blob (\S+)\t(.*)$/s.exec(entry);
            if (match)
                add(match[1], match[2]);
        }
    }
    if (revisions.length === 1) {
        // `<mode> <id> <stage>\t<path>\0`
        const { stdout } = await (0,run_git/* runGit */.EO)(root, ['ls-files', '-s', '-z', '--full-name'], [0], env);
        for (const entry of stdout.split('\0')) {
            const match = /^\d+ (\S+) \d\t(.*)$/s.exec(entry);
            if (match)
                add(match[1], match[2]);
        }
    }
    return holders;
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./.tmp/bundle-src/local/untracked.js
/**
 * Working-tree diffs that include untracked files. `git diff` never shows them, yet a local review
 * must see a new file the author has not staged yet.
 *
 * The untracked files are marked intent-to-add in a *copy* of the index, then one `git diff` runs
 * against that copy: git itself decides binary vs text, quotes odd names, shows symlinks as their
 * target text (never followed) and even pairs a moved file with its deleted original as a rename.
 * The user's real index is never written. (One `git diff --no-index` per file was exact too, but
 * cost ~0.1 s a file: 1,000 new files took 100 s on a CI-sized machine.)
 */





/** Untracked, not ignored paths, relative to the repository root (respects .gitignore). */
async function listUntracked(root) {
    const { stdout } = await (0,run_git/* runGit */.EO)(root, ['ls-files', '--others', '--exclude-standard', '-z', '--full-name']);
    // A nested repository is listed as `dir/`; it is not a file of this one.
    return stdout.split('\0').filter((p) => p !== '' && !p.endsWith('/'));
}
/** `git diff FROM` against the working tree, optionally run with another index file. */
async function diffWorktree(root, from, env = {}) {
    return diffSkippingUnreadable(root, [from], async (excludes) => {
        const args = ['diff', ...run_git/* DIFF_FLAGS */.uT, '--end-of-options', from, '--', ...excludes];
        return (await (0,run_git/* runGit */.EO)(root, args, [0], env)).stdout;
    }, env);
}
function isMissing(error) {
    return error.code === 'ENOENT';
}
/** Diff of the working tree (staged, unstaged and untracked changes) against commit or tree `from`. */
async function worktreeDiff(root, from) {
    const untracked = await listUntracked(root);
    if (untracked.length === 0)
        return diffWorktree(root, from);
    const scratch = await (0,async_fs/* mkdtemp */.jV)(external_node_path_.join((0,external_node_os_.tmpdir)(), 'prlens-index-'));
    try {
        const index = external_node_path_.join(scratch, 'index');
        const { stdout } = await (0,run_git/* runGit */.EO)(root, ['rev-parse', '--path-format=absolute', '--git-path', 'index']);
        // The copy keeps the index's mtime: git trusts a cached stat only when the file is older than
        // the index ("racy git"), so a fresh mtime would hide an edit made in the same second.
        // A repository where nothing was ever staged has no index yet; git starts an empty one.
        await (0,async_fs.cp)(stdout.trim(), index, { preserveTimestamps: true }).catch((error) => {
            if (!isMissing(error))
                throw error;
        });
        const pathspecs = external_node_path_.join(scratch, 'pathspecs');
        await (0,async_fs/* writeFile */._h)(pathspecs, untracked.join('\0'));
        const env = { GIT_INDEX_FILE: index };
        // Literal pathspecs: a file named `*.ts` or `[x]` must not glob other files in.
        await (0,run_git/* runGit */.EO)(root, [
            '--literal-pathspecs',
            'add',
            '--intent-to-add',
            `--pathspec-from-file=${pathspecs}`,
            '--pathspec-file-nul',
        ], [0], env);
        return await diffWorktree(root, from, env);
    }
    finally {
        await (0,async_fs.rm)(scratch, { recursive: true, force: true });
    }
}

// EXTERNAL MODULE: ./.tmp/bundle-src/local/workspace.js + 1 modules
var workspace = __webpack_require__(89411);
;// CONCATENATED MODULE: ./.tmp/bundle-src/local/git.js
/**
 * The local git adapter for the CLI: the diff under review in one of four modes, the repository
 * root, and (via GitWorkspace) file reads and search at a revision.
 */








/** Absolute path of the top of the working tree containing `cwd`; GitError 'not-a-repo' otherwise. */
async function findRepoRoot(cwd) {
    const { stdout } = await (0,run_git/* runGit */.EO)(cwd, ['rev-parse', '--show-toplevel']);
    const root = stdout.trim();
    if (root === '')
        throw (0,run_git/* notARepo */.pk)(cwd);
    return (0,async_fs/* realpath */.Kz)(root);
}
const NO_REPO = /not a git repository|must be run in a work tree/i;
function unbornHead(ref) {
    return new run_git/* GitError */.XS('bad-ref', `HEAD has no commits yet, so it shares no history with '${ref}'`);
}
/**
 * Resolves the target of `mode` from `cwd` with one `git rev-parse`: the root, the named commits
 * and, for `--commit`, its parents (`^@`; none for a root commit). Before, the config loader and the
 * review each asked git for them, three processes each.
 */
async function resolveTarget(cwd, mode) {
    const names = mode.kind === 'commit'
        ? [mode.sha]
        : mode.kind === 'base'
            ? [mode.ref]
            : mode.kind === 'range'
                ? [mode.from, mode.to]
                : [];
    if (names.length === 0)
        return { root: await findRepoRoot(cwd) };
    // Check every name before git sees any; a checked name cannot pass for an option.
    for (const name of names)
        (0,local_refs/* assertSafeRef */.xT)(name);
    const revs = names.map((name) => `${name}^{commit}`);
    if (mode.kind === 'commit')
        revs.push(`${mode.sha}^{commit}^@`);
    // --base compares the working tree of HEAD: HEAD is resolved in the same call, not a second one.
    if (mode.kind === 'base')
        revs.push('HEAD^{commit}');
    // git 2.39's rev-parse echoes --end-of-options instead of honouring it: the line is dropped.
    const { stdout, stderr, exitCode } = await (0,run_git/* runGit */.EO)(cwd, ['rev-parse', '--show-toplevel', '--end-of-options', ...revs], [0, 128]);
    if (exitCode !== 0) {
        if (NO_REPO.test(stderr))
            throw (0,run_git/* notARepo */.pk)(cwd);
        // Which name failed, with the message (and default-branch hint) of a lookup of that name.
        for (const name of names)
            await (0,local_refs/* resolveCommit */.WL)(cwd, name);
        if (mode.kind === 'base' && (await (0,local_refs/* resolveHead */.tK)(cwd)) === null)
            throw unbornHead(mode.ref);
        throw await (0,local_refs/* unknownCommit */.AX)(cwd, names[0] ?? '');
    }
    const [top = '', ...shas] = stdout.split('\n').filter((line) => line !== '' && line !== '--end-of-options');
    if (top === '' || shas.length < names.length)
        throw (0,run_git/* notARepo */.pk)(cwd);
    const refs = new Map(names.map((name, i) => [name, shas[i] ?? '']));
    const root = await (0,async_fs/* realpath */.Kz)(top);
    if (mode.kind === 'base')
        return { root, refs, head: shas[1] ?? '' };
    if (mode.kind !== 'commit')
        return { root, refs };
    const sha = shas[0] ?? '';
    // No parent: a root commit, or the cut of a shallow clone, which must not pass for a root commit.
    if (shas[1] === undefined && (await (0,shallow/* shallowCommits */.H)(root)).has(sha))
        throw (0,shallow/* missingParent */.L4)(mode.sha);
    return { root, refs, commit: { sha, parent: shas[1] ?? null } };
}
async function diffTrees(root, from, to) {
    return diffSkippingUnreadable(root, [from, to], async (excludes) => {
        const { stdout } = await (0,run_git/* runGit */.EO)(root, [
            'diff',
            ...run_git/* DIFF_FLAGS */.uT,
            '--end-of-options',
            from,
            to,
            '--',
            ...excludes,
        ]);
        return stdout;
    });
}
/**
 * Reads the diff for `mode` in the repository containing `cwd`. Refs are validated before use; a
 * `target` already resolved (resolveTarget) is not resolved again.
 */
async function readLocalDiff(cwd, mode, target) {
    const root = target?.root ?? (await findRepoRoot(cwd));
    switch (mode.kind) {
        case 'worktree': {
            const head = await (0,local_refs/* resolveHead */.tK)(root);
            const { diff, unreadable } = await worktreeDiff(root, head ?? (await (0,local_refs/* emptyTree */["in"])(root)));
            return { diff, base: head, head, mode: mode.kind, headRef: null, unreadable };
        }
        case 'commit': {
            const sha = target?.commit?.sha ?? (await (0,local_refs/* resolveCommit */.WL)(root, mode.sha));
            const parent = target?.commit ? target.commit.parent : await (0,local_refs/* firstParent */.v1)(root, sha, mode.sha);
            const { diff, unreadable } = await diffTrees(root, parent ?? (await (0,local_refs/* emptyTree */["in"])(root)), sha);
            return { diff, base: parent, head: sha, mode: mode.kind, headRef: sha, unreadable };
        }
        case 'range': {
            // Check both names before resolving either, so a hostile second ref never reaches git.
            (0,local_refs/* assertSafeRef */.xT)(mode.from);
            (0,local_refs/* assertSafeRef */.xT)(mode.to);
            const known = (ref) => target?.refs?.get(ref) ?? (0,local_refs/* resolveCommit */.WL)(root, ref);
            const [from, to] = await Promise.all([known(mode.from), known(mode.to)]);
            const base = await (0,local_refs/* mergeBase */.wu)(root, from, to, [mode.from, mode.to]);
            const { diff, unreadable } = await diffTrees(root, base, to);
            return { diff, base, head: to, mode: mode.kind, headRef: to, unreadable };
        }
        case 'base': {
            const ref = target?.refs?.get(mode.ref) ?? (await (0,local_refs/* resolveCommit */.WL)(root, mode.ref));
            const head = target?.head ?? (await (0,local_refs/* resolveHead */.tK)(root));
            if (head === null)
                throw unbornHead(mode.ref);
            const base = await (0,local_refs/* mergeBase */.wu)(root, ref, head, [mode.ref, 'HEAD']);
            const { diff, unreadable } = await worktreeDiff(root, base);
            return { diff, base, head, mode: mode.kind, headRef: null, unreadable };
        }
    }
}


/***/ }),

/***/ 27501:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AX: () => (/* binding */ unknownCommit),
/* harmony export */   WL: () => (/* binding */ resolveCommit),
/* harmony export */   "in": () => (/* binding */ emptyTree),
/* harmony export */   tK: () => (/* binding */ resolveHead),
/* harmony export */   v1: () => (/* binding */ firstParent),
/* harmony export */   wu: () => (/* binding */ mergeBase),
/* harmony export */   xT: () => (/* binding */ assertSafeRef)
/* harmony export */ });
/* harmony import */ var _run_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(29431);
/* harmony import */ var _shallow_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6915);
/**
 * Ref handling: user-supplied names are checked before git sees them and resolved to commit ids,
 * so every later command works with a full SHA and never with text that could be read as an option.
 */


// Whitespace and control characters never belong in a ref name (git-check-ref-format) and would
// otherwise let a value smuggle in a second argument or confuse log output.
const FORBIDDEN = /[\s\x00-\x1f\x7f]/;
/** Throws a GitError 'bad-ref' when `ref` could be taken for an option or is not a plausible name. */
function assertSafeRef(ref) {
    if (ref.length === 0)
        throw new _run_git_js__WEBPACK_IMPORTED_MODULE_0__/* .GitError */ .XS('bad-ref', 'empty ref: name a branch, tag or commit');
    if (ref.startsWith('-')) {
        throw new _run_git_js__WEBPACK_IMPORTED_MODULE_0__/* .GitError */ .XS('bad-ref', `ref '${ref}' looks like an option: name a branch, tag or commit`);
    }
    if (FORBIDDEN.test(ref)) {
        throw new _run_git_js__WEBPACK_IMPORTED_MODULE_0__/* .GitError */ .XS('bad-ref', `ref ${JSON.stringify(ref)} contains whitespace or control characters`);
    }
}
function unknownRef(ref, hint = '') {
    const fix = hint || ': check the name with `git branch -a` or `git log`';
    return new _run_git_js__WEBPACK_IMPORTED_MODULE_0__/* .GitError */ .XS('bad-ref', `unknown ref '${ref}'${fix}`);
}
/** Names people type for "the default branch"; a repository has one of them, often not `main`. */
const DEFAULT_BRANCHES = ['main', 'master', 'trunk', 'develop'];
/**
 * `; this repository's default branch is 'master'` when `ref` is a usual default-branch name that
 * does not exist here and another one does (the remote's HEAD first, as git clone records it).
 */
async function defaultBranchHint(cwd, ref) {
    const remote = ref.startsWith('origin/') ? 'origin/' : '';
    if (!DEFAULT_BRANCHES.includes(ref.slice(remote.length)))
        return '';
    const head = await (0,_run_git_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .EO)(cwd, ['symbolic-ref', '--quiet', '--short', 'refs/remotes/origin/HEAD'], [0, 1, 128]);
    const recorded = head.exitCode === 0 ? head.stdout.trim() : '';
    const candidates = [
        ...(recorded !== '' ? [remote ? recorded : recorded.replace(/^origin\//, ''), recorded] : []),
        ...DEFAULT_BRANCHES.map((name) => `${remote}${name}`),
    ];
    for (const candidate of candidates) {
        if (candidate === ref)
            continue;
        const found = await (0,_run_git_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .EO)(cwd, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${candidate}^{commit}`], [0, 1, 128]);
        if (found.exitCode === 0)
            return `; this repository's default branch is '${candidate}': try --base ${candidate}`;
    }
    return '';
}
/** The 'bad-ref' error for a ref that names no commit, with a hint at the default branch when it helps. */
async function unknownCommit(cwd, ref) {
    return unknownRef(ref, await defaultBranchHint(cwd, ref));
}
/** Resolves `ref` to the full id of the commit it names, or throws GitError 'bad-ref'. */
async function resolveCommit(cwd, ref) {
    assertSafeRef(ref);
    const { stdout, exitCode } = await (0,_run_git_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .EO)(cwd, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`], [0, 1]);
    const sha = stdout.trim();
    if (exitCode !== 0 || sha === '') {
        // In a shallow clone the likely cause is what was not fetched, not a typo.
        const shallow = (await (0,_shallow_js__WEBPACK_IMPORTED_MODULE_1__/* .shallowCommits */ .H)(cwd)).size > 0;
        throw unknownRef(ref, shallow ? (0,_shallow_js__WEBPACK_IMPORTED_MODULE_1__/* .shallowRefHint */ .tk)(ref) : await defaultBranchHint(cwd, ref));
    }
    return sha;
}
/** The commit HEAD points at, or null in a repository without commits. */
async function resolveHead(cwd) {
    const { stdout, exitCode } = await (0,_run_git_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .EO)(cwd, ['rev-parse', '--verify', '--quiet', '--end-of-options', 'HEAD^{commit}'], [0, 1]);
    return exitCode === 0 && stdout.trim() !== '' ? stdout.trim() : null;
}
/**
 * First parent of `sha`, or null for a root commit (merges are reviewed against their first parent).
 * A commit at the cut of a shallow clone has a parent git did not fetch: a GitError, not null.
 */
async function firstParent(cwd, sha, label = sha.slice(0, 12)) {
    const { stdout } = await (0,_run_git_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .EO)(cwd, ['rev-list', '--parents', '-n', '1', '--end-of-options', sha, '--']);
    const [, parent] = stdout.trim().split(' ');
    if (parent === undefined && (await (0,_shallow_js__WEBPACK_IMPORTED_MODULE_1__/* .shallowCommits */ .H)(cwd)).has(sha))
        throw (0,_shallow_js__WEBPACK_IMPORTED_MODULE_1__/* .missingParent */ .L4)(label);
    return parent ?? null;
}
/** Best common ancestor of two commits; throws when the histories are unrelated. */
async function mergeBase(cwd, a, b, labels) {
    const { stdout, exitCode } = await (0,_run_git_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .EO)(cwd, ['merge-base', '--end-of-options', a, b], [0, 1]);
    const sha = stdout.trim();
    if (exitCode !== 0 || sha === '') {
        const shallow = (await (0,_shallow_js__WEBPACK_IMPORTED_MODULE_1__/* .shallowCommits */ .H)(cwd)).size > 0;
        throw new _run_git_js__WEBPACK_IMPORTED_MODULE_0__/* .GitError */ .XS('bad-ref', `'${labels[0]}' and '${labels[1]}' have no common ancestor` +
            (shallow ? _shallow_js__WEBPACK_IMPORTED_MODULE_1__/* .SHALLOW_MERGE_BASE_HINT */ .ae : ': pick a base that shares history with the head'));
    }
    return sha;
}
/** Id of the empty tree in this repository's hash format (sha1 or sha256). */
async function emptyTree(cwd) {
    const { stdout } = await (0,_run_git_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .EO)(cwd, ['hash-object', '-t', 'tree', '/dev/null']);
    return stdout.trim();
}


/***/ }),

/***/ 6915:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ shallowCommits),
/* harmony export */   L4: () => (/* binding */ missingParent),
/* harmony export */   ae: () => (/* binding */ SHALLOW_MERGE_BASE_HINT),
/* harmony export */   tk: () => (/* binding */ shallowRefHint)
/* harmony export */ });
/* harmony import */ var _async_fs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74379);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _run_git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(29431);
/**
 * Shallow clones (`git clone --depth N`, and actions/checkout's default `fetch-depth: 1`) hold only
 * the newest commits: the parent of the oldest one is missing and that commit looks like a root, a
 * ref such as `HEAD~1` may point past the end, and other branches were never fetched. Reviewing such
 * a clone as if it were whole would review every file as added, so each of these cases stops with
 * what to fetch instead (https://git-scm.com/docs/git-fetch#Documentation/git-fetch.txt---deepenltdepthgt,
 * https://github.com/actions/checkout#fetch-all-history-for-all-tags-and-branches).
 */



/** The commits at the cut of a shallow clone (the ones whose parents were not fetched); empty when whole. */
async function shallowCommits(cwd) {
    const flag = await (0,_run_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .EO)(cwd, ['rev-parse', '--is-shallow-repository'], [0, 128]);
    if (flag.stdout.trim() !== 'true')
        return new Set();
    const file = await (0,_run_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .EO)(cwd, ['rev-parse', '--path-format=absolute', '--git-path', 'shallow']);
    const text = await (0,_async_fs_js__WEBPACK_IMPORTED_MODULE_0__/* .readFile */ .TA)(node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(cwd, file.stdout.trim()), 'utf8').catch(() => '');
    const commits = text.split('\n').filter((line) => line.trim() !== '');
    // A shallow repository always lists its cut; an unreadable list still means shallow.
    return new Set(commits.length > 0 ? commits : ['unknown']);
}
const FETCH_ALL = 'in GitHub Actions, check out with `fetch-depth: 0` (actions/checkout)';
/** The hint for a ref a shallow clone cannot resolve: its history or its branch was not fetched. */
function shallowRefHint(ref) {
    const ancestry = /[~^]/.test(ref);
    const fetch = ancestry
        ? `fetch more history with \`git fetch --deepen=<commits>\` (or \`git fetch --unshallow\`)`
        : `fetch it with \`git fetch origin ${ref}\` (add \`--unshallow\` for the history a review needs)`;
    return `; this is a shallow clone, which has only the newest commits: ${fetch}, or ${FETCH_ALL}`;
}
/** The error for a commit whose parent a shallow clone did not fetch: it is not a root. */
function missingParent(label) {
    return new _run_git_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .XS('bad-ref', `the parent of ${label} is not in this shallow clone, so the commit cannot be compared with it ` +
        `(it would be reviewed as if every file were new): fetch it with \`git fetch --deepen=1\`, or ${FETCH_ALL}`);
}
/** The hint for two commits whose common ancestor lies before the cut of a shallow clone. */
const SHALLOW_MERGE_BASE_HINT = `: this is a shallow clone, and their common ancestor may be older than its newest commits; ` +
    `fetch more history with \`git fetch --deepen=<commits>\` (or \`git fetch --unshallow\`), or ${FETCH_ALL}`;


/***/ }),

/***/ 89411:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ GitWorkspace)
});

// EXTERNAL MODULE: ./.tmp/bundle-src/local/async-fs.js
var async_fs = __webpack_require__(74379);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./.tmp/bundle-src/core/repo-path.js
var repo_path = __webpack_require__(36535);
// EXTERNAL MODULE: ./.tmp/bundle-src/local/refs.js
var refs = __webpack_require__(27501);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: ./.tmp/bundle-src/local/run-git.js
var run_git = __webpack_require__(29431);
;// CONCATENATED MODULE: ./.tmp/bundle-src/local/cat-file-batch.js
/**
 * Many blob reads in one git process: `git cat-file --batch` answers one `<rev>:<path>` a line
 * (https://git-scm.com/docs/git-cat-file#_batch_output). A review's config candidates, its
 * `.gitattributes` and the changed files' contents each took a `git cat-file blob` of their own;
 * issue 48 counted 16 git processes for one `review --commit`.
 */


/** The text of each `<rev>:<path>`, in order; null where git has no blob there (missing, a tree, a submodule). */
async function catFileBatch(cwd, specs) {
    if (specs.length === 0)
        return [];
    // One question a line: a name with a line break cannot be asked this way (the caller reads it alone).
    if (specs.some((s) => /[\n\r]/.test(s)))
        throw new Error('catFileBatch: a name holds a line break');
    const output = await new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_.execFile)('git', (0,run_git/* gitArgs */.iJ)(['cat-file', '--batch']), { cwd, env: (0,run_git/* gitEnv */.gE)(), maxBuffer: run_git/* MAX_BUFFER */.eG, encoding: 'buffer', windowsHide: true }, (error, stdout, stderr) => {
            if (error === null)
                resolve(stdout);
            else
                (0,run_git/* describeFailure */.Ic)(cwd, ['cat-file'], error, stderr.toString('utf8')).then(reject, reject);
        });
        child.stdin?.end(specs.map((s) => `${s}\n`).join(''));
    });
    return parseBatch(output, specs.length);
}
/** Splits `--batch` output: `<oid> <type> <size>\n<bytes>\n` per answer, or `<name> missing\n` and the like. */
function parseBatch(output, count) {
    const answers = [];
    let at = 0;
    while (answers.length < count) {
        const eol = output.indexOf(0x0a, at);
        if (eol < 0)
            throw new Error(`git cat-file --batch answered ${answers.length} of ${count} names`);
        const header = output.toString('utf8', at, eol);
        at = eol + 1;
        const found = /^[0-9a-f]+ (\w+) (\d+)$/.exec(header);
        if (!found) {
            // `missing`, `ambiguous`: no object by that name.
            answers.push(null);
            continue;
        }
        const size = Number(found[2]);
        answers.push(found[1] === 'blob' ? output.toString('utf8', at, at + size) : null);
        at += size + 1;
    }
    return answers;
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/local/workspace.js
/**
 * GitWorkspace: the Workspace port over a local checkout. It reads repository paths (the diff's own
 * files, `C:notes.md` included): never absolute, no `..` segment, nothing inside `.git` (it can hold
 * credentials), no symlinked directory that leads out of the root, and a symlink reads as its
 * target text, as git stores it. A path from a model (preset `deep`, the reflect pass) or a
 * commenter passes the stricter safeRelativePath first.
 */






const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 1000;
function isMissing(error) {
    const code = error.code;
    return code === 'ENOENT' || code === 'ENOTDIR';
}
/** Splits `git grep -z -n` output (`path\0line\0text\n`) into hits; returns the unparsed tail. */
function parseGrep(buffer, hits, limit, prefix, skip) {
    let start = 0;
    while (hits.length < limit) {
        const nul1 = buffer.indexOf(0, start);
        const nul2 = nul1 < 0 ? -1 : buffer.indexOf(0, nul1 + 1);
        const end = nul2 < 0 ? -1 : buffer.indexOf(0x0a, nul2 + 1);
        if (end < 0)
            break;
        const file = buffer.toString('utf8', start, nul1);
        const path = file.startsWith(prefix) ? file.slice(prefix.length) : file;
        start = end + 1;
        // A path the caller excludes is named, never returned, and does not count toward the limit.
        if (skip?.excluded(path) === true) {
            skip.withheld.add(path);
            continue;
        }
        hits.push({
            path,
            line: Number(buffer.toString('utf8', nul1 + 1, nul2)),
            text: buffer.toString('utf8', nul2 + 1, end),
        });
    }
    return buffer.subarray(start);
}
/**
 * Blob reads started ahead for a later reader (`prefetch`), by root, commit and path; each is taken
 * by the first `readFile` of it in this process, from whichever GitWorkspace of that root.
 */
const ahead = new Map();
const aheadKey = (root, ref, file) => `${root}\0${ref}\0${file}`;
/** Reads and searches the repository at `root` (a path returned by findRepoRoot). */
class GitWorkspace {
    root;
    realRoot;
    commits = new Map();
    /** Blob reads waiting for the next batch: `<sha>:<path>` and who waits for the answer. */
    queue = [];
    /** `known`: commit ids the caller resolved already (null entries ignored), not asked of git again. */
    constructor(root, known = []) {
        this.root = root;
        for (const sha of known)
            if (sha !== null)
                this.commits.set(sha, Promise.resolve(sha));
    }
    /**
     * Contents of repository path `file` at `ref` (null: the working tree); null when the file does
     * not exist there. A model's or a commenter's path must pass safeRelativePath first.
     */
    async readFile(file, ref) {
        const relative = (0,repo_path/* repositoryPath */.SH)(file);
        // On Windows a backslash or a drive colon would be read as a separator: such a name is another
        // file there, so it is not read rather than read from the wrong place.
        if (ref === null && external_node_path_.sep === '\\' && /[\\:]/.test(relative))
            throw new repo_path/* UnreadablePathError */.hU(relative, 'not a file name this system can open');
        if (ref !== null) {
            const key = aheadKey(this.root, ref, relative);
            const started = ahead.get(key);
            if (started) {
                ahead.delete(key);
                return started;
            }
            const sha = await this.commit(ref);
            // cat-file prints the blob as stored: no textconv, no pager, a symlink is its target text.
            if (!/[\n\r]/.test(relative))
                return this.batched(`${sha}:${relative}`);
            const { stdout, exitCode } = await (0,run_git/* runGit */.EO)(this.root, ['cat-file', 'blob', `${sha}:${relative}`], [0, 128]);
            return exitCode === 0 ? stdout : null;
        }
        return this.readWorktree(relative);
    }
    /**
     * Starts reading `file` at commit `ref` in the batch of the reads started with it, for the next
     * `readFile` of it from any workspace of this root: a later stage's read costs no git process of
     * its own (the review's `.gitattributes`, read with the config at the same base; issue 48).
     */
    prefetch(file, ref) {
        const pending = this.readFile(file, ref);
        // Nobody may take it (a config error ends the run first): a failure is then nobody's to see.
        pending.catch(() => undefined);
        ahead.set(aheadKey(this.root, ref, (0,repo_path/* repositoryPath */.SH)(file)), pending);
    }
    /**
     * Queues one blob read; the reads queued before the event loop's next turn (the concurrent reads
     * of a prefetch, the config candidates) go to one `git cat-file --batch` (issue 48).
     */
    batched(spec) {
        return new Promise((resolve, reject) => {
            if (this.queue.length === 0)
                setImmediate(() => this.flush());
            this.queue.push({ spec, settle: (text) => void text.then(resolve, reject) });
        });
    }
    flush() {
        const batch = this.queue;
        this.queue = [];
        const answers = catFileBatch(this.root, batch.map((b) => b.spec));
        batch.forEach((b, i) => b.settle(answers.then((texts) => texts[i] ?? null)));
    }
    /** `git grep` for a literal (default) or POSIX extended regex, at `ref` or in the working tree. */
    async searchCode(query, options) {
        const limit = Math.min(Math.max(1, Math.floor(options.limit ?? DEFAULT_LIMIT)), MAX_LIMIT);
        if (query === '')
            return [];
        // `-e` keeps a pattern that starts with `-` from being read as an option.
        const args = ['grep', '-n', '-I', '-z', '--no-color', options.regex ? '-E' : '-F', '-e', query];
        let prefix = '';
        if (options.ref != null) {
            const sha = await this.commit(options.ref);
            // git grep (2.39) takes no --end-of-options; a resolved hex id cannot pass for an option.
            args.push(sha, '--');
            prefix = `${sha}:`;
        }
        else {
            // New files the author has not added yet are part of a working-tree review.
            args.push('--untracked', '--');
        }
        const hits = [];
        let pending = Buffer.alloc(0);
        // Exit 1 means "no match".
        await (0,run_git/* streamGit */.t1)(this.root, args, (chunk) => {
            pending = parseGrep(Buffer.concat([pending, chunk]), hits, limit, prefix, options.skip);
            return hits.length < limit;
        }, [0, 1]);
        return hits;
    }
    /** Tracked files at `ref` (`git ls-tree`), or tracked plus untracked, unignored files of the working tree. */
    async listFiles(ref) {
        const args = ref !== null
            ? ['ls-tree', '-r', '-z', '--name-only', '--full-tree', await this.commit(ref)]
            : ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--full-name'];
        const { stdout } = await (0,run_git/* runGit */.EO)(this.root, args);
        return [...new Set(stdout.split('\0').filter((p) => p !== ''))];
    }
    /** Files at or below `folder`: tracked at `ref` (`git ls-tree`), or in the working tree as listFiles has them. */
    async listBelow(folder, ref) {
        const relative = (0,repo_path/* repositoryPath */.SH)(folder);
        if (ref === null)
            return (await this.listFiles(null)).filter((p) => p.startsWith(`${relative}/`));
        const args = [
            'ls-tree',
            '-r',
            '-z',
            '--name-only',
            '--full-tree',
            await this.commit(ref),
            '--',
            relative,
        ];
        const { stdout } = await (0,run_git/* runGit */.EO)(this.root, args);
        return stdout.split('\0').filter((p) => p.startsWith(`${relative}/`));
    }
    /** Files directly in `folder`: tracked at `ref` (one `git ls-tree`, not recursive), or in the working tree. */
    async listFolder(folder, ref) {
        const relative = (0,repo_path/* repositoryPath */.SH)(folder);
        if (ref === null)
            return (await this.listFiles(null)).filter((p) => p.slice(0, p.lastIndexOf('/')) === relative);
        const args = ['ls-tree', '-z', '--full-tree', await this.commit(ref), '--', `${relative}/`];
        const { stdout } = await (0,run_git/* runGit */.EO)(this.root, args);
        // `<mode> <type> <object>\t<path>`: the folder's blobs (symlinks too), not its subfolders.
        return stdout
            .split('\0')
            .map((entry) => /^\d+ blob \S+\t(.*)$/s.exec(entry)?.[1])
            .filter((p) => p !== undefined && p.slice(0, p.lastIndexOf('/')) === relative);
    }
    /** Whether `file` is a symlink: mode 120000 in the tree at `ref`, or an lstat of the working tree. */
    async isSymlink(file, ref) {
        const relative = (0,repo_path/* repositoryPath */.SH)(file);
        if (ref === null) {
            try {
                return (await (0,async_fs/* lstat */.$1)(external_node_path_.join(this.root, relative))).isSymbolicLink();
            }
            catch (error) {
                if (isMissing(error))
                    return false;
                throw error;
            }
        }
        const args = ['ls-tree', '-z', '--full-tree', await this.commit(ref), '--', relative];
        const { stdout } = await (0,run_git/* runGit */.EO)(this.root, args);
        // `<mode> <type> <object>\t<path>\0`: https://git-scm.com/docs/git-ls-tree#_output_format
        return stdout.startsWith('120000 ');
    }
    commit(ref) {
        let sha = this.commits.get(ref);
        if (sha === undefined) {
            sha = (0,refs/* resolveCommit */.WL)(this.root, ref);
            this.commits.set(ref, sha);
            // A failed lookup is not cached, so a ref created later still resolves.
            sha.catch(() => this.commits.delete(ref));
        }
        return sha;
    }
    async readWorktree(relative) {
        this.realRoot ??= (0,async_fs/* realpath */.Kz)(this.root);
        const root = await this.realRoot;
        let parent;
        let info;
        try {
            parent = await (0,async_fs/* realpath */.Kz)(external_node_path_.join(root, external_node_path_.posix.dirname(relative)));
            info = await (0,async_fs/* lstat */.$1)(external_node_path_.join(parent, external_node_path_.posix.basename(relative)));
        }
        catch (error) {
            if (isMissing(error))
                return null;
            throw error;
        }
        if (parent !== root && !parent.startsWith(root + external_node_path_.sep)) {
            throw new Error(`refusing to read '${relative}': a symlinked directory leads outside the repository`);
        }
        // A link inside the tree may still point into .git.
        if (parent !== root)
            (0,repo_path/* repositoryPath */.SH)(external_node_path_.relative(root, parent).split(external_node_path_.sep).join('/') + '/x');
        const target = external_node_path_.join(parent, external_node_path_.posix.basename(relative));
        // A symlink reads as git stores it (its target text), the same as at a ref: never followed,
        // so a link to a file outside the repository cannot leak that file.
        if (info.isSymbolicLink())
            return (0,async_fs/* readlink */.h_)(target, 'utf8');
        if (!info.isFile())
            return null;
        return (0,async_fs/* readFile */.TA)(target, 'utf8');
    }
}


/***/ })

};
