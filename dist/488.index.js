export const id = 488;
export const ids = [488];
export const modules = {

/***/ 64912:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IP: () => (/* binding */ DeltaTemporalitySelector),
/* harmony export */   R8: () => (/* binding */ LowMemoryTemporalitySelector),
/* harmony export */   nj: () => (/* binding */ CumulativeTemporalitySelector),
/* harmony export */   sG: () => (/* binding */ OTLPMetricExporterBase)
/* harmony export */ });
/* harmony import */ var _opentelemetry_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97912);
/* harmony import */ var _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(69778);
/* harmony import */ var _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63938);
/* harmony import */ var _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(38654);
/* harmony import */ var _opentelemetry_otlp_exporter_base__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4963);
/* harmony import */ var _opentelemetry_api__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(95099);





//#region src/OTLPMetricExporterBase.ts
const CumulativeTemporalitySelector = () => _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_0__/* .AggregationTemporality */ .h.CUMULATIVE;
const DeltaTemporalitySelector = (instrumentType) => {
	switch (instrumentType) {
		case _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_1__/* .InstrumentType */ .O.COUNTER:
		case _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_1__/* .InstrumentType */ .O.OBSERVABLE_COUNTER:
		case _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_1__/* .InstrumentType */ .O.GAUGE:
		case _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_1__/* .InstrumentType */ .O.HISTOGRAM:
		case _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_1__/* .InstrumentType */ .O.OBSERVABLE_GAUGE: return _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_0__/* .AggregationTemporality */ .h.DELTA;
		case _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_1__/* .InstrumentType */ .O.UP_DOWN_COUNTER:
		case _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_1__/* .InstrumentType */ .O.OBSERVABLE_UP_DOWN_COUNTER: return _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_0__/* .AggregationTemporality */ .h.CUMULATIVE;
	}
};
const LowMemoryTemporalitySelector = (instrumentType) => {
	switch (instrumentType) {
		case _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_1__/* .InstrumentType */ .O.COUNTER:
		case _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_1__/* .InstrumentType */ .O.HISTOGRAM: return _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_0__/* .AggregationTemporality */ .h.DELTA;
		case _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_1__/* .InstrumentType */ .O.GAUGE:
		case _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_1__/* .InstrumentType */ .O.UP_DOWN_COUNTER:
		case _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_1__/* .InstrumentType */ .O.OBSERVABLE_UP_DOWN_COUNTER:
		case _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_1__/* .InstrumentType */ .O.OBSERVABLE_COUNTER:
		case _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_1__/* .InstrumentType */ .O.OBSERVABLE_GAUGE: return _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_0__/* .AggregationTemporality */ .h.CUMULATIVE;
	}
};
function chooseTemporalitySelectorFromEnvironment() {
	const configuredTemporality = ((0,_opentelemetry_core__WEBPACK_IMPORTED_MODULE_2__/* .getStringFromEnv */ .HF)("OTEL_EXPORTER_OTLP_METRICS_TEMPORALITY_PREFERENCE") ?? "cumulative").toLowerCase();
	if (configuredTemporality === "cumulative") return CumulativeTemporalitySelector;
	if (configuredTemporality === "delta") return DeltaTemporalitySelector;
	if (configuredTemporality === "lowmemory") return LowMemoryTemporalitySelector;
	_opentelemetry_api__WEBPACK_IMPORTED_MODULE_3__/* .diag */ .s.warn(`OTEL_EXPORTER_OTLP_METRICS_TEMPORALITY_PREFERENCE is set to '${configuredTemporality}', but only 'cumulative' and 'delta' are allowed. Using default ('cumulative') instead.`);
	return CumulativeTemporalitySelector;
}
function chooseTemporalitySelector(temporalityPreference) {
	if (temporalityPreference != null) {
		if (temporalityPreference === 0) return DeltaTemporalitySelector;
		else if (temporalityPreference === 2) return LowMemoryTemporalitySelector;
		return CumulativeTemporalitySelector;
	}
	return chooseTemporalitySelectorFromEnvironment();
}
const DEFAULT_AGGREGATION = Object.freeze({ type: _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_4__/* .AggregationType */ .D.DEFAULT });
function chooseAggregationSelector(config) {
	return config?.aggregationPreference ?? (() => DEFAULT_AGGREGATION);
}
var OTLPMetricExporterBase = class extends _opentelemetry_otlp_exporter_base__WEBPACK_IMPORTED_MODULE_5__/* .OTLPExporterBase */ .S {
	_aggregationTemporalitySelector;
	_aggregationSelector;
	constructor(delegate, config) {
		super(delegate);
		this._aggregationSelector = chooseAggregationSelector(config);
		this._aggregationTemporalitySelector = chooseTemporalitySelector(config?.temporalityPreference);
	}
	selectAggregation(instrumentType) {
		return this._aggregationSelector(instrumentType);
	}
	selectAggregationTemporality(instrumentType) {
		return this._aggregationTemporalitySelector(instrumentType);
	}
};
//#endregion


//# sourceMappingURL=OTLPMetricExporterBase.mjs.map

/***/ }),

/***/ 84488:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AggregationTemporalityPreference: () => (/* reexport */ AggregationTemporalityPreference),
  CumulativeTemporalitySelector: () => (/* reexport */ OTLPMetricExporterBase/* CumulativeTemporalitySelector */.nj),
  DeltaTemporalitySelector: () => (/* reexport */ OTLPMetricExporterBase/* DeltaTemporalitySelector */.IP),
  LowMemoryTemporalitySelector: () => (/* reexport */ OTLPMetricExporterBase/* LowMemoryTemporalitySelector */.R8),
  OTLPMetricExporter: () => (/* reexport */ OTLPMetricExporter),
  OTLPMetricExporterBase: () => (/* reexport */ OTLPMetricExporterBase/* OTLPMetricExporterBase */.sG)
});

;// CONCATENATED MODULE: ./node_modules/@opentelemetry/exporter-metrics-otlp-http/dist/OTLPMetricExporterOptions.mjs
//#region src/OTLPMetricExporterOptions.ts
let AggregationTemporalityPreference = /* @__PURE__ */ function(AggregationTemporalityPreference) {
	AggregationTemporalityPreference[AggregationTemporalityPreference["DELTA"] = 0] = "DELTA";
	AggregationTemporalityPreference[AggregationTemporalityPreference["CUMULATIVE"] = 1] = "CUMULATIVE";
	AggregationTemporalityPreference[AggregationTemporalityPreference["LOWMEMORY"] = 2] = "LOWMEMORY";
	return AggregationTemporalityPreference;
}({});
//#endregion


//# sourceMappingURL=OTLPMetricExporterOptions.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/exporter-metrics-otlp-http/dist/OTLPMetricExporterBase.mjs
var OTLPMetricExporterBase = __webpack_require__(64912);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/exporter-metrics-otlp-http/dist/semconv.mjs
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
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/common/utils.mjs + 1 modules
var utils = __webpack_require__(65035);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/common/internal.mjs
var internal = __webpack_require__(45005);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/metrics/Metric.mjs
var Metric = __webpack_require__(18007);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/export/MetricData.mjs
var MetricData = __webpack_require__(63938);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/export/AggregationTemporality.mjs
var AggregationTemporality = __webpack_require__(69778);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/metrics/internal.mjs



//#region src/metrics/internal.ts
function toResourceMetrics(resourceMetrics, encoder) {
	const processedResource = (0,internal/* createResource */.Zg)(resourceMetrics.resource, encoder);
	return {
		resource: processedResource,
		schemaUrl: processedResource.schemaUrl,
		scopeMetrics: toScopeMetrics(resourceMetrics.scopeMetrics, encoder)
	};
}
function toScopeMetrics(scopeMetrics, encoder) {
	return Array.from(scopeMetrics.map((metrics) => ({
		scope: (0,internal/* createInstrumentationScope */.d1)(metrics.scope, encoder),
		metrics: metrics.metrics.map((metricData) => toMetric(metricData, encoder)),
		schemaUrl: metrics.scope.schemaUrl
	})));
}
function toMetric(metricData, encoder) {
	const out = {
		name: metricData.descriptor.name,
		description: metricData.descriptor.description,
		unit: metricData.descriptor.unit
	};
	const aggregationTemporality = toAggregationTemporality(metricData.aggregationTemporality);
	switch (metricData.dataPointType) {
		case MetricData/* DataPointType */.n.SUM:
			out.sum = {
				aggregationTemporality,
				isMonotonic: metricData.isMonotonic,
				dataPoints: toSingularDataPoints(metricData, encoder)
			};
			break;
		case MetricData/* DataPointType */.n.GAUGE:
			out.gauge = { dataPoints: toSingularDataPoints(metricData, encoder) };
			break;
		case MetricData/* DataPointType */.n.HISTOGRAM:
			out.histogram = {
				aggregationTemporality,
				dataPoints: toHistogramDataPoints(metricData, encoder)
			};
			break;
		case MetricData/* DataPointType */.n.EXPONENTIAL_HISTOGRAM: out.exponentialHistogram = {
			aggregationTemporality,
			dataPoints: toExponentialHistogramDataPoints(metricData, encoder)
		};
	}
	return out;
}
function toSingularDataPoint(dataPoint, valueType, encoder) {
	const out = {
		attributes: (0,internal/* toAttributes */.Zs)(dataPoint.attributes, encoder),
		startTimeUnixNano: encoder.encodeHrTime(dataPoint.startTime),
		timeUnixNano: encoder.encodeHrTime(dataPoint.endTime)
	};
	switch (valueType) {
		case Metric/* ValueType */.e.INT:
			out.asInt = dataPoint.value;
			break;
		case Metric/* ValueType */.e.DOUBLE: out.asDouble = dataPoint.value;
	}
	return out;
}
function toSingularDataPoints(metricData, encoder) {
	return metricData.dataPoints.map((dataPoint) => {
		return toSingularDataPoint(dataPoint, metricData.descriptor.valueType, encoder);
	});
}
function toHistogramDataPoints(metricData, encoder) {
	return metricData.dataPoints.map((dataPoint) => {
		const histogram = dataPoint.value;
		return {
			attributes: (0,internal/* toAttributes */.Zs)(dataPoint.attributes, encoder),
			bucketCounts: histogram.buckets.counts,
			explicitBounds: histogram.buckets.boundaries,
			count: histogram.count,
			sum: histogram.sum,
			min: histogram.min,
			max: histogram.max,
			startTimeUnixNano: encoder.encodeHrTime(dataPoint.startTime),
			timeUnixNano: encoder.encodeHrTime(dataPoint.endTime)
		};
	});
}
function toExponentialHistogramDataPoints(metricData, encoder) {
	return metricData.dataPoints.map((dataPoint) => {
		const histogram = dataPoint.value;
		return {
			attributes: (0,internal/* toAttributes */.Zs)(dataPoint.attributes, encoder),
			count: histogram.count,
			min: histogram.min,
			max: histogram.max,
			sum: histogram.sum,
			positive: {
				offset: histogram.positive.offset,
				bucketCounts: histogram.positive.bucketCounts
			},
			negative: {
				offset: histogram.negative.offset,
				bucketCounts: histogram.negative.bucketCounts
			},
			scale: histogram.scale,
			zeroCount: histogram.zeroCount,
			startTimeUnixNano: encoder.encodeHrTime(dataPoint.startTime),
			timeUnixNano: encoder.encodeHrTime(dataPoint.endTime)
		};
	});
}
function toAggregationTemporality(temporality) {
	switch (temporality) {
		case AggregationTemporality/* AggregationTemporality */.h.DELTA: return 1;
		case AggregationTemporality/* AggregationTemporality */.h.CUMULATIVE: return 2;
	}
}
function createExportMetricsServiceRequest(resourceMetrics, encoder) {
	return { resourceMetrics: resourceMetrics.map((metrics) => toResourceMetrics(metrics, encoder)) };
}
//#endregion


//# sourceMappingURL=internal.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/diag-api.mjs
var diag_api = __webpack_require__(95099);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/metrics/json/metrics.mjs



//#region src/metrics/json/metrics.ts
const JsonMetricsSerializer = {
	serializeRequest: (arg) => {
		const request = createExportMetricsServiceRequest([arg], utils/* JSON_ENCODER */.w9);
		return new TextEncoder().encode(JSON.stringify(request));
	},
	deserializeResponse: (arg) => {
		if (arg.length === 0) return {};
		const decoder = new TextDecoder();
		try {
			return JSON.parse(decoder.decode(arg));
		} catch (err) {
			diag_api/* diag */.s.warn(`Failed to parse metrics export response: ${err.message}. Returning empty response`);
			return {};
		}
	}
};
//#endregion


//# sourceMappingURL=metrics.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/metrics/index.mjs
var metrics = __webpack_require__(59358);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/platform/node/otlp-http-export-delegate.mjs + 4 modules
var otlp_http_export_delegate = __webpack_require__(170);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/platform/node/configuration/convert-legacy-node-http-options.mjs + 5 modules
var convert_legacy_node_http_options = __webpack_require__(83997);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/exporter-metrics-otlp-http/dist/platform/node/OTLPMetricExporter.mjs




//#region src/platform/node/OTLPMetricExporter.ts
/**
* OTLP Metric Exporter for Node.js
*/
var OTLPMetricExporter = class extends OTLPMetricExporterBase/* OTLPMetricExporterBase */.sG {
	_url;
	constructor(config) {
		super((0,otlp_http_export_delegate/* createOtlpHttpExportDelegate */.l)((0,convert_legacy_node_http_options/* convertLegacyHttpOptions */.P)(config ?? {}, "METRICS", "v1/metrics", { "Content-Type": "application/json" }), JsonMetricsSerializer, OTEL_COMPONENT_TYPE_VALUE_OTLP_HTTP_METRIC_EXPORTER, metrics/* MetricsExporterMetricsHelper */.K, config?.selfObsMeterProvider), config);
		this._url = config?.url;
	}
	/**
	* Sets the meter provider to use to collect metrics for the exporter itself.
	* @experimental This method is experimental and is subject to breaking changes in minor releases.
	*/
	setSelfObsMeterProvider(meterProvider) {
		this.setMetrics((0,otlp_http_export_delegate/* createOtlpHttpExporterMetrics */.a)(OTEL_COMPONENT_TYPE_VALUE_OTLP_HTTP_METRIC_EXPORTER, metrics/* MetricsExporterMetricsHelper */.K, this._url, meterProvider));
	}
};
//#endregion


//# sourceMappingURL=OTLPMetricExporter.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/exporter-metrics-otlp-http/dist/index.mjs






/***/ }),

/***/ 45005:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Zg: () => (/* binding */ createResource),
/* harmony export */   Zs: () => (/* binding */ toAttributes),
/* harmony export */   d1: () => (/* binding */ createInstrumentationScope)
/* harmony export */ });
/* unused harmony exports toAnyValue, toKeyValue */
//#region src/common/internal.ts
function createResource(resource, encoder) {
	const result = {
		attributes: toAttributes(resource.attributes, encoder),
		droppedAttributesCount: 0
	};
	const schemaUrl = resource.schemaUrl;
	if (schemaUrl && schemaUrl !== "") result.schemaUrl = schemaUrl;
	return result;
}
function createInstrumentationScope(scope, encoder) {
	const result = {
		name: scope.name,
		version: scope.version
	};
	if (scope.attributes && Object.keys(scope.attributes).length > 0) {
		result.attributes = toAttributes(scope.attributes, encoder);
		result.droppedAttributesCount = scope.droppedAttributesCount ?? 0;
	}
	return result;
}
function toAttributes(attributes, encoder) {
	return Object.keys(attributes).map((key) => toKeyValue(key, attributes[key], encoder));
}
function toKeyValue(key, value, encoder) {
	return {
		key,
		value: toAnyValue(value, encoder)
	};
}
function toAnyValue(value, encoder) {
	const t = typeof value;
	if (t === "string") return { stringValue: value };
	if (t === "number") {
		if (!Number.isInteger(value)) return { doubleValue: value };
		return { intValue: value };
	}
	if (t === "boolean") return { boolValue: value };
	if (value instanceof Uint8Array) return { bytesValue: encoder.encodeUint8Array(value) };
	if (Array.isArray(value)) {
		const values = new Array(value.length);
		for (let i = 0; i < value.length; i++) values[i] = toAnyValue(value[i], encoder);
		return { arrayValue: { values } };
	}
	if (t === "object" && value != null) {
		const keys = Object.keys(value);
		const values = new Array(keys.length);
		for (let i = 0; i < keys.length; i++) values[i] = {
			key: keys[i],
			value: toAnyValue(value[keys[i]], encoder)
		};
		return { kvlistValue: { values } };
	}
	return {};
}
//#endregion


//# sourceMappingURL=internal.mjs.map

/***/ }),

/***/ 65035:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  w9: () => (/* binding */ JSON_ENCODER)
});

// UNUSED EXPORTS: encodeAsString, hrTimeToNanos

// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/common/time.mjs
var time = __webpack_require__(37463);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/platform/node/base64.mjs
//#region src/platform/node/base64.ts
function encodeBase64(bytes) {
	return Buffer.from(bytes).toString("base64");
}
//#endregion


//# sourceMappingURL=base64.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/common/utils.mjs


//#region src/common/utils.ts
function hrTimeToNanos(hrTime) {
	const NANOSECONDS = BigInt(1e9);
	return BigInt(Math.trunc(hrTime[0])) * NANOSECONDS + BigInt(Math.trunc(hrTime[1]));
}
function encodeAsString(hrTime) {
	return hrTimeToNanos(hrTime).toString();
}
const encodeTimestamp = typeof BigInt !== "undefined" ? encodeAsString : time/* hrTimeToNanoseconds */.u5;
function identity(value) {
	return value;
}
/**
* Encoder for JSON format.
* Uses string timestamps, hex for span/trace IDs, and base64 for Uint8Array.
*/
const JSON_ENCODER = {
	encodeHrTime: encodeTimestamp,
	encodeSpanContext: identity,
	encodeOptionalSpanContext: identity,
	encodeUint8Array: encodeBase64
};
//#endregion


//# sourceMappingURL=utils.mjs.map

/***/ }),

/***/ 59358:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ MetricsExporterMetricsHelper)
/* harmony export */ });
//#region src/metrics/index.ts
const MetricsExporterMetricsHelper = {
	name: "metric_data_point",
	countItems: (request) => {
		let count = 0;
		for (const scopeMetrics of request.scopeMetrics) for (const metric of scopeMetrics.metrics) count += metric.dataPoints.length;
		return count;
	}
};
//#endregion


//# sourceMappingURL=index.mjs.map

/***/ })

};
