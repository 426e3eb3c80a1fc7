export const id = 630;
export const ids = [630];
export const modules = {

/***/ 83997:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  P: () => (/* binding */ convertLegacyHttpOptions)
});

// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/configuration/shared-configuration.mjs
var shared_configuration = __webpack_require__(31949);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/diag-api.mjs
var diag_api = __webpack_require__(95099);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/util.mjs

//#region src/util.ts
/**
* Parses headers from config leaving only those that have defined values
* @param partialHeaders
*/
function validateAndNormalizeHeaders(partialHeaders) {
	const headers = {};
	Object.entries(partialHeaders ?? {}).forEach(([key, value]) => {
		if (typeof value !== "undefined") headers[key] = String(value);
		else diag_api/* diag */.s.warn(`Header "${key}" has invalid value (${value}) and will be ignored`);
	});
	return headers;
}
//#endregion


//# sourceMappingURL=util.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/configuration/otlp-http-configuration.mjs


//#region src/configuration/otlp-http-configuration.ts
function mergeHeaders(userProvidedHeaders, fallbackHeaders, defaultHeaders) {
	return async () => {
		const requiredHeaders = { ...await defaultHeaders() };
		const headers = {};
		if (fallbackHeaders != null) Object.assign(headers, await fallbackHeaders());
		if (userProvidedHeaders != null) Object.assign(headers, validateAndNormalizeHeaders(await userProvidedHeaders()));
		return Object.assign(headers, requiredHeaders);
	};
}
function validateUserProvidedUrl(url) {
	if (url == null) return;
	try {
		const base = globalThis.location?.href;
		return new URL(url, base).href;
	} catch {
		throw new Error(`Configuration: Could not parse user-provided export URL: '${url}'`);
	}
}
/**
* @param userProvidedConfiguration  Configuration options provided by the user in code.
* @param fallbackConfiguration Fallback to use when the {@link userProvidedConfiguration} does not specify an option.
* @param defaultConfiguration The defaults as defined by the exporter specification
*/
function mergeOtlpHttpConfigurationWithDefaults(userProvidedConfiguration, fallbackConfiguration, defaultConfiguration) {
	return {
		...(0,shared_configuration/* mergeOtlpSharedConfigurationWithDefaults */.Zx)(userProvidedConfiguration, fallbackConfiguration, defaultConfiguration),
		headers: mergeHeaders(userProvidedConfiguration.headers, fallbackConfiguration.headers, defaultConfiguration.headers),
		url: validateUserProvidedUrl(userProvidedConfiguration.url) ?? fallbackConfiguration.url ?? defaultConfiguration.url
	};
}
function getHttpConfigurationDefaults(requiredHeaders, signalResourcePath) {
	return {
		...(0,shared_configuration/* getSharedConfigurationDefaults */.s8)(),
		headers: async () => requiredHeaders,
		url: "http://localhost:4318/" + signalResourcePath
	};
}
//#endregion


//# sourceMappingURL=otlp-http-configuration.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/platform/node/configuration/otlp-node-http-configuration.mjs

//#region src/platform/node/configuration/otlp-node-http-configuration.ts
function httpAgentFactoryFromOptions(options) {
	return async (protocol) => {
		const isInsecure = protocol === "http:";
		const { Agent } = await (isInsecure ? Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 58611, 19)) : Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 65692, 19)));
		if (isInsecure) {
			const { ca, cert, key, ...insecureOptions } = options;
			return new Agent(insecureOptions);
		}
		return new Agent(options);
	};
}
/**
* @param userProvidedConfiguration  Configuration options provided by the user in code.
* @param fallbackConfiguration Fallback to use when the {@link userProvidedConfiguration} does not specify an option.
* @param defaultConfiguration The defaults as defined by the exporter specification
*/
function mergeOtlpNodeHttpConfigurationWithDefaults(userProvidedConfiguration, fallbackConfiguration, defaultConfiguration) {
	return {
		...mergeOtlpHttpConfigurationWithDefaults(userProvidedConfiguration, fallbackConfiguration, defaultConfiguration),
		agentFactory: userProvidedConfiguration.agentFactory ?? fallbackConfiguration.agentFactory ?? defaultConfiguration.agentFactory,
		userAgent: userProvidedConfiguration.userAgent
	};
}
function getNodeHttpConfigurationDefaults(requiredHeaders, signalResourcePath) {
	return {
		...getHttpConfigurationDefaults(requiredHeaders, signalResourcePath),
		agentFactory: httpAgentFactoryFromOptions({ keepAlive: true })
	};
}
//#endregion


//# sourceMappingURL=otlp-node-http-configuration.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/configuration/shared-env-configuration.mjs
var shared_env_configuration = __webpack_require__(73863);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/platform/node/environment.mjs
var environment = __webpack_require__(97912);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/baggage/utils.mjs
var utils = __webpack_require__(42318);
// EXTERNAL MODULE: external "fs"
var external_fs_ = __webpack_require__(79896);
// EXTERNAL MODULE: external "path"
var external_path_ = __webpack_require__(16928);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/platform/node/configuration/otlp-node-http-env-configuration.mjs







//#region src/platform/node/configuration/otlp-node-http-env-configuration.ts
function getStaticHeadersFromEnv(signalIdentifier) {
	const signalSpecificRawHeaders = (0,environment/* getStringFromEnv */.HF)(`OTEL_EXPORTER_OTLP_${signalIdentifier}_HEADERS`);
	const nonSignalSpecificRawHeaders = (0,environment/* getStringFromEnv */.HF)("OTEL_EXPORTER_OTLP_HEADERS");
	const signalSpecificHeaders = (0,utils/* parseKeyPairsIntoRecord */.hD)(signalSpecificRawHeaders);
	const nonSignalSpecificHeaders = (0,utils/* parseKeyPairsIntoRecord */.hD)(nonSignalSpecificRawHeaders);
	if (Object.keys(signalSpecificHeaders).length === 0 && Object.keys(nonSignalSpecificHeaders).length === 0) return;
	return Object.assign({}, (0,utils/* parseKeyPairsIntoRecord */.hD)(nonSignalSpecificRawHeaders), (0,utils/* parseKeyPairsIntoRecord */.hD)(signalSpecificRawHeaders));
}
function appendRootPathToUrlIfNeeded(url) {
	try {
		return new URL(url).toString();
	} catch {
		diag_api/* diag */.s.warn(`Configuration: Could not parse environment-provided export URL: '${url}', falling back to undefined`);
		return;
	}
}
function appendResourcePathToUrl(url, path) {
	try {
		new URL(url);
	} catch {
		diag_api/* diag */.s.warn(`Configuration: Could not parse environment-provided export URL: '${url}', falling back to undefined`);
		return;
	}
	if (!url.endsWith("/")) url = url + "/";
	url += path;
	try {
		new URL(url);
	} catch {
		diag_api/* diag */.s.warn(`Configuration: Provided URL appended with '${path}' is not a valid URL, using 'undefined' instead of '${url}'`);
		return;
	}
	return url;
}
function getNonSpecificUrlFromEnv(signalResourcePath) {
	const envUrl = (0,environment/* getStringFromEnv */.HF)("OTEL_EXPORTER_OTLP_ENDPOINT");
	if (envUrl === void 0) return;
	return appendResourcePathToUrl(envUrl, signalResourcePath);
}
function getSpecificUrlFromEnv(signalIdentifier) {
	const envUrl = (0,environment/* getStringFromEnv */.HF)(`OTEL_EXPORTER_OTLP_${signalIdentifier}_ENDPOINT`);
	if (envUrl === void 0) return;
	return appendRootPathToUrlIfNeeded(envUrl);
}
function readFileFromEnv(signalSpecificEnvVar, nonSignalSpecificEnvVar, warningMessage) {
	const signalSpecificPath = (0,environment/* getStringFromEnv */.HF)(signalSpecificEnvVar);
	const nonSignalSpecificPath = (0,environment/* getStringFromEnv */.HF)(nonSignalSpecificEnvVar);
	const filePath = signalSpecificPath ?? nonSignalSpecificPath;
	if (filePath != null) try {
		return external_fs_.readFileSync(external_path_.resolve(process.cwd(), filePath));
	} catch {
		diag_api/* diag */.s.warn(warningMessage);
		return;
	}
	else return;
}
function getClientCertificateFromEnv(signalIdentifier) {
	return readFileFromEnv(`OTEL_EXPORTER_OTLP_${signalIdentifier}_CLIENT_CERTIFICATE`, "OTEL_EXPORTER_OTLP_CLIENT_CERTIFICATE", "Failed to read client certificate chain file");
}
function getClientKeyFromEnv(signalIdentifier) {
	return readFileFromEnv(`OTEL_EXPORTER_OTLP_${signalIdentifier}_CLIENT_KEY`, "OTEL_EXPORTER_OTLP_CLIENT_KEY", "Failed to read client certificate private key file");
}
function getRootCertificateFromEnv(signalIdentifier) {
	return readFileFromEnv(`OTEL_EXPORTER_OTLP_${signalIdentifier}_CERTIFICATE`, "OTEL_EXPORTER_OTLP_CERTIFICATE", "Failed to read root certificate file");
}
/**
* Reads and returns configuration from the environment
*
* @param signalIdentifier all caps part in environment variables that identifies the signal (e.g.: METRICS, TRACES, LOGS)
* @param signalResourcePath signal resource path to append if necessary (e.g.: v1/metrics, v1/traces, v1/logs)
*/
function getNodeHttpConfigurationFromEnvironment(signalIdentifier, signalResourcePath) {
	return {
		...(0,shared_env_configuration/* getSharedConfigurationFromEnvironment */.V)(signalIdentifier),
		url: getSpecificUrlFromEnv(signalIdentifier) ?? getNonSpecificUrlFromEnv(signalResourcePath),
		headers: (0,shared_configuration/* wrapStaticHeadersInFunction */.im)(getStaticHeadersFromEnv(signalIdentifier)),
		agentFactory: httpAgentFactoryFromOptions({
			keepAlive: true,
			ca: getRootCertificateFromEnv(signalIdentifier),
			cert: getClientCertificateFromEnv(signalIdentifier),
			key: getClientKeyFromEnv(signalIdentifier)
		})
	};
}
//#endregion


//# sourceMappingURL=otlp-node-http-env-configuration.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/configuration/convert-legacy-http-options.mjs

//#region src/configuration/convert-legacy-http-options.ts
function convertLegacyHeaders(config) {
	if (typeof config.headers === "function") return config.headers;
	return (0,shared_configuration/* wrapStaticHeadersInFunction */.im)(config.headers);
}
//#endregion


//# sourceMappingURL=convert-legacy-http-options.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/platform/node/configuration/convert-legacy-node-http-options.mjs




//#region src/platform/node/configuration/convert-legacy-node-http-options.ts
function convertLegacyAgentOptions(config) {
	if (typeof config.httpAgentOptions === "function") return config.httpAgentOptions;
	let legacy = config.httpAgentOptions;
	if (config.keepAlive != null) legacy = {
		keepAlive: config.keepAlive,
		...legacy
	};
	if (legacy != null) return httpAgentFactoryFromOptions(legacy);
	else return;
}
/**
* @deprecated this will be removed in 2.0
* @param config
* @param signalIdentifier
* @param signalResourcePath
* @param requiredHeaders
*/
function convertLegacyHttpOptions(config, signalIdentifier, signalResourcePath, requiredHeaders) {
	if (config.metadata) diag_api/* diag */.s.warn("Metadata cannot be set when using http");
	return mergeOtlpNodeHttpConfigurationWithDefaults({
		url: config.url,
		headers: convertLegacyHeaders(config),
		concurrencyLimit: config.concurrencyLimit,
		timeoutMillis: config.timeoutMillis,
		compression: config.compression,
		agentFactory: convertLegacyAgentOptions(config),
		userAgent: config.userAgent
	}, getNodeHttpConfigurationFromEnvironment(signalIdentifier, signalResourcePath), getNodeHttpConfigurationDefaults(requiredHeaders, signalResourcePath));
}
//#endregion


//# sourceMappingURL=convert-legacy-node-http-options.mjs.map

/***/ }),

/***/ 170:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  l: () => (/* binding */ createOtlpHttpExportDelegate),
  a: () => (/* binding */ createOtlpHttpExporterMetrics)
});

// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/types.mjs
var types = __webpack_require__(77673);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/bounded-queue-export-promise-handler.mjs
var bounded_queue_export_promise_handler = __webpack_require__(43709);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/otlp-export-delegate.mjs + 1 modules
var otlp_export_delegate = __webpack_require__(15599);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/semconv.mjs
var semconv = __webpack_require__(82925);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/ExporterMetrics.mjs
var ExporterMetrics = __webpack_require__(3916);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/version.mjs
var version = __webpack_require__(65894);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/is-export-retryable.mjs
//#region src/is-export-retryable.ts
function isExportHTTPErrorRetryable(statusCode) {
	return statusCode === 429 || statusCode === 502 || statusCode === 503 || statusCode === 504;
}
function parseRetryAfterToMills(retryAfter) {
	if (retryAfter == null) return;
	const seconds = Number.parseInt(retryAfter, 10);
	if (Number.isInteger(seconds)) return seconds > 0 ? seconds * 1e3 : -1;
	const delay = new Date(retryAfter).getTime() - Date.now();
	if (delay >= 0) return delay;
	return 0;
}
//#endregion


//# sourceMappingURL=is-export-retryable.mjs.map
// EXTERNAL MODULE: external "zlib"
var external_zlib_ = __webpack_require__(43106);
// EXTERNAL MODULE: external "stream"
var external_stream_ = __webpack_require__(2203);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/platform/node/transport/http-transport-utils.mjs





//#region src/platform/node/transport/http-transport-utils.ts
const DEFAULT_USER_AGENT = `OTel-OTLP-Exporter-JavaScript/${version/* VERSION */.x}`;
/**
* Maximum response body size (4 MB) that the HTTP transport will read.
* If the server sends more data the connection is destroyed and the export
* is treated as a non-retryable error regardless of status code.
*/
const MAX_RESPONSE_BODY_SIZE = 4194304;
/**
* Sends data using http
* @param request
* @param url
* @param headers
* @param compression
* @param userAgent
* @param agent
* @param data
* @param timeoutMillis
*/
function sendWithHttp(request, url, headers, compression, userAgent, agent, data, timeoutMillis) {
	return new Promise((resolve) => {
		const parsedUrl = new URL(url);
		if (userAgent) headers["User-Agent"] = `${userAgent} ${DEFAULT_USER_AGENT}`;
		else headers["User-Agent"] = DEFAULT_USER_AGENT;
		const req = request(parsedUrl, {
			method: "POST",
			headers,
			agent
		}, (res) => {
			const responseData = [];
			let responseSize = 0;
			res.on("data", (chunk) => {
				responseSize += chunk.length;
				if (responseSize > 4194304) {
					resolve({
						status: "failure",
						error: /* @__PURE__ */ new Error(`OTLP export response body exceeded size limit of ${MAX_RESPONSE_BODY_SIZE} bytes`)
					});
					res.destroy();
					return;
				}
				responseData.push(chunk);
			});
			res.on("end", () => {
				if (res.statusCode && res.statusCode <= 299) resolve({
					status: "success",
					data: Buffer.concat(responseData)
				});
				else if (res.statusCode && isExportHTTPErrorRetryable(res.statusCode)) resolve({
					status: "retryable",
					retryInMillis: parseRetryAfterToMills(res.headers["retry-after"])
				});
				else resolve({
					status: "failure",
					error: new types/* OTLPExporterError */.N(res.statusMessage, res.statusCode, Buffer.concat(responseData).toString())
				});
			});
			res.on("error", (error) => {
				if (res.statusCode && res.statusCode <= 299) resolve({ status: "success" });
				else if (res.statusCode && isExportHTTPErrorRetryable(res.statusCode)) resolve({
					status: "retryable",
					error,
					retryInMillis: parseRetryAfterToMills(res.headers["retry-after"])
				});
				else resolve({
					status: "failure",
					error
				});
			});
		});
		req.setTimeout(timeoutMillis, () => {
			req.destroy();
			resolve({
				status: "retryable",
				error: /* @__PURE__ */ new Error("Request timed out")
			});
		});
		req.on("error", (error) => {
			if (isHttpTransportNetworkErrorRetryable(error)) resolve({
				status: "retryable",
				error
			});
			else resolve({
				status: "failure",
				error
			});
		});
		compressAndSend(req, compression, data, (error) => {
			resolve({
				status: "failure",
				error
			});
		});
	});
}
function compressAndSend(req, compression, data, onError) {
	let dataStream = readableFromUint8Array(data);
	if (compression === "gzip") {
		req.setHeader("Content-Encoding", "gzip");
		dataStream = dataStream.on("error", onError).pipe(external_zlib_.createGzip()).on("error", onError);
	}
	dataStream.pipe(req).on("error", onError);
}
function readableFromUint8Array(buff) {
	const readable = new external_stream_.Readable();
	readable.push(buff);
	readable.push(null);
	return readable;
}
function isHttpTransportNetworkErrorRetryable(error) {
	const RETRYABLE_NETWORK_ERROR_CODES = /* @__PURE__ */ new Set([
		"ECONNRESET",
		"ECONNREFUSED",
		"EPIPE",
		"ETIMEDOUT",
		"EAI_AGAIN",
		"ENOTFOUND",
		"ENETUNREACH",
		"EHOSTUNREACH"
	]);
	if ("code" in error && typeof error.code === "string") return RETRYABLE_NETWORK_ERROR_CODES.has(error.code);
	return false;
}
//#endregion


//# sourceMappingURL=http-transport-utils.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/platform/node/transport/http-exporter-transport.mjs

//#region src/platform/node/transport/http-exporter-transport.ts
var HttpExporterTransport = class {
	_utils = null;
	_parameters;
	constructor(parameters) {
		this._parameters = parameters;
	}
	async send(data, timeoutMillis) {
		const { agent, request } = await this._loadUtils();
		const headers = await this._parameters.headers();
		return sendWithHttp(request, this._parameters.url, headers, this._parameters.compression, this._parameters.userAgent, agent, data, timeoutMillis);
	}
	shutdown() {}
	async _loadUtils() {
		let utils = this._utils;
		if (utils === null) {
			const protocol = new URL(this._parameters.url).protocol;
			const [agent, request] = await Promise.all([this._parameters.agentFactory(protocol), requestFunctionFactory(protocol)]);
			utils = this._utils = {
				agent,
				request
			};
		}
		return utils;
	}
};
async function requestFunctionFactory(protocol) {
	const { request } = await (protocol === "http:" ? Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 58611, 19)) : Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 65692, 19)));
	return request;
}
function createHttpExporterTransport(parameters) {
	return new HttpExporterTransport(parameters);
}
//#endregion


//# sourceMappingURL=http-exporter-transport.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/diag-api.mjs
var diag_api = __webpack_require__(95099);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/retrying-transport.mjs

//#region src/retrying-transport.ts
const MAX_ATTEMPTS = 5;
const INITIAL_BACKOFF = 1e3;
const MAX_BACKOFF = 5e3;
const BACKOFF_MULTIPLIER = 1.5;
const JITTER = .2;
/**
* Get a pseudo-random jitter that falls in the range of [-JITTER, +JITTER]
*/
function getJitter() {
	return Math.random() * (2 * JITTER) - JITTER;
}
var RetryingTransport = class {
	_transport;
	constructor(transport) {
		this._transport = transport;
	}
	retry(data, timeoutMillis, inMillis) {
		return new Promise((resolve, reject) => {
			setTimeout(() => {
				this._transport.send(data, timeoutMillis).then(resolve, reject);
			}, inMillis);
		});
	}
	async send(data, timeoutMillis) {
		let attempts = MAX_ATTEMPTS;
		let nextBackoff = INITIAL_BACKOFF;
		const deadline = Date.now() + timeoutMillis;
		let result = await this._transport.send(data, timeoutMillis);
		while (result.status === "retryable" && attempts > 0) {
			attempts--;
			const backoff = Math.max(Math.min(nextBackoff * (1 + getJitter()), MAX_BACKOFF), 0);
			nextBackoff = nextBackoff * BACKOFF_MULTIPLIER;
			const retryInMillis = result.retryInMillis ?? backoff;
			const remainingTimeoutMillis = deadline - Date.now();
			if (retryInMillis > remainingTimeoutMillis) {
				diag_api/* diag */.s.info(`Export retry time ${Math.round(retryInMillis)}ms exceeds remaining timeout ${Math.round(remainingTimeoutMillis)}ms, not retrying further.`);
				return result;
			}
			diag_api/* diag */.s.verbose(`Scheduling export retry in ${Math.round(retryInMillis)}ms`);
			result = await this.retry(data, remainingTimeoutMillis, retryInMillis);
		}
		if (result.status === "success") diag_api/* diag */.s.verbose(`Export succeeded after ${MAX_ATTEMPTS - attempts} retry attempts.`);
		else if (result.status === "retryable") diag_api/* diag */.s.info(`Export failed after maximum retry attempts (${MAX_ATTEMPTS}).`);
		else diag_api/* diag */.s.info(`Export failed with non-retryable error: ${result.error}`);
		return result;
	}
	shutdown() {
		return this._transport.shutdown();
	}
};
/**
* Creates an Exporter Transport that retries on 'retryable' response.
*/
function createRetryingTransport(options) {
	return new RetryingTransport(options.transport);
}
//#endregion


//# sourceMappingURL=retrying-transport.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/platform/node/otlp-http-export-delegate.mjs







//#region src/platform/node/otlp-http-export-delegate.ts
function createOtlpHttpExporterMetrics(metricsComponentType, exporterMetricsHelper, url, meterProvider) {
	return new ExporterMetrics/* ExporterMetrics */.z({
		componentType: metricsComponentType,
		metricsHelper: exporterMetricsHelper,
		url,
		meterProvider,
		responseAttributesFromError: (error) => {
			if (!error) return { [semconv/* ATTR_HTTP_RESPONSE_STATUS_CODE */.OR]: 200 };
			if (!(error instanceof types/* OTLPExporterError */.N)) return {};
			return { [semconv/* ATTR_HTTP_RESPONSE_STATUS_CODE */.OR]: error.code };
		}
	});
}
function createOtlpHttpExportDelegate(options, serializer, metricsComponentType, exporterMetricsHelper, meterProvider) {
	return (0,otlp_export_delegate/* createOtlpExportDelegate */.f)({
		transport: createRetryingTransport({ transport: createHttpExporterTransport(options) }),
		serializer,
		promiseHandler: (0,bounded_queue_export_promise_handler/* createBoundedQueueExportPromiseHandler */.m)(options),
		metrics: createOtlpHttpExporterMetrics(metricsComponentType, exporterMetricsHelper, options.url, meterProvider)
	}, { timeout: options.timeoutMillis });
}
//#endregion


//# sourceMappingURL=otlp-http-export-delegate.mjs.map

/***/ })

};
