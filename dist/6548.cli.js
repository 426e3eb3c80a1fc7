export const id = 6548;
export const ids = [6548];
export const modules = {

/***/ 76548:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   prepareOutput: () => (/* binding */ prepareOutput),
/* harmony export */   writeOutput: () => (/* binding */ writeOutput)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var _usage_error_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90754);
/**
 * `--output PATH`: where the report goes instead of stdout. A missing folder is created (as
 * `eslint --output-file` and `tsc --outDir` do: in CI the report folder usually does not exist yet),
 * and the path is checked before the review starts, so a bad one fails in a second with a message
 * naming the flag, not after every model call with a raw `ENOENT`.
 *
 * A symbolic link is never written through: a repository can commit `prlens-report.md` pointing at
 * `~/.ssh/authorized_keys`, and the report quotes text the change's author chose. The path is
 * checked with lstat up front (a clear error before the review), and the write itself opens with
 * O_NOFOLLOW, so a link put there during the review is refused too instead of followed.
 */




/** Resolves `output` against `cwd`, creates its folder, and refuses a path that is a folder. */
async function prepareOutput(cwd, output) {
    const file = node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(cwd, output);
    const dir = node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(file);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(dir, { recursive: true });
    }
    catch (error) {
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`--output ${output}: cannot create the folder ${dir} (${reason(error)}); pick a path in a writable folder`, { cause: error });
    }
    // Only a missing file means "nothing there yet"; any other failure is said now, not after the review.
    const existing = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(file).catch((error) => {
        if (error.code === 'ENOENT')
            return null;
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`--output ${output}: cannot check the path (${reason(error)})`, { cause: error });
    });
    if (existing?.isSymbolicLink())
        throw symlinkRefused(output);
    if (existing?.isDirectory()) {
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`--output ${output} is a folder: give a file name, e.g. ${node_path__WEBPACK_IMPORTED_MODULE_2__.join(output, 'prlens-report')}`);
    }
    return file;
}
/** Writes the report to a path from prepareOutput; an error names the flag and the reason. */
async function writeOutput(file, output, text) {
    let handle;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(file, WRITE_NO_FOLLOW, 0o666);
    }
    catch (error) {
        if (error.code === 'ELOOP')
            throw symlinkRefused(output, error);
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`--output ${output}: cannot write the report (${reason(error)})`, { cause: error });
    }
    try {
        await handle.writeFile(text);
    }
    catch (error) {
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`--output ${output}: cannot write the report (${reason(error)})`, { cause: error });
    }
    finally {
        await handle.close();
    }
}
/** Create or truncate, but fail with ELOOP when the last part of the path is a symbolic link. */
const WRITE_NO_FOLLOW = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_TRUNC | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW;
function symlinkRefused(output, cause) {
    return new _usage_error_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`--output ${output} is a symbolic link; prlens does not write the report through a link (a ` +
        'repository can commit one that points at a file of yours): remove the link or pick another path', cause === undefined ? undefined : { cause });
}
function reason(error) {
    const code = error.code;
    if (code === 'ENOTDIR' || code === 'EEXIST')
        return 'part of the path is a file, not a folder';
    if (code === 'EACCES' || code === 'EPERM')
        return 'permission denied';
    if (code === 'EROFS')
        return 'read-only file system';
    return error instanceof Error ? error.message : String(error);
}


/***/ })

};
