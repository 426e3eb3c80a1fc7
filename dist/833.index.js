export const id = 833;
export const ids = [833];
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

/***/ 7740:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  K: () => (/* binding */ DiagAPI)
});

// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/internal/global-utils.mjs + 2 modules
var global_utils = __webpack_require__(92466);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/diag/ComponentLogger.mjs

//#region src/diag/ComponentLogger.ts
/**
* Component Logger which is meant to be used as part of any component which
* will add automatically additional namespace in front of the log message.
* It will then forward all message to global diag logger
* @example
* const cLogger = diag.createComponentLogger({ namespace: '@opentelemetry/instrumentation-http' });
* cLogger.debug('test');
* // @opentelemetry/instrumentation-http test
*/
var DiagComponentLogger = class {
	constructor(props) {
		this._namespace = props.namespace || "DiagComponentLogger";
	}
	debug(...args) {
		return logProxy("debug", this._namespace, args);
	}
	error(...args) {
		return logProxy("error", this._namespace, args);
	}
	info(...args) {
		return logProxy("info", this._namespace, args);
	}
	warn(...args) {
		return logProxy("warn", this._namespace, args);
	}
	verbose(...args) {
		return logProxy("verbose", this._namespace, args);
	}
};
function logProxy(funcName, namespace, args) {
	const logger = (0,global_utils/* getGlobal */.mS)("diag");
	if (!logger) return;
	return logger[funcName](namespace, ...args);
}
//#endregion


//# sourceMappingURL=ComponentLogger.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/diag/internal/logLevelLogger.mjs

//#region src/diag/internal/logLevelLogger.ts
function createLogLevelDiagLogger(maxLevel, logger) {
	if (maxLevel < 0) maxLevel = 0;
	else if (maxLevel > 9999) maxLevel = 9999;
	logger = logger || {};
	function _filterFunc(funcName, theLevel) {
		const theFunc = logger[funcName];
		if (typeof theFunc === "function" && maxLevel >= theLevel) return theFunc.bind(logger);
		return function() {};
	}
	return {
		error: _filterFunc("error", 30),
		warn: _filterFunc("warn", 50),
		info: _filterFunc("info", 60),
		debug: _filterFunc("debug", 70),
		verbose: _filterFunc("verbose", 80)
	};
}
//#endregion


//# sourceMappingURL=logLevelLogger.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/api/diag.mjs




//#region src/api/diag.ts
const API_NAME = "diag";
/**
* Singleton object which represents the entry point to the OpenTelemetry internal
* diagnostic API
*
* @since 1.0.0
*/
var DiagAPI = class DiagAPI {
	/** Get the singleton instance of the DiagAPI API */
	static instance() {
		if (!this._instance) this._instance = new DiagAPI();
		return this._instance;
	}
	/**
	* Private internal constructor
	* @private
	*/
	constructor() {
		function _logProxy(funcName) {
			return function(...args) {
				const logger = (0,global_utils/* getGlobal */.mS)("diag");
				if (!logger) return;
				return logger[funcName](...args);
			};
		}
		const self = this;
		const setLogger = (logger, optionsOrLogLevel = { logLevel: 60 }) => {
			var _optionsOrLogLevel$lo;
			if (logger === self) {
				var _err$stack;
				const err = /* @__PURE__ */ new Error("Cannot use diag as the logger for itself. Please use a DiagLogger implementation like ConsoleDiagLogger or a custom implementation");
				self.error((_err$stack = err.stack) !== null && _err$stack !== void 0 ? _err$stack : err.message);
				return false;
			}
			if (typeof optionsOrLogLevel === "number") optionsOrLogLevel = { logLevel: optionsOrLogLevel };
			const oldLogger = (0,global_utils/* getGlobal */.mS)("diag");
			const newLogger = createLogLevelDiagLogger((_optionsOrLogLevel$lo = optionsOrLogLevel.logLevel) !== null && _optionsOrLogLevel$lo !== void 0 ? _optionsOrLogLevel$lo : 60, logger);
			if (oldLogger && !optionsOrLogLevel.suppressOverrideMessage) {
				var _Error$stack;
				const stack = (_Error$stack = (/* @__PURE__ */ new Error()).stack) !== null && _Error$stack !== void 0 ? _Error$stack : "<failed to generate stacktrace>";
				oldLogger.warn(`Current logger will be overwritten from ${stack}`);
				newLogger.warn(`Current logger will overwrite one already registered from ${stack}`);
			}
			return (0,global_utils/* registerGlobal */.$G)("diag", newLogger, self, true);
		};
		self.setLogger = setLogger;
		self.disable = () => {
			(0,global_utils/* unregisterGlobal */.kv)(API_NAME, self);
		};
		self.createComponentLogger = (options) => {
			return new DiagComponentLogger(options);
		};
		self.verbose = _logProxy("verbose");
		self.debug = _logProxy("debug");
		self.info = _logProxy("info");
		self.warn = _logProxy("warn");
		self.error = _logProxy("error");
	}
};
//#endregion


//# sourceMappingURL=diag.mjs.map

/***/ }),

/***/ 66103:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  B: () => (/* binding */ baggageEntryMetadataFromString),
  L: () => (/* binding */ createBaggage)
});

// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/api/diag.mjs + 2 modules
var diag = __webpack_require__(7740);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/baggage/internal/baggage-impl.mjs
//#region src/baggage/internal/baggage-impl.ts
var BaggageImpl = class BaggageImpl {
	constructor(entries) {
		this._entries = entries ? new Map(entries) : /* @__PURE__ */ new Map();
	}
	getEntry(key) {
		const entry = this._entries.get(key);
		if (!entry) return;
		return Object.assign({}, entry);
	}
	getAllEntries() {
		return Array.from(this._entries.entries());
	}
	setEntry(key, entry) {
		const newBaggage = new BaggageImpl(this._entries);
		newBaggage._entries.set(key, entry);
		return newBaggage;
	}
	removeEntry(key) {
		const newBaggage = new BaggageImpl(this._entries);
		newBaggage._entries.delete(key);
		return newBaggage;
	}
	removeEntries(...keys) {
		const newBaggage = new BaggageImpl(this._entries);
		for (const key of keys) newBaggage._entries.delete(key);
		return newBaggage;
	}
	clear() {
		return new BaggageImpl();
	}
};
//#endregion


//# sourceMappingURL=baggage-impl.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/baggage/internal/symbol.mjs
//#region src/baggage/internal/symbol.ts
/**
* Symbol used to make BaggageEntryMetadata an opaque type
*/
const baggageEntryMetadataSymbol = Symbol("BaggageEntryMetadata");
//#endregion


//# sourceMappingURL=symbol.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/baggage/utils.mjs



//#region src/baggage/utils.ts
const utils_diag = diag/* DiagAPI */.K.instance();
/**
* Create a new Baggage with optional entries
*
* @param entries An array of baggage entries the new baggage should contain
*/
function createBaggage(entries = {}) {
	return new BaggageImpl(new Map(Object.entries(entries)));
}
/**
* Create a serializable BaggageEntryMetadata object from a string.
*
* @param str string metadata. Format is currently not defined by the spec and has no special meaning.
*
* @since 1.0.0
*/
function baggageEntryMetadataFromString(str) {
	if (typeof str !== "string") {
		utils_diag.error(`Cannot create baggage metadata from unknown type: ${typeof str}`);
		str = "";
	}
	return {
		__TYPE__: baggageEntryMetadataSymbol,
		toString() {
			return str;
		}
	};
}
//#endregion


//# sourceMappingURL=utils.mjs.map

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

/***/ 92466:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mS: () => (/* binding */ getGlobal),
  $G: () => (/* binding */ registerGlobal),
  kv: () => (/* binding */ unregisterGlobal)
});

;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/version.mjs
//#region src/version.ts
const VERSION = "1.10.0";
//#endregion


//# sourceMappingURL=version.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/internal/semver.mjs

//#region src/internal/semver.ts
const re = /^(\d+)\.(\d+)\.(\d+)(-(.+))?$/;
/**
* Create a function to test an API version to see if it is compatible with the provided ownVersion.
*
* The returned function has the following semantics:
* - Exact match is always compatible
* - Major versions must match exactly
*    - 1.x package cannot use global 2.x package
*    - 2.x package cannot use global 1.x package
* - The minor version of the API module requesting access to the global API must be less than or equal to the minor version of this API
*    - 1.3 package may use 1.4 global because the later global contains all functions 1.3 expects
*    - 1.4 package may NOT use 1.3 global because it may try to call functions which don't exist on 1.3
* - If the major version is 0, the minor version is treated as the major and the patch is treated as the minor
* - Patch and build tag differences are not considered at this time
*
* @param ownVersion version which should be checked against
*/
function _makeCompatibilityCheck(ownVersion) {
	const acceptedVersions = /* @__PURE__ */ new Set([ownVersion]);
	const rejectedVersions = /* @__PURE__ */ new Set();
	const myVersionMatch = ownVersion.match(re);
	if (!myVersionMatch) return () => false;
	const ownVersionParsed = {
		major: +myVersionMatch[1],
		minor: +myVersionMatch[2],
		patch: +myVersionMatch[3],
		prerelease: myVersionMatch[4]
	};
	if (ownVersionParsed.prerelease != null) return function isExactmatch(globalVersion) {
		return globalVersion === ownVersion;
	};
	function _reject(v) {
		rejectedVersions.add(v);
		return false;
	}
	function _accept(v) {
		acceptedVersions.add(v);
		return true;
	}
	return function isCompatible(globalVersion) {
		if (acceptedVersions.has(globalVersion)) return true;
		if (rejectedVersions.has(globalVersion)) return false;
		const globalVersionMatch = globalVersion.match(re);
		if (!globalVersionMatch) return _reject(globalVersion);
		const globalVersionParsed = {
			major: +globalVersionMatch[1],
			minor: +globalVersionMatch[2],
			patch: +globalVersionMatch[3],
			prerelease: globalVersionMatch[4]
		};
		if (globalVersionParsed.prerelease != null) return _reject(globalVersion);
		if (ownVersionParsed.major !== globalVersionParsed.major) return _reject(globalVersion);
		if (ownVersionParsed.major === 0) {
			if (ownVersionParsed.minor === globalVersionParsed.minor && ownVersionParsed.patch <= globalVersionParsed.patch) return _accept(globalVersion);
			return _reject(globalVersion);
		}
		if (ownVersionParsed.minor <= globalVersionParsed.minor) return _accept(globalVersion);
		return _reject(globalVersion);
	};
}
/**
* Test an API version to see if it is compatible with this API.
*
* - Exact match is always compatible
* - Major versions must match exactly
*    - 1.x package cannot use global 2.x package
*    - 2.x package cannot use global 1.x package
* - The minor version of the API module requesting access to the global API must be less than or equal to the minor version of this API
*    - 1.3 package may use 1.4 global because the later global contains all functions 1.3 expects
*    - 1.4 package may NOT use 1.3 global because it may try to call functions which don't exist on 1.3
* - If the major version is 0, the minor version is treated as the major and the patch is treated as the minor
* - Patch and build tag differences are not considered at this time
*
* @param version version of the API requesting an instance of the global API
*/
const isCompatible = _makeCompatibilityCheck(VERSION);
//#endregion


//# sourceMappingURL=semver.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/internal/global-utils.mjs


//#region src/internal/global-utils.ts
const major = VERSION.split(".")[0];
const GLOBAL_OPENTELEMETRY_API_KEY = Symbol.for(`opentelemetry.js.api.${major}`);
const _global = typeof globalThis === "object" ? globalThis : typeof self === "object" ? self : typeof window === "object" ? window : typeof global === "object" ? global : {};
function _makeGlobalApi() {
	return Object.defineProperty({}, "version", {
		value: VERSION,
		enumerable: true,
		writable: false,
		configurable: false
	});
}
function registerGlobal(type, instance, diag, allowOverride = false) {
	var _global$GLOBAL_OPENTE;
	const api = _global[GLOBAL_OPENTELEMETRY_API_KEY] = (_global$GLOBAL_OPENTE = _global[GLOBAL_OPENTELEMETRY_API_KEY]) !== null && _global$GLOBAL_OPENTE !== void 0 ? _global$GLOBAL_OPENTE : _makeGlobalApi();
	if (!allowOverride && api[type]) {
		const err = /* @__PURE__ */ new Error(`@opentelemetry/api: Attempted duplicate registration of API: ${type}`);
		diag.error(err.stack || err.message);
		return false;
	}
	if (api.version !== "1.10.0") {
		const err = /* @__PURE__ */ new Error(`@opentelemetry/api: Registration of version v${api.version} for ${type} does not match previously registered API v${VERSION}`);
		diag.error(err.stack || err.message);
		return false;
	}
	api[type] = instance;
	diag.debug(`@opentelemetry/api: Registered a global for ${type} v${VERSION}.`);
	return true;
}
let _compatibleGlobalApi;
function getGlobal(type) {
	const api = _global[GLOBAL_OPENTELEMETRY_API_KEY];
	if (api == null) return;
	if (api !== _compatibleGlobalApi) {
		if (!api.version || !isCompatible(api.version)) return;
		_compatibleGlobalApi = api;
	}
	return api[type];
}
function unregisterGlobal(type, diag) {
	diag.debug(`@opentelemetry/api: Unregistering a global for ${type} v${VERSION}.`);
	const api = _global[GLOBAL_OPENTELEMETRY_API_KEY];
	if (api) delete api[type];
}
//#endregion


//# sourceMappingURL=global-utils.mjs.map

/***/ }),

/***/ 41523:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $: () => (/* binding */ propagation)
});

// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/internal/global-utils.mjs + 2 modules
var global_utils = __webpack_require__(92466);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/api/diag.mjs + 2 modules
var diag = __webpack_require__(7740);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/baggage/utils.mjs + 2 modules
var utils = __webpack_require__(66103);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/propagation/TextMapPropagator.mjs
var TextMapPropagator = __webpack_require__(64130);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/propagation/NoopTextMapPropagator.mjs
//#region src/propagation/NoopTextMapPropagator.ts
/**
* No-op implementations of {@link TextMapPropagator}.
*/
var NoopTextMapPropagator = class {
	/** Noop inject function does nothing */
	inject(_context, _carrier) {}
	/** Noop extract function does nothing and returns the input context */
	extract(context, _carrier) {
		return context;
	}
	fields() {
		return [];
	}
};
//#endregion


//# sourceMappingURL=NoopTextMapPropagator.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/context/context.mjs
var context = __webpack_require__(11802);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/api/context.mjs + 1 modules
var api_context = __webpack_require__(30320);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/baggage/context-helpers.mjs


//#region src/baggage/context-helpers.ts
/**
* Baggage key
*/
const BAGGAGE_KEY = (0,context/* createContextKey */.n)("OpenTelemetry Baggage Key");
/**
* Retrieve the current baggage from the given context
*
* @param {Context} Context that manage all context values
* @returns {Baggage} Extracted baggage from the context
*/
function getBaggage(context) {
	return context.getValue(BAGGAGE_KEY) || void 0;
}
/**
* Retrieve the current baggage from the active/current context
*
* @returns {Baggage} Extracted baggage from the context
*/
function getActiveBaggage() {
	return getBaggage(api_context/* ContextAPI */._.getInstance().active());
}
/**
* Store a baggage in the given context
*
* @param {Context} Context that manage all context values
* @param {Baggage} baggage that will be set in the actual context
*/
function setBaggage(context, baggage) {
	return context.setValue(BAGGAGE_KEY, baggage);
}
/**
* Delete the baggage stored in the given context
*
* @param {Context} Context that manage all context values
*/
function deleteBaggage(context) {
	return context.deleteValue(BAGGAGE_KEY);
}
//#endregion


//# sourceMappingURL=context-helpers.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/api/propagation.mjs






//#region src/api/propagation.ts
const API_NAME = "propagation";
const NOOP_TEXT_MAP_PROPAGATOR = new NoopTextMapPropagator();
/**
* Singleton object which represents the entry point to the OpenTelemetry Propagation API
*
* @since 1.0.0
*/
var PropagationAPI = class PropagationAPI {
	/** Empty private constructor prevents end users from constructing a new instance of the API */
	constructor() {
		this.createBaggage = utils/* createBaggage */.L;
		this.getBaggage = getBaggage;
		this.getActiveBaggage = getActiveBaggage;
		this.setBaggage = setBaggage;
		this.deleteBaggage = deleteBaggage;
	}
	/** Get the singleton instance of the Propagator API */
	static getInstance() {
		if (!this._instance) this._instance = new PropagationAPI();
		return this._instance;
	}
	/**
	* Set the current propagator.
	*
	* @returns true if the propagator was successfully registered, else false
	*/
	setGlobalPropagator(propagator) {
		return (0,global_utils/* registerGlobal */.$G)(API_NAME, propagator, diag/* DiagAPI */.K.instance());
	}
	/**
	* Inject context into a carrier to be propagated inter-process
	*
	* @param context Context carrying tracing data to inject
	* @param carrier carrier to inject context into
	* @param setter Function used to set values on the carrier
	*/
	inject(context, carrier, setter = TextMapPropagator/* defaultTextMapSetter */.U) {
		return this._getGlobalPropagator().inject(context, carrier, setter);
	}
	/**
	* Extract context from a carrier
	*
	* @param context Context which the newly created context will inherit from
	* @param carrier Carrier to extract context from
	* @param getter Function used to extract keys from a carrier
	*/
	extract(context, carrier, getter = TextMapPropagator/* defaultTextMapGetter */.q) {
		return this._getGlobalPropagator().extract(context, carrier, getter);
	}
	/**
	* Return a list of all fields which may be used by the propagator.
	*/
	fields() {
		return this._getGlobalPropagator().fields();
	}
	/** Remove the global propagator */
	disable() {
		(0,global_utils/* unregisterGlobal */.kv)(API_NAME, diag/* DiagAPI */.K.instance());
	}
	_getGlobalPropagator() {
		return (0,global_utils/* getGlobal */.mS)(API_NAME) || NOOP_TEXT_MAP_PROPAGATOR;
	}
};
//#endregion


//# sourceMappingURL=propagation.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/propagation-api.mjs

//#region src/propagation-api.ts
/**
* Entrypoint for propagation API
*
* @since 1.0.0
*/
const propagation = PropagationAPI.getInstance();
//#endregion


//# sourceMappingURL=propagation-api.mjs.map

/***/ }),

/***/ 64130:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ defaultTextMapSetter),
/* harmony export */   q: () => (/* binding */ defaultTextMapGetter)
/* harmony export */ });
//#region src/propagation/TextMapPropagator.ts
/**
* @since 1.0.0
*/
const defaultTextMapGetter = {
	get(carrier, key) {
		if (carrier == null) return;
		return carrier[key];
	},
	keys(carrier) {
		if (carrier == null) return [];
		return Object.keys(carrier);
	}
};
/**
* @since 1.0.0
*/
const defaultTextMapSetter = { set(carrier, key, value) {
	if (carrier == null) return;
	carrier[key] = value;
} };
//#endregion


//# sourceMappingURL=TextMapPropagator.mjs.map

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

/***/ })

};
