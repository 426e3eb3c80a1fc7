export const id = 770;
export const ids = [770];
export const modules = {

/***/ 81770:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  OTLPMetricExporter: () => (/* reexport */ OTLPMetricExporter)
});

;// CONCATENATED MODULE: ./node_modules/@opentelemetry/exporter-metrics-otlp-proto/dist/semconv.mjs
//#region src/semconv.ts
/**
* Enum value "otlp_http_metric_exporter" for attribute {@link ATTR_OTEL_COMPONENT_TYPE}.
*
* OTLP metric exporter over HTTP with protobuf serialization
*
* @experimental This enum value is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const OTEL_COMPONENT_TYPE_VALUE_OTLP_HTTP_METRIC_EXPORTER = "otlp_http_metric_exporter";
//#endregion


//# sourceMappingURL=semconv.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/exporter-metrics-otlp-http/dist/OTLPMetricExporterBase.mjs
var OTLPMetricExporterBase = __webpack_require__(64912);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/metrics/protobuf/metrics.mjs + 2 modules
var metrics = __webpack_require__(95902);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/metrics/index.mjs
var dist_metrics = __webpack_require__(59358);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/platform/node/otlp-http-export-delegate.mjs + 4 modules
var otlp_http_export_delegate = __webpack_require__(170);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/platform/node/configuration/convert-legacy-node-http-options.mjs + 5 modules
var convert_legacy_node_http_options = __webpack_require__(83997);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/exporter-metrics-otlp-proto/dist/platform/node/OTLPMetricExporter.mjs




//#region src/platform/node/OTLPMetricExporter.ts
var OTLPMetricExporter = class extends OTLPMetricExporterBase/* OTLPMetricExporterBase */.sG {
	_url;
	constructor(config) {
		super((0,otlp_http_export_delegate/* createOtlpHttpExportDelegate */.l)((0,convert_legacy_node_http_options/* convertLegacyHttpOptions */.P)(config ?? {}, "METRICS", "v1/metrics", { "Content-Type": "application/x-protobuf" }), metrics/* ProtobufMetricsSerializer */.D, OTEL_COMPONENT_TYPE_VALUE_OTLP_HTTP_METRIC_EXPORTER, dist_metrics/* MetricsExporterMetricsHelper */.K, config?.selfObsMeterProvider), config);
		this._url = config?.url;
	}
	/**
	* Sets the meter provider to use to collect metrics for the exporter itself.
	* @experimental This method is experimental and is subject to breaking changes in minor releases.
	*/
	setSelfObsMeterProvider(meterProvider) {
		this.setMetrics((0,otlp_http_export_delegate/* createOtlpHttpExporterMetrics */.a)(OTEL_COMPONENT_TYPE_VALUE_OTLP_HTTP_METRIC_EXPORTER, dist_metrics/* MetricsExporterMetricsHelper */.K, this._url, meterProvider));
	}
};
//#endregion


//# sourceMappingURL=OTLPMetricExporter.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/exporter-metrics-otlp-proto/dist/index.mjs




/***/ })

};
