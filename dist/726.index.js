export const id = 726;
export const ids = [726];
export const modules = {

/***/ 30320:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _: () => (/* binding */ ContextAPI)
});

// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/internal/global-utils.mjs + 2 modules
var global_utils = __webpack_require__(92466);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/api/diag.mjs + 2 modules
var diag = __webpack_require__(7740);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/context/context.mjs
var context = __webpack_require__(11802);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/context/NoopContextManager.mjs

//#region src/context/NoopContextManager.ts
var NoopContextManager = class {
	active() {
		return context/* ROOT_CONTEXT */.l;
	}
	with(_context, fn, thisArg, ...args) {
		return fn.call(thisArg, ...args);
	}
	bind(_context, target) {
		return target;
	}
	enable() {
		return this;
	}
	disable() {
		return this;
	}
	/** @experimental This API is experimental and may change in minor releases without prior notice. */
	attach(_context) {
		return { dispose() {} };
	}
};
//#endregion


//# sourceMappingURL=NoopContextManager.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/api/context.mjs



//#region src/api/context.ts
const API_NAME = "context";
const NOOP_CONTEXT_MANAGER = new NoopContextManager();
const NOOP_TOKEN = Object.freeze({ dispose: () => {} });
/**
* Singleton object which represents the entry point to the OpenTelemetry Context API
*
* @since 1.0.0
*/
var ContextAPI = class ContextAPI {
	/** Empty private constructor prevents end users from constructing a new instance of the API */
	constructor() {
		this._attachUnsupportedWarned = false;
	}
	/** Get the singleton instance of the Context API */
	static getInstance() {
		if (!this._instance) this._instance = new ContextAPI();
		return this._instance;
	}
	/**
	* Set the current context manager.
	*
	* @returns true if the context manager was successfully registered, else false
	*/
	setGlobalContextManager(contextManager) {
		return (0,global_utils/* registerGlobal */.$G)(API_NAME, contextManager, diag/* DiagAPI */.K.instance());
	}
	/**
	* Get the currently active context
	*/
	active() {
		return this._getContextManager().active();
	}
	/**
	* Execute a function with an active context
	*
	* @param context context to be active during function execution
	* @param fn function to execute in a context
	* @param thisArg optional receiver to be used for calling fn
	* @param args optional arguments forwarded to fn
	*/
	with(context, fn, thisArg, ...args) {
		return this._getContextManager().with(context, fn, thisArg, ...args);
	}
	/**
	* Bind a context to a target function or event emitter
	*
	* @param context context to bind to the event emitter or function. Defaults to the currently active context
	* @param target function or event emitter to bind
	*/
	bind(context, target) {
		return this._getContextManager().bind(context, target);
	}
	/**
	* Imperatively sets `context` as active, returning a {@link ContextManagementToken} whose
	* {@link ContextManagementToken.dispose} restores the previous context.
	*
	* This is a delicate, low-level API - prefer {@link with}/{@link bind}, which
	* restore context automatically. Use `attach` only to bridge callback
	* boundaries that `with` cannot wrap. Call `token.dispose()` when the
	* operation is done.
	*
	* **Caveat for async functions:** If called inside an async function before
	* the first `await`, the context change may leak into the caller's context
	* and remain active there. Prefer {@link with} for async code.
	*
	* Support is best-effort and varies by the active ContextManager (see
	* {@link ContextManager.attach}); if it does not implement `attach`, this logs
	* a warning and returns a no-op token.
	*
	* @param context The Context to attach
	* @returns A {@link ContextManagementToken} whose dispose() restores the previous Context
	* @since 1.10.0
	* @experimental This API is experimental and may change in minor releases without prior notice.
	*/
	attach(context) {
		const contextManager = this._getContextManager();
		if (contextManager.attach) return contextManager.attach(context);
		if (!this._attachUnsupportedWarned) {
			this._attachUnsupportedWarned = true;
			diag/* DiagAPI */.K.instance().warn("The current ContextManager does not implement attach(). The context will not be attached. Use a ContextManager that supports attach() (e.g. AsyncLocalStorageContextManager) or use with()/bind() instead.");
		}
		return NOOP_TOKEN;
	}
	_getContextManager() {
		return (0,global_utils/* getGlobal */.mS)(API_NAME) || NOOP_CONTEXT_MANAGER;
	}
	/** Disable and remove the global context manager */
	disable() {
		this._getContextManager().disable();
		(0,global_utils/* unregisterGlobal */.kv)(API_NAME, diag/* DiagAPI */.K.instance());
	}
};
//#endregion


//# sourceMappingURL=context.mjs.map

/***/ }),

/***/ 78921:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ context)
/* harmony export */ });
/* harmony import */ var _api_context_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(30320);

//#region src/context-api.ts
/**
* Entrypoint for context API
* @since 1.0.0
*/
const context = _api_context_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ContextAPI */ ._.getInstance();
//#endregion


//# sourceMappingURL=context-api.mjs.map

/***/ }),

/***/ 11802:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ ROOT_CONTEXT),
/* harmony export */   n: () => (/* binding */ createContextKey)
/* harmony export */ });
//#region src/context/context.ts
/**
* Get a key to uniquely identify a context value
*
* @since 1.0.0
*/
function createContextKey(description) {
	return Symbol.for(description);
}
/**
* The root context is used as the default parent context when there is no active context
*
* @since 1.0.0
*/
const ROOT_CONTEXT = new class BaseContext {
	/**
	* Construct a new context which inherits values from an optional parent context.
	*
	* @param parentContext a context from which to inherit values
	*/
	constructor(parentContext) {
		const self = this;
		self._currentContext = parentContext ? new Map(parentContext) : /* @__PURE__ */ new Map();
		self.getValue = (key) => self._currentContext.get(key);
		self.setValue = (key, value) => {
			const context = new BaseContext(self._currentContext);
			context._currentContext.set(key, value);
			return context;
		};
		self.deleteValue = (key) => {
			const context = new BaseContext(self._currentContext);
			context._currentContext.delete(key);
			return context;
		};
	}
}();
//#endregion


//# sourceMappingURL=context.mjs.map

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

/***/ 55931:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ ExportResultCode)
/* harmony export */ });
//#region src/ExportResult.ts
let ExportResultCode = /* @__PURE__ */ function(ExportResultCode) {
	ExportResultCode[ExportResultCode["SUCCESS"] = 0] = "SUCCESS";
	ExportResultCode[ExportResultCode["FAILED"] = 1] = "FAILED";
	return ExportResultCode;
}({});
//#endregion


//# sourceMappingURL=ExportResult.mjs.map

/***/ }),

/***/ 61185:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  s: () => (/* binding */ globalErrorHandler)
});

// UNUSED EXPORTS: setGlobalErrorHandler

// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/diag-api.mjs
var diag_api = __webpack_require__(95099);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/core/dist/common/logging-error-handler.mjs

//#region src/common/logging-error-handler.ts
/**
* Returns a function that logs an error using the provided logger, or a
* console logger if one was not provided.
*/
function loggingErrorHandler() {
	return (ex) => {
		diag_api/* diag */.s.error(stringifyException(ex));
	};
}
/**
* Converts an exception into a string representation
* @param {Exception} ex
*/
function stringifyException(ex) {
	if (typeof ex === "string") return ex;
	else return JSON.stringify(flattenException(ex));
}
/**
* Flattens an exception into key-value pairs by traversing the prototype chain
* and coercing values to strings. Duplicate properties will not be overwritten;
* the first insert wins.
*/
function flattenException(ex) {
	const result = {};
	let current = ex;
	while (current !== null) {
		Object.getOwnPropertyNames(current).forEach((propertyName) => {
			if (result[propertyName]) return;
			const value = current[propertyName];
			if (value) result[propertyName] = String(value);
		});
		current = Object.getPrototypeOf(current);
	}
	return result;
}
//#endregion


//# sourceMappingURL=logging-error-handler.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/core/dist/common/global-error-handler.mjs

//#region src/common/global-error-handler.ts
/** The global error handler delegate */
let delegateHandler = loggingErrorHandler();
/**
* Set the global error handler
* @param {ErrorHandler} handler
*/
function setGlobalErrorHandler(handler) {
	delegateHandler = handler;
}
/**
* Return the global error handler
* @param {Exception} ex
*/
function globalErrorHandler(ex) {
	try {
		delegateHandler(ex);
	} catch {}
}
//#endregion


//# sourceMappingURL=global-error-handler.mjs.map

/***/ }),

/***/ 37463:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ir: () => (/* binding */ isTimeInput),
/* harmony export */   JU: () => (/* binding */ hrTimeToMilliseconds),
/* harmony export */   VL: () => (/* binding */ isTimeInputHrTime),
/* harmony export */   W5: () => (/* binding */ hrTimeDuration),
/* harmony export */   YP: () => (/* binding */ hrTimeToSeconds),
/* harmony export */   _5: () => (/* binding */ hrTime),
/* harmony export */   lg: () => (/* binding */ millisToHrTime),
/* harmony export */   mw: () => (/* binding */ addHrTimes),
/* harmony export */   u5: () => (/* binding */ hrTimeToNanoseconds),
/* harmony export */   w_: () => (/* binding */ hrTimeToMicroseconds)
/* harmony export */ });
/* unused harmony exports hrTimeToTimeStamp, timeInputToHrTime */
//#region src/common/time.ts
const NANOSECOND_DIGITS = 9;
const MILLISECONDS_TO_NANOSECONDS = Math.pow(10, 6);
const SECOND_TO_NANOSECONDS = Math.pow(10, NANOSECOND_DIGITS);
/**
* Converts a number of milliseconds from epoch to HrTime([seconds, remainder in nanoseconds]).
* @param epochMillis
*/
function millisToHrTime(epochMillis) {
	const epochSeconds = epochMillis / 1e3;
	return [Math.trunc(epochSeconds), Math.round(epochMillis % 1e3 * MILLISECONDS_TO_NANOSECONDS)];
}
/**
* Returns an hrtime calculated via performance component.
* @param performanceNow
*/
function hrTime(performanceNow) {
	return addHrTimes(millisToHrTime(performance.timeOrigin), millisToHrTime(typeof performanceNow === "number" ? performanceNow : performance.now()));
}
/**
*
* Converts a TimeInput to an HrTime, defaults to _hrtime().
* @param time
*/
function timeInputToHrTime(time) {
	if (isTimeInputHrTime(time)) return time;
	else if (typeof time === "number") {
		if (time < performance.timeOrigin / 2) return hrTime(time);
		else return millisToHrTime(time);
	} else if (time instanceof Date) return millisToHrTime(time.getTime());
	else throw TypeError("Invalid input type");
}
/**
* Returns a duration of two hrTime.
* @param startTime
* @param endTime
*/
function hrTimeDuration(startTime, endTime) {
	let seconds = endTime[0] - startTime[0];
	let nanos = endTime[1] - startTime[1];
	if (nanos < 0) {
		seconds -= 1;
		nanos += SECOND_TO_NANOSECONDS;
	}
	return [seconds, nanos];
}
/**
* Convert hrTime to timestamp, for example "2019-05-14T17:00:00.000123456Z"
* @param time
*/
function hrTimeToTimeStamp(time) {
	const precision = NANOSECOND_DIGITS;
	const tmp = `${"0".repeat(precision)}${time[1]}Z`;
	const nanoString = tmp.substring(tmp.length - precision - 1);
	return (/* @__PURE__ */ new Date(time[0] * 1e3)).toISOString().replace("000Z", nanoString);
}
/**
* Convert hrTime to nanoseconds.
* @param time
*/
function hrTimeToNanoseconds(time) {
	return time[0] * SECOND_TO_NANOSECONDS + time[1];
}
/**
* Convert hrTime to microseconds.
* @param time
*/
function hrTimeToMicroseconds(time) {
	return time[0] * 1e6 + time[1] / 1e3;
}
/**
* Convert hrTime to milliseconds.
* @param time
*/
function hrTimeToMilliseconds(time) {
	return time[0] * 1e3 + time[1] / 1e6;
}
/**
* Convert hrTime to seconds.
* @param time
*/
function hrTimeToSeconds(time) {
	return time[0] + time[1] / SECOND_TO_NANOSECONDS;
}
/**
* check if time is HrTime
* @param value
*/
function isTimeInputHrTime(value) {
	return Array.isArray(value) && value.length === 2 && typeof value[0] === "number" && typeof value[1] === "number";
}
/**
* check if input value is a correct types.TimeInput
* @param value
*/
function isTimeInput(value) {
	return isTimeInputHrTime(value) || typeof value === "number" || value instanceof Date;
}
/**
* Given 2 HrTime formatted times, return their sum as an HrTime.
*/
function addHrTimes(time1, time2) {
	const out = [time1[0] + time2[0], time1[1] + time2[1]];
	if (out[1] >= SECOND_TO_NANOSECONDS) {
		out[1] -= SECOND_TO_NANOSECONDS;
		out[0] += 1;
	}
	return out;
}
//#endregion


//# sourceMappingURL=time.mjs.map

/***/ }),

/***/ 98639:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mM: () => (/* binding */ internal)
});

// UNUSED EXPORTS: AddAttributeDecision, AnchoredClock, BindOnceFuture, CompositePropagator, ExportResultCode, RPCType, SDK_INFO, TRACE_PARENT_HEADER, TRACE_STATE_HEADER, TimeoutError, TraceState, W3CBaggagePropagator, W3CTraceContextPropagator, addHrTimes, callWithTimeout, cleanAttributes, cleanSimpleAttributes, deleteRPCMetadata, diagLogLevelFromString, getBooleanFromEnv, getNumberFromEnv, getRPCMetadata, getStringFromEnv, getStringListFromEnv, globalErrorHandler, hrTime, hrTimeDuration, hrTimeToMicroseconds, hrTimeToMilliseconds, hrTimeToNanoseconds, hrTimeToSeconds, hrTimeToTimeStamp, isAnyValue, isAttributeValue, isSimpleAttributeValue, isTimeInput, isTimeInputHrTime, isTracingSuppressed, isUrlIgnored, loggingErrorHandler, maybeAddAttribute, maybeAddSimpleAttribute, merge, millisToHrTime, parseKeyPairsIntoRecord, parseTraceParent, sanitizeAttributes, setGlobalErrorHandler, setRPCMetadata, suppressTracing, timeInputToHrTime, unsuppressTracing, urlMatches

// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/trace/suppress-tracing.mjs
var suppress_tracing = __webpack_require__(76512);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/context-api.mjs
var context_api = __webpack_require__(78921);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/core/dist/internal/exporter.mjs


//#region src/internal/exporter.ts
/**
* @internal
* Shared functionality used by Exporters while exporting data, including suppression of Traces.
*/
function _export(exporter, arg) {
	return new Promise((resolve) => {
		context_api/* context */._.with((0,suppress_tracing/* suppressTracing */.M1)(context_api/* context */._.active()), () => {
			exporter.export(arg, resolve);
		});
	});
}
//#endregion


//# sourceMappingURL=exporter.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/core/dist/index.mjs




















//#region src/index.ts
const internal = { _export: _export };
//#endregion


//# sourceMappingURL=index.mjs.map

/***/ }),

/***/ 76512:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M1: () => (/* binding */ suppressTracing),
/* harmony export */   Zf: () => (/* binding */ isTracingSuppressed)
/* harmony export */ });
/* unused harmony export unsuppressTracing */
/* harmony import */ var _opentelemetry_api__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11802);

//#region src/trace/suppress-tracing.ts
const SUPPRESS_TRACING_KEY = (0,_opentelemetry_api__WEBPACK_IMPORTED_MODULE_0__/* .createContextKey */ .n)("OpenTelemetry SDK Context Key SUPPRESS_TRACING");
function suppressTracing(context) {
	return context.setValue(SUPPRESS_TRACING_KEY, true);
}
function unsuppressTracing(context) {
	return context.deleteValue(SUPPRESS_TRACING_KEY);
}
function isTracingSuppressed(context) {
	return context.getValue(SUPPRESS_TRACING_KEY) === true;
}
//#endregion


//# sourceMappingURL=suppress-tracing.mjs.map

/***/ }),

/***/ 60726:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AggregationTemporality: () => (/* reexport */ AggregationTemporality/* AggregationTemporality */.h),
  AggregationType: () => (/* reexport */ AggregationOption/* AggregationType */.D),
  ConsoleMetricExporter: () => (/* reexport */ ConsoleMetricExporter),
  DataPointType: () => (/* reexport */ MetricData/* DataPointType */.n),
  InMemoryMetricExporter: () => (/* reexport */ InMemoryMetricExporter),
  InstrumentType: () => (/* reexport */ MetricData/* InstrumentType */.O),
  MeterProvider: () => (/* reexport */ MeterProvider$1),
  MetricReader: () => (/* reexport */ MetricReader),
  PeriodicExportingMetricReader: () => (/* reexport */ PeriodicExportingMetricReader),
  TimeoutError: () => (/* reexport */ utils/* TimeoutError */.MU),
  createAllowListAttributesProcessor: () => (/* reexport */ createAllowListAttributesProcessor),
  createDenyListAttributesProcessor: () => (/* reexport */ createDenyListAttributesProcessor)
});

// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/export/AggregationTemporality.mjs
var AggregationTemporality = __webpack_require__(69778);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/export/MetricData.mjs
var MetricData = __webpack_require__(63938);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/utils.mjs
var utils = __webpack_require__(44432);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/view/AggregationOption.mjs + 13 modules
var AggregationOption = __webpack_require__(38654);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/export/AggregationSelector.mjs


//#region src/export/AggregationSelector.ts
const DEFAULT_AGGREGATION_SELECTOR = (_instrumentType) => {
	return { type: 0 };
};
const DEFAULT_AGGREGATION_TEMPORALITY_SELECTOR = (_instrumentType) => 1;
//#endregion


//# sourceMappingURL=AggregationSelector.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/semconv.mjs
//#region src/semconv.ts
/**
* A name uniquely identifying the instance of the OpenTelemetry component within its containing SDK instance.
*
* @example otlp_grpc_span_exporter/0
* @example custom-name
*
* @note Implementations **SHOULD** ensure a low cardinality for this attribute, even across application or SDK restarts.
* E.g. implementations **MUST NOT** use UUIDs as values for this attribute.
*
* Implementations **MAY** achieve these goals by following a `<otel.component.type>/<instance-counter>` pattern, e.g. `batching_span_processor/0`.
* Hereby `otel.component.type` refers to the corresponding attribute value of the component.
*
* The value of `instance-counter` **MAY** be automatically assigned by the component and uniqueness within the enclosing SDK instance **MUST** be guaranteed.
* For example, `<instance-counter>` **MAY** be implemented by using a monotonically increasing counter (starting with `0`), which is incremented every time an
* instance of the given component type is started.
*
* With this implementation, for example the first Batching Span Processor would have `batching_span_processor/0`
* as `otel.component.name`, the second one `batching_span_processor/1` and so on.
* These values will therefore be reused in the case of an application restart.
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_OTEL_COMPONENT_NAME = "otel.component.name";
/**
* A name identifying the type of the OpenTelemetry component.
*
* @example batching_span_processor
* @example com.example.MySpanExporter
*
* @note If none of the standardized values apply, implementations **SHOULD** use the language-defined name of the type.
* E.g. for Java the fully qualified classname **SHOULD** be used in this case.
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_OTEL_COMPONENT_TYPE = "otel.component.type";
/**
* Enum value "periodic_metric_reader" for attribute {@link ATTR_OTEL_COMPONENT_TYPE}.
*
* The builtin SDK periodically exporting metric reader
*
* @experimental This enum value is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const OTEL_COMPONENT_TYPE_VALUE_PERIODIC_METRIC_READER = "periodic_metric_reader";
/**
* The duration of the collect operation of the metric reader.
*
* @note For successful collections, `error.type` **MUST NOT** be set. For failed collections, `error.type` **SHOULD** contain the failure cause.
* It can happen that metrics collection is successful for some MetricProducers, while others fail. In that case `error.type` **SHOULD** be set to any of the failure causes.
*
* @experimental This metric is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const METRIC_OTEL_SDK_METRIC_READER_COLLECTION_DURATION = "otel.sdk.metric_reader.collection.duration";
/**
* Describes a class of error the operation ended with.
*
* @example timeout
* @example java.net.UnknownHostException
* @example server_certificate_invalid
* @example 500
*
* @note The `error.type` **SHOULD** be predictable, and **SHOULD** have low cardinality.
*
* When `error.type` is set to a type (e.g., an exception type), its
* canonical class name identifying the type within the artifact **SHOULD** be used.
*
* Instrumentations **SHOULD** document the list of errors they report.
*
* The cardinality of `error.type` within one instrumentation library **SHOULD** be low.
* Telemetry consumers that aggregate data from multiple instrumentation libraries and applications
* should be prepared for `error.type` to have high cardinality at query time when no
* additional filters are applied.
*
* If the operation has completed successfully, instrumentations **SHOULD NOT** set `error.type`.
*
* If a specific domain defines its own set of error identifiers (such as HTTP or RPC status codes),
* it's **RECOMMENDED** to:
*
*   - Use a domain-specific attribute
*   - Set `error.type` to capture all errors, regardless of whether they are defined within the domain-specific set or not.
*/
const ATTR_ERROR_TYPE = "error.type";
//#endregion


//# sourceMappingURL=semconv.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/export/MetricReaderMetrics.mjs

//#region src/export/MetricReaderMetrics.ts
const componentCounter = /* @__PURE__ */ new Map();
/**
* Generates `otel.sdk.metric_reader.*` self-observability metrics.
* https://opentelemetry.io/docs/specs/semconv/otel/sdk-metrics/#metric-otelsdkmetric_readercollectionduration
*/
var MetricReaderMetrics = class {
	collectionDuration;
	standardAttrs;
	constructor(componentType, meter) {
		const counter = componentCounter.get(componentType) ?? 0;
		componentCounter.set(componentType, counter + 1);
		this.standardAttrs = {
			[ATTR_OTEL_COMPONENT_TYPE]: componentType,
			[ATTR_OTEL_COMPONENT_NAME]: `${componentType}/${counter}`
		};
		this.collectionDuration = meter.createHistogram(METRIC_OTEL_SDK_METRIC_READER_COLLECTION_DURATION, {
			unit: "s",
			description: "The duration of the collect operation of the metric reader.",
			advice: { explicitBucketBoundaries: [] }
		});
	}
	recordCollection(durationSecs, error) {
		const attrs = error ? {
			...this.standardAttrs,
			[ATTR_ERROR_TYPE]: error
		} : this.standardAttrs;
		this.collectionDuration.record(durationSecs, attrs);
	}
};
//#endregion


//# sourceMappingURL=MetricReaderMetrics.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/version.mjs
//#region src/version.ts
const VERSION = "3.1.0";
//#endregion


//# sourceMappingURL=version.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/metrics/NoopMeter.mjs
var NoopMeter = __webpack_require__(72502);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/diag-api.mjs
var diag_api = __webpack_require__(95099);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/common/time.mjs
var time = __webpack_require__(37463);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/export/MetricReader.mjs






//#region src/export/MetricReader.ts
/**
* A registered reader of metrics that, when linked to a {@link MetricProducer}, offers global
* control over metrics.
*/
var MetricReader = class {
	_shutdown = false;
	_metricProducers;
	_sdkMetricProducer;
	_selfObsMetrics;
	_aggregationTemporalitySelector;
	_aggregationSelector;
	_cardinalitySelector;
	_otelComponentType;
	constructor(options) {
		this._aggregationSelector = options?.aggregationSelector ?? DEFAULT_AGGREGATION_SELECTOR;
		this._aggregationTemporalitySelector = options?.aggregationTemporalitySelector ?? DEFAULT_AGGREGATION_TEMPORALITY_SELECTOR;
		this._metricProducers = options?.metricProducers ?? [];
		this._cardinalitySelector = options?.cardinalitySelector;
		this._otelComponentType = options?.otelComponentType ?? this.constructor.name;
		this._selfObsMetrics = new MetricReaderMetrics(this._otelComponentType, NoopMeter/* createNoopMeter */.Ac());
	}
	setMetricProducer(metricProducer) {
		if (this._sdkMetricProducer) throw new Error("MetricReader can not be bound to a MeterProvider again.");
		this._sdkMetricProducer = metricProducer;
		this.onInitialized();
	}
	_setSelfObsMeterProvider(meterProvider) {
		const meter = meterProvider.getMeter("@opentelemetry/sdk-metrics", VERSION);
		this._selfObsMetrics = new MetricReaderMetrics(this._otelComponentType, meter);
	}
	selectAggregation(instrumentType) {
		return this._aggregationSelector(instrumentType);
	}
	selectAggregationTemporality(instrumentType) {
		return this._aggregationTemporalitySelector(instrumentType);
	}
	selectCardinalityLimit(instrumentType) {
		return this._cardinalitySelector ? this._cardinalitySelector(instrumentType) : 2e3;
	}
	/**
	* Handle once the SDK has initialized this {@link MetricReader}
	* Overriding this method is optional.
	*/
	onInitialized() {}
	async collect(options) {
		if (this._sdkMetricProducer === void 0) throw new Error("MetricReader is not bound to a MetricProducer");
		if (this._shutdown) throw new Error("MetricReader is shutdown");
		const startTime = (0,time/* hrTime */._5)();
		const [sdkCollectionResults, ...additionalCollectionResults] = await Promise.all([this._sdkMetricProducer.collect({ timeoutMillis: options?.timeoutMillis }), ...this._metricProducers.map((producer) => producer.collect({ timeoutMillis: options?.timeoutMillis }))]);
		const endTime = (0,time/* hrTime */._5)();
		const errors = sdkCollectionResults.errors.concat(additionalCollectionResults.flatMap((result) => result.errors));
		const collectDuration = (0,time/* hrTimeToSeconds */.YP)((0,time/* hrTimeDuration */.W5)(startTime, endTime));
		this._selfObsMetrics.recordCollection(collectDuration, errors.length > 0 ? errors[0].name ?? "collect_error" : void 0);
		return {
			resourceMetrics: {
				resource: sdkCollectionResults.resourceMetrics.resource,
				scopeMetrics: sdkCollectionResults.resourceMetrics.scopeMetrics.concat(additionalCollectionResults.flatMap((result) => result.resourceMetrics.scopeMetrics))
			},
			errors
		};
	}
	async shutdown(options) {
		if (this._shutdown) {
			diag_api/* diag */.s.error("Cannot call shutdown twice.");
			return;
		}
		if (options?.timeoutMillis == null) await this.onShutdown();
		else await (0,utils/* callWithTimeout */.od)(this.onShutdown(), options.timeoutMillis);
		this._shutdown = true;
	}
	async forceFlush(options) {
		if (this._shutdown) {
			diag_api/* diag */.s.warn("Cannot forceFlush on already shutdown MetricReader.");
			return;
		}
		if (options?.timeoutMillis == null) {
			await this.onForceFlush();
			return;
		}
		await (0,utils/* callWithTimeout */.od)(this.onForceFlush(), options.timeoutMillis);
	}
};
//#endregion


//# sourceMappingURL=MetricReader.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/export/MetricDataSplitter.mjs
//#region src/export/MetricDataSplitter.ts
/**
* Splits a ResourceMetrics object into smaller ResourceMetrics objects
* such that no batch exceeds maxExportBatchSize data points.
* @param resourceMetrics The metrics to split.
* @param maxExportBatchSize The maximum number of data points per batch.
* @internal
*/
function splitMetricData(resourceMetrics, maxExportBatchSize) {
	if (!Number.isInteger(maxExportBatchSize) || maxExportBatchSize <= 0) throw new Error("maxExportBatchSize must be a positive integer");
	const batches = [];
	let currentBatchPoints = 0;
	let currentScopeMetrics = [];
	function flush() {
		if (currentScopeMetrics.length > 0) {
			batches.push({
				resource: resourceMetrics.resource,
				scopeMetrics: currentScopeMetrics
			});
			currentScopeMetrics = [];
			currentBatchPoints = 0;
		}
	}
	for (const scopeMetric of resourceMetrics.scopeMetrics) {
		let scopeMetricCopy = null;
		for (const metric of scopeMetric.metrics) {
			const dataPoints = metric.dataPoints;
			if (dataPoints.length === 0) {
				if (!scopeMetricCopy) {
					scopeMetricCopy = {
						scope: scopeMetric.scope,
						metrics: []
					};
					currentScopeMetrics.push(scopeMetricCopy);
				}
				scopeMetricCopy.metrics.push(metric);
				continue;
			}
			let offset = 0;
			while (offset < dataPoints.length) {
				const spaceLeft = maxExportBatchSize - currentBatchPoints;
				const take = Math.min(spaceLeft, dataPoints.length - offset);
				if (!scopeMetricCopy) {
					scopeMetricCopy = {
						scope: scopeMetric.scope,
						metrics: []
					};
					currentScopeMetrics.push(scopeMetricCopy);
				}
				const metricCopy = {
					...metric,
					dataPoints: dataPoints.slice(offset, offset + take)
				};
				scopeMetricCopy.metrics.push(metricCopy);
				offset += take;
				currentBatchPoints += take;
				if (currentBatchPoints === maxExportBatchSize) {
					flush();
					scopeMetricCopy = null;
				}
			}
		}
	}
	flush();
	return batches;
}
//#endregion


//# sourceMappingURL=MetricDataSplitter.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/common/global-error-handler.mjs + 1 modules
var global_error_handler = __webpack_require__(61185);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/index.mjs + 1 modules
var dist = __webpack_require__(98639);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/ExportResult.mjs
var ExportResult = __webpack_require__(55931);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/export/PeriodicExportingMetricReader.mjs







//#region src/export/PeriodicExportingMetricReader.ts
/**
* {@link MetricReader} which collects metrics based on a user-configurable time interval, and passes the metrics to
* the configured {@link PushMetricExporter}
*/
var PeriodicExportingMetricReader = class extends MetricReader {
	_interval;
	_exporter;
	_exportInterval;
	_exportTimeout;
	_maxExportBatchSize;
	_ongoingExportPromise = null;
	constructor(options) {
		const { exporter, exportIntervalMillis = 6e4, metricProducers, cardinalityLimits, maxExportBatchSize } = options;
		let { exportTimeoutMillis = 3e4 } = options;
		super({
			aggregationSelector: exporter.selectAggregation?.bind(exporter),
			aggregationTemporalitySelector: exporter.selectAggregationTemporality?.bind(exporter),
			otelComponentType: OTEL_COMPONENT_TYPE_VALUE_PERIODIC_METRIC_READER,
			metricProducers,
			cardinalitySelector: (instrumentType) => {
				const limits = {
					default: 2e3,
					...cardinalityLimits
				};
				switch (instrumentType) {
					case "COUNTER": return limits.counter ?? limits.default;
					case "GAUGE": return limits.gauge ?? limits.default;
					case "HISTOGRAM": return limits.histogram ?? limits.default;
					case "OBSERVABLE_COUNTER": return limits.observableCounter ?? limits.default;
					case "OBSERVABLE_UP_DOWN_COUNTER": return limits.observableUpDownCounter ?? limits.default;
					case "OBSERVABLE_GAUGE": return limits.observableGauge ?? limits.default;
					case "UP_DOWN_COUNTER": return limits.upDownCounter ?? limits.default;
					default: return limits.default;
				}
			}
		});
		if (exportIntervalMillis <= 0) throw Error("exportIntervalMillis must be greater than 0");
		if (exportTimeoutMillis <= 0) throw Error("exportTimeoutMillis must be greater than 0");
		if (maxExportBatchSize !== void 0 && (!Number.isInteger(maxExportBatchSize) || maxExportBatchSize <= 0)) throw Error("maxExportBatchSize must be a positive integer");
		if (exportIntervalMillis < exportTimeoutMillis) {
			if ("exportIntervalMillis" in options && "exportTimeoutMillis" in options) throw Error("exportIntervalMillis must be greater than or equal to exportTimeoutMillis");
			else {
				diag_api/* diag */.s.info(`Timeout of ${exportTimeoutMillis} exceeds the interval of ${exportIntervalMillis}. Clamping timeout to interval duration.`);
				exportTimeoutMillis = exportIntervalMillis;
			}
		}
		this._exportInterval = exportIntervalMillis;
		this._exportTimeout = exportTimeoutMillis;
		this._exporter = exporter;
		this._maxExportBatchSize = maxExportBatchSize;
	}
	async _runOnce() {
		try {
			await this._doRun();
		} catch (err) {
			(0,global_error_handler/* globalErrorHandler */.s)(err);
		}
	}
	async _doRun() {
		if (this._ongoingExportPromise) {
			diag_api/* diag */.s.debug("PeriodicExportingMetricReader: export already in progress, skipping");
			return;
		}
		const currentRun = async () => {
			const { resourceMetrics, errors } = await this.collect({ timeoutMillis: this._exportTimeout });
			if (errors.length > 0) diag_api/* diag */.s.error("PeriodicExportingMetricReader: metrics collection errors", ...errors);
			if (resourceMetrics.resource.asyncAttributesPending) try {
				await resourceMetrics.resource.waitForAsyncAttributes?.();
			} catch (e) {
				diag_api/* diag */.s.debug("Error while resolving async portion of resource: ", e);
				(0,global_error_handler/* globalErrorHandler */.s)(e);
			}
			if (resourceMetrics.scopeMetrics.length === 0) return;
			const batches = this._maxExportBatchSize ? splitMetricData(resourceMetrics, this._maxExportBatchSize) : [resourceMetrics];
			let anyErr = null;
			for (const batch of batches) try {
				const result = await (0,utils/* callWithTimeout */.od)(dist/* internal */.mM._export(this._exporter, batch), this._exportTimeout);
				if (result.code !== ExportResult/* ExportResultCode */.V.SUCCESS) anyErr = /* @__PURE__ */ new Error(`PeriodicExportingMetricReader: metrics export failed (error ${result.error})`);
			} catch (e) {
				if (e instanceof utils/* TimeoutError */.MU) {
					diag_api/* diag */.s.error(`PeriodicExportingMetricReader: metrics export timed out after ${this._exportTimeout}ms`);
					break;
				} else {
					diag_api/* diag */.s.error("PeriodicExportingMetricReader: metrics export threw error", e);
					anyErr = e instanceof Error ? e : new Error(String(e));
				}
			}
			if (anyErr) throw anyErr;
		};
		this._ongoingExportPromise = currentRun();
		try {
			await this._ongoingExportPromise;
		} finally {
			this._ongoingExportPromise = null;
		}
	}
	onInitialized() {
		this._interval = setInterval(() => {
			this._runOnce();
		}, this._exportInterval);
		unrefTimer(this._interval);
	}
	async onForceFlush() {
		await this._awaitOngoingExport();
		if (this._ongoingExportPromise) await this._awaitOngoingExport();
		else await this._runOnce();
		await this._exporter.forceFlush();
	}
	/**
	* Helper function to wait for an ongoing export to complete.
	* Errors are swallowed and handled by the original _runOnce().
	*/
	async _awaitOngoingExport() {
		if (this._ongoingExportPromise) {
			diag_api/* diag */.s.debug("PeriodicExportingMetricReader: export already in progress, awaiting ongoing export");
			try {
				await this._ongoingExportPromise;
			} catch {}
		}
	}
	async onShutdown() {
		if (this._interval) clearInterval(this._interval);
		await this.onForceFlush();
		await this._exporter.shutdown();
	}
};
function unrefTimer(timer) {
	const handle = timer;
	if (typeof handle !== "number") handle.unref?.();
}
//#endregion


//# sourceMappingURL=PeriodicExportingMetricReader.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/export/InMemoryMetricExporter.mjs

//#region src/export/InMemoryMetricExporter.ts
/**
* In-memory Metrics Exporter is a Push Metric Exporter
* which accumulates metrics data in the local memory and
* allows to inspect it (useful for e.g. unit tests).
*/
var InMemoryMetricExporter = class {
	_shutdown = false;
	_aggregationTemporality;
	_metrics = [];
	constructor(aggregationTemporality) {
		this._aggregationTemporality = aggregationTemporality;
	}
	/**
	* @inheritedDoc
	*/
	export(metrics, resultCallback) {
		if (this._shutdown) {
			setTimeout(() => resultCallback({ code: ExportResult/* ExportResultCode */.V.FAILED }), 0);
			return;
		}
		this._metrics.push(metrics);
		setTimeout(() => resultCallback({ code: ExportResult/* ExportResultCode */.V.SUCCESS }), 0);
	}
	/**
	* Returns all the collected resource metrics
	* @returns ResourceMetrics[]
	*/
	getMetrics() {
		return this._metrics;
	}
	forceFlush() {
		return Promise.resolve();
	}
	reset() {
		this._metrics = [];
	}
	selectAggregationTemporality(_instrumentType) {
		return this._aggregationTemporality;
	}
	shutdown() {
		this._shutdown = true;
		return Promise.resolve();
	}
};
//#endregion


//# sourceMappingURL=InMemoryMetricExporter.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/export/ConsoleMetricExporter.mjs


//#region src/export/ConsoleMetricExporter.ts
/**
* This is an implementation of {@link PushMetricExporter} that prints metrics to the
* console. This class can be used for diagnostic purposes.
*
* NOTE: This {@link PushMetricExporter} is intended for diagnostics use only, output rendered to the console may change at any time.
*/
var ConsoleMetricExporter = class ConsoleMetricExporter {
	_shutdown = false;
	_temporalitySelector;
	constructor(options) {
		this._temporalitySelector = options?.temporalitySelector ?? DEFAULT_AGGREGATION_TEMPORALITY_SELECTOR;
	}
	export(metrics, resultCallback) {
		if (this._shutdown) {
			resultCallback({ code: ExportResult/* ExportResultCode */.V.FAILED });
			return;
		}
		return ConsoleMetricExporter._sendMetrics(metrics, resultCallback);
	}
	forceFlush() {
		return Promise.resolve();
	}
	selectAggregationTemporality(_instrumentType) {
		return this._temporalitySelector(_instrumentType);
	}
	shutdown() {
		this._shutdown = true;
		return Promise.resolve();
	}
	static _sendMetrics(metrics, done) {
		for (const scopeMetrics of metrics.scopeMetrics) for (const metric of scopeMetrics.metrics) console.dir({
			descriptor: metric.descriptor,
			dataPointType: metric.dataPointType,
			dataPoints: metric.dataPoints
		}, { depth: null });
		done({ code: ExportResult/* ExportResultCode */.V.SUCCESS });
	}
};
//#endregion


//# sourceMappingURL=ConsoleMetricExporter.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/view/AttributesProcessor.mjs
//#region src/view/AttributesProcessor.ts
var NoopAttributesProcessor = class {
	process(incoming, _context) {
		return incoming;
	}
};
var MultiAttributesProcessor = class {
	_processors;
	constructor(processors) {
		this._processors = processors;
	}
	process(incoming, context) {
		let filteredAttributes = incoming;
		for (const processor of this._processors) filteredAttributes = processor.process(filteredAttributes, context);
		return filteredAttributes;
	}
};
var AllowListProcessor = class {
	_allowedAttributeNames;
	constructor(allowedAttributeNames) {
		this._allowedAttributeNames = new Set(allowedAttributeNames);
	}
	process(incoming, _context) {
		const filteredAttributes = {};
		for (const attributeName in incoming) if (Object.prototype.hasOwnProperty.call(incoming, attributeName) && this._allowedAttributeNames.has(attributeName)) filteredAttributes[attributeName] = incoming[attributeName];
		return filteredAttributes;
	}
};
var DenyListProcessor = class {
	_deniedAttributeNames;
	constructor(deniedAttributeNames) {
		this._deniedAttributeNames = new Set(deniedAttributeNames);
	}
	process(incoming, _context) {
		const filteredAttributes = {};
		for (const attributeName in incoming) if (Object.prototype.hasOwnProperty.call(incoming, attributeName) && !this._deniedAttributeNames.has(attributeName)) filteredAttributes[attributeName] = incoming[attributeName];
		return filteredAttributes;
	}
};
/**
* @internal
*
* Create an {@link IAttributesProcessor} that acts as a simple pass-through for attributes.
*/
function createNoopAttributesProcessor() {
	return NOOP;
}
/**
* @internal
*
* Create an {@link IAttributesProcessor} that applies all processors from the provided list in order.
*
* @param processors Processors to apply in order.
*/
function createMultiAttributesProcessor(processors) {
	return new MultiAttributesProcessor(processors);
}
/**
* Create an {@link IAttributesProcessor} that filters by allowed attribute names and drops any names that are not in the
* allow list.
*/
function createAllowListAttributesProcessor(attributeAllowList) {
	return new AllowListProcessor(attributeAllowList);
}
/**
* Create an {@link IAttributesProcessor} that drops attributes based on the names provided in the deny list
*/
function createDenyListAttributesProcessor(attributeDenyList) {
	return new DenyListProcessor(attributeDenyList);
}
const NOOP = new NoopAttributesProcessor();
//#endregion


//# sourceMappingURL=AttributesProcessor.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/view/ViewRegistry.mjs
//#region src/view/ViewRegistry.ts
var ViewRegistry = class {
	_registeredViews = [];
	addView(view) {
		this._registeredViews.push(view);
	}
	findViews(instrument, meter) {
		return this._registeredViews.filter((registeredView) => {
			return this._matchInstrument(registeredView.instrumentSelector, instrument) && this._matchMeter(registeredView.meterSelector, meter);
		});
	}
	_matchInstrument(selector, instrument) {
		return (selector.getType() === void 0 || instrument.type === selector.getType()) && selector.getNameFilter().match(instrument.name) && selector.getUnitFilter().match(instrument.unit);
	}
	_matchMeter(selector, meter) {
		return selector.getNameFilter().match(meter.name) && (meter.version === void 0 || selector.getVersionFilter().match(meter.version)) && (meter.schemaUrl === void 0 || selector.getSchemaUrlFilter().match(meter.schemaUrl));
	}
};
//#endregion


//# sourceMappingURL=ViewRegistry.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/metrics/Metric.mjs
var Metric = __webpack_require__(18007);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/InstrumentDescriptor.mjs


//#region src/InstrumentDescriptor.ts
function createInstrumentDescriptor(name, type, options) {
	if (!isValidName(name)) diag_api/* diag */.s.warn(`Invalid metric name: "${name}". The metric name should be a ASCII string with a length no greater than 255 characters.`);
	return {
		name,
		type,
		description: options?.description ?? "",
		unit: options?.unit ?? "",
		valueType: options?.valueType ?? Metric/* ValueType */.e.DOUBLE,
		advice: options?.advice ?? {}
	};
}
function createInstrumentDescriptorWithView(view, instrument) {
	return {
		name: view.name ?? instrument.name,
		description: view.description ?? instrument.description,
		type: instrument.type,
		unit: instrument.unit,
		valueType: instrument.valueType,
		advice: instrument.advice
	};
}
function isDescriptorCompatibleWith(descriptor, otherDescriptor) {
	return (0,utils/* equalsCaseInsensitive */.Pz)(descriptor.name, otherDescriptor.name) && descriptor.unit === otherDescriptor.unit && descriptor.type === otherDescriptor.type && descriptor.valueType === otherDescriptor.valueType;
}
const NAME_REGEXP = /^[a-z][a-z0-9_.\-/]{0,254}$/i;
function isValidName(name) {
	return NAME_REGEXP.test(name);
}
//#endregion


//# sourceMappingURL=InstrumentDescriptor.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/Instruments.mjs

//#region src/Instruments.ts
var SyncInstrument = class {
	_writableMetricStorage;
	_descriptor;
	constructor(writableMetricStorage, descriptor) {
		this._writableMetricStorage = writableMetricStorage;
		this._descriptor = descriptor;
	}
	_record(value, attributes = {}, context) {
		if (typeof value !== "number") {
			diag_api/* diag */.s.warn(`non-number value provided to metric ${this._descriptor.name}: ${value}`);
			return;
		}
		if (this._descriptor.valueType === Metric/* ValueType */.e.INT && !Number.isInteger(value)) {
			diag_api/* diag */.s.warn(`INT value type cannot accept a floating-point value for ${this._descriptor.name}, ignoring the fractional digits.`);
			value = Math.trunc(value);
			if (!Number.isInteger(value)) return;
		}
		this._writableMetricStorage.record(value, attributes, context, Date.now());
	}
};
/**
* The class implements {@link UpDownCounter} interface.
*/
var UpDownCounterInstrument = class extends SyncInstrument {
	/**
	* Increment value of counter by the input. Inputs may be negative.
	*/
	add(value, attributes, ctx) {
		this._record(value, attributes, ctx);
	}
};
/**
* The class implements {@link Counter} interface.
*/
var CounterInstrument = class extends SyncInstrument {
	/**
	* Increment value of counter by the input. Inputs may not be negative.
	*/
	add(value, attributes, ctx) {
		if (value < 0) {
			diag_api/* diag */.s.warn(`negative value provided to counter ${this._descriptor.name}: ${value}`);
			return;
		}
		this._record(value, attributes, ctx);
	}
};
/**
* The class implements {@link Gauge} interface.
*/
var GaugeInstrument = class extends SyncInstrument {
	/**
	* Records a measurement.
	*/
	record(value, attributes, ctx) {
		this._record(value, attributes, ctx);
	}
};
/**
* The class implements {@link Histogram} interface.
*/
var HistogramInstrument = class extends SyncInstrument {
	/**
	* Records a measurement. Value of the measurement must not be negative.
	*/
	record(value, attributes, ctx) {
		if (value < 0) {
			diag_api/* diag */.s.warn(`negative value provided to histogram ${this._descriptor.name}: ${value}`);
			return;
		}
		this._record(value, attributes, ctx);
	}
};
var ObservableInstrument = class {
	/** @internal */
	_metricStorages;
	/** @internal */
	_descriptor;
	_observableRegistry;
	constructor(descriptor, metricStorages, observableRegistry) {
		this._descriptor = descriptor;
		this._metricStorages = metricStorages;
		this._observableRegistry = observableRegistry;
	}
	/**
	* @see {Observable.addCallback}
	*/
	addCallback(callback) {
		this._observableRegistry.addCallback(callback, this);
	}
	/**
	* @see {Observable.removeCallback}
	*/
	removeCallback(callback) {
		this._observableRegistry.removeCallback(callback, this);
	}
};
var ObservableCounterInstrument = class extends ObservableInstrument {};
var ObservableGaugeInstrument = class extends ObservableInstrument {};
var ObservableUpDownCounterInstrument = class extends ObservableInstrument {};
function isObservableInstrument(it) {
	return it instanceof ObservableInstrument;
}
//#endregion


//# sourceMappingURL=Instruments.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/Meter.mjs



//#region src/Meter.ts
/**
* This class implements the {@link IMeter} interface.
*/
var Meter = class {
	_meterSharedState;
	constructor(meterSharedState) {
		this._meterSharedState = meterSharedState;
	}
	/**
	* Create a {@link Gauge} instrument.
	*/
	createGauge(name, options) {
		const descriptor = createInstrumentDescriptor(name, "GAUGE", options);
		const storage = this._meterSharedState.registerMetricStorage(descriptor);
		return new GaugeInstrument(storage, descriptor);
	}
	/**
	* Create a {@link Histogram} instrument.
	*/
	createHistogram(name, options) {
		const descriptor = createInstrumentDescriptor(name, "HISTOGRAM", options);
		const storage = this._meterSharedState.registerMetricStorage(descriptor);
		return new HistogramInstrument(storage, descriptor);
	}
	/**
	* Create a {@link Counter} instrument.
	*/
	createCounter(name, options) {
		const descriptor = createInstrumentDescriptor(name, "COUNTER", options);
		const storage = this._meterSharedState.registerMetricStorage(descriptor);
		return new CounterInstrument(storage, descriptor);
	}
	/**
	* Create a {@link UpDownCounter} instrument.
	*/
	createUpDownCounter(name, options) {
		const descriptor = createInstrumentDescriptor(name, "UP_DOWN_COUNTER", options);
		const storage = this._meterSharedState.registerMetricStorage(descriptor);
		return new UpDownCounterInstrument(storage, descriptor);
	}
	/**
	* Create a {@link ObservableGauge} instrument.
	*/
	createObservableGauge(name, options) {
		const descriptor = createInstrumentDescriptor(name, "OBSERVABLE_GAUGE", options);
		const storages = this._meterSharedState.registerAsyncMetricStorage(descriptor);
		return new ObservableGaugeInstrument(descriptor, storages, this._meterSharedState.observableRegistry);
	}
	/**
	* Create a {@link ObservableCounter} instrument.
	*/
	createObservableCounter(name, options) {
		const descriptor = createInstrumentDescriptor(name, "OBSERVABLE_COUNTER", options);
		const storages = this._meterSharedState.registerAsyncMetricStorage(descriptor);
		return new ObservableCounterInstrument(descriptor, storages, this._meterSharedState.observableRegistry);
	}
	/**
	* Create a {@link ObservableUpDownCounter} instrument.
	*/
	createObservableUpDownCounter(name, options) {
		const descriptor = createInstrumentDescriptor(name, "OBSERVABLE_UP_DOWN_COUNTER", options);
		const storages = this._meterSharedState.registerAsyncMetricStorage(descriptor);
		return new ObservableUpDownCounterInstrument(descriptor, storages, this._meterSharedState.observableRegistry);
	}
	/**
	* @see {@link Meter.addBatchObservableCallback}
	*/
	addBatchObservableCallback(callback, observables) {
		this._meterSharedState.observableRegistry.addBatchCallback(callback, observables);
	}
	/**
	* @see {@link Meter.removeBatchObservableCallback}
	*/
	removeBatchObservableCallback(callback, observables) {
		this._meterSharedState.observableRegistry.removeBatchCallback(callback, observables);
	}
};
//#endregion


//# sourceMappingURL=Meter.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/state/MetricStorage.mjs

//#region src/state/MetricStorage.ts
/**
* Internal interface.
*
* Represents a storage from which we can collect metrics.
*/
var MetricStorage = class {
	_instrumentDescriptor;
	constructor(instrumentDescriptor) {
		this._instrumentDescriptor = instrumentDescriptor;
	}
	getInstrumentDescriptor() {
		return this._instrumentDescriptor;
	}
	updateDescription(description) {
		this._instrumentDescriptor = createInstrumentDescriptor(this._instrumentDescriptor.name, this._instrumentDescriptor.type, {
			description,
			valueType: this._instrumentDescriptor.valueType,
			unit: this._instrumentDescriptor.unit,
			advice: this._instrumentDescriptor.advice
		});
	}
};
//#endregion


//# sourceMappingURL=MetricStorage.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/state/HashMap.mjs

//#region src/state/HashMap.ts
var HashMap = class {
	_valueMap = /* @__PURE__ */ new Map();
	_keyMap = /* @__PURE__ */ new Map();
	_hash;
	constructor(hash) {
		this._hash = hash;
	}
	get(key, hashCode) {
		hashCode ??= this._hash(key);
		return this._valueMap.get(hashCode);
	}
	getOrDefault(key, defaultFactory) {
		const hash = this._hash(key);
		if (this._valueMap.has(hash)) return this._valueMap.get(hash);
		const val = defaultFactory();
		if (!this._keyMap.has(hash)) this._keyMap.set(hash, key);
		this._valueMap.set(hash, val);
		return val;
	}
	set(key, value, hashCode) {
		hashCode ??= this._hash(key);
		if (!this._keyMap.has(hashCode)) this._keyMap.set(hashCode, key);
		this._valueMap.set(hashCode, value);
	}
	has(key, hashCode) {
		hashCode ??= this._hash(key);
		return this._valueMap.has(hashCode);
	}
	*keys() {
		const keyIterator = this._keyMap.entries();
		let next = keyIterator.next();
		while (next.done !== true) {
			yield [next.value[1], next.value[0]];
			next = keyIterator.next();
		}
	}
	*entries() {
		const valueIterator = this._valueMap.entries();
		let next = valueIterator.next();
		while (next.done !== true) {
			yield [
				this._keyMap.get(next.value[0]),
				next.value[1],
				next.value[0]
			];
			next = valueIterator.next();
		}
	}
	get size() {
		return this._valueMap.size;
	}
};
var AttributeHashMap = class extends HashMap {
	constructor() {
		super(utils/* hashAttributes */.eM);
	}
};
//#endregion


//# sourceMappingURL=HashMap.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/state/DeltaMetricProcessor.mjs



//#region src/state/DeltaMetricProcessor.ts
/**
* Internal interface.
*
* Allows synchronous collection of metrics. This processor should allow
* allocation of new aggregation cells for metrics and convert cumulative
* recording to delta data points.
*/
var DeltaMetricProcessor = class {
	_activeCollectionStorage = new AttributeHashMap();
	_cumulativeMemoStorage = new AttributeHashMap();
	_cardinalityLimit;
	_overflowAttributes = { "otel.metric.overflow": true };
	_overflowHashCode;
	_aggregator;
	constructor(aggregator, aggregationCardinalityLimit) {
		this._aggregator = aggregator;
		this._cardinalityLimit = (aggregationCardinalityLimit ?? 2e3) - 1;
		this._overflowHashCode = (0,utils/* hashAttributes */.eM)(this._overflowAttributes);
	}
	record(value, attributes, collectionTime) {
		let accumulation = this._activeCollectionStorage.get(attributes);
		if (!accumulation) {
			const hrTime = (0,time/* millisToHrTime */.lg)(collectionTime);
			if (this._activeCollectionStorage.size >= this._cardinalityLimit) {
				this._activeCollectionStorage.getOrDefault(this._overflowAttributes, () => this._aggregator.createAccumulation(hrTime))?.record(value);
				return;
			}
			accumulation = this._aggregator.createAccumulation(hrTime);
			this._activeCollectionStorage.set(attributes, accumulation);
		}
		accumulation?.record(value);
	}
	batchCumulate(measurements, collectionTime) {
		for (const [originalAttributes, value, originalHashCode] of measurements.entries()) {
			let attributes = originalAttributes;
			let hashCode = originalHashCode;
			const accumulation = this._aggregator.createAccumulation(collectionTime);
			accumulation?.record(value);
			let delta = accumulation;
			if (this._cumulativeMemoStorage.has(attributes, hashCode)) {
				const previous = this._cumulativeMemoStorage.get(attributes, hashCode);
				delta = this._aggregator.diff(previous, accumulation);
			} else if (this._cumulativeMemoStorage.size >= this._cardinalityLimit) {
				attributes = this._overflowAttributes;
				hashCode = this._overflowHashCode;
				if (this._cumulativeMemoStorage.has(attributes, hashCode)) {
					const previous = this._cumulativeMemoStorage.get(attributes, hashCode);
					delta = this._aggregator.diff(previous, accumulation);
				}
			}
			if (this._activeCollectionStorage.has(attributes, hashCode)) {
				const active = this._activeCollectionStorage.get(attributes, hashCode);
				delta = this._aggregator.merge(active, delta);
			}
			this._cumulativeMemoStorage.set(attributes, accumulation, hashCode);
			this._activeCollectionStorage.set(attributes, delta, hashCode);
		}
	}
	/**
	* Returns a collection of delta metrics. Start time is the when first
	* time event collected.
	*/
	collect() {
		const unreportedDelta = this._activeCollectionStorage;
		this._activeCollectionStorage = new AttributeHashMap();
		return unreportedDelta;
	}
};
//#endregion


//# sourceMappingURL=DeltaMetricProcessor.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/state/TemporalMetricProcessor.mjs


//#region src/state/TemporalMetricProcessor.ts
/**
* Internal interface.
*
* Provides unique reporting for each collector. Allows synchronous collection
* of metrics and reports given temporality values.
*/
var TemporalMetricProcessor = class TemporalMetricProcessor {
	_aggregator;
	_unreportedAccumulations = /* @__PURE__ */ new Map();
	_reportHistory = /* @__PURE__ */ new Map();
	constructor(aggregator, collectorHandles) {
		this._aggregator = aggregator;
		collectorHandles.forEach((handle) => {
			this._unreportedAccumulations.set(handle, []);
		});
	}
	/**
	* Builds the {@link MetricData} streams to report against a specific MetricCollector.
	* @param collector The information of the MetricCollector.
	* @param collectors The registered collectors.
	* @param instrumentDescriptor The instrumentation descriptor that these metrics generated with.
	* @param currentAccumulations The current accumulation of metric data from instruments.
	* @param collectionTime The current collection timestamp.
	* @returns The {@link MetricData} points or `null`.
	*/
	buildMetrics(collector, instrumentDescriptor, currentAccumulations, collectionTime) {
		this._stashAccumulations(currentAccumulations);
		const unreportedAccumulations = this._getMergedUnreportedAccumulations(collector);
		let result = unreportedAccumulations;
		let aggregationTemporality;
		if (this._reportHistory.has(collector)) {
			const last = this._reportHistory.get(collector);
			const lastCollectionTime = last.collectionTime;
			aggregationTemporality = last.aggregationTemporality;
			if (aggregationTemporality === 1) result = TemporalMetricProcessor.merge(last.accumulations, unreportedAccumulations, this._aggregator);
			else result = TemporalMetricProcessor.calibrateStartTime(last.accumulations, unreportedAccumulations, lastCollectionTime);
		} else aggregationTemporality = collector.selectAggregationTemporality(instrumentDescriptor.type);
		this._reportHistory.set(collector, {
			accumulations: result,
			collectionTime,
			aggregationTemporality
		});
		const accumulationRecords = AttributesMapToAccumulationRecords(result);
		if (accumulationRecords.length === 0) return;
		return this._aggregator.toMetricData(instrumentDescriptor, aggregationTemporality, accumulationRecords, collectionTime);
	}
	_stashAccumulations(currentAccumulation) {
		const registeredCollectors = this._unreportedAccumulations.keys();
		for (const collector of registeredCollectors) {
			let stash = this._unreportedAccumulations.get(collector);
			if (stash === void 0) {
				stash = [];
				this._unreportedAccumulations.set(collector, stash);
			}
			stash.push(currentAccumulation);
		}
	}
	_getMergedUnreportedAccumulations(collector) {
		let result = new AttributeHashMap();
		const unreportedList = this._unreportedAccumulations.get(collector);
		this._unreportedAccumulations.set(collector, []);
		if (unreportedList === void 0) return result;
		for (const it of unreportedList) result = TemporalMetricProcessor.merge(result, it, this._aggregator);
		return result;
	}
	static merge(last, current, aggregator) {
		const result = last;
		const iterator = current.entries();
		let next = iterator.next();
		while (next.done !== true) {
			const [key, record, hash] = next.value;
			if (last.has(key, hash)) {
				const lastAccumulation = last.get(key, hash);
				const accumulation = aggregator.merge(lastAccumulation, record);
				result.set(key, accumulation, hash);
			} else result.set(key, record, hash);
			next = iterator.next();
		}
		return result;
	}
	/**
	* Calibrate the reported metric streams' startTime to lastCollectionTime. Leaves
	* the new stream to be the initial observation time unchanged.
	*/
	static calibrateStartTime(last, current, lastCollectionTime) {
		for (const [key, hash] of last.keys()) current.get(key, hash)?.setStartTime(lastCollectionTime);
		return current;
	}
};
function AttributesMapToAccumulationRecords(map) {
	return Array.from(map.entries());
}
//#endregion


//# sourceMappingURL=TemporalMetricProcessor.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/state/AsyncMetricStorage.mjs




//#region src/state/AsyncMetricStorage.ts
/**
* Internal interface.
*
* Stores and aggregates {@link MetricData} for asynchronous instruments.
*/
var AsyncMetricStorage = class extends MetricStorage {
	_aggregationCardinalityLimit;
	_deltaMetricStorage;
	_temporalMetricStorage;
	_attributesProcessor;
	constructor(_instrumentDescriptor, aggregator, attributesProcessor, collectorHandles, aggregationCardinalityLimit) {
		super(_instrumentDescriptor);
		this._aggregationCardinalityLimit = aggregationCardinalityLimit;
		this._deltaMetricStorage = new DeltaMetricProcessor(aggregator, this._aggregationCardinalityLimit);
		this._temporalMetricStorage = new TemporalMetricProcessor(aggregator, collectorHandles);
		this._attributesProcessor = attributesProcessor;
	}
	record(measurements, observationTime) {
		if (this._attributesProcessor === void 0) {
			this._deltaMetricStorage.batchCumulate(measurements, observationTime);
			return;
		}
		const processed = new AttributeHashMap();
		for (const [attributes, value] of measurements.entries()) processed.set(this._attributesProcessor.process(attributes), value);
		this._deltaMetricStorage.batchCumulate(processed, observationTime);
	}
	/**
	* Collects the metrics from this storage. The ObservableCallback is invoked
	* during the collection.
	*
	* Note: This is a stateful operation and may reset any interval-related
	* state for the MetricCollector.
	*/
	collect(collector, collectionTime) {
		const accumulations = this._deltaMetricStorage.collect();
		return this._temporalMetricStorage.buildMetrics(collector, this._instrumentDescriptor, accumulations, collectionTime);
	}
};
//#endregion


//# sourceMappingURL=AsyncMetricStorage.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/view/RegistrationConflicts.mjs
//#region src/view/RegistrationConflicts.ts
function getIncompatibilityDetails(existing, otherDescriptor) {
	let incompatibility = "";
	if (existing.unit !== otherDescriptor.unit) incompatibility += `\t- Unit '${existing.unit}' does not match '${otherDescriptor.unit}'\n`;
	if (existing.type !== otherDescriptor.type) incompatibility += `\t- Type '${existing.type}' does not match '${otherDescriptor.type}'\n`;
	if (existing.valueType !== otherDescriptor.valueType) incompatibility += `\t- Value Type '${existing.valueType}' does not match '${otherDescriptor.valueType}'\n`;
	if (existing.description !== otherDescriptor.description) incompatibility += `\t- Description '${existing.description}' does not match '${otherDescriptor.description}'\n`;
	return incompatibility;
}
function getValueTypeConflictResolutionRecipe(existing, otherDescriptor) {
	return `\t- use valueType '${existing.valueType}' on instrument creation or use an instrument name other than '${otherDescriptor.name}'`;
}
function getUnitConflictResolutionRecipe(existing, otherDescriptor) {
	return `\t- use unit '${existing.unit}' on instrument creation or use an instrument name other than '${otherDescriptor.name}'`;
}
function getTypeConflictResolutionRecipe(existing, otherDescriptor) {
	const selector = {
		name: otherDescriptor.name,
		type: otherDescriptor.type,
		unit: otherDescriptor.unit
	};
	const selectorString = JSON.stringify(selector);
	return `\t- create a new view with a name other than '${existing.name}' and InstrumentSelector '${selectorString}'`;
}
function getDescriptionResolutionRecipe(existing, otherDescriptor) {
	const selector = {
		name: otherDescriptor.name,
		type: otherDescriptor.type,
		unit: otherDescriptor.unit
	};
	const selectorString = JSON.stringify(selector);
	return `\t- create a new view with a name other than '${existing.name}' and InstrumentSelector '${selectorString}'
    \t- OR - create a new view with the name ${existing.name} and description '${existing.description}' and InstrumentSelector ${selectorString}
    \t- OR - create a new view with the name ${otherDescriptor.name} and description '${existing.description}' and InstrumentSelector ${selectorString}`;
}
function getConflictResolutionRecipe(existing, otherDescriptor) {
	if (existing.valueType !== otherDescriptor.valueType) return getValueTypeConflictResolutionRecipe(existing, otherDescriptor);
	if (existing.unit !== otherDescriptor.unit) return getUnitConflictResolutionRecipe(existing, otherDescriptor);
	if (existing.type !== otherDescriptor.type) return getTypeConflictResolutionRecipe(existing, otherDescriptor);
	if (existing.description !== otherDescriptor.description) return getDescriptionResolutionRecipe(existing, otherDescriptor);
	return "";
}
//#endregion


//# sourceMappingURL=RegistrationConflicts.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/state/MetricStorageRegistry.mjs



//#region src/state/MetricStorageRegistry.ts
/**
* Internal class for storing {@link MetricStorage}
*/
var MetricStorageRegistry = class MetricStorageRegistry {
	_sharedRegistry = /* @__PURE__ */ new Map();
	_perCollectorRegistry = /* @__PURE__ */ new Map();
	static create() {
		return new MetricStorageRegistry();
	}
	getStorages(collector) {
		let storages = [];
		for (const metricStorages of this._sharedRegistry.values()) storages = storages.concat(metricStorages);
		const perCollectorStorages = this._perCollectorRegistry.get(collector);
		if (perCollectorStorages != null) for (const metricStorages of perCollectorStorages.values()) storages = storages.concat(metricStorages);
		return storages;
	}
	register(storage) {
		this._registerStorage(storage, this._sharedRegistry);
	}
	registerForCollector(collector, storage) {
		let storageMap = this._perCollectorRegistry.get(collector);
		if (storageMap == null) {
			storageMap = /* @__PURE__ */ new Map();
			this._perCollectorRegistry.set(collector, storageMap);
		}
		this._registerStorage(storage, storageMap);
	}
	findOrUpdateCompatibleStorage(expectedDescriptor) {
		const storages = this._sharedRegistry.get(expectedDescriptor.name);
		if (storages === void 0) return null;
		return this._findOrUpdateCompatibleStorage(expectedDescriptor, storages);
	}
	findOrUpdateCompatibleCollectorStorage(collector, expectedDescriptor) {
		const storageMap = this._perCollectorRegistry.get(collector);
		if (storageMap === void 0) return null;
		const storages = storageMap.get(expectedDescriptor.name);
		if (storages === void 0) return null;
		return this._findOrUpdateCompatibleStorage(expectedDescriptor, storages);
	}
	_registerStorage(storage, storageMap) {
		const descriptor = storage.getInstrumentDescriptor();
		const storages = storageMap.get(descriptor.name);
		if (storages === void 0) {
			storageMap.set(descriptor.name, [storage]);
			return;
		}
		storages.push(storage);
	}
	_findOrUpdateCompatibleStorage(expectedDescriptor, existingStorages) {
		let compatibleStorage = null;
		for (const existingStorage of existingStorages) {
			const existingDescriptor = existingStorage.getInstrumentDescriptor();
			if (isDescriptorCompatibleWith(existingDescriptor, expectedDescriptor)) {
				if (existingDescriptor.description !== expectedDescriptor.description) {
					if (expectedDescriptor.description.length > existingDescriptor.description.length) existingStorage.updateDescription(expectedDescriptor.description);
					diag_api/* diag */.s.warn("A view or instrument with the name ", expectedDescriptor.name, " has already been registered, but has a different description and is incompatible with another registered view.\n", "Details:\n", getIncompatibilityDetails(existingDescriptor, expectedDescriptor), "The longer description will be used.\nTo resolve the conflict:", getConflictResolutionRecipe(existingDescriptor, expectedDescriptor));
				}
				compatibleStorage = existingStorage;
			} else diag_api/* diag */.s.warn("A view or instrument with the name ", expectedDescriptor.name, " has already been registered and is incompatible with another registered view.\n", "Details:\n", getIncompatibilityDetails(existingDescriptor, expectedDescriptor), "To resolve the conflict:\n", getConflictResolutionRecipe(existingDescriptor, expectedDescriptor));
		}
		return compatibleStorage;
	}
};
//#endregion


//# sourceMappingURL=MetricStorageRegistry.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/context-api.mjs
var context_api = __webpack_require__(78921);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/state/MultiWritableMetricStorage.mjs

//#region src/state/MultiWritableMetricStorage.ts
/**
* Internal interface.
*/
var MultiMetricStorage = class {
	_backingStorages;
	hasAttributeProcessor;
	constructor(backingStorages) {
		this._backingStorages = backingStorages;
		this.hasAttributeProcessor = backingStorages.some((s) => s.hasAttributeProcessor);
	}
	record(value, attributes, context$1, recordTime) {
		if (this.hasAttributeProcessor && context$1 === void 0) context$1 = context_api/* context */._.active();
		const storages = this._backingStorages;
		for (let i = 0; i < storages.length; i++) storages[i].record(value, attributes, context$1, recordTime);
	}
};
//#endregion


//# sourceMappingURL=MultiWritableMetricStorage.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/ObservableResult.mjs



//#region src/ObservableResult.ts
/**
* The class implements {@link ObservableResult} interface.
*/
var ObservableResultImpl = class {
	/**
	* @internal
	*/
	_buffer = new AttributeHashMap();
	_instrumentName;
	_valueType;
	constructor(instrumentName, valueType) {
		this._instrumentName = instrumentName;
		this._valueType = valueType;
	}
	/**
	* Observe a measurement of the value associated with the given attributes.
	*/
	observe(value, attributes = {}) {
		if (typeof value !== "number") {
			diag_api/* diag */.s.warn(`non-number value provided to metric ${this._instrumentName}: ${value}`);
			return;
		}
		if (this._valueType === Metric/* ValueType */.e.INT && !Number.isInteger(value)) {
			diag_api/* diag */.s.warn(`INT value type cannot accept a floating-point value for ${this._instrumentName}, ignoring the fractional digits.`);
			value = Math.trunc(value);
			if (!Number.isInteger(value)) return;
		}
		this._buffer.set(attributes, value);
	}
};
/**
* The class implements {@link BatchObservableCallback} interface.
*/
var BatchObservableResultImpl = class {
	/**
	* @internal
	*/
	_buffer = /* @__PURE__ */ new Map();
	/**
	* Observe a measurement of the value associated with the given attributes.
	*/
	observe(metric, value, attributes = {}) {
		if (!isObservableInstrument(metric)) return;
		let map = this._buffer.get(metric);
		if (map == null) {
			map = new AttributeHashMap();
			this._buffer.set(metric, map);
		}
		if (typeof value !== "number") {
			diag_api/* diag */.s.warn(`non-number value provided to metric ${metric._descriptor.name}: ${value}`);
			return;
		}
		if (metric._descriptor.valueType === Metric/* ValueType */.e.INT && !Number.isInteger(value)) {
			diag_api/* diag */.s.warn(`INT value type cannot accept a floating-point value for ${metric._descriptor.name}, ignoring the fractional digits.`);
			value = Math.trunc(value);
			if (!Number.isInteger(value)) return;
		}
		map.set(attributes, value);
	}
};
//#endregion


//# sourceMappingURL=ObservableResult.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/state/ObservableRegistry.mjs




//#region src/state/ObservableRegistry.ts
/**
* An internal interface for managing ObservableCallbacks.
*
* Every registered callback associated with a set of instruments are be evaluated
* exactly once during collection prior to reading data for that instrument.
*/
var ObservableRegistry = class {
	_callbacks = [];
	_batchCallbacks = [];
	addCallback(callback, instrument) {
		if (this._findCallback(callback, instrument) >= 0) return;
		this._callbacks.push({
			callback,
			instrument
		});
	}
	removeCallback(callback, instrument) {
		const idx = this._findCallback(callback, instrument);
		if (idx < 0) return;
		this._callbacks.splice(idx, 1);
	}
	addBatchCallback(callback, instruments) {
		const observableInstruments = new Set(instruments.filter(isObservableInstrument));
		if (observableInstruments.size === 0) {
			diag_api/* diag */.s.error("BatchObservableCallback is not associated with valid instruments", instruments);
			return;
		}
		if (this._findBatchCallback(callback, observableInstruments) >= 0) return;
		this._batchCallbacks.push({
			callback,
			instruments: observableInstruments
		});
	}
	removeBatchCallback(callback, instruments) {
		const observableInstruments = new Set(instruments.filter(isObservableInstrument));
		const idx = this._findBatchCallback(callback, observableInstruments);
		if (idx < 0) return;
		this._batchCallbacks.splice(idx, 1);
	}
	/**
	* @returns a promise of rejected reasons for invoking callbacks.
	*/
	async observe(collectionTime, timeoutMillis) {
		const callbackFutures = this._observeCallbacks(collectionTime, timeoutMillis);
		const batchCallbackFutures = this._observeBatchCallbacks(collectionTime, timeoutMillis);
		return (await Promise.allSettled([...callbackFutures, ...batchCallbackFutures])).filter((result) => result.status === "rejected").map((result) => result.reason);
	}
	_observeCallbacks(observationTime, timeoutMillis) {
		return this._callbacks.map(async ({ callback, instrument }) => {
			const observableResult = new ObservableResultImpl(instrument._descriptor.name, instrument._descriptor.valueType);
			let callPromise = Promise.resolve(callback(observableResult));
			if (timeoutMillis != null) callPromise = (0,utils/* callWithTimeout */.od)(callPromise, timeoutMillis);
			await callPromise;
			instrument._metricStorages.forEach((metricStorage) => {
				metricStorage.record(observableResult._buffer, observationTime);
			});
		});
	}
	_observeBatchCallbacks(observationTime, timeoutMillis) {
		return this._batchCallbacks.map(async ({ callback, instruments }) => {
			const observableResult = new BatchObservableResultImpl();
			let callPromise = Promise.resolve(callback(observableResult));
			if (timeoutMillis != null) callPromise = (0,utils/* callWithTimeout */.od)(callPromise, timeoutMillis);
			await callPromise;
			instruments.forEach((instrument) => {
				const buffer = observableResult._buffer.get(instrument);
				if (buffer == null) return;
				instrument._metricStorages.forEach((metricStorage) => {
					metricStorage.record(buffer, observationTime);
				});
			});
		});
	}
	_findCallback(callback, instrument) {
		return this._callbacks.findIndex((record) => {
			return record.callback === callback && record.instrument === instrument;
		});
	}
	_findBatchCallback(callback, instruments) {
		return this._batchCallbacks.findIndex((record) => {
			return record.callback === callback && (0,utils/* setEquals */.yZ)(record.instruments, instruments);
		});
	}
};
//#endregion


//# sourceMappingURL=ObservableRegistry.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/state/SyncMetricStorage.mjs




//#region src/state/SyncMetricStorage.ts
/**
* Internal interface.
*
* Stores and aggregates {@link MetricData} for synchronous instruments.
*/
var SyncMetricStorage = class extends MetricStorage {
	_aggregationCardinalityLimit;
	_deltaMetricStorage;
	_temporalMetricStorage;
	_attributesProcessor;
	constructor(instrumentDescriptor, aggregator, attributesProcessor, collectorHandles, aggregationCardinalityLimit) {
		super(instrumentDescriptor);
		this._aggregationCardinalityLimit = aggregationCardinalityLimit;
		this._deltaMetricStorage = new DeltaMetricProcessor(aggregator, this._aggregationCardinalityLimit);
		this._temporalMetricStorage = new TemporalMetricProcessor(aggregator, collectorHandles);
		this._attributesProcessor = attributesProcessor;
		this.hasAttributeProcessor = attributesProcessor !== void 0;
	}
	hasAttributeProcessor;
	record(value, attributes, context$1, recordTime) {
		if (this._attributesProcessor !== void 0) attributes = this._attributesProcessor.process(attributes, context$1 ?? context_api/* context */._.active());
		this._deltaMetricStorage.record(value, attributes, recordTime);
	}
	/**
	* Collects the metrics from this storage.
	*
	* Note: This is a stateful operation and may reset any interval-related
	* state for the MetricCollector.
	*/
	collect(collector, collectionTime) {
		const accumulations = this._deltaMetricStorage.collect();
		return this._temporalMetricStorage.buildMetrics(collector, this._instrumentDescriptor, accumulations, collectionTime);
	}
};
//#endregion


//# sourceMappingURL=SyncMetricStorage.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/state/MeterSharedState.mjs







//#region src/state/MeterSharedState.ts
/**
* An internal record for shared meter provider states.
*/
var MeterSharedState = class {
	metricStorageRegistry = new MetricStorageRegistry();
	observableRegistry = new ObservableRegistry();
	meter;
	_meterProviderSharedState;
	_instrumentationScope;
	constructor(meterProviderSharedState, instrumentationScope) {
		this.meter = new Meter(this);
		this._meterProviderSharedState = meterProviderSharedState;
		this._instrumentationScope = instrumentationScope;
	}
	registerMetricStorage(descriptor) {
		const storages = this._registerMetricStorage(descriptor, SyncMetricStorage);
		if (storages.length === 1) return storages[0];
		return new MultiMetricStorage(storages);
	}
	registerAsyncMetricStorage(descriptor) {
		return this._registerMetricStorage(descriptor, AsyncMetricStorage);
	}
	/**
	* @param collector opaque handle of {@link MetricCollector} which initiated the collection.
	* @param collectionTime the HrTime at which the collection was initiated.
	* @param options options for collection.
	* @returns the list of metric data collected.
	*/
	async collect(collector, collectionTime, options) {
		/**
		* 1. Call all observable callbacks first.
		* 2. Collect metric result for the collector.
		*/
		const errors = await this.observableRegistry.observe(collectionTime, options?.timeoutMillis);
		const storages = this.metricStorageRegistry.getStorages(collector);
		if (storages.length === 0) return null;
		const metricDataList = [];
		storages.forEach((metricStorage) => {
			const metricData = metricStorage.collect(collector, collectionTime);
			if (metricData != null) metricDataList.push(metricData);
		});
		if (metricDataList.length === 0) return { errors };
		return {
			scopeMetrics: {
				scope: this._instrumentationScope,
				metrics: metricDataList
			},
			errors
		};
	}
	_registerMetricStorage(descriptor, MetricStorageType) {
		let storages = this._meterProviderSharedState.viewRegistry.findViews(descriptor, this._instrumentationScope).map((view) => {
			const viewDescriptor = createInstrumentDescriptorWithView(view, descriptor);
			const compatibleStorage = this.metricStorageRegistry.findOrUpdateCompatibleStorage(viewDescriptor);
			if (compatibleStorage != null) return compatibleStorage;
			const viewStorage = new MetricStorageType(viewDescriptor, view.aggregation.createAggregator(viewDescriptor), view.attributesProcessor, this._meterProviderSharedState.metricCollectors, view.aggregationCardinalityLimit);
			this.metricStorageRegistry.register(viewStorage);
			return viewStorage;
		});
		if (storages.length === 0) {
			const collectorStorages = this._meterProviderSharedState.selectAggregations(descriptor.type).map(([collector, aggregation]) => {
				const compatibleStorage = this.metricStorageRegistry.findOrUpdateCompatibleCollectorStorage(collector, descriptor);
				if (compatibleStorage != null) return compatibleStorage;
				const aggregator = aggregation.createAggregator(descriptor);
				const cardinalityLimit = collector.selectCardinalityLimit(descriptor.type);
				const storage = new MetricStorageType(descriptor, aggregator, void 0, [collector], cardinalityLimit);
				this.metricStorageRegistry.registerForCollector(collector, storage);
				return storage;
			});
			storages = storages.concat(collectorStorages);
		}
		return storages;
	}
};
//#endregion


//# sourceMappingURL=MeterSharedState.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/state/MeterProviderSharedState.mjs




//#region src/state/MeterProviderSharedState.ts
/**
* An internal record for shared meter provider states.
*/
var MeterProviderSharedState = class {
	viewRegistry = new ViewRegistry();
	metricCollectors = [];
	meterSharedStates = /* @__PURE__ */ new Map();
	resource;
	constructor(resource) {
		this.resource = resource;
	}
	getMeterSharedState(instrumentationScope) {
		const id = (0,utils/* instrumentationScopeId */.UY)(instrumentationScope);
		let meterSharedState = this.meterSharedStates.get(id);
		if (meterSharedState == null) {
			meterSharedState = new MeterSharedState(this, instrumentationScope);
			this.meterSharedStates.set(id, meterSharedState);
		}
		return meterSharedState;
	}
	selectAggregations(instrumentType) {
		const result = [];
		for (const collector of this.metricCollectors) result.push([collector, (0,AggregationOption/* toAggregation */.E)(collector.selectAggregation(instrumentType))]);
		return result;
	}
};
//#endregion


//# sourceMappingURL=MeterProviderSharedState.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/state/MetricCollector.mjs

//#region src/state/MetricCollector.ts
/**
* An internal opaque interface that the MetricReader receives as
* MetricProducer. It acts as the storage key to the internal metric stream
* state for each MetricReader.
*/
var MetricCollector = class {
	_sharedState;
	_metricReader;
	constructor(sharedState, metricReader) {
		this._sharedState = sharedState;
		this._metricReader = metricReader;
	}
	async collect(options) {
		const collectionTime = (0,time/* millisToHrTime */.lg)(Date.now());
		const scopeMetrics = [];
		const errors = [];
		const meterCollectionPromises = Array.from(this._sharedState.meterSharedStates.values()).map(async (meterSharedState) => {
			const current = await meterSharedState.collect(this, collectionTime, options);
			if (current?.scopeMetrics != null) scopeMetrics.push(current.scopeMetrics);
			if (current?.errors != null) errors.push(...current.errors);
		});
		await Promise.all(meterCollectionPromises);
		return {
			resourceMetrics: {
				resource: this._sharedState.resource,
				scopeMetrics
			},
			errors
		};
	}
	/**
	* Delegates for MetricReader.forceFlush.
	*/
	async forceFlush(options) {
		await this._metricReader.forceFlush(options);
	}
	/**
	* Delegates for MetricReader.shutdown.
	*/
	async shutdown(options) {
		await this._metricReader.shutdown(options);
	}
	selectAggregationTemporality(instrumentType) {
		return this._metricReader.selectAggregationTemporality(instrumentType);
	}
	selectAggregation(instrumentType) {
		return this._metricReader.selectAggregation(instrumentType);
	}
	/**
	* Select the cardinality limit for the given {@link InstrumentType} for this
	* collector.
	*/
	selectCardinalityLimit(instrumentType) {
		return this._metricReader.selectCardinalityLimit?.(instrumentType) ?? 2e3;
	}
};
//#endregion


//# sourceMappingURL=MetricCollector.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/view/Predicate.mjs
//#region src/view/Predicate.ts
const ESCAPE = /[\^$\\.+?()[\]{}|]/g;
/**
* Wildcard pattern predicate, supports patterns like `*`, `foo*`, `*bar`.
*/
var PatternPredicate = class PatternPredicate {
	_matchAll;
	_regexp;
	constructor(pattern) {
		if (pattern === "*") {
			this._matchAll = true;
			this._regexp = /.*/;
		} else {
			this._matchAll = false;
			this._regexp = new RegExp(PatternPredicate.escapePattern(pattern));
		}
	}
	match(str) {
		if (this._matchAll) return true;
		return this._regexp.test(str);
	}
	static escapePattern(pattern) {
		return `^${pattern.replace(ESCAPE, "\\$&").replace("*", ".*")}$`;
	}
	static hasWildcard(pattern) {
		return pattern.includes("*");
	}
};
var ExactPredicate = class {
	_matchAll;
	_pattern;
	constructor(pattern) {
		this._matchAll = pattern === void 0;
		this._pattern = pattern;
	}
	match(str) {
		if (this._matchAll) return true;
		if (str === this._pattern) return true;
		return false;
	}
};
//#endregion


//# sourceMappingURL=Predicate.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/view/InstrumentSelector.mjs

//#region src/view/InstrumentSelector.ts
var InstrumentSelector = class {
	_nameFilter;
	_type;
	_unitFilter;
	constructor(criteria) {
		this._nameFilter = new PatternPredicate(criteria?.name ?? "*");
		this._type = criteria?.type;
		this._unitFilter = new ExactPredicate(criteria?.unit);
	}
	getType() {
		return this._type;
	}
	getNameFilter() {
		return this._nameFilter;
	}
	getUnitFilter() {
		return this._unitFilter;
	}
};
//#endregion


//# sourceMappingURL=InstrumentSelector.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/view/MeterSelector.mjs

//#region src/view/MeterSelector.ts
var MeterSelector = class {
	_nameFilter;
	_versionFilter;
	_schemaUrlFilter;
	constructor(criteria) {
		this._nameFilter = new ExactPredicate(criteria?.name);
		this._versionFilter = new ExactPredicate(criteria?.version);
		this._schemaUrlFilter = new ExactPredicate(criteria?.schemaUrl);
	}
	getNameFilter() {
		return this._nameFilter;
	}
	/**
	* TODO: semver filter? no spec yet.
	*/
	getVersionFilter() {
		return this._versionFilter;
	}
	getSchemaUrlFilter() {
		return this._schemaUrlFilter;
	}
};
//#endregion


//# sourceMappingURL=MeterSelector.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/view/View.mjs





//#region src/view/View.ts
function isSelectorNotProvided(options) {
	return options.instrumentName == null && options.instrumentType == null && options.instrumentUnit == null && options.meterName == null && options.meterVersion == null && options.meterSchemaUrl == null;
}
function validateViewOptions(viewOptions) {
	if (isSelectorNotProvided(viewOptions)) throw new Error("Cannot create view with no selector arguments supplied");
	if (viewOptions.name != null && (viewOptions?.instrumentName == null || PatternPredicate.hasWildcard(viewOptions.instrumentName))) throw new Error("Views with a specified name must be declared with an instrument selector that selects at most one instrument per meter.");
}
/**
* Can be passed to a {@link MeterProvider} to select instruments and alter their metric stream.
*/
var View = class {
	name;
	description;
	aggregation;
	attributesProcessor;
	instrumentSelector;
	meterSelector;
	aggregationCardinalityLimit;
	/**
	* Create a new {@link View} instance.
	*
	* Parameters can be categorized as two types:
	*  Instrument selection criteria: Used to describe the instrument(s) this view will be applied to.
	*  Will be treated as additive (the Instrument has to meet all the provided criteria to be selected).
	*
	*  Metric stream altering: Alter the metric stream of instruments selected by instrument selection criteria.
	*
	* @param viewOptions {@link ViewOptions} for altering the metric stream and instrument selection.
	* @param viewOptions.name
	* Alters the metric stream:
	*  This will be used as the name of the metrics stream.
	*  If not provided, the original Instrument name will be used.
	* @param viewOptions.description
	* Alters the metric stream:
	*  This will be used as the description of the metrics stream.
	*  If not provided, the original Instrument description will be used by default.
	* @param viewOptions.attributesProcessors
	* Alters the metric stream:
	*  If provided, the attributes will be modified as defined by the added processors.
	*  If not provided, all attribute keys will be used by default.
	* @param viewOptions.aggregationCardinalityLimit
	* Alters the metric stream:
	*  Sets a limit on the number of unique attribute combinations (cardinality) that can be aggregated.
	*  If not provided, the default limit of 2000 will be used.
	* @param viewOptions.aggregation
	* Alters the metric stream:
	*  Alters the {@link Aggregation} of the metric stream.
	* @param viewOptions.instrumentName
	* Instrument selection criteria:
	*  Original name of the Instrument(s) with wildcard support.
	* @param viewOptions.instrumentType
	* Instrument selection criteria:
	*  The original type of the Instrument(s).
	* @param viewOptions.instrumentUnit
	* Instrument selection criteria:
	*  The unit of the Instrument(s).
	* @param viewOptions.meterName
	* Instrument selection criteria:
	*  The name of the Meter. No wildcard support, name must match the meter exactly.
	* @param viewOptions.meterVersion
	* Instrument selection criteria:
	*  The version of the Meter. No wildcard support, version must match exactly.
	* @param viewOptions.meterSchemaUrl
	* Instrument selection criteria:
	*  The schema URL of the Meter. No wildcard support, schema URL must match exactly.
	*
	* @example
	* // Create a view that changes the Instrument 'my.instrument' to use to an
	* // ExplicitBucketHistogramAggregation with the boundaries [20, 30, 40]
	* new View({
	*   aggregation: new ExplicitBucketHistogramAggregation([20, 30, 40]),
	*   instrumentName: 'my.instrument'
	* })
	*/
	constructor(viewOptions) {
		validateViewOptions(viewOptions);
		if (viewOptions.attributesProcessors != null) this.attributesProcessor = createMultiAttributesProcessor(viewOptions.attributesProcessors);
		else this.attributesProcessor = createNoopAttributesProcessor();
		this.name = viewOptions.name;
		this.description = viewOptions.description;
		this.aggregation = (0,AggregationOption/* toAggregation */.E)(viewOptions.aggregation ?? { type: 0 });
		this.instrumentSelector = new InstrumentSelector({
			name: viewOptions.instrumentName,
			type: viewOptions.instrumentType,
			unit: viewOptions.instrumentUnit
		});
		this.meterSelector = new MeterSelector({
			name: viewOptions.meterName,
			version: viewOptions.meterVersion,
			schemaUrl: viewOptions.meterSchemaUrl
		});
		this.aggregationCardinalityLimit = viewOptions.aggregationCardinalityLimit;
	}
};
//#endregion


//# sourceMappingURL=View.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/resources/dist/ResourceImpl.mjs + 4 modules
var ResourceImpl = __webpack_require__(48689);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/MeterProvider.mjs






//#region src/MeterProvider.ts
/**
* This class implements the {@link MeterProvider} interface.
*/
var MeterProvider$1 = class {
	_sharedState;
	_shutdown = false;
	constructor(options) {
		this._sharedState = new MeterProviderSharedState(options?.resource ?? (0,ResourceImpl/* defaultResource */.gk)());
		if (options?.views != null && options.views.length > 0) for (const viewOption of options.views) this._sharedState.viewRegistry.addView(new View(viewOption));
		if (options?.readers != null && options.readers.length > 0) for (const metricReader of options.readers) {
			const collector = new MetricCollector(this._sharedState, metricReader);
			metricReader.setMetricProducer(collector);
			this._sharedState.metricCollectors.push(collector);
			if (options.sdkMetricsEnabled && metricReader instanceof MetricReader) metricReader._setSelfObsMeterProvider(this);
		}
	}
	/**
	* Get a meter with the configuration of the MeterProvider.
	*/
	getMeter(name, version = "", options = {}) {
		if (this._shutdown) {
			diag_api/* diag */.s.warn("A shutdown MeterProvider cannot provide a Meter");
			return (0,NoopMeter/* createNoopMeter */.Ac)();
		}
		if (typeof name !== "string" || name.length === 0) {
			diag_api/* diag */.s.warn("Invalid MeterProvider instrumentation scope name, using empty string");
			name = "";
		}
		return this._sharedState.getMeterSharedState({
			name,
			version,
			schemaUrl: options.schemaUrl
		}).meter;
	}
	/**
	* Shut down the MeterProvider and all registered
	* MetricReaders.
	*
	* Returns a promise which is resolved when all flushes are complete.
	*/
	async shutdown(options) {
		if (this._shutdown) {
			diag_api/* diag */.s.warn("shutdown may only be called once per MeterProvider");
			return;
		}
		this._shutdown = true;
		await Promise.all(this._sharedState.metricCollectors.map((collector) => {
			return collector.shutdown(options);
		}));
	}
	/**
	* Notifies all registered MetricReaders to flush any buffered data.
	*
	* Returns a promise which is resolved when all flushes are complete.
	*/
	async forceFlush(options) {
		if (this._shutdown) {
			diag_api/* diag */.s.warn("invalid attempt to force flush after MeterProvider shutdown");
			return;
		}
		await Promise.all(this._sharedState.metricCollectors.map((collector) => {
			return collector.forceFlush(options);
		}));
	}
};
//#endregion


//# sourceMappingURL=MeterProvider.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/index.mjs













/***/ })

};
