export const id = 168;
export const ids = [168];
export const modules = {

/***/ 20168:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

var node_fs__WEBPACK_IMPORTED_MODULE_2___namespace_cache;
var node_path__WEBPACK_IMPORTED_MODULE_4___namespace_cache;
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fs: () => (/* reexport fake namespace object from non-harmony */ node_fs__WEBPACK_IMPORTED_MODULE_2___namespace_cache || (node_fs__WEBPACK_IMPORTED_MODULE_2___namespace_cache = __webpack_require__.t(node_fs__WEBPACK_IMPORTED_MODULE_2__, 2))),
/* harmony export */   path: () => (/* reexport fake namespace object from non-harmony */ node_path__WEBPACK_IMPORTED_MODULE_4___namespace_cache || (node_path__WEBPACK_IMPORTED_MODULE_4___namespace_cache = __webpack_require__.t(node_path__WEBPACK_IMPORTED_MODULE_4__, 2)))
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77598);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73024);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76760);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(57075);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(57975);
/**
 * The one module under `src/` that may import Node built-ins (eslint enforces this).
 * The package.json `browser` field swaps it for `./node.browser`, so only touch its
 * exports on code paths that run on Node-compatible runtimes.
 */








//# sourceMappingURL=node.mjs.map

/***/ })

};
