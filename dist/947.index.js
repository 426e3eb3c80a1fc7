export const id = 947;
export const ids = [947];
export const modules = {

/***/ 82947:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  OTLPTraceExporter: () => (/* reexport */ OTLPTraceExporter)
});

;// CONCATENATED MODULE: ./node_modules/@opentelemetry/exporter-trace-otlp-http/dist/semconv.mjs
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
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/common/utils.mjs + 1 modules
var utils = __webpack_require__(65035);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/common/internal.mjs
var internal = __webpack_require__(45005);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/trace/internal.mjs

//#region src/trace/internal.ts
const SPAN_FLAGS_CONTEXT_HAS_IS_REMOTE_MASK = 256;
const SPAN_FLAGS_CONTEXT_IS_REMOTE_MASK = 512;
/**
* Builds the 32-bit span flags value combining the low 8-bit W3C TraceFlags
* with the HAS_IS_REMOTE and IS_REMOTE bits according to the OTLP spec.
*/
function buildSpanFlagsFrom(traceFlags, isRemote) {
	let flags = traceFlags & 255 | SPAN_FLAGS_CONTEXT_HAS_IS_REMOTE_MASK;
	if (isRemote) flags |= SPAN_FLAGS_CONTEXT_IS_REMOTE_MASK;
	return flags;
}
function sdkSpanToOtlpSpan(span, encoder) {
	const ctx = span.spanContext();
	const status = span.status;
	const parentSpanId = span.parentSpanContext?.spanId ? encoder.encodeSpanContext(span.parentSpanContext?.spanId) : void 0;
	return {
		traceId: encoder.encodeSpanContext(ctx.traceId),
		spanId: encoder.encodeSpanContext(ctx.spanId),
		parentSpanId,
		traceState: ctx.traceState?.serialize(),
		name: span.name,
		kind: span.kind == null ? 0 : span.kind + 1,
		startTimeUnixNano: encoder.encodeHrTime(span.startTime),
		endTimeUnixNano: encoder.encodeHrTime(span.endTime),
		attributes: (0,internal/* toAttributes */.Zs)(span.attributes, encoder),
		droppedAttributesCount: span.droppedAttributesCount,
		events: span.events.map((event) => toOtlpSpanEvent(event, encoder)),
		droppedEventsCount: span.droppedEventsCount,
		status: {
			code: status.code,
			message: status.message
		},
		links: span.links.map((link) => toOtlpLink(link, encoder)),
		droppedLinksCount: span.droppedLinksCount,
		flags: buildSpanFlagsFrom(ctx.traceFlags, span.parentSpanContext?.isRemote)
	};
}
function toOtlpLink(link, encoder) {
	return {
		attributes: link.attributes ? (0,internal/* toAttributes */.Zs)(link.attributes, encoder) : [],
		spanId: encoder.encodeSpanContext(link.context.spanId),
		traceId: encoder.encodeSpanContext(link.context.traceId),
		traceState: link.context.traceState?.serialize(),
		droppedAttributesCount: link.droppedAttributesCount || 0,
		flags: buildSpanFlagsFrom(link.context.traceFlags, link.context.isRemote)
	};
}
function toOtlpSpanEvent(timedEvent, encoder) {
	return {
		attributes: timedEvent.attributes ? (0,internal/* toAttributes */.Zs)(timedEvent.attributes, encoder) : [],
		name: timedEvent.name,
		timeUnixNano: encoder.encodeHrTime(timedEvent.time),
		droppedAttributesCount: timedEvent.droppedAttributesCount || 0
	};
}
function createExportTraceServiceRequest(spans, encoder) {
	return { resourceSpans: spanRecordsToResourceSpans(spans, encoder) };
}
function createResourceMap(readableSpans) {
	const resourceMap = /* @__PURE__ */ new Map();
	for (const record of readableSpans) {
		let ilsMap = resourceMap.get(record.resource);
		if (!ilsMap) {
			ilsMap = /* @__PURE__ */ new Map();
			resourceMap.set(record.resource, ilsMap);
		}
		const instrumentationScopeKey = `${record.instrumentationScope.name}@${record.instrumentationScope.version || ""}:${record.instrumentationScope.schemaUrl || ""}`;
		let records = ilsMap.get(instrumentationScopeKey);
		if (!records) {
			records = [];
			ilsMap.set(instrumentationScopeKey, records);
		}
		records.push(record);
	}
	return resourceMap;
}
function spanRecordsToResourceSpans(readableSpans, encoder) {
	const resourceMap = createResourceMap(readableSpans);
	const out = [];
	const entryIterator = resourceMap.entries();
	let entry = entryIterator.next();
	while (!entry.done) {
		const [resource, ilmMap] = entry.value;
		const scopeResourceSpans = [];
		const ilmIterator = ilmMap.values();
		let ilmEntry = ilmIterator.next();
		while (!ilmEntry.done) {
			const scopeSpans = ilmEntry.value;
			if (scopeSpans.length > 0) {
				const spans = scopeSpans.map((readableSpan) => sdkSpanToOtlpSpan(readableSpan, encoder));
				scopeResourceSpans.push({
					scope: (0,internal/* createInstrumentationScope */.d1)(scopeSpans[0].instrumentationScope, encoder),
					spans,
					schemaUrl: scopeSpans[0].instrumentationScope.schemaUrl
				});
			}
			ilmEntry = ilmIterator.next();
		}
		const processedResource = (0,internal/* createResource */.Zg)(resource, encoder);
		const transformedSpans = {
			resource: processedResource,
			scopeSpans: scopeResourceSpans,
			schemaUrl: processedResource.schemaUrl
		};
		out.push(transformedSpans);
		entry = entryIterator.next();
	}
	return out;
}
//#endregion


//# sourceMappingURL=internal.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/diag-api.mjs
var diag_api = __webpack_require__(95099);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/trace/json/trace.mjs



//#region src/trace/json/trace.ts
const JsonTraceSerializer = {
	serializeRequest: (arg) => {
		const request = createExportTraceServiceRequest(arg, utils/* JSON_ENCODER */.w9);
		return new TextEncoder().encode(JSON.stringify(request));
	},
	deserializeResponse: (arg) => {
		if (arg.length === 0) return {};
		const decoder = new TextDecoder();
		try {
			return JSON.parse(decoder.decode(arg));
		} catch (err) {
			diag_api/* diag */.s.warn(`Failed to parse trace export response: ${err.message}. Returning empty response`);
			return {};
		}
	}
};
//#endregion


//# sourceMappingURL=trace.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/trace/index.mjs
var trace = __webpack_require__(5814);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/platform/node/otlp-http-export-delegate.mjs + 4 modules
var otlp_http_export_delegate = __webpack_require__(170);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/platform/node/configuration/convert-legacy-node-http-options.mjs + 5 modules
var convert_legacy_node_http_options = __webpack_require__(83997);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/exporter-trace-otlp-http/dist/platform/node/OTLPTraceExporter.mjs




//#region src/platform/node/OTLPTraceExporter.ts
/**
* Collector Trace Exporter for Node
*/
var OTLPTraceExporter = class extends OTLPExporterBase/* OTLPExporterBase */.S {
	constructor(config = {}) {
		super((0,otlp_http_export_delegate/* createOtlpHttpExportDelegate */.l)((0,convert_legacy_node_http_options/* convertLegacyHttpOptions */.P)(config, "TRACES", "v1/traces", { "Content-Type": "application/json" }), JsonTraceSerializer, OTEL_COMPONENT_TYPE_VALUE_OTLP_HTTP_SPAN_EXPORTER, trace/* TraceExporterMetricsHelper */.w, config.selfObsMeterProvider));
	}
};
//#endregion


//# sourceMappingURL=OTLPTraceExporter.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/exporter-trace-otlp-http/dist/index.mjs




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

/***/ 5814:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ TraceExporterMetricsHelper)
/* harmony export */ });
//#region src/trace/index.ts
const TraceExporterMetricsHelper = {
	name: "span",
	countItems: (request) => request.length
};
//#endregion


//# sourceMappingURL=index.mjs.map

/***/ })

};
