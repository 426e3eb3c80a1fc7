export const id = 89;
export const ids = [89];
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

/***/ 56864:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  u: () => (/* binding */ trace)
});

// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/internal/global-utils.mjs + 2 modules
var global_utils = __webpack_require__(92466);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/api/diag.mjs + 2 modules
var diag = __webpack_require__(7740);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/context-utils.mjs
var context_utils = __webpack_require__(37624);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/spancontext-utils.mjs
var spancontext_utils = __webpack_require__(48268);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/ProxyTracerProvider.mjs + 1 modules
var ProxyTracerProvider = __webpack_require__(65439);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/api/trace.mjs





//#region src/api/trace.ts
const API_NAME = "trace";
/**
* Singleton object which represents the entry point to the OpenTelemetry Tracing API
*
* @since 1.0.0
*/
var TraceAPI = class TraceAPI {
	/** Empty private constructor prevents end users from constructing a new instance of the API */
	constructor() {
		this._proxyTracerProvider = new ProxyTracerProvider/* ProxyTracerProvider */.n();
		this.wrapSpanContext = spancontext_utils/* wrapSpanContext */.IP;
		this.isSpanContextValid = spancontext_utils/* isSpanContextValid */.YA;
		this.deleteSpan = context_utils/* deleteSpan */.EW;
		this.getSpan = context_utils/* getSpan */.fU;
		this.getActiveSpan = context_utils/* getActiveSpan */.Bk;
		this.getSpanContext = context_utils/* getSpanContext */.w8;
		this.setSpan = context_utils/* setSpan */.Bx;
		this.setSpanContext = context_utils/* setSpanContext */.g_;
	}
	/** Get the singleton instance of the Trace API */
	static getInstance() {
		if (!this._instance) this._instance = new TraceAPI();
		return this._instance;
	}
	/**
	* Set the current global tracer.
	*
	* @returns true if the tracer provider was successfully registered, else false
	*/
	setGlobalTracerProvider(provider) {
		const success = (0,global_utils/* registerGlobal */.$G)(API_NAME, this._proxyTracerProvider, diag/* DiagAPI */.K.instance());
		if (success) this._proxyTracerProvider.setDelegate(provider);
		return success;
	}
	/**
	* Returns the global tracer provider.
	*/
	getTracerProvider() {
		return (0,global_utils/* getGlobal */.mS)(API_NAME) || this._proxyTracerProvider;
	}
	/**
	* Returns a tracer from the global tracer provider.
	*/
	getTracer(name, version) {
		return this.getTracerProvider().getTracer(name, version);
	}
	/** Remove the global tracer provider */
	disable() {
		(0,global_utils/* unregisterGlobal */.kv)(API_NAME, diag/* DiagAPI */.K.instance());
		this._proxyTracerProvider = new ProxyTracerProvider/* ProxyTracerProvider */.n();
	}
};
//#endregion


//# sourceMappingURL=trace.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/trace-api.mjs

//#region src/trace-api.ts
/**
* Entrypoint for trace API
*
* @since 1.0.0
*/
const trace = TraceAPI.getInstance();
//#endregion


//# sourceMappingURL=trace-api.mjs.map

/***/ }),

/***/ 51709:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ NonRecordingSpan)
/* harmony export */ });
/* harmony import */ var _invalid_span_constants_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90089);

//#region src/trace/NonRecordingSpan.ts
/**
* The NonRecordingSpan is the default {@link Span} that is used when no Span
* implementation is available. All operations are no-op including context
* propagation.
*/
var NonRecordingSpan = class {
	constructor(spanContext = _invalid_span_constants_mjs__WEBPACK_IMPORTED_MODULE_0__/* .INVALID_SPAN_CONTEXT */ .dM) {
		this._spanContext = spanContext;
	}
	spanContext() {
		return this._spanContext;
	}
	setAttribute(_key, _value) {
		return this;
	}
	setAttributes(_attributes) {
		return this;
	}
	addEvent(_name, _attributes) {
		return this;
	}
	addLink(_link) {
		return this;
	}
	addLinks(_links) {
		return this;
	}
	setStatus(_status) {
		return this;
	}
	updateName(_name) {
		return this;
	}
	end(_endTime) {}
	isRecording() {
		return false;
	}
	recordException(_exception, _time) {}
};
//#endregion


//# sourceMappingURL=NonRecordingSpan.mjs.map

/***/ }),

/***/ 7140:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ NoopTracer)
/* harmony export */ });
/* harmony import */ var _api_context_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(30320);
/* harmony import */ var _NonRecordingSpan_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51709);
/* harmony import */ var _context_utils_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(37624);
/* harmony import */ var _spancontext_utils_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48268);




//#region src/trace/NoopTracer.ts
const contextApi = _api_context_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ContextAPI */ ._.getInstance();
/**
* No-op implementations of {@link Tracer}.
*/
var NoopTracer = class {
	startSpan(name, options, context = contextApi.active()) {
		if (Boolean(options === null || options === void 0 ? void 0 : options.root)) return new _NonRecordingSpan_mjs__WEBPACK_IMPORTED_MODULE_1__/* .NonRecordingSpan */ .d();
		const parentFromContext = context && (0,_context_utils_mjs__WEBPACK_IMPORTED_MODULE_2__/* .getSpanContext */ .w8)(context);
		if (isSpanContext(parentFromContext) && (0,_spancontext_utils_mjs__WEBPACK_IMPORTED_MODULE_3__/* .isSpanContextValid */ .YA)(parentFromContext)) return new _NonRecordingSpan_mjs__WEBPACK_IMPORTED_MODULE_1__/* .NonRecordingSpan */ .d(parentFromContext);
		else return new _NonRecordingSpan_mjs__WEBPACK_IMPORTED_MODULE_1__/* .NonRecordingSpan */ .d();
	}
	startActiveSpan(name, arg2, arg3, arg4) {
		var _ctx;
		let opts;
		let ctx;
		let fn;
		if (arguments.length < 2) return;
		else if (arguments.length === 2) fn = arg2;
		else if (arguments.length === 3) {
			opts = arg2;
			fn = arg3;
		} else {
			opts = arg2;
			ctx = arg3;
			fn = arg4;
		}
		const parentContext = (_ctx = ctx) !== null && _ctx !== void 0 ? _ctx : contextApi.active();
		const span = this.startSpan(name, opts, parentContext);
		const contextWithSpanSet = (0,_context_utils_mjs__WEBPACK_IMPORTED_MODULE_2__/* .setSpan */ .Bx)(parentContext, span);
		return contextApi.with(contextWithSpanSet, fn, void 0, span);
	}
};
function isSpanContext(spanContext) {
	return spanContext !== null && typeof spanContext === "object" && "spanId" in spanContext && typeof spanContext["spanId"] === "string" && "traceId" in spanContext && typeof spanContext["traceId"] === "string" && "traceFlags" in spanContext && typeof spanContext["traceFlags"] === "number";
}
//#endregion


//# sourceMappingURL=NoopTracer.mjs.map

/***/ }),

/***/ 54118:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ ProxyTracer)
/* harmony export */ });
/* harmony import */ var _NoopTracer_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7140);

//#region src/trace/ProxyTracer.ts
const NOOP_TRACER = new _NoopTracer_mjs__WEBPACK_IMPORTED_MODULE_0__/* .NoopTracer */ .o();
/**
* Proxy tracer provided by the proxy tracer provider
*
* @since 1.0.0
*/
var ProxyTracer = class {
	constructor(provider, name, version, options) {
		this._provider = provider;
		this.name = name;
		this.version = version;
		this.options = options;
	}
	startSpan(name, options, context) {
		return this._getTracer().startSpan(name, options, context);
	}
	startActiveSpan(_name, _options, _context, _fn) {
		const tracer = this._getTracer();
		return Reflect.apply(tracer.startActiveSpan, tracer, arguments);
	}
	/**
	* Try to get a tracer from the proxy tracer provider.
	* If the proxy tracer provider has no delegate, return a noop tracer.
	*/
	_getTracer() {
		if (this._delegate) return this._delegate;
		const tracer = this._provider.getDelegateTracer(this.name, this.version, this.options);
		if (!tracer) return NOOP_TRACER;
		this._delegate = tracer;
		return this._delegate;
	}
};
//#endregion


//# sourceMappingURL=ProxyTracer.mjs.map

/***/ }),

/***/ 65439:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  n: () => (/* binding */ ProxyTracerProvider)
});

// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/ProxyTracer.mjs
var ProxyTracer = __webpack_require__(54118);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/NoopTracer.mjs
var NoopTracer = __webpack_require__(7140);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/trace/NoopTracerProvider.mjs

//#region src/trace/NoopTracerProvider.ts
/**
* An implementation of the {@link TracerProvider} which returns an impotent
* Tracer for all calls to `getTracer`.
*
* All operations are no-op.
*/
var NoopTracerProvider = class {
	getTracer(_name, _version, _options) {
		return new NoopTracer/* NoopTracer */.o();
	}
};
//#endregion


//# sourceMappingURL=NoopTracerProvider.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/trace/ProxyTracerProvider.mjs


//#region src/trace/ProxyTracerProvider.ts
const NOOP_TRACER_PROVIDER = new NoopTracerProvider();
/**
* Tracer provider which provides {@link ProxyTracer}s.
*
* Before a delegate is set, tracers provided are NoOp.
*   When a delegate is set, traces are provided from the delegate.
*   When a delegate is set after tracers have already been provided,
*   all tracers already provided will use the provided delegate implementation.
*
* @deprecated This will be removed in the next major version.
* @since 1.0.0
*/
var ProxyTracerProvider = class {
	/**
	* Get a {@link ProxyTracer}
	*/
	getTracer(name, version, options) {
		var _this$getDelegateTrac;
		return (_this$getDelegateTrac = this.getDelegateTracer(name, version, options)) !== null && _this$getDelegateTrac !== void 0 ? _this$getDelegateTrac : new ProxyTracer/* ProxyTracer */.y(this, name, version, options);
	}
	getDelegate() {
		var _this$_delegate;
		return (_this$_delegate = this._delegate) !== null && _this$_delegate !== void 0 ? _this$_delegate : NOOP_TRACER_PROVIDER;
	}
	/**
	* Set the delegate tracer provider
	*/
	setDelegate(delegate) {
		this._delegate = delegate;
	}
	getDelegateTracer(name, version, options) {
		var _this$_delegate2;
		return (_this$_delegate2 = this._delegate) === null || _this$_delegate2 === void 0 ? void 0 : _this$_delegate2.getTracer(name, version, options);
	}
};
//#endregion


//# sourceMappingURL=ProxyTracerProvider.mjs.map

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

/***/ 37624:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bk: () => (/* binding */ getActiveSpan),
/* harmony export */   Bx: () => (/* binding */ setSpan),
/* harmony export */   EW: () => (/* binding */ deleteSpan),
/* harmony export */   fU: () => (/* binding */ getSpan),
/* harmony export */   g_: () => (/* binding */ setSpanContext),
/* harmony export */   w8: () => (/* binding */ getSpanContext)
/* harmony export */ });
/* harmony import */ var _context_context_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11802);
/* harmony import */ var _api_context_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(30320);
/* harmony import */ var _NonRecordingSpan_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51709);



//#region src/trace/context-utils.ts
/**
* span key
*/
const SPAN_KEY = (0,_context_context_mjs__WEBPACK_IMPORTED_MODULE_0__/* .createContextKey */ .n)("OpenTelemetry Context Key SPAN");
/**
* Return the span if one exists
*
* @param context context to get span from
*/
function getSpan(context) {
	return context.getValue(SPAN_KEY) || void 0;
}
/**
* Gets the span from the current context, if one exists.
*/
function getActiveSpan() {
	return getSpan(_api_context_mjs__WEBPACK_IMPORTED_MODULE_1__/* .ContextAPI */ ._.getInstance().active());
}
/**
* Set the span on a context
*
* @param context context to use as parent
* @param span span to set active
*/
function setSpan(context, span) {
	return context.setValue(SPAN_KEY, span);
}
/**
* Remove current span stored in the context
*
* @param context context to delete span from
*/
function deleteSpan(context) {
	return context.deleteValue(SPAN_KEY);
}
/**
* Wrap span context in a NoopSpan and set as span in a new
* context
*
* @param context context to set active span on
* @param spanContext span context to be wrapped
*/
function setSpanContext(context, spanContext) {
	return setSpan(context, new _NonRecordingSpan_mjs__WEBPACK_IMPORTED_MODULE_2__/* .NonRecordingSpan */ .d(spanContext));
}
/**
* Get the span context of the span if it exists.
*
* @param context context to get values from
*/
function getSpanContext(context) {
	var _getSpan;
	return (_getSpan = getSpan(context)) === null || _getSpan === void 0 ? void 0 : _getSpan.spanContext();
}
//#endregion


//# sourceMappingURL=context-utils.mjs.map

/***/ }),

/***/ 90089:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RH: () => (/* binding */ INVALID_TRACEID),
/* harmony export */   dM: () => (/* binding */ INVALID_SPAN_CONTEXT),
/* harmony export */   w9: () => (/* binding */ INVALID_SPANID)
/* harmony export */ });

//#region src/trace/invalid-span-constants.ts
/**
* @since 1.0.0
*/
const INVALID_SPANID = "0000000000000000";
/**
* @since 1.0.0
*/
const INVALID_TRACEID = "00000000000000000000000000000000";
/**
* @since 1.0.0
*/
const INVALID_SPAN_CONTEXT = {
	traceId: INVALID_TRACEID,
	spanId: INVALID_SPANID,
	traceFlags: 0
};
//#endregion


//# sourceMappingURL=invalid-span-constants.mjs.map

/***/ }),

/***/ 3428:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ SpanKind)
/* harmony export */ });
//#region src/trace/span_kind.ts
/**
* @since 1.0.0
*/
let SpanKind = /* @__PURE__ */ function(SpanKind) {
	/** Default value. Indicates that the span is used internally. */
	SpanKind[SpanKind["INTERNAL"] = 0] = "INTERNAL";
	/**
	* Indicates that the span covers server-side handling of an RPC or other
	* remote request.
	*/
	SpanKind[SpanKind["SERVER"] = 1] = "SERVER";
	/**
	* Indicates that the span covers the client-side wrapper around an RPC or
	* other remote request.
	*/
	SpanKind[SpanKind["CLIENT"] = 2] = "CLIENT";
	/**
	* Indicates that the span describes producer sending a message to a
	* broker. Unlike client and server, there is no direct critical path latency
	* relationship between producer and consumer spans.
	*/
	SpanKind[SpanKind["PRODUCER"] = 3] = "PRODUCER";
	/**
	* Indicates that the span describes consumer receiving a message from a
	* broker. Unlike client and server, there is no direct critical path latency
	* relationship between producer and consumer spans.
	*/
	SpanKind[SpanKind["CONSUMER"] = 4] = "CONSUMER";
	return SpanKind;
}({});
//#endregion


//# sourceMappingURL=span_kind.mjs.map

/***/ }),

/***/ 48268:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IP: () => (/* binding */ wrapSpanContext),
/* harmony export */   YA: () => (/* binding */ isSpanContextValid),
/* harmony export */   hX: () => (/* binding */ isValidTraceId),
/* harmony export */   wN: () => (/* binding */ isValidSpanId)
/* harmony export */ });
/* harmony import */ var _NonRecordingSpan_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51709);


//#region src/trace/spancontext-utils.ts
const isHex = new Uint8Array([
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	1,
	1,
	1,
	1,
	1,
	1,
	1,
	1,
	1,
	1,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	1,
	1,
	1,
	1,
	1,
	1,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	1,
	1,
	1,
	1,
	1,
	1
]);
function isValidHex(id, length) {
	if (typeof id !== "string" || id.length !== length) return false;
	let r = 0;
	for (let i = 0; i < id.length; i += 4) r += (isHex[id.charCodeAt(i)] | 0) + (isHex[id.charCodeAt(i + 1)] | 0) + (isHex[id.charCodeAt(i + 2)] | 0) + (isHex[id.charCodeAt(i + 3)] | 0);
	return r === length;
}
/**
* @since 1.0.0
*/
function isValidTraceId(traceId) {
	return isValidHex(traceId, 32) && traceId !== "00000000000000000000000000000000";
}
/**
* @since 1.0.0
*/
function isValidSpanId(spanId) {
	return isValidHex(spanId, 16) && spanId !== "0000000000000000";
}
/**
* Returns true if this {@link SpanContext} is valid.
* @return true if this {@link SpanContext} is valid.
*
* @since 1.0.0
*/
function isSpanContextValid(spanContext) {
	return isValidTraceId(spanContext.traceId) && isValidSpanId(spanContext.spanId);
}
/**
* Wrap the given {@link SpanContext} in a new non-recording {@link Span}
*
* @param spanContext span context to be wrapped
* @returns a new non-recording {@link Span} with the provided context
*/
function wrapSpanContext(spanContext) {
	return new _NonRecordingSpan_mjs__WEBPACK_IMPORTED_MODULE_0__/* .NonRecordingSpan */ .d(spanContext);
}
//#endregion


//# sourceMappingURL=spancontext-utils.mjs.map

/***/ }),

/***/ 91213:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ SpanStatusCode)
/* harmony export */ });
//#region src/trace/status.ts
/**
* An enumeration of status codes.
*
* @since 1.0.0
*/
let SpanStatusCode = /* @__PURE__ */ function(SpanStatusCode) {
	/**
	* The default status.
	*/
	SpanStatusCode[SpanStatusCode["UNSET"] = 0] = "UNSET";
	/**
	* The operation has been validated by an Application developer or
	* Operator to have completed successfully.
	*/
	SpanStatusCode[SpanStatusCode["OK"] = 1] = "OK";
	/**
	* The operation contains an error.
	*/
	SpanStatusCode[SpanStatusCode["ERROR"] = 2] = "ERROR";
	return SpanStatusCode;
}({});
//#endregion


//# sourceMappingURL=status.mjs.map

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

/***/ 3089:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AlwaysOffSampler: () => (/* reexport */ AlwaysOffSampler),
  AlwaysOnSampler: () => (/* reexport */ AlwaysOnSampler),
  BatchSpanProcessor: () => (/* reexport */ BatchSpanProcessor),
  ConsoleSpanExporter: () => (/* reexport */ ConsoleSpanExporter),
  InMemorySpanExporter: () => (/* reexport */ InMemorySpanExporter),
  NoopSpanProcessor: () => (/* reexport */ NoopSpanProcessor),
  ParentBasedSampler: () => (/* reexport */ ParentBasedSampler),
  RandomIdGenerator: () => (/* reexport */ RandomIdGenerator),
  SamplingDecision: () => (/* reexport */ SamplingDecision),
  SimpleSpanProcessor: () => (/* reexport */ SimpleSpanProcessor),
  StackContextManager: () => (/* reexport */ StackContextManager),
  TraceIdRatioBasedSampler: () => (/* reexport */ TraceIdRatioBasedSampler),
  TracerProvider: () => (/* reexport */ TracerProvider$1),
  createAlwaysRecordSampler: () => (/* reexport */ createAlwaysRecordSampler)
});

// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/context/context.mjs
var context_context = __webpack_require__(11802);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/StackContextManager.mjs

//#region src/StackContextManager.ts
/**
* StackContextManager can track context for synchronous code (the call
* "stack"). It does not track context for asynchronous code (Promises,
* async/await).
*
* This can be useful as a minimal ContextManager in the web/browser
* environment, which does not provide a native system for async context
* tracking. Web users might consider `@opentelemetry/context-zone` as
* an alternative. Node.js users will almost certainly want to use
* `AsyncLocalStorageContextManager`.
*/
var StackContextManager = class {
	/**
	* whether the context manager is enabled or not
	*/
	_enabled = false;
	/**
	* Keeps the reference to current context
	*/
	_currentContext = context_context/* ROOT_CONTEXT */.l;
	/**
	*
	* @param context
	* @param target Function to be executed within the context
	*/
	_bindFunction(context = context_context/* ROOT_CONTEXT */.l, target) {
		const manager = this;
		const contextWrapper = function(...args) {
			return manager.with(context, () => target.apply(this, args));
		};
		Object.defineProperty(contextWrapper, "length", {
			enumerable: false,
			configurable: true,
			writable: false,
			value: target.length
		});
		return contextWrapper;
	}
	/**
	* Returns the active context
	*/
	active() {
		return this._currentContext;
	}
	/**
	* Binds a the certain context or the active one to the target function and then returns the target
	* @param context A context (span) to be bind to target
	* @param target a function or event emitter. When target or one of its callbacks is called,
	*  the provided context will be used as the active context for the duration of the call.
	*/
	bind(context, target) {
		if (context === void 0) context = this.active();
		if (typeof target === "function") return this._bindFunction(context, target);
		return target;
	}
	/**
	* Disable the context manager (clears the current context)
	*/
	disable() {
		this._currentContext = context_context/* ROOT_CONTEXT */.l;
		this._enabled = false;
		return this;
	}
	/**
	* Enables the context manager and creates a default(root) context
	*/
	enable() {
		if (this._enabled) return this;
		this._enabled = true;
		this._currentContext = context_context/* ROOT_CONTEXT */.l;
		return this;
	}
	/**
	* Calls the callback function [fn] with the provided [context]. If [context] is undefined then it will use the window.
	* The context will be set as active
	* @param context
	* @param fn Callback function
	* @param thisArg optional receiver to be used for calling fn
	* @param args optional arguments forwarded to fn
	*/
	with(context, fn, thisArg, ...args) {
		const previousContext = this._currentContext;
		this._currentContext = context || context_context/* ROOT_CONTEXT */.l;
		try {
			return fn.call(thisArg, ...args);
		} finally {
			this._currentContext = previousContext;
		}
	}
};
//#endregion


//# sourceMappingURL=StackContextManager.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/Sampler.mjs
//#region src/Sampler.ts
/**
* A sampling decision that determines how a {@link Span} will be recorded
* and collected.
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


//# sourceMappingURL=Sampler.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/sampler/AlwaysOffSampler.mjs

//#region src/sampler/AlwaysOffSampler.ts
/** Sampler that samples no traces. */
var AlwaysOffSampler = class {
	shouldSample() {
		return { decision: 0 };
	}
	toString() {
		return "AlwaysOffSampler";
	}
};
//#endregion


//# sourceMappingURL=AlwaysOffSampler.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/sampler/AlwaysOnSampler.mjs

//#region src/sampler/AlwaysOnSampler.ts
/** Sampler that samples all traces. */
var AlwaysOnSampler = class {
	shouldSample() {
		return { decision: 2 };
	}
	toString() {
		return "AlwaysOnSampler";
	}
};
//#endregion


//# sourceMappingURL=AlwaysOnSampler.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace-api.mjs + 1 modules
var trace_api = __webpack_require__(56864);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/spancontext-utils.mjs
var spancontext_utils = __webpack_require__(48268);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/trace_flags.mjs
var trace_flags = __webpack_require__(38574);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/common/global-error-handler.mjs + 1 modules
var global_error_handler = __webpack_require__(61185);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/sampler/ParentBasedSampler.mjs




//#region src/sampler/ParentBasedSampler.ts
/**
* A composite sampler that either respects the parent span's sampling decision
* or delegates to `delegateSampler` for root spans.
*/
var ParentBasedSampler = class {
	_root;
	_remoteParentSampled;
	_remoteParentNotSampled;
	_localParentSampled;
	_localParentNotSampled;
	constructor(config) {
		this._root = config.root;
		if (!this._root) {
			(0,global_error_handler/* globalErrorHandler */.s)(/* @__PURE__ */ new Error("ParentBasedSampler must have a root sampler configured"));
			this._root = new AlwaysOnSampler();
		}
		this._remoteParentSampled = config.remoteParentSampled ?? new AlwaysOnSampler();
		this._remoteParentNotSampled = config.remoteParentNotSampled ?? new AlwaysOffSampler();
		this._localParentSampled = config.localParentSampled ?? new AlwaysOnSampler();
		this._localParentNotSampled = config.localParentNotSampled ?? new AlwaysOffSampler();
	}
	shouldSample(context, traceId, spanName, spanKind, attributes, links) {
		const parentContext = trace_api/* trace */.u.getSpanContext(context);
		if (!parentContext || !(0,spancontext_utils/* isSpanContextValid */.YA)(parentContext)) return this._root.shouldSample(context, traceId, spanName, spanKind, attributes, links);
		if (parentContext.isRemote) {
			if (parentContext.traceFlags & trace_flags/* TraceFlags */.X.SAMPLED) return this._remoteParentSampled.shouldSample(context, traceId, spanName, spanKind, attributes, links);
			return this._remoteParentNotSampled.shouldSample(context, traceId, spanName, spanKind, attributes, links);
		}
		if (parentContext.traceFlags & trace_flags/* TraceFlags */.X.SAMPLED) return this._localParentSampled.shouldSample(context, traceId, spanName, spanKind, attributes, links);
		return this._localParentNotSampled.shouldSample(context, traceId, spanName, spanKind, attributes, links);
	}
	toString() {
		return `ParentBased{root=${this._root.toString()}, remoteParentSampled=${this._remoteParentSampled.toString()}, remoteParentNotSampled=${this._remoteParentNotSampled.toString()}, localParentSampled=${this._localParentSampled.toString()}, localParentNotSampled=${this._localParentNotSampled.toString()}}`;
	}
};
//#endregion


//# sourceMappingURL=ParentBasedSampler.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/inspect.mjs
//#region src/inspect.ts
/**
* Well-known symbol used by Node.js `util.inspect` (and `console.*`) to
* render an object via a custom representation. Defined as a global Symbol
* so it works without importing from `node:util`, keeping this module safe
* for browser builds (where the symbol is simply never looked up).
*/
const inspectCustom = Symbol.for("nodejs.util.inspect.custom");
/**
* Collect a Resource's settled attributes without touching the
* `attributes` getter, which emits diag.error/debug entries when async
* attribute detectors are still pending. Promise-like (unsettled)
* entries are silently skipped so logging a Span/Tracer/Provider during
* startup doesn't recurse through the diag pipeline.
*/
function settledResourceAttributes(resource) {
	const attrs = {};
	for (const [k, v] of resource.getRawAttributes()) {
		if (typeof v?.then === "function") continue;
		if (v != null) attrs[k] ??= v;
	}
	return attrs;
}
/**
* Build a class-tagged inspect representation. Returns a stub like
* `[ClassName]` once the recursion budget is exhausted, otherwise returns
* `ClassName <inspected payload>` so nested fields keep proper coloring,
* indentation, and depth handling. In environments that don't supply an
* `inspect` callback (e.g. browsers), falls back to returning the raw
* payload object.
*/
function formatInspect(className, payload, depth, options, inspect) {
	if (typeof depth === "number" && depth < 0) {
		const tag = `[${className}]`;
		return options?.stylize ? options.stylize(tag, "special") : tag;
	}
	if (typeof inspect !== "function" || !options) return payload;
	return `${className} ${inspect(payload, {
		...options,
		depth: options.depth == null ? options.depth : options.depth - 1
	})}`;
}
//#endregion


//# sourceMappingURL=inspect.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/enums.mjs
//#region src/enums.ts
const ExceptionEventName = "exception";
//#endregion


//# sourceMappingURL=enums.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/status.mjs
var trace_status = __webpack_require__(91213);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/diag-api.mjs
var diag_api = __webpack_require__(95099);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/common/attributes.mjs
var common_attributes = __webpack_require__(1267);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/common/time.mjs
var time = __webpack_require__(37463);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/semantic-conventions/dist/stable_attributes.mjs
var stable_attributes = __webpack_require__(42123);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/Span.mjs





//#region src/Span.ts
/**
* This class represents a span.
*/
var SpanImpl = class {
	_spanContext;
	kind;
	parentSpanContext;
	attributes;
	links = [];
	events = [];
	startTime;
	resource;
	instrumentationScope;
	_droppedAttributesCount = 0;
	_droppedEventsCount = 0;
	_droppedLinksCount = 0;
	_attributesCount = 0;
	name;
	status = { code: trace_status/* SpanStatusCode */.s.UNSET };
	endTime = [0, 0];
	_ended = false;
	_duration = [-1, -1];
	_spanProcessor;
	_spanLimits;
	_recordEndMetrics;
	_performanceStartTime;
	_performanceOffset;
	_startTimeProvided;
	/**
	* Constructs a new SpanImpl instance.
	*
	* `opts.attributes` must already have been sanitized by caller.
	* `attributes` in `opts.links` must already have been sanitized by caller.
	* These are typically required anyway to pass sanitized details to a
	* *sampler* before span creation.
	*/
	constructor(opts) {
		const now = Date.now();
		this._spanContext = opts.spanContext;
		this._performanceStartTime = performance.now();
		this._performanceOffset = now - (this._performanceStartTime + performance.timeOrigin);
		this._startTimeProvided = opts.startTime != null;
		this._spanLimits = opts.spanLimits;
		this._spanProcessor = opts.spanProcessor;
		this.name = opts.name;
		this.parentSpanContext = opts.parentSpanContext;
		this.kind = opts.kind;
		this.startTime = this._getTime(opts.startTime ?? now);
		this.resource = opts.resource;
		this.instrumentationScope = opts.scope;
		this._recordEndMetrics = opts.recordEndMetrics;
		if (opts.links) {
			const { linkCountLimit } = this._spanLimits;
			if (opts.links.length > linkCountLimit) {
				this.links = opts.links.slice(opts.links.length - linkCountLimit, opts.links.length);
				this._droppedLinksCount = opts.links.length - linkCountLimit;
			} else {
				this.links = opts.links;
				this._droppedLinksCount = 0;
			}
		}
		this.attributes = opts.attributes ?? {};
		this._attributesCount = Object.keys(this.attributes).length;
		this._droppedAttributesCount = opts.droppedAttributesCount ?? 0;
		this._spanProcessor.onStart(this, opts.context);
	}
	spanContext() {
		return this._spanContext;
	}
	setAttribute(key, value) {
		if (this._isSpanEnded()) return this;
		const decision = (0,common_attributes/* maybeAddAttribute */.KF)({
			key,
			value,
			attributes: this.attributes,
			limits: this._spanLimits,
			currentAttributesCount: this._attributesCount
		});
		if (decision === common_attributes/* AddAttributeDecision */.qv.DROP_LIMIT_REACHED) {
			this._droppedAttributesCount++;
			if (this._droppedAttributesCount === 1) diag_api/* diag */.s.warn("Dropping extra attributes.");
		} else if (decision === common_attributes/* AddAttributeDecision */.qv.ADD_NEW) this._attributesCount++;
		return this;
	}
	setAttributes(attributes) {
		for (const key in attributes) if (Object.prototype.hasOwnProperty.call(attributes, key)) this.setAttribute(key, attributes[key]);
		return this;
	}
	/**
	*
	* @param name Span event name
	* @param [attributesOrStartTime] Attributes or start time
	*     if type is {@type TimeInput} and 3rd param is undefined.
	*     Only "simple" value types are supported for span event attributes
	*     (string, number, boolean, homogeneous array of these primitive types).
	*     See OTEP 4485 and `cleanSimpleAttributes()` in `@opentelemetry/core`.
	* @param [timeStamp] Specified time stamp for the event
	*/
	addEvent(name, attributesOrStartTime, timeStamp) {
		if (this._isSpanEnded()) return this;
		const { eventCountLimit } = this._spanLimits;
		if (eventCountLimit === 0) {
			diag_api/* diag */.s.warn("No events allowed.");
			this._droppedEventsCount++;
			return this;
		}
		if (eventCountLimit !== void 0 && this.events.length >= eventCountLimit) {
			if (this._droppedEventsCount === 0) diag_api/* diag */.s.debug("Dropping extra events.");
			this.events.shift();
			this._droppedEventsCount++;
		}
		if ((0,time/* isTimeInput */.Ir)(attributesOrStartTime)) {
			if (!(0,time/* isTimeInput */.Ir)(timeStamp)) timeStamp = attributesOrStartTime;
			attributesOrStartTime = void 0;
		}
		this.events.push({
			name,
			time: this._getTime(timeStamp),
			...(0,common_attributes/* cleanSimpleAttributes */.Pr)(attributesOrStartTime, {
				attributeCountLimit: this._spanLimits.attributePerEventCountLimit,
				attributeValueLengthLimit: this._spanLimits.attributeValueLengthLimit
			})
		});
		return this;
	}
	addLink(link) {
		if (this._isSpanEnded()) return this;
		const { linkCountLimit } = this._spanLimits;
		if (linkCountLimit === 0) {
			this._droppedLinksCount++;
			return this;
		}
		if (linkCountLimit !== void 0 && this.links.length >= linkCountLimit) {
			if (this._droppedLinksCount === 0) diag_api/* diag */.s.debug("Dropping extra links.");
			this.links.shift();
			this._droppedLinksCount++;
		}
		this.links.push({
			context: link.context,
			...(0,common_attributes/* cleanAttributes */.J1)(link.attributes, {
				attributeCountLimit: this._spanLimits.attributePerLinkCountLimit,
				attributeValueLengthLimit: this._spanLimits.attributeValueLengthLimit
			})
		});
		return this;
	}
	addLinks(links) {
		for (const link of links) this.addLink(link);
		return this;
	}
	setStatus(status) {
		if (this._isSpanEnded()) return this;
		if (status.code === trace_status/* SpanStatusCode */.s.UNSET) return this;
		if (this.status.code === trace_status/* SpanStatusCode */.s.OK) return this;
		const newStatus = { code: status.code };
		if (status.code === trace_status/* SpanStatusCode */.s.ERROR) {
			if (typeof status.message === "string") newStatus.message = status.message;
			else if (status.message != null) diag_api/* diag */.s.warn(`Dropping invalid status.message of type '${typeof status.message}', expected 'string'`);
		}
		this.status = newStatus;
		return this;
	}
	updateName(name) {
		if (this._isSpanEnded()) return this;
		this.name = name;
		return this;
	}
	end(endTime) {
		if (this._isSpanEnded()) {
			diag_api/* diag */.s.error(`${this.name} ${this._spanContext.traceId}-${this._spanContext.spanId} - You can only call end() on a span once.`);
			return;
		}
		this.endTime = this._getTime(endTime);
		this._duration = (0,time/* hrTimeDuration */.W5)(this.startTime, this.endTime);
		if (this._duration[0] < 0) {
			diag_api/* diag */.s.warn("Inconsistent start and end time, startTime > endTime. Setting span duration to 0ms.", this.startTime, this.endTime);
			this.endTime = this.startTime.slice();
			this._duration = [0, 0];
		}
		if (this._droppedEventsCount > 0) diag_api/* diag */.s.warn(`Dropped ${this._droppedEventsCount} events because eventCountLimit reached`);
		if (this._droppedLinksCount > 0) diag_api/* diag */.s.warn(`Dropped ${this._droppedLinksCount} links because linkCountLimit reached`);
		if (this._spanProcessor.onEnding) this._spanProcessor.onEnding(this);
		this._recordEndMetrics?.();
		this._ended = true;
		this._spanProcessor.onEnd(this);
	}
	_getTime(inp) {
		if (typeof inp === "number" && inp <= performance.now()) return (0,time/* hrTime */._5)(inp + this._performanceOffset);
		if (typeof inp === "number") return (0,time/* millisToHrTime */.lg)(inp);
		if (inp instanceof Date) return (0,time/* millisToHrTime */.lg)(inp.getTime());
		if ((0,time/* isTimeInputHrTime */.VL)(inp)) return inp;
		if (this._startTimeProvided) return (0,time/* millisToHrTime */.lg)(Date.now());
		const msDuration = performance.now() - this._performanceStartTime;
		return (0,time/* addHrTimes */.mw)(this.startTime, (0,time/* millisToHrTime */.lg)(msDuration));
	}
	isRecording() {
		return this._ended === false;
	}
	recordException(exception, time) {
		const attributes = {};
		if (typeof exception === "string") attributes[stable_attributes/* ATTR_EXCEPTION_MESSAGE */.wLW] = exception;
		else if (exception) {
			if (exception.code) attributes[stable_attributes/* ATTR_EXCEPTION_TYPE */.d62] = exception.code.toString();
			else if (exception.name) attributes[stable_attributes/* ATTR_EXCEPTION_TYPE */.d62] = exception.name;
			if (exception.message) attributes[stable_attributes/* ATTR_EXCEPTION_MESSAGE */.wLW] = exception.message;
			if (exception.stack) attributes[stable_attributes/* ATTR_EXCEPTION_STACKTRACE */.MbS] = exception.stack;
		}
		if (attributes[stable_attributes/* ATTR_EXCEPTION_TYPE */.d62] || attributes[stable_attributes/* ATTR_EXCEPTION_MESSAGE */.wLW]) this.addEvent(ExceptionEventName, attributes, time);
		else diag_api/* diag */.s.warn(`Failed to record an exception ${exception}`);
	}
	get duration() {
		return this._duration;
	}
	get ended() {
		return this._ended;
	}
	get droppedAttributesCount() {
		return this._droppedAttributesCount;
	}
	get droppedEventsCount() {
		return this._droppedEventsCount;
	}
	get droppedLinksCount() {
		return this._droppedLinksCount;
	}
	_isSpanEnded() {
		if (this._ended) {
			const error = /* @__PURE__ */ new Error(`Operation attempted on ended Span {traceId: ${this._spanContext.traceId}, spanId: ${this._spanContext.spanId}}`);
			diag_api/* diag */.s.warn(`Cannot execute the operation on ended Span {traceId: ${this._spanContext.traceId}, spanId: ${this._spanContext.spanId}}`, error);
		}
		return this._ended;
	}
	[inspectCustom](depth, options, inspect) {
		const payload = {
			name: this.name,
			kind: this.kind,
			spanContext: this._spanContext,
			parentSpanContext: this.parentSpanContext,
			status: this.status,
			startTime: this.startTime,
			endTime: this.endTime,
			duration: this._duration,
			ended: this._ended,
			attributes: this.attributes,
			events: this.events,
			links: this.links,
			droppedAttributesCount: this._droppedAttributesCount,
			droppedEventsCount: this._droppedEventsCount,
			droppedLinksCount: this._droppedLinksCount,
			instrumentationScope: this.instrumentationScope,
			resource: { attributes: settledResourceAttributes(this.resource) }
		};
		return formatInspect("SpanImpl", payload, depth, options, inspect);
	}
};
//#endregion


//# sourceMappingURL=Span.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/semconv.mjs
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
* Determines whether the span has a parent span, and if so, [whether it is a remote parent](https://opentelemetry.io/docs/specs/otel/trace/api/#isremote)
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_OTEL_SPAN_PARENT_ORIGIN = "otel.span.parent.origin";
/**
* The result value of the sampler for this span
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_OTEL_SPAN_SAMPLING_RESULT = "otel.span.sampling_result";
/**
* The number of spans for which the processing has finished, either successful or failed.
*
* @note For successful processing, `error.type` **MUST NOT** be set. For failed processing, `error.type` **MUST** contain the failure cause.
* For the SDK Simple and Batching Span Processor a span is considered to be processed already when it has been submitted to the exporter, not when the corresponding export call has finished.
*
* @experimental This metric is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const METRIC_OTEL_SDK_PROCESSOR_SPAN_PROCESSED = "otel.sdk.processor.span.processed";
/**
* The maximum number of spans the queue of a given instance of an SDK span processor can hold.
*
* @note Only applies to span processors which use a queue, e.g. the SDK Batching Span Processor.
*
* @experimental This metric is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const METRIC_OTEL_SDK_PROCESSOR_SPAN_QUEUE_CAPACITY = "otel.sdk.processor.span.queue.capacity";
/**
* The number of spans in the queue of a given instance of an SDK span processor.
*
* @note Only applies to span processors which use a queue, e.g. the SDK Batching Span Processor.
*
* @experimental This metric is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const METRIC_OTEL_SDK_PROCESSOR_SPAN_QUEUE_SIZE = "otel.sdk.processor.span.queue.size";
/**
* The number of created spans with `recording=true` for which the end operation has not been called yet.
*
* @experimental This metric is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const METRIC_OTEL_SDK_SPAN_LIVE = "otel.sdk.span.live";
/**
* The number of created spans.
*
* @note Implementations **MUST** record this metric for all spans, even for non-recording ones.
*
* @experimental This metric is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const METRIC_OTEL_SDK_SPAN_STARTED = "otel.sdk.span.started";
/**
* Enum value "batching_span_processor" for attribute {@link ATTR_OTEL_COMPONENT_TYPE}.
*
* The builtin SDK batching span processor
*
* @experimental This enum value is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const OTEL_COMPONENT_TYPE_VALUE_BATCHING_SPAN_PROCESSOR = "batching_span_processor";
/**
* Enum value "simple_span_processor" for attribute {@link ATTR_OTEL_COMPONENT_TYPE}.
*
* The builtin SDK simple span processor
*
* @experimental This enum value is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const OTEL_COMPONENT_TYPE_VALUE_SIMPLE_SPAN_PROCESSOR = "simple_span_processor";
//#endregion


//# sourceMappingURL=semconv.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/TracerMetrics.mjs


//#region src/TracerMetrics.ts
/**
* Generates `otel.sdk.span.*` metrics.
* https://opentelemetry.io/docs/specs/semconv/otel/sdk-metrics/#span-metrics
*/
var TracerMetrics = class {
	startedSpans;
	liveSpans;
	constructor(meter) {
		this.startedSpans = meter.createCounter(METRIC_OTEL_SDK_SPAN_STARTED, {
			unit: "{span}",
			description: "The number of created spans."
		});
		this.liveSpans = meter.createUpDownCounter(METRIC_OTEL_SDK_SPAN_LIVE, {
			unit: "{span}",
			description: "The number of currently live spans."
		});
	}
	startSpan(parentSpanCtx, samplingDecision) {
		const samplingDecisionStr = samplingDecisionToString(samplingDecision);
		this.startedSpans.add(1, {
			[ATTR_OTEL_SPAN_PARENT_ORIGIN]: parentOrigin(parentSpanCtx),
			[ATTR_OTEL_SPAN_SAMPLING_RESULT]: samplingDecisionStr
		});
		if (samplingDecision === 0) return () => {};
		const liveSpanAttributes = { [ATTR_OTEL_SPAN_SAMPLING_RESULT]: samplingDecisionStr };
		this.liveSpans.add(1, liveSpanAttributes);
		return () => {
			this.liveSpans.add(-1, liveSpanAttributes);
		};
	}
};
function parentOrigin(parentSpanContext) {
	if (!parentSpanContext) return "none";
	if (parentSpanContext.isRemote) return "remote";
	return "local";
}
function samplingDecisionToString(decision) {
	switch (decision) {
		case 2: return "RECORD_AND_SAMPLE";
		case 1: return "RECORD_ONLY";
		case 0: return "DROP";
	}
}
//#endregion


//# sourceMappingURL=TracerMetrics.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/version.mjs
//#region src/version.ts
const VERSION = "3.1.0";
//#endregion


//# sourceMappingURL=version.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/context-api.mjs
var context_api = __webpack_require__(78921);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/invalid-span-constants.mjs
var invalid_span_constants = __webpack_require__(90089);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/span_kind.mjs
var span_kind = __webpack_require__(3428);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/SamplingResult.mjs
var SamplingResult = __webpack_require__(96411);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/trace/suppress-tracing.mjs
var suppress_tracing = __webpack_require__(76512);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/Tracer.mjs






//#region src/Tracer.ts
const NO_ATTR_LIMITS = {
	attributeCountLimit: Infinity,
	attributeValueLengthLimit: Infinity
};
/**
* This class represents a basic tracer.
*/
var Tracer$1 = class {
	_sampler;
	_spanLimits;
	_idGenerator;
	instrumentationScope;
	_resource;
	_spanProcessor;
	_tracerMetrics;
	/**
	* Constructs a new Tracer instance.
	*/
	constructor(instrumentationScope, options) {
		this.instrumentationScope = instrumentationScope;
		this._sampler = options.sampler;
		this._spanLimits = options.spanLimits;
		this._resource = options.resource;
		this._idGenerator = options.idGenerator;
		this._spanProcessor = options.spanProcessor;
		const meter = options.meterProvider.getMeter("@opentelemetry/sdk-trace", VERSION);
		this._tracerMetrics = new TracerMetrics(meter);
	}
	/**
	* Starts a new Span or returns the default NoopSpan based on the sampling
	* decision.
	*/
	startSpan(name, options = {}, context = context_api/* context */._.active()) {
		if (options.root) context = trace_api/* trace */.u.deleteSpan(context);
		const parentSpan = trace_api/* trace */.u.getSpan(context);
		if ((0,suppress_tracing/* isTracingSuppressed */.Zf)(context)) {
			diag_api/* diag */.s.debug("Instrumentation suppressed, returning Noop Span");
			return trace_api/* trace */.u.wrapSpanContext(invalid_span_constants/* INVALID_SPAN_CONTEXT */.dM);
		}
		const parentSpanContext = parentSpan?.spanContext();
		const spanId = this._idGenerator.generateSpanId();
		let validParentSpanContext;
		let traceId;
		let traceState;
		if (!parentSpanContext || !trace_api/* trace */.u.isSpanContextValid(parentSpanContext)) traceId = this._idGenerator.generateTraceId();
		else {
			traceId = parentSpanContext.traceId;
			traceState = parentSpanContext.traceState;
			validParentSpanContext = parentSpanContext;
		}
		const spanKind = options.kind ?? span_kind/* SpanKind */.v.INTERNAL;
		const links = (options.links ?? []).map((link) => {
			return {
				context: link.context,
				...(0,common_attributes/* cleanAttributes */.J1)(link.attributes, {
					attributeCountLimit: this._spanLimits.attributePerLinkCountLimit,
					attributeValueLengthLimit: this._spanLimits.attributeValueLengthLimit
				})
			};
		});
		const attrsData1 = (0,common_attributes/* cleanAttributes */.J1)(options.attributes, NO_ATTR_LIMITS);
		const attributes = attrsData1.attributes ?? {};
		const samplingResult = this._sampler.shouldSample(context, traceId, name, spanKind, attributes, links);
		const recordEndMetrics = this._tracerMetrics.startSpan(parentSpanContext, samplingResult.decision);
		traceState = samplingResult.traceState ?? traceState;
		const traceFlags = samplingResult.decision === SamplingResult/* SamplingDecision */.i.RECORD_AND_SAMPLED ? trace_flags/* TraceFlags */.X.SAMPLED : trace_flags/* TraceFlags */.X.NONE;
		const spanContext = {
			traceId,
			spanId,
			traceFlags,
			traceState
		};
		if (samplingResult.decision === SamplingResult/* SamplingDecision */.i.NOT_RECORD) {
			diag_api/* diag */.s.debug("Recording is off, propagating context in a non-recording span");
			return trace_api/* trace */.u.wrapSpanContext(spanContext);
		}
		const attrsData2 = (0,common_attributes/* cleanAttributes */.J1)(Object.assign(attributes, samplingResult.attributes), this._spanLimits);
		return new SpanImpl({
			resource: this._resource,
			scope: this.instrumentationScope,
			context,
			spanContext,
			name,
			kind: spanKind,
			links,
			parentSpanContext: validParentSpanContext,
			attributes: attrsData2.attributes,
			droppedAttributesCount: (attrsData1.droppedAttributesCount ?? 0) + (attrsData2.droppedAttributesCount ?? 0),
			startTime: options.startTime,
			spanProcessor: this._spanProcessor,
			spanLimits: this._spanLimits,
			recordEndMetrics
		});
	}
	startActiveSpan(name, arg2, arg3, arg4) {
		let opts;
		let ctx;
		let fn;
		if (arguments.length < 2) return;
		else if (arguments.length === 2) fn = arg2;
		else if (arguments.length === 3) {
			opts = arg2;
			fn = arg3;
		} else {
			opts = arg2;
			ctx = arg3;
			fn = arg4;
		}
		const parentContext = ctx ?? context_api/* context */._.active();
		const span = this.startSpan(name, opts, parentContext);
		const contextWithSpanSet = trace_api/* trace */.u.setSpan(parentContext, span);
		return context_api/* context */._.with(contextWithSpanSet, fn, void 0, span);
	}
	[inspectCustom](depth, options, inspect) {
		const payload = {
			instrumentationScope: this.instrumentationScope,
			resource: { attributes: settledResourceAttributes(this._resource) },
			spanLimits: this._spanLimits
		};
		return formatInspect("Tracer", payload, depth, options, inspect);
	}
};
//#endregion


//# sourceMappingURL=Tracer.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/MultiSpanProcessor.mjs

//#region src/MultiSpanProcessor.ts
/**
* Implementation of the {@link SpanProcessor} that simply forwards all
* received events to a list of {@link SpanProcessor}s.
*/
var MultiSpanProcessor = class {
	_spanProcessors;
	constructor(spanProcessors) {
		this._spanProcessors = spanProcessors;
	}
	forceFlush() {
		const promises = [];
		for (const spanProcessor of this._spanProcessors) promises.push(spanProcessor.forceFlush());
		return new Promise((resolve) => {
			Promise.all(promises).then(() => {
				resolve();
			}).catch((error) => {
				(0,global_error_handler/* globalErrorHandler */.s)(error || /* @__PURE__ */ new Error("MultiSpanProcessor: forceFlush failed"));
				resolve();
			});
		});
	}
	onStart(span, context) {
		for (const spanProcessor of this._spanProcessors) spanProcessor.onStart(span, context);
	}
	onEnding(span) {
		for (const spanProcessor of this._spanProcessors) if (spanProcessor.onEnding) spanProcessor.onEnding(span);
	}
	onEnd(span) {
		for (const spanProcessor of this._spanProcessors) spanProcessor.onEnd(span);
	}
	shutdown() {
		const promises = [];
		for (const spanProcessor of this._spanProcessors) promises.push(spanProcessor.shutdown());
		return new Promise((resolve, reject) => {
			Promise.all(promises).then(() => {
				resolve();
			}, reject);
		});
	}
};
//#endregion


//# sourceMappingURL=MultiSpanProcessor.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/metrics/NoopMeter.mjs
var NoopMeter = __webpack_require__(72502);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/resources/dist/ResourceImpl.mjs + 4 modules
var ResourceImpl = __webpack_require__(48689);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/platform/node/RandomIdGenerator.mjs
//#region src/platform/node/RandomIdGenerator.ts
const SPAN_ID_BYTES = 8;
const TRACE_ID_BYTES = 16;
var RandomIdGenerator = class {
	/**
	* Returns a random 16-byte trace ID formatted/encoded as a 32 lowercase hex
	* characters corresponding to 128 bits.
	*/
	generateTraceId() {
		return generateId(TRACE_ID_BYTES);
	}
	/**
	* Returns a random 8-byte span ID formatted/encoded as a 16 lowercase hex
	* characters corresponding to 64 bits.
	*/
	generateSpanId() {
		return generateId(SPAN_ID_BYTES);
	}
};
const SHARED_BUFFER = Buffer.allocUnsafe(TRACE_ID_BYTES);
function generateId(bytes) {
	for (let i = 0; i < bytes / 4; i++) SHARED_BUFFER.writeUInt32BE(Math.random() * 2 ** 32 >>> 0, i * 4);
	for (let i = 0; i < bytes; i++) if (SHARED_BUFFER[i] > 0) break;
	else if (i === bytes - 1) SHARED_BUFFER[bytes - 1] = 1;
	return SHARED_BUFFER.toString("hex", 0, bytes);
}
//#endregion


//# sourceMappingURL=RandomIdGenerator.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/TracerProvider.mjs








//#region src/TracerProvider.ts
/**
* This class represents a basic tracer provider which platform libraries can extend
*/
var TracerProvider$1 = class {
	_resource;
	_activeSpanProcessor;
	_tracerOptions;
	_tracers = /* @__PURE__ */ new Map();
	constructor(options = {}) {
		this._resource = options.resource ?? (0,ResourceImpl/* defaultResource */.gk)();
		const spanProcessors = options.spanProcessors ?? [];
		this._activeSpanProcessor = new MultiSpanProcessor(spanProcessors);
		this._tracerOptions = {
			resource: this._resource,
			sampler: options.sampler ?? new ParentBasedSampler({ root: new AlwaysOnSampler() }),
			spanLimits: {
				attributeCountLimit: options.spanLimits?.attributeCountLimit ?? 128,
				attributeValueLengthLimit: options.spanLimits?.attributeValueLengthLimit ?? Infinity,
				eventCountLimit: options.spanLimits?.eventCountLimit ?? 128,
				linkCountLimit: options.spanLimits?.linkCountLimit ?? 128,
				attributePerEventCountLimit: options.spanLimits?.attributePerEventCountLimit ?? 128,
				attributePerLinkCountLimit: options.spanLimits?.attributePerLinkCountLimit ?? 128
			},
			idGenerator: options.idGenerator || new RandomIdGenerator(),
			spanProcessor: this._activeSpanProcessor,
			meterProvider: options.meterProvider ?? { getMeter() {
				return (0,NoopMeter/* createNoopMeter */.Ac)();
			} }
		};
	}
	getTracer(name, version, options) {
		const key = `${name}@${version || ""}:${options?.schemaUrl || ""}`;
		if (!this._tracers.has(key)) this._tracers.set(key, new Tracer$1({
			name,
			version,
			schemaUrl: options?.schemaUrl
		}, this._tracerOptions));
		return this._tracers.get(key);
	}
	forceFlush(options) {
		const timeout = options?.timeoutMillis ?? 3e4;
		const promises = this._activeSpanProcessor["_spanProcessors"].map((spanProcessor) => {
			return new Promise((resolve) => {
				let state;
				const timeoutInterval = setTimeout(() => {
					resolve(/* @__PURE__ */ new Error(`Span processor did not completed within timeout period of ${timeout} ms`));
					state = 1;
				}, timeout);
				spanProcessor.forceFlush().then(() => {
					clearTimeout(timeoutInterval);
					if (state !== 1) {
						state = 0;
						resolve(state);
					}
				}).catch((error) => {
					clearTimeout(timeoutInterval);
					state = 2;
					resolve(error);
				});
			});
		});
		return new Promise((resolve, reject) => {
			Promise.all(promises).then((results) => {
				const errors = results.filter((result) => result !== 0);
				if (errors.length > 0) reject(errors);
				else resolve();
			}).catch((error) => reject([error]));
		});
	}
	shutdown() {
		return this._activeSpanProcessor.shutdown();
	}
	[inspectCustom](depth, options, inspect) {
		const processors = this._activeSpanProcessor["_spanProcessors"];
		const payload = {
			resource: { attributes: settledResourceAttributes(this._resource) },
			tracers: Array.from(this._tracers.keys()),
			spanProcessors: processors.map((p) => p.constructor?.name ?? "SpanProcessor")
		};
		return formatInspect("TracerProvider", payload, depth, options, inspect);
	}
};
//#endregion


//# sourceMappingURL=TracerProvider.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/ExportResult.mjs
var ExportResult = __webpack_require__(55931);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/export/ConsoleSpanExporter.mjs

//#region src/export/ConsoleSpanExporter.ts
/**
* This is implementation of {@link SpanExporter} that prints spans to the
* console. This class can be used for diagnostic purposes.
*
* NOTE: This {@link SpanExporter} is intended for diagnostics use only, output rendered to the console may change at any time.
*/
var ConsoleSpanExporter = class {
	/**
	* Export spans.
	* @param spans
	* @param resultCallback
	*/
	export(spans, resultCallback) {
		return this._sendSpans(spans, resultCallback);
	}
	/**
	* Shutdown the exporter.
	*/
	shutdown() {
		this._sendSpans([]);
		return this.forceFlush();
	}
	/**
	* Exports any pending spans in exporter
	*/
	forceFlush() {
		return Promise.resolve();
	}
	/**
	* converts span info into more readable format
	* @param span
	*/
	_exportInfo(span) {
		return {
			resource: { attributes: span.resource.attributes },
			instrumentationScope: span.instrumentationScope,
			traceId: span.spanContext().traceId,
			parentSpanContext: span.parentSpanContext,
			traceState: span.spanContext().traceState?.serialize(),
			name: span.name,
			id: span.spanContext().spanId,
			kind: span.kind,
			timestamp: (0,time/* hrTimeToMicroseconds */.w_)(span.startTime),
			duration: (0,time/* hrTimeToMicroseconds */.w_)(span.duration),
			attributes: span.attributes,
			status: span.status,
			events: span.events,
			links: span.links
		};
	}
	/**
	* Showing spans in console
	* @param spans
	* @param done
	*/
	_sendSpans(spans, done) {
		for (const span of spans) console.dir(this._exportInfo(span), { depth: 3 });
		if (done) return done({ code: ExportResult/* ExportResultCode */.V.SUCCESS });
	}
};
//#endregion


//# sourceMappingURL=ConsoleSpanExporter.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/export/InMemorySpanExporter.mjs

//#region src/export/InMemorySpanExporter.ts
/**
* This class can be used for testing purposes. It stores the exported spans
* in a list in memory that can be retrieved using the `getFinishedSpans()`
* method.
*/
var InMemorySpanExporter = class {
	_finishedSpans = [];
	/**
	* Indicates if the exporter has been "shutdown."
	* When false, exported spans will not be stored in-memory.
	*/
	_stopped = false;
	export(spans, resultCallback) {
		if (this._stopped) return resultCallback({
			code: ExportResult/* ExportResultCode */.V.FAILED,
			error: /* @__PURE__ */ new Error("Exporter has been stopped")
		});
		this._finishedSpans.push(...spans);
		setTimeout(() => resultCallback({ code: ExportResult/* ExportResultCode */.V.SUCCESS }), 0);
	}
	shutdown() {
		this._stopped = true;
		this._finishedSpans = [];
		return this.forceFlush();
	}
	/**
	* Exports any pending spans in the exporter
	*/
	forceFlush() {
		return Promise.resolve();
	}
	reset() {
		this._finishedSpans = [];
	}
	getFinishedSpans() {
		return this._finishedSpans;
	}
};
//#endregion


//# sourceMappingURL=InMemorySpanExporter.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/export/SpanProcessorMetrics.mjs


//#region src/export/SpanProcessorMetrics.ts
const componentCounter = /* @__PURE__ */ new Map();
var SpanProcessorMetrics = class {
	processedSpans;
	queueSize;
	queueSizeCallback;
	standardAttrs;
	droppedAttrs;
	constructor(componentType, meter, queueConfig) {
		const counter = componentCounter.get(componentType) ?? 0;
		componentCounter.set(componentType, counter + 1);
		this.standardAttrs = {
			[ATTR_OTEL_COMPONENT_TYPE]: componentType,
			[ATTR_OTEL_COMPONENT_NAME]: `${componentType}/${counter}`
		};
		this.droppedAttrs = {
			...this.standardAttrs,
			[stable_attributes/* ATTR_ERROR_TYPE */.oJb]: "queue_full"
		};
		this.processedSpans = meter.createCounter(METRIC_OTEL_SDK_PROCESSOR_SPAN_PROCESSED, {
			unit: "{span}",
			description: "The number of spans for which the processing has finished, either successful or failed."
		});
		if (queueConfig) {
			const { capacity, getQueueSize } = queueConfig;
			meter.createUpDownCounter(METRIC_OTEL_SDK_PROCESSOR_SPAN_QUEUE_CAPACITY, {
				unit: "{span}",
				description: "The maximum number of spans the queue of a given instance of an SDK span processor can hold."
			}).add(capacity, this.standardAttrs);
			this.queueSize = meter.createObservableUpDownCounter(METRIC_OTEL_SDK_PROCESSOR_SPAN_QUEUE_SIZE, {
				unit: "{span}",
				description: "The number of spans in the queue of a given instance of an SDK span processor."
			});
			this.queueSizeCallback = (result) => result.observe(getQueueSize(), this.standardAttrs);
			this.queueSize.addCallback(this.queueSizeCallback);
		}
	}
	dropSpans(count) {
		this.processedSpans.add(count, this.droppedAttrs);
	}
	finishSpans(count, error) {
		if (!error) {
			this.processedSpans.add(count, this.standardAttrs);
			return;
		}
		const attrs = {
			...this.standardAttrs,
			[stable_attributes/* ATTR_ERROR_TYPE */.oJb]: error.name
		};
		this.processedSpans.add(count, attrs);
	}
	shutdown() {
		if (this.queueSize && this.queueSizeCallback) this.queueSize.removeCallback(this.queueSizeCallback);
	}
};
//#endregion


//# sourceMappingURL=SpanProcessorMetrics.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/core/dist/utils/promise.mjs
//#region src/utils/promise.ts
var Deferred = class {
	_promise;
	_resolve;
	_reject;
	constructor() {
		this._promise = new Promise((resolve, reject) => {
			this._resolve = resolve;
			this._reject = reject;
		});
	}
	get promise() {
		return this._promise;
	}
	resolve(val) {
		this._resolve(val);
	}
	reject(err) {
		this._reject(err);
	}
};
//#endregion


//# sourceMappingURL=promise.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/core/dist/utils/callback.mjs

//#region src/utils/callback.ts
/**
* Bind the callback and only invoke the callback once regardless how many times `BindOnceFuture.call` is invoked.
*/
var BindOnceFuture = class {
	_isCalled = false;
	_deferred = new Deferred();
	_callback;
	_that;
	constructor(callback, that) {
		this._callback = callback;
		this._that = that;
	}
	get isCalled() {
		return this._isCalled;
	}
	get promise() {
		return this._deferred.promise;
	}
	call(...args) {
		if (!this._isCalled) {
			this._isCalled = true;
			try {
				Promise.resolve(this._callback.call(this._that, ...args)).then((val) => this._deferred.resolve(val), (err) => this._deferred.reject(err));
			} catch (err) {
				this._deferred.reject(err);
			}
		}
		return this._deferred.promise;
	}
};
//#endregion


//# sourceMappingURL=callback.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/index.mjs + 1 modules
var dist = __webpack_require__(98639);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/export/SimpleSpanProcessor.mjs




//#region src/export/SimpleSpanProcessor.ts
/**
* An implementation of the {@link SpanProcessor} that converts the {@link Span}
* to {@link ReadableSpan} and passes it to the configured exporter.
*
* Only spans that are sampled are converted.
*
* NOTE: This {@link SpanProcessor} exports every ended span individually instead of batching spans together, which causes significant performance overhead with most exporters. For production use, please consider using the {@link BatchSpanProcessor} instead.
*/
var SimpleSpanProcessor = class {
	_exporter;
	_metrics;
	_shutdownOnce;
	_pendingExports;
	constructor(options) {
		this._exporter = options.exporter;
		this._shutdownOnce = new BindOnceFuture(this._shutdown, this);
		this._pendingExports = /* @__PURE__ */ new Set();
		const meter = options.selfObsMeterProvider ? options.selfObsMeterProvider.getMeter("@opentelemetry/sdk-trace") : (0,NoopMeter/* createNoopMeter */.Ac)();
		this._metrics = new SpanProcessorMetrics(OTEL_COMPONENT_TYPE_VALUE_SIMPLE_SPAN_PROCESSOR, meter);
	}
	async forceFlush() {
		let pendingExportError;
		let pendingExportRejected = false;
		try {
			await Promise.all(Array.from(this._pendingExports));
		} catch (err) {
			pendingExportError = err;
			pendingExportRejected = true;
		}
		if (this._exporter.forceFlush) await this._exporter.forceFlush();
		if (pendingExportRejected) throw pendingExportError;
	}
	onStart(_span, _parentContext) {}
	onEnd(span) {
		if (this._shutdownOnce.isCalled) return;
		if ((span.spanContext().traceFlags & trace_flags/* TraceFlags */.X.SAMPLED) === 0) return;
		const pendingExport = this._doExport(span);
		this._pendingExports.add(pendingExport);
		pendingExport.then(() => {
			this._pendingExports.delete(pendingExport);
		}, (err) => {
			(0,global_error_handler/* globalErrorHandler */.s)(err);
			this._pendingExports.delete(pendingExport);
		});
	}
	async _doExport(span) {
		if (span.resource.asyncAttributesPending) await span.resource.waitForAsyncAttributes?.();
		const result = await dist/* internal */.mM._export(this._exporter, [span]);
		this._metrics.finishSpans(1, result.error);
		if (result.code !== ExportResult/* ExportResultCode */.V.SUCCESS) throw result.error ?? /* @__PURE__ */ new Error(`SimpleSpanProcessor: span export failed (status ${result})`);
	}
	shutdown() {
		return this._shutdownOnce.call();
	}
	_shutdown() {
		this._metrics.shutdown();
		return this._exporter.shutdown();
	}
};
//#endregion


//# sourceMappingURL=SimpleSpanProcessor.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/export/NoopSpanProcessor.mjs
//#region src/export/NoopSpanProcessor.ts
/** No-op implementation of SpanProcessor */
var NoopSpanProcessor = class {
	onStart(_span, _context) {}
	onEnd(_span) {}
	shutdown() {
		return Promise.resolve();
	}
	forceFlush() {
		return Promise.resolve();
	}
};
//#endregion


//# sourceMappingURL=NoopSpanProcessor.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/sampler/AlwaysRecordSampler.mjs

//#region src/sampler/AlwaysRecordSampler.ts
/**
* Creates a sampler that wraps a delegate and upgrades NOT_RECORD decisions to
* RECORD, ensuring all spans are recorded without affecting the sampling rate.
*/
function createAlwaysRecordSampler(delegate) {
	if (!delegate) throw new Error("createAlwaysRecordSampler requires a delegate sampler");
	return {
		shouldSample(context, traceId, spanName, spanKind, attributes, links) {
			const result = delegate.shouldSample(context, traceId, spanName, spanKind, attributes, links);
			if (result.decision === 0) return {
				decision: 1,
				attributes: result.attributes,
				traceState: result.traceState
			};
			return result;
		},
		toString() {
			return `AlwaysRecordSampler{${delegate.toString()}}`;
		}
	};
}
//#endregion


//# sourceMappingURL=AlwaysRecordSampler.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/sampler/TraceIdRatioBasedSampler.mjs


//#region src/sampler/TraceIdRatioBasedSampler.ts
/** Sampler that samples a given fraction of traces based of trace id deterministically. */
var TraceIdRatioBasedSampler = class {
	_ratio;
	_upperBound;
	constructor(ratio = 0) {
		this._ratio = this._normalize(ratio);
		this._upperBound = this._ratio === 1 ? 4294967296 : Math.floor(this._ratio * 4294967295);
	}
	shouldSample(context, traceId) {
		return { decision: (0,spancontext_utils/* isValidTraceId */.hX)(traceId) && this._accumulate(traceId) < this._upperBound ? 2 : 0 };
	}
	toString() {
		return `TraceIdRatioBased{${this._ratio}}`;
	}
	_normalize(ratio) {
		if (typeof ratio !== "number" || isNaN(ratio)) return 0;
		return ratio >= 1 ? 1 : ratio <= 0 ? 0 : ratio;
	}
	_accumulate(traceId) {
		let accumulation = 0;
		for (let i = 0; i < 32; i += 8) {
			let part = 0;
			for (let j = 0; j < 8; j++) {
				const c = traceId.charCodeAt(i + j);
				const v = c < 58 ? c - 48 : c < 71 ? c - 55 : c - 87;
				part = part << 4 | v;
			}
			accumulation = (accumulation ^ part) >>> 0;
		}
		return accumulation;
	}
};
//#endregion


//# sourceMappingURL=TraceIdRatioBasedSampler.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/export/BatchSpanProcessorBase.mjs




//#region src/export/BatchSpanProcessorBase.ts
/**
* Implementation of the {@link SpanProcessor} that batches spans exported by
* the SDK then pushes them to the exporter pipeline.
*/
var BatchSpanProcessorBase = class {
	_maxExportBatchSize;
	_maxQueueSize;
	_scheduledDelayMillis;
	_exportTimeoutMillis;
	_exporter;
	_metrics;
	_isExporting = false;
	_finishedSpans = [];
	_timer;
	_shutdownOnce;
	_droppedSpansCount = 0;
	constructor(options) {
		this._exporter = options.exporter;
		this._maxExportBatchSize = options.maxExportBatchSize ?? 512;
		this._maxQueueSize = options.maxQueueSize ?? 2048;
		this._scheduledDelayMillis = options.scheduledDelayMillis ?? 5e3;
		this._exportTimeoutMillis = options.exportTimeoutMillis ?? 3e4;
		this._shutdownOnce = new BindOnceFuture(this._shutdown, this);
		if (this._maxExportBatchSize > this._maxQueueSize) {
			diag_api/* diag */.s.warn("BatchSpanProcessor: maxExportBatchSize must be smaller or equal to maxQueueSize, setting maxExportBatchSize to match maxQueueSize");
			this._maxExportBatchSize = this._maxQueueSize;
		}
		const meter = options.selfObsMeterProvider ? options.selfObsMeterProvider.getMeter("@opentelemetry/sdk-trace") : (0,NoopMeter/* createNoopMeter */.Ac)();
		this._metrics = new SpanProcessorMetrics(OTEL_COMPONENT_TYPE_VALUE_BATCHING_SPAN_PROCESSOR, meter, {
			capacity: this._maxQueueSize,
			getQueueSize: () => this._finishedSpans.length
		});
	}
	forceFlush() {
		if (this._shutdownOnce.isCalled) return this._shutdownOnce.promise;
		return this._flushAll();
	}
	onStart(_span, _parentContext) {}
	onEnd(span) {
		if (this._shutdownOnce.isCalled) return;
		if ((span.spanContext().traceFlags & trace_flags/* TraceFlags */.X.SAMPLED) === 0) return;
		this._addToBuffer(span);
	}
	shutdown() {
		return this._shutdownOnce.call();
	}
	_shutdown() {
		return Promise.resolve().then(() => {
			return this.onShutdown();
		}).then(() => {
			return this._flushAll();
		}).then(() => {
			this._metrics.shutdown();
			return this._exporter.shutdown();
		});
	}
	/** Add a span in the buffer. */
	_addToBuffer(span) {
		if (this._finishedSpans.length >= this._maxQueueSize) {
			if (this._droppedSpansCount === 0) diag_api/* diag */.s.debug("maxQueueSize reached, dropping spans");
			this._droppedSpansCount++;
			this._metrics.dropSpans(1);
			return;
		}
		if (this._droppedSpansCount > 0) {
			diag_api/* diag */.s.warn(`Dropped ${this._droppedSpansCount} spans because maxQueueSize reached`);
			this._droppedSpansCount = 0;
		}
		this._finishedSpans.push(span);
		this._maybeStartTimer();
	}
	/**
	* Send all spans to the exporter respecting the batch size limit
	* This function is used only on forceFlush or shutdown,
	* for all other cases _flush should be used
	* */
	_flushAll() {
		return new Promise((resolve, reject) => {
			const promises = [];
			const count = Math.ceil(this._finishedSpans.length / this._maxExportBatchSize);
			for (let i = 0, j = count; i < j; i++) promises.push(this._flushOneBatch());
			Promise.all(promises).then(() => {
				resolve();
			}).catch(reject);
		});
	}
	_flushOneBatch() {
		this._clearTimer();
		if (this._finishedSpans.length === 0) return Promise.resolve();
		return new Promise((resolve, reject) => {
			const timer = setTimeout(() => {
				reject(/* @__PURE__ */ new Error("Timeout"));
			}, this._exportTimeoutMillis);
			context_api/* context */._.with((0,suppress_tracing/* suppressTracing */.M1)(context_api/* context */._.active()), () => {
				let spans;
				if (this._finishedSpans.length <= this._maxExportBatchSize) {
					spans = this._finishedSpans;
					this._finishedSpans = [];
				} else spans = this._finishedSpans.splice(0, this._maxExportBatchSize);
				const doExport = () => this._exporter.export(spans, (result) => {
					clearTimeout(timer);
					this._metrics.finishSpans(spans.length, result.error);
					if (result.code === ExportResult/* ExportResultCode */.V.SUCCESS) resolve();
					else reject(result.error ?? /* @__PURE__ */ new Error("BatchSpanProcessor: span export failed"));
				});
				let pendingResources = null;
				for (let i = 0, len = spans.length; i < len; i++) {
					const resource = spans[i].resource;
					if (resource.asyncAttributesPending && resource.waitForAsyncAttributes) {
						pendingResources ??= /* @__PURE__ */ new Set();
						pendingResources.add(resource);
					}
				}
				if (pendingResources === null) doExport();
				else Promise.all(Array.from(pendingResources, (resource) => resource.waitForAsyncAttributes?.())).then(doExport, (err) => {
					(0,global_error_handler/* globalErrorHandler */.s)(err);
					reject(err);
				});
			});
		});
	}
	_maybeStartTimer() {
		if (this._isExporting) return;
		const flush = () => {
			this._isExporting = true;
			this._flushOneBatch().finally(() => {
				this._isExporting = false;
				if (this._finishedSpans.length > 0) {
					this._clearTimer();
					this._maybeStartTimer();
				}
			}).catch((e) => {
				this._isExporting = false;
				(0,global_error_handler/* globalErrorHandler */.s)(e);
			});
		};
		if (this._finishedSpans.length >= this._maxExportBatchSize) return flush();
		if (this._timer !== void 0) return;
		this._timer = setTimeout(() => flush(), this._scheduledDelayMillis);
		unrefTimer(this._timer);
	}
	_clearTimer() {
		if (this._timer !== void 0) {
			clearTimeout(this._timer);
			this._timer = void 0;
		}
	}
};
function unrefTimer(timer) {
	const handle = timer;
	if (typeof handle !== "number") handle.unref?.();
}
//#endregion


//# sourceMappingURL=BatchSpanProcessorBase.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/platform/node/export/BatchSpanProcessor.mjs

//#region src/platform/node/export/BatchSpanProcessor.ts
var BatchSpanProcessor = class extends BatchSpanProcessorBase {
	onShutdown() {}
};
//#endregion


//# sourceMappingURL=BatchSpanProcessor.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/index.mjs
















/***/ })

};
