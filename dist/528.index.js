export const id = 528;
export const ids = [528];
export const modules = {

/***/ 97528:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  OTLPTraceExporter: () => (/* reexport */ OTLPTraceExporter)
});

;// CONCATENATED MODULE: ./node_modules/@opentelemetry/exporter-trace-otlp-proto/dist/semconv.mjs
//#region src/semconv.ts
/**
* Enum value "otlp_http_span_exporter" for attribute {@link ATTR_OTEL_COMPONENT_TYPE}.
*
* OTLP span exporter over HTTP with protobuf serialization
*
* @experimental This enum value is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const OTEL_COMPONENT_TYPE_VALUE_OTLP_HTTP_SPAN_EXPORTER = "otlp_http_span_exporter";
//#endregion


//# sourceMappingURL=semconv.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/OTLPExporterBase.mjs
var OTLPExporterBase = __webpack_require__(4963);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/trace/protobuf/trace.mjs + 3 modules
var trace = __webpack_require__(88287);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/trace/index.mjs
var dist_trace = __webpack_require__(5814);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/platform/node/otlp-http-export-delegate.mjs + 4 modules
var otlp_http_export_delegate = __webpack_require__(170);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/platform/node/configuration/convert-legacy-node-http-options.mjs + 5 modules
var convert_legacy_node_http_options = __webpack_require__(83997);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/exporter-trace-otlp-proto/dist/platform/node/OTLPTraceExporter.mjs




//#region src/platform/node/OTLPTraceExporter.ts
/**
* Collector Trace Exporter for Node with protobuf
*/
var OTLPTraceExporter = class extends OTLPExporterBase/* OTLPExporterBase */.S {
	constructor(config = {}) {
		super((0,otlp_http_export_delegate/* createOtlpHttpExportDelegate */.l)((0,convert_legacy_node_http_options/* convertLegacyHttpOptions */.P)(config, "TRACES", "v1/traces", { "Content-Type": "application/x-protobuf" }), trace/* ProtobufTraceSerializer */.n, OTEL_COMPONENT_TYPE_VALUE_OTLP_HTTP_SPAN_EXPORTER, dist_trace/* TraceExporterMetricsHelper */.w, config.selfObsMeterProvider));
	}
};
//#endregion


//# sourceMappingURL=OTLPTraceExporter.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/exporter-trace-otlp-proto/dist/index.mjs




/***/ })

};
