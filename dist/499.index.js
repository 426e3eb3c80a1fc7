export const id = 499;
export const ids = [499];
export const modules = {

/***/ 95099:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ diag)
/* harmony export */ });
/* harmony import */ var _api_diag_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7740);

//#region src/diag-api.ts
/**
* Entrypoint for Diag API.
* Defines Diagnostic handler used for internal diagnostic logging operations.
* The default provides a Noop DiagLogger implementation which may be changed via the
* diag.setLogger(logger: DiagLogger) function.
*
* @since 1.0.0
*/
const diag = _api_diag_mjs__WEBPACK_IMPORTED_MODULE_0__/* .DiagAPI */ .K.instance();
//#endregion


//# sourceMappingURL=diag-api.mjs.map

/***/ }),

/***/ 92499:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DiagConsoleLogger: () => (/* reexport */ DiagConsoleLogger),
  DiagLogLevel: () => (/* reexport */ DiagLogLevel),
  INVALID_SPANID: () => (/* reexport */ invalid_span_constants/* INVALID_SPANID */.w9),
  INVALID_SPAN_CONTEXT: () => (/* reexport */ invalid_span_constants/* INVALID_SPAN_CONTEXT */.dM),
  INVALID_TRACEID: () => (/* reexport */ invalid_span_constants/* INVALID_TRACEID */.RH),
  ProxyTracer: () => (/* reexport */ ProxyTracer/* ProxyTracer */.y),
  ProxyTracerProvider: () => (/* reexport */ ProxyTracerProvider/* ProxyTracerProvider */.n),
  ROOT_CONTEXT: () => (/* reexport */ context/* ROOT_CONTEXT */.l),
  SamplingDecision: () => (/* reexport */ SamplingResult/* SamplingDecision */.i),
  SeverityNumber: () => (/* reexport */ SeverityNumber),
  SpanKind: () => (/* reexport */ span_kind/* SpanKind */.v),
  SpanStatusCode: () => (/* reexport */ trace_status/* SpanStatusCode */.s),
  TraceFlags: () => (/* reexport */ trace_flags/* TraceFlags */.X),
  ValueType: () => (/* reexport */ Metric/* ValueType */.e),
  baggageEntryMetadataFromString: () => (/* reexport */ utils/* baggageEntryMetadataFromString */.B),
  context: () => (/* reexport */ context_api/* context */._),
  createContextKey: () => (/* reexport */ context/* createContextKey */.n),
  createNoopLogger: () => (/* reexport */ createNoopLogger),
  createNoopMeter: () => (/* reexport */ NoopMeter/* createNoopMeter */.Ac),
  createTraceState: () => (/* reexport */ createTraceState),
  "default": () => (/* binding */ src_default),
  defaultTextMapGetter: () => (/* reexport */ TextMapPropagator/* defaultTextMapGetter */.q),
  defaultTextMapSetter: () => (/* reexport */ TextMapPropagator/* defaultTextMapSetter */.U),
  diag: () => (/* reexport */ diag_api/* diag */.s),
  isSpanContextValid: () => (/* reexport */ spancontext_utils/* isSpanContextValid */.YA),
  isValidSpanId: () => (/* reexport */ spancontext_utils/* isValidSpanId */.wN),
  isValidTraceId: () => (/* reexport */ spancontext_utils/* isValidTraceId */.hX),
  logs: () => (/* reexport */ logs),
  metrics: () => (/* reexport */ metrics),
  propagation: () => (/* reexport */ propagation_api/* propagation */.$),
  trace: () => (/* reexport */ trace_api/* trace */.u)
});

;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/diag/types.mjs
//#region src/diag/types.ts
/**
* Defines the available internal logging levels for the diagnostic logger, the numeric values
* of the levels are defined to match the original values from the initial LogLevel to avoid
* compatibility/migration issues for any implementation that assume the numeric ordering.
*
* @since 1.0.0
*/
let DiagLogLevel = /* @__PURE__ */ function(DiagLogLevel) {
	/** Diagnostic Logging level setting to disable all logging (except and forced logs) */
	DiagLogLevel[DiagLogLevel["NONE"] = 0] = "NONE";
	/** Identifies an error scenario */
	DiagLogLevel[DiagLogLevel["ERROR"] = 30] = "ERROR";
	/** Identifies a warning scenario */
	DiagLogLevel[DiagLogLevel["WARN"] = 50] = "WARN";
	/** General informational log message */
	DiagLogLevel[DiagLogLevel["INFO"] = 60] = "INFO";
	/** General debug log message */
	DiagLogLevel[DiagLogLevel["DEBUG"] = 70] = "DEBUG";
	/**
	* Detailed trace level logging should only be used for development, should only be set
	* in a development environment.
	*/
	DiagLogLevel[DiagLogLevel["VERBOSE"] = 80] = "VERBOSE";
	/** Used to set the logging level to include all logging */
	DiagLogLevel[DiagLogLevel["ALL"] = 9999] = "ALL";
	return DiagLogLevel;
}({});
//#endregion


//# sourceMappingURL=types.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/baggage/utils.mjs + 2 modules
var utils = __webpack_require__(66103);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/context/context.mjs
var context = __webpack_require__(11802);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/diag/consoleLogger.mjs
//#region src/diag/consoleLogger.ts
const consoleMap = [
	{
		n: "error",
		c: "error"
	},
	{
		n: "warn",
		c: "warn"
	},
	{
		n: "info",
		c: "info"
	},
	{
		n: "debug",
		c: "debug"
	},
	{
		n: "verbose",
		c: "trace"
	}
];
const _originalConsoleMethods = {};
if (typeof console !== "undefined") {
	for (const key of [
		"error",
		"warn",
		"info",
		"debug",
		"trace",
		"log"
	]) if (typeof console[key] === "function") _originalConsoleMethods[key] = console[key];
}
/**
* A simple Immutable Console based diagnostic logger which will output any messages to the Console.
* If you want to limit the amount of logging to a specific level or lower use the
* {@link createLogLevelDiagLogger}
*
* @since 1.0.0
*/
var DiagConsoleLogger = class {
	constructor() {
		function _consoleFunc(funcName) {
			return function(...args) {
				let theFunc = _originalConsoleMethods[funcName];
				if (typeof theFunc !== "function") theFunc = _originalConsoleMethods["log"];
				if (typeof theFunc !== "function" && console) {
					theFunc = console[funcName];
					if (typeof theFunc !== "function") theFunc = console.log;
				}
				if (typeof theFunc === "function") return theFunc.apply(console, args);
			};
		}
		for (let i = 0; i < consoleMap.length; i++) this[consoleMap[i].n] = _consoleFunc(consoleMap[i].c);
	}
};
//#endregion


//# sourceMappingURL=consoleLogger.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/metrics/NoopMeter.mjs
var NoopMeter = __webpack_require__(72502);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/metrics/Metric.mjs
var Metric = __webpack_require__(18007);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/logs/NoopLogger.mjs
//#region src/logs/NoopLogger.ts
var NoopLogger = class {
	emit(_logRecord) {}
	enabled() {
		return false;
	}
};
const NOOP_LOGGER = new NoopLogger();
/**
* Create a no-op Logger
*/
function createNoopLogger() {
	return NOOP_LOGGER;
}
//#endregion


//# sourceMappingURL=NoopLogger.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/logs/LogRecord.mjs
//#region src/logs/LogRecord.ts
let SeverityNumber = /* @__PURE__ */ function(SeverityNumber) {
	SeverityNumber[SeverityNumber["UNSPECIFIED"] = 0] = "UNSPECIFIED";
	SeverityNumber[SeverityNumber["TRACE"] = 1] = "TRACE";
	SeverityNumber[SeverityNumber["TRACE2"] = 2] = "TRACE2";
	SeverityNumber[SeverityNumber["TRACE3"] = 3] = "TRACE3";
	SeverityNumber[SeverityNumber["TRACE4"] = 4] = "TRACE4";
	SeverityNumber[SeverityNumber["DEBUG"] = 5] = "DEBUG";
	SeverityNumber[SeverityNumber["DEBUG2"] = 6] = "DEBUG2";
	SeverityNumber[SeverityNumber["DEBUG3"] = 7] = "DEBUG3";
	SeverityNumber[SeverityNumber["DEBUG4"] = 8] = "DEBUG4";
	SeverityNumber[SeverityNumber["INFO"] = 9] = "INFO";
	SeverityNumber[SeverityNumber["INFO2"] = 10] = "INFO2";
	SeverityNumber[SeverityNumber["INFO3"] = 11] = "INFO3";
	SeverityNumber[SeverityNumber["INFO4"] = 12] = "INFO4";
	SeverityNumber[SeverityNumber["WARN"] = 13] = "WARN";
	SeverityNumber[SeverityNumber["WARN2"] = 14] = "WARN2";
	SeverityNumber[SeverityNumber["WARN3"] = 15] = "WARN3";
	SeverityNumber[SeverityNumber["WARN4"] = 16] = "WARN4";
	SeverityNumber[SeverityNumber["ERROR"] = 17] = "ERROR";
	SeverityNumber[SeverityNumber["ERROR2"] = 18] = "ERROR2";
	SeverityNumber[SeverityNumber["ERROR3"] = 19] = "ERROR3";
	SeverityNumber[SeverityNumber["ERROR4"] = 20] = "ERROR4";
	SeverityNumber[SeverityNumber["FATAL"] = 21] = "FATAL";
	SeverityNumber[SeverityNumber["FATAL2"] = 22] = "FATAL2";
	SeverityNumber[SeverityNumber["FATAL3"] = 23] = "FATAL3";
	SeverityNumber[SeverityNumber["FATAL4"] = 24] = "FATAL4";
	return SeverityNumber;
}({});
//#endregion


//# sourceMappingURL=LogRecord.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/propagation/TextMapPropagator.mjs
var TextMapPropagator = __webpack_require__(64130);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/trace_flags.mjs
var trace_flags = __webpack_require__(38574);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/invalid-span-constants.mjs
var invalid_span_constants = __webpack_require__(90089);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/spancontext-utils.mjs
var spancontext_utils = __webpack_require__(48268);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/ProxyTracer.mjs
var ProxyTracer = __webpack_require__(54118);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/span_kind.mjs
var span_kind = __webpack_require__(3428);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/status.mjs
var trace_status = __webpack_require__(91213);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/trace/internal/tracestate-validators.mjs
//#region src/trace/internal/tracestate-validators.ts
const VALID_KEY_CHAR_RANGE = "[_0-9a-z-*/]";
const VALID_KEY_REGEX = new RegExp(`^(?:${`[a-z]${VALID_KEY_CHAR_RANGE}{0,255}`}|${`[a-z0-9]${VALID_KEY_CHAR_RANGE}{0,240}@[a-z]${VALID_KEY_CHAR_RANGE}{0,13}`})$`);
const VALID_VALUE_BASE_REGEX = /^[ -~]{0,255}[!-~]$/;
const INVALID_VALUE_COMMA_EQUAL_REGEX = /,|=/;
/**
* Key is opaque string up to 256 characters printable. It MUST begin with a
* lowercase letter, and can only contain lowercase letters a-z, digits 0-9,
* underscores _, dashes -, asterisks *, and forward slashes /.
* For multi-tenant vendor scenarios, an at sign (@) can be used to prefix the
* vendor name. Vendors SHOULD set the tenant ID at the beginning of the key.
* see https://www.w3.org/TR/trace-context/#key
*/
function validateKey(key) {
	return VALID_KEY_REGEX.test(key);
}
/**
* Value is opaque string up to 256 characters printable ASCII RFC0020
* characters (i.e., the range 0x20 to 0x7E) except comma , and =.
*/
function validateValue(value) {
	return VALID_VALUE_BASE_REGEX.test(value) && !INVALID_VALUE_COMMA_EQUAL_REGEX.test(value);
}
//#endregion


//# sourceMappingURL=tracestate-validators.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/trace/internal/tracestate-impl.mjs

//#region src/trace/internal/tracestate-impl.ts
const MAX_TRACE_STATE_ITEMS = 32;
const MAX_TRACE_STATE_LEN = 512;
const LIST_MEMBERS_SEPARATOR = ",";
const LIST_MEMBER_KEY_VALUE_SPLITTER = "=";
/**
* TraceState must be a class and not a simple object type because of the spec
* requirement (https://www.w3.org/TR/trace-context/#tracestate-field).
*
* Here is the list of allowed mutations:
* - New key-value pair should be added into the beginning of the list
* - The value of any key can be updated. Modified keys MUST be moved to the
* beginning of the list.
*
* @deprecated Use TraceState from "@opentelemetry/core". This will be removed in the next major version.
*/
var TraceStateImpl = class TraceStateImpl {
	constructor(rawTraceState) {
		this._internalState = /* @__PURE__ */ new Map();
		if (rawTraceState) this._parse(rawTraceState);
	}
	set(key, value) {
		const currValue = this._internalState.get(key);
		let newLength = this.serialize().length;
		if (typeof currValue === "string") newLength += value.length - currValue.length;
		else {
			if (this._internalState.size >= MAX_TRACE_STATE_ITEMS) return this;
			newLength += key.length + value.length + (this._internalState.size > 0 ? 2 : 1);
		}
		if (newLength > MAX_TRACE_STATE_LEN) return this;
		const traceState = this._clone();
		if (traceState._internalState.has(key)) traceState._internalState.delete(key);
		traceState._internalState.set(key, value);
		return traceState;
	}
	unset(key) {
		const traceState = this._clone();
		traceState._internalState.delete(key);
		return traceState;
	}
	get(key) {
		return this._internalState.get(key);
	}
	serialize() {
		return Array.from(this._internalState.keys()).reduceRight((agg, key) => {
			agg.push(key + LIST_MEMBER_KEY_VALUE_SPLITTER + this.get(key));
			return agg;
		}, []).join(LIST_MEMBERS_SEPARATOR);
	}
	_parse(rawTraceState) {
		if (rawTraceState.length > MAX_TRACE_STATE_LEN) return;
		this._internalState = rawTraceState.split(LIST_MEMBERS_SEPARATOR).reduceRight((agg, part) => {
			const listMember = part.trim();
			const i = listMember.indexOf(LIST_MEMBER_KEY_VALUE_SPLITTER);
			if (i !== -1) {
				const key = listMember.slice(0, i);
				const value = listMember.slice(i + 1, part.length);
				if (validateKey(key) && validateValue(value)) agg.set(key, value);
			}
			return agg;
		}, /* @__PURE__ */ new Map());
		if (this._internalState.size > MAX_TRACE_STATE_ITEMS) this._internalState = new Map(Array.from(this._internalState.entries()).reverse().slice(0, MAX_TRACE_STATE_ITEMS));
	}
	_keys() {
		return Array.from(this._internalState.keys()).reverse();
	}
	_clone() {
		const traceState = new TraceStateImpl();
		traceState._internalState = new Map(this._internalState);
		return traceState;
	}
};
//#endregion


//# sourceMappingURL=tracestate-impl.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/trace/internal/utils.mjs

//#region src/trace/internal/utils.ts
/**
* @deprecated Use TraceState from "@opentelemetry/core". This will be removed in the next major version.
* @since 1.1.0
*/
function createTraceState(rawTraceState) {
	return new TraceStateImpl(rawTraceState);
}
//#endregion


//# sourceMappingURL=utils.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/ProxyTracerProvider.mjs + 1 modules
var ProxyTracerProvider = __webpack_require__(65439);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/SamplingResult.mjs
var SamplingResult = __webpack_require__(96411);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/context-api.mjs
var context_api = __webpack_require__(78921);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/diag-api.mjs
var diag_api = __webpack_require__(95099);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/internal/global-utils.mjs + 2 modules
var global_utils = __webpack_require__(92466);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/api/diag.mjs + 2 modules
var diag = __webpack_require__(7740);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/logs/NoopLoggerProvider.mjs

//#region src/logs/NoopLoggerProvider.ts
var NoopLoggerProvider = class {
	getLogger(_name, _version, _options) {
		return new NoopLogger();
	}
};
const NOOP_LOGGER_PROVIDER = new NoopLoggerProvider();
//#endregion


//# sourceMappingURL=NoopLoggerProvider.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/logs/ProxyLogger.mjs

//#region src/logs/ProxyLogger.ts
var ProxyLogger = class {
	constructor(provider, name, version, options) {
		this._provider = provider;
		this.name = name;
		this.version = version;
		this.options = options;
	}
	/**
	* Emit a log record. This method should only be used by log appenders.
	*
	* @param logRecord
	*/
	emit(logRecord) {
		this._getLogger().emit(logRecord);
	}
	enabled(options) {
		return this._getLogger().enabled(options);
	}
	/**
	* Try to get a logger from the proxy logger provider.
	* If the proxy logger provider has no delegate, return a noop logger.
	*/
	_getLogger() {
		if (this._delegate) return this._delegate;
		const logger = this._provider._getDelegateLogger(this.name, this.version, this.options);
		if (!logger) return NOOP_LOGGER;
		this._delegate = logger;
		return this._delegate;
	}
};
//#endregion


//# sourceMappingURL=ProxyLogger.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/logs/ProxyLoggerProvider.mjs


//#region src/logs/ProxyLoggerProvider.ts
var ProxyLoggerProvider = class {
	getLogger(name, version, options) {
		var _this$_getDelegateLog;
		return (_this$_getDelegateLog = this._getDelegateLogger(name, version, options)) !== null && _this$_getDelegateLog !== void 0 ? _this$_getDelegateLog : new ProxyLogger(this, name, version, options);
	}
	/**
	* Get the delegate logger provider.
	* Used by tests only.
	* @internal
	*/
	_getDelegate() {
		var _this$_delegate;
		return (_this$_delegate = this._delegate) !== null && _this$_delegate !== void 0 ? _this$_delegate : NOOP_LOGGER_PROVIDER;
	}
	/**
	* Set the delegate logger provider
	* @internal
	*/
	_setDelegate(delegate) {
		this._delegate = delegate;
	}
	/**
	* @internal
	*/
	_getDelegateLogger(name, version, options) {
		var _this$_delegate2;
		return (_this$_delegate2 = this._delegate) === null || _this$_delegate2 === void 0 ? void 0 : _this$_delegate2.getLogger(name, version, options);
	}
};
//#endregion


//# sourceMappingURL=ProxyLoggerProvider.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/api/logs.mjs



//#region src/api/logs.ts
const API_NAME = "logs";
/**
* Singleton object which represents the entry point to the OpenTelemetry Logs API
*
* @since 1.10.0
*/
var LogsAPI = class LogsAPI {
	/** Empty private constructor prevents end users from constructing a new instance of the API */
	constructor() {
		this._proxyLoggerProvider = new ProxyLoggerProvider();
	}
	/** Get the singleton instance of the Logs API */
	static getInstance() {
		if (!this._instance) this._instance = new LogsAPI();
		return this._instance;
	}
	setGlobalLoggerProvider(provider) {
		const success = (0,global_utils/* registerGlobal */.$G)(API_NAME, provider, diag/* DiagAPI */.K.instance());
		if (success) this._proxyLoggerProvider._setDelegate(provider);
		return success;
	}
	/**
	* Returns the global logger provider.
	*
	* @returns LoggerProvider
	*/
	getLoggerProvider() {
		return (0,global_utils/* getGlobal */.mS)(API_NAME) || this._proxyLoggerProvider;
	}
	/**
	* Returns a Logger, creating one if one with the given name, version,
	* schemaUrl, and attributes is not already created.
	*
	* Getting a Logger may be expensive, especially when `attributes` are
	* provided. Reuse Logger instances where possible instead of calling
	* `getLogger()` on hot paths.
	*
	* @param name The name of the logger or instrumentation library.
	* @param version The version of the logger or instrumentation library.
	* @param options The options of the logger or instrumentation library.
	* @returns {@link Logger}
	*/
	getLogger(name, version, options) {
		return this.getLoggerProvider().getLogger(name, version, options);
	}
	/** Remove the global logger provider */
	disable() {
		(0,global_utils/* unregisterGlobal */.kv)(API_NAME, diag/* DiagAPI */.K.instance());
		this._proxyLoggerProvider = new ProxyLoggerProvider();
	}
};
//#endregion


//# sourceMappingURL=logs.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/logs-api.mjs

//#region src/logs-api.ts
/**
* Entrypoint for logs API
*
* @since 1.10.0
*/
const logs = LogsAPI.getInstance();
//#endregion


//# sourceMappingURL=logs-api.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/metrics/NoopMeterProvider.mjs

//#region src/metrics/NoopMeterProvider.ts
/**
* An implementation of the {@link MeterProvider} which returns an impotent Meter
* for all calls to `getMeter`
*/
var NoopMeterProvider = class {
	getMeter(_name, _version, _options) {
		return NoopMeter/* NOOP_METER */.Dq;
	}
};
const NOOP_METER_PROVIDER = new NoopMeterProvider();
//#endregion


//# sourceMappingURL=NoopMeterProvider.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/api/metrics.mjs



//#region src/api/metrics.ts
const metrics_API_NAME = "metrics";
/**
* Singleton object which represents the entry point to the OpenTelemetry Metrics API
*
* @since 1.4.1
*/
var MetricsAPI = class MetricsAPI {
	/** Empty private constructor prevents end users from constructing a new instance of the API */
	constructor() {}
	/** Get the singleton instance of the Metrics API */
	static getInstance() {
		if (!this._instance) this._instance = new MetricsAPI();
		return this._instance;
	}
	/**
	* Set the current global meter provider.
	* Returns true if the meter provider was successfully registered, else false.
	*/
	setGlobalMeterProvider(provider) {
		return (0,global_utils/* registerGlobal */.$G)(metrics_API_NAME, provider, diag/* DiagAPI */.K.instance());
	}
	/**
	* Returns the global meter provider.
	*/
	getMeterProvider() {
		return (0,global_utils/* getGlobal */.mS)(metrics_API_NAME) || NOOP_METER_PROVIDER;
	}
	/**
	* Returns a meter from the global meter provider.
	*/
	getMeter(name, version, options) {
		return this.getMeterProvider().getMeter(name, version, options);
	}
	/** Remove the global meter provider */
	disable() {
		(0,global_utils/* unregisterGlobal */.kv)(metrics_API_NAME, diag/* DiagAPI */.K.instance());
	}
};
//#endregion


//# sourceMappingURL=metrics.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/metrics-api.mjs

//#region src/metrics-api.ts
/**
* Entrypoint for metrics API
*
* @since 1.3.0
*/
const metrics = MetricsAPI.getInstance();
//#endregion


//# sourceMappingURL=metrics-api.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/propagation-api.mjs + 3 modules
var propagation_api = __webpack_require__(41523);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace-api.mjs + 1 modules
var trace_api = __webpack_require__(56864);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/index.mjs
























//#region src/index.ts
var src_default = {
	context: context_api/* context */._,
	diag: diag_api/* diag */.s,
	logs: logs,
	metrics: metrics,
	propagation: propagation_api/* propagation */.$,
	trace: trace_api/* trace */.u
};
//#endregion


//# sourceMappingURL=index.mjs.map

/***/ }),

/***/ 18007:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ ValueType)
/* harmony export */ });
//#region src/metrics/Metric.ts
/**
* The Type of value. It describes how the data is reported.
*
* @since 1.3.0
*/
let ValueType = /* @__PURE__ */ function(ValueType) {
	ValueType[ValueType["INT"] = 0] = "INT";
	ValueType[ValueType["DOUBLE"] = 1] = "DOUBLE";
	return ValueType;
}({});
//#endregion


//# sourceMappingURL=Metric.mjs.map

/***/ }),

/***/ 72502:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ac: () => (/* binding */ createNoopMeter),
/* harmony export */   Dq: () => (/* binding */ NOOP_METER)
/* harmony export */ });
/* unused harmony exports NOOP_COUNTER_METRIC, NOOP_GAUGE_METRIC, NOOP_HISTOGRAM_METRIC, NOOP_OBSERVABLE_COUNTER_METRIC, NOOP_OBSERVABLE_GAUGE_METRIC, NOOP_OBSERVABLE_UP_DOWN_COUNTER_METRIC, NOOP_UP_DOWN_COUNTER_METRIC, NoopCounterMetric, NoopGaugeMetric, NoopHistogramMetric, NoopMeter, NoopMetric, NoopObservableCounterMetric, NoopObservableGaugeMetric, NoopObservableMetric, NoopObservableUpDownCounterMetric, NoopUpDownCounterMetric */
//#region src/metrics/NoopMeter.ts
/**
* NoopMeter is a noop implementation of the {@link Meter} interface. It reuses
* constant NoopMetrics for all of its methods.
*/
var NoopMeter = class {
	constructor() {}
	/**
	* @see {@link Meter.createGauge}
	*/
	createGauge(_name, _options) {
		return NOOP_GAUGE_METRIC;
	}
	/**
	* @see {@link Meter.createHistogram}
	*/
	createHistogram(_name, _options) {
		return NOOP_HISTOGRAM_METRIC;
	}
	/**
	* @see {@link Meter.createCounter}
	*/
	createCounter(_name, _options) {
		return NOOP_COUNTER_METRIC;
	}
	/**
	* @see {@link Meter.createUpDownCounter}
	*/
	createUpDownCounter(_name, _options) {
		return NOOP_UP_DOWN_COUNTER_METRIC;
	}
	/**
	* @see {@link Meter.createObservableGauge}
	*/
	createObservableGauge(_name, _options) {
		return NOOP_OBSERVABLE_GAUGE_METRIC;
	}
	/**
	* @see {@link Meter.createObservableCounter}
	*/
	createObservableCounter(_name, _options) {
		return NOOP_OBSERVABLE_COUNTER_METRIC;
	}
	/**
	* @see {@link Meter.createObservableUpDownCounter}
	*/
	createObservableUpDownCounter(_name, _options) {
		return NOOP_OBSERVABLE_UP_DOWN_COUNTER_METRIC;
	}
	/**
	* @see {@link Meter.addBatchObservableCallback}
	*/
	addBatchObservableCallback(_callback, _observables) {}
	/**
	* @see {@link Meter.removeBatchObservableCallback}
	*/
	removeBatchObservableCallback(_callback) {}
};
var NoopMetric = class {};
var NoopCounterMetric = class extends NoopMetric {
	add(_value, _attributes) {}
};
var NoopUpDownCounterMetric = class extends NoopMetric {
	add(_value, _attributes) {}
};
var NoopGaugeMetric = class extends NoopMetric {
	record(_value, _attributes) {}
};
var NoopHistogramMetric = class extends NoopMetric {
	record(_value, _attributes) {}
};
var NoopObservableMetric = class {
	addCallback(_callback) {}
	removeCallback(_callback) {}
};
var NoopObservableCounterMetric = class extends NoopObservableMetric {};
var NoopObservableGaugeMetric = class extends NoopObservableMetric {};
var NoopObservableUpDownCounterMetric = class extends NoopObservableMetric {};
const NOOP_METER = new NoopMeter();
const NOOP_COUNTER_METRIC = new NoopCounterMetric();
const NOOP_GAUGE_METRIC = new NoopGaugeMetric();
const NOOP_HISTOGRAM_METRIC = new NoopHistogramMetric();
const NOOP_UP_DOWN_COUNTER_METRIC = new NoopUpDownCounterMetric();
const NOOP_OBSERVABLE_COUNTER_METRIC = new NoopObservableCounterMetric();
const NOOP_OBSERVABLE_GAUGE_METRIC = new NoopObservableGaugeMetric();
const NOOP_OBSERVABLE_UP_DOWN_COUNTER_METRIC = new NoopObservableUpDownCounterMetric();
/**
* Create a no-op Meter
*
* @since 1.3.0
*/
function createNoopMeter() {
	return NOOP_METER;
}
//#endregion


//# sourceMappingURL=NoopMeter.mjs.map

/***/ }),

/***/ 96411:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ SamplingDecision)
/* harmony export */ });
//#region src/trace/SamplingResult.ts
/**
* @deprecated use the one declared in @opentelemetry/sdk-trace instead.
* A sampling decision that determines how a {@link Span} will be recorded
* and collected.
*
* @since 1.0.0
*/
let SamplingDecision = /* @__PURE__ */ function(SamplingDecision) {
	/**
	* `Span.isRecording() === false`, span will not be recorded and all events
	* and attributes will be dropped.
	*/
	SamplingDecision[SamplingDecision["NOT_RECORD"] = 0] = "NOT_RECORD";
	/**
	* `Span.isRecording() === true`, but `Sampled` flag in {@link TraceFlags}
	* MUST NOT be set.
	*/
	SamplingDecision[SamplingDecision["RECORD"] = 1] = "RECORD";
	/**
	* `Span.isRecording() === true` AND `Sampled` flag in {@link TraceFlags}
	* MUST be set.
	*/
	SamplingDecision[SamplingDecision["RECORD_AND_SAMPLED"] = 2] = "RECORD_AND_SAMPLED";
	return SamplingDecision;
}({});
//#endregion


//# sourceMappingURL=SamplingResult.mjs.map

/***/ }),

/***/ 38574:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ TraceFlags)
/* harmony export */ });
//#region src/trace/trace_flags.ts
/**
* @since 1.0.0
*/
let TraceFlags = /* @__PURE__ */ function(TraceFlags) {
	/** Represents no flag set. */
	TraceFlags[TraceFlags["NONE"] = 0] = "NONE";
	/** Bit to represent whether trace is sampled in trace flags. */
	TraceFlags[TraceFlags["SAMPLED"] = 1] = "SAMPLED";
	return TraceFlags;
}({});
//#endregion


//# sourceMappingURL=trace_flags.mjs.map

/***/ })

};
