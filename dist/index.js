var __webpack_exports__ = {};
// This entry need to be wrapped in an IIFE because it uses a non-standard name for the exports (exports).
(() => {
var exports = __webpack_exports__;

Object.defineProperty(exports, "B", ({ value: true }));
/**
 * Entry of the action bundle (dist/index.js). The GitHub Action (events, posting, summaries) is
 * not built yet; until it is, the entry fails loudly instead of pretending to review.
 */
process.stderr.write('::error::prlens: the GitHub Action entry is not available in this version yet; use the CLI (prlens review)\n');
process.exitCode = 1;

})();

var __webpack_exports___esModule = __webpack_exports__.B;
export { __webpack_exports___esModule as __esModule };
