export const id = 465;
export const ids = [465];
export const modules = {

/***/ 40465:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   applyFixes: () => (/* binding */ applyFixes)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var _core_repo_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36535);
/* harmony import */ var _review_stages_check_suggestions_apply_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(47397);
/* harmony import */ var _workspace_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(89411);
/**
 * `prlens review --fix`: writes the suggestions the check verified into the working tree, the way
 * `eslint --fix` does. Only a `verified` suggestion is written \u2014 a prlens rule's own fix that parsed
 * and made that rule stop firing \u2014 because a file rewritten on disk has no reviewer clicking a button
 * in between; a model's or another tool's code never is, whatever its check says. A file is
 * written only when it is the file the review read, reached without a symlink, inside the
 * repository, and replaced whole by rename so an interrupted run never leaves half a file.
 */






/** Writes every verified suggestion; refuses, with a reason, what cannot be written safely. */
async function applyFixes(request) {
    const fixable = request.findings.filter((f) => f.suggestion !== null &&
        f.suggestion_check === 'verified' &&
        isRulesOwnFix(f) &&
        f.side === 'RIGHT' &&
        f.anchored);
    const byPath = new Map();
    for (const f of fixable)
        byPath.set(f.path, [...(byPath.get(f.path) ?? []), f]);
    const result = { applied: [], refused: [] };
    const workspace = new _workspace_js__WEBPACK_IMPORTED_MODULE_4__/* .GitWorkspace */ .A(request.root);
    const root = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(request.root);
    for (const [file, findings] of [...byPath].sort(([a], [b]) => a.localeCompare(b))) {
        const refuse = (reason) => result.refused.push(...findings.map((f) => ({ path: file, line: f.line, reason })));
        const target = await writableTarget(root, file).catch((error) => error);
        if (target instanceof Error) {
            refuse(target.message);
            continue;
        }
        const content = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(target.full, 'utf8');
        if (request.headRef !== null && content !== (await workspace.readFile(file, request.headRef))) {
            refuse(`it has uncommitted edits the review of commit ${request.headRef.slice(0, 12)} did not see: commit or discard ` +
                'them, or review the working tree (prlens review --fix)');
            continue;
        }
        const { text, applied, refused } = applyAll(content, findings);
        result.refused.push(...refused.map((r) => ({ path: file, ...r })));
        if (applied.length === 0)
            continue;
        await writeAtomically(target.full, text, target.mode);
        result.applied.push(...applied.map((f) => ({
            path: file,
            line: f.line,
            start_line: f.start_line,
            what: f.rule ?? f.title,
        })));
    }
    return result;
}
/** A prlens rule's own fix, on that rule's finding: the only code `--fix` may write (issue 42, point 3). */
function isRulesOwnFix(f) {
    return (f.suggestion_rule !== undefined && f.suggestion_rule === f.rule && f.lens.split('+').includes('static'));
}
/** The file's absolute path and mode, or an error saying why it must not be written. */
async function writableTarget(root, file) {
    try {
        (0,_core_repo_path_js__WEBPACK_IMPORTED_MODULE_3__/* .repositoryPath */ .SH)(file);
    }
    catch (error) {
        throw new Error(`not written: ${error.message}`);
    }
    // Every directory on the way is resolved: a symlinked directory could lead out of the repository.
    const parent = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(node_path__WEBPACK_IMPORTED_MODULE_2__.join(root, node_path__WEBPACK_IMPORTED_MODULE_2__.posix.dirname(file))).catch(() => null);
    if (parent === null)
        throw new Error('not written: the file is no longer in the working tree');
    if (parent !== root && !parent.startsWith(root + node_path__WEBPACK_IMPORTED_MODULE_2__.sep))
        throw new Error('not written: a symlinked directory leads outside the repository');
    const full = node_path__WEBPACK_IMPORTED_MODULE_2__.join(parent, node_path__WEBPACK_IMPORTED_MODULE_2__.posix.basename(file));
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(full).catch(() => null);
    if (info === null)
        throw new Error('not written: the file is no longer in the working tree');
    // The review read a symlink as its target text; writing through it would change another file.
    if (info.isSymbolicLink())
        throw new Error('not written: it is a symlink, and a fix never follows one');
    if (!info.isFile())
        throw new Error('not written: it is not a regular file');
    return { full, mode: info.mode & 0o7777 };
}
/**
 * Applies the suggestions bottom-up, so the lines of the ones above still hold; two that touch the
 * same line are both refused, since whichever went second would replace code the first rewrote.
 */
function applyAll(content, findings) {
    const range = (f) => [f.start_line ?? f.line, f.line];
    const overlapping = new Set();
    for (const a of findings)
        for (const b of findings) {
            if (a === b)
                continue;
            const [[a1, a2], [b1, b2]] = [range(a), range(b)];
            if (a1 <= b2 && b1 <= a2)
                overlapping.add(a);
        }
    const refused = [...overlapping].map((f) => ({
        line: f.line,
        reason: `not written: it overlaps another suggestion on lines ${range(f).join('-')}; fix one, then run again`,
    }));
    const rest = findings.filter((f) => !overlapping.has(f)).sort((a, b) => b.line - a.line);
    let text = content;
    const applied = [];
    for (const f of rest) {
        const next = (0,_review_stages_check_suggestions_apply_js__WEBPACK_IMPORTED_MODULE_5__/* .applySuggestion */ .T)(text, f, f.suggestion ?? '');
        if ('error' in next) {
            refused.push({ line: f.line, reason: `not written: ${next.error}` });
            continue;
        }
        text = next.content;
        applied.push(f);
    }
    return { text, applied: applied.reverse(), refused };
}
/** A temp file beside the target, given its mode, then renamed over it: readers see old or new, whole. */
async function writeAtomically(full, text, mode) {
    const temp = node_path__WEBPACK_IMPORTED_MODULE_2__.join(node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(full), `.${node_path__WEBPACK_IMPORTED_MODULE_2__.basename(full)}.prlens-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}`);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(temp, text, { flag: 'wx', mode });
        // The umask narrows the mode given at creation; the file keeps exactly the mode it had.
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.chmod)(temp, mode);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temp, full);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temp, { force: true });
        throw error;
    }
}


/***/ })

};
