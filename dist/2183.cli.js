export const id = 2183;
export const ids = [2183];
export const modules = {

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


/***/ })

};
