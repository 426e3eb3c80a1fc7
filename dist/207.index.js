export const id = 207;
export const ids = [207];
export const modules = {

/***/ 79207:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   getMachineId: () => (/* binding */ getMachineId)
/* harmony export */ });
/* harmony import */ var _opentelemetry_api__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95099);

//#region src/detectors/platform/node/machine-id/getMachineId-unsupported.ts
async function getMachineId() {
	_opentelemetry_api__WEBPACK_IMPORTED_MODULE_0__/* .diag */ .s.debug("could not read machine-id: unsupported platform");
}
//#endregion


//# sourceMappingURL=getMachineId-unsupported.mjs.map

/***/ })

};
