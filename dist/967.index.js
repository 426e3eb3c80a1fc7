export const id = 967;
export const ids = [967];
export const modules = {

/***/ 38967:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  OTLPMetricExporter: () => (/* reexport */ OTLPMetricExporter)
});

;// CONCATENATED MODULE: ./node_modules/@opentelemetry/exporter-metrics-otlp-grpc/dist/semconv.mjs
//#region src/semconv.ts
/**
* Enum value "otlp_grpc_metric_exporter" for attribute {@link ATTR_OTEL_COMPONENT_TYPE}.
*
* OTLP metric exporter over gRPC with protobuf serialization
*
* @experimental This enum value is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const OTEL_COMPONENT_TYPE_VALUE_OTLP_GRPC_METRIC_EXPORTER = "otlp_grpc_metric_exporter";
//#endregion


//# sourceMappingURL=semconv.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/exporter-metrics-otlp-http/dist/OTLPMetricExporterBase.mjs
var OTLPMetricExporterBase = __webpack_require__(64912);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-grpc-exporter-base/dist/otlp-grpc-export-delegate.mjs + 2 modules
var otlp_grpc_export_delegate = __webpack_require__(44673);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-grpc-exporter-base/dist/configuration/convert-legacy-otlp-grpc-options.mjs + 2 modules
var convert_legacy_otlp_grpc_options = __webpack_require__(95154);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/metrics/protobuf/metrics.mjs + 2 modules
var metrics = __webpack_require__(95902);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/metrics/index.mjs
var dist_metrics = __webpack_require__(59358);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/exporter-metrics-otlp-grpc/dist/OTLPMetricExporter.mjs




//#region src/OTLPMetricExporter.ts
/**
* OTLP-gRPC metric exporter
*/
var OTLPMetricExporter = class extends OTLPMetricExporterBase/* OTLPMetricExporterBase */.sG {
	_url;
	constructor(config) {
		super((0,otlp_grpc_export_delegate/* createOtlpGrpcExportDelegate */.F)((0,convert_legacy_otlp_grpc_options/* convertLegacyOtlpGrpcOptions */.k)(config ?? {}, "METRICS"), metrics/* ProtobufMetricsSerializer */.D, OTEL_COMPONENT_TYPE_VALUE_OTLP_GRPC_METRIC_EXPORTER, dist_metrics/* MetricsExporterMetricsHelper */.K, config?.selfObsMeterProvider, "MetricsExportService", "/opentelemetry.proto.collector.metrics.v1.MetricsService/Export"), config);
		this._url = config?.url;
	}
	/**
	* Sets the meter provider to use to collect metrics for the exporter itself.
	* @experimental This method is experimental and is subject to breaking changes in minor releases.
	*/
	setSelfObsMeterProvider(meterProvider) {
		this.setMetrics((0,otlp_grpc_export_delegate/* createOtlpGrpcExporterMetrics */.i)(OTEL_COMPONENT_TYPE_VALUE_OTLP_GRPC_METRIC_EXPORTER, dist_metrics/* MetricsExporterMetricsHelper */.K, this._url, meterProvider));
	}
};
//#endregion


//# sourceMappingURL=OTLPMetricExporter.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/exporter-metrics-otlp-grpc/dist/index.mjs




/***/ }),

/***/ 10837:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IL: () => (/* binding */ __exportAll),
/* harmony export */   Yp: () => (/* binding */ __toCommonJS),
/* harmony export */   ki: () => (/* binding */ __require),
/* harmony export */   sm: () => (/* binding */ __esmMin)
/* harmony export */ });
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98995);

//#region \0rolldown/runtime.js
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esmMin = (fn, res, err) => () => {
	if (err) throw err[0];
	try {
		return fn && (res = fn(fn = 0)), res;
	} catch (e) {
		throw err = [e], e;
	}
};
var __exportAll = (all, no_symbols) => {
	let target = {};
	for (var name in all) __defProp(target, name, {
		get: all[name],
		enumerable: true
	});
	if (!no_symbols) __defProp(target, Symbol.toStringTag, { value: "Module" });
	return target;
};
var __copyProps = (to, from, except, desc) => {
	if (from && typeof from === "object" || typeof from === "function") for (var keys = __getOwnPropNames(from), i = 0, n = keys.length, key; i < n; i++) {
		key = keys[i];
		if (!__hasOwnProp.call(to, key) && key !== except) __defProp(to, key, {
			get: ((k) => from[k]).bind(null, key),
			enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable
		});
	}
	return to;
};
var __toCommonJS = (mod) => __hasOwnProp.call(mod, "module.exports") ? mod["module.exports"] : __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var __require = /* #__PURE__ */ (() => (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url))();
//#endregion



/***/ }),

/***/ 95154:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  k: () => (/* binding */ convertLegacyOtlpGrpcOptions)
});

// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-grpc-exporter-base/dist/grpc-exporter-transport.mjs + 2 modules
var grpc_exporter_transport = __webpack_require__(41983);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/configuration/shared-configuration.mjs
var shared_configuration = __webpack_require__(31949);
// EXTERNAL MODULE: external "url"
var external_url_ = __webpack_require__(87016);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/diag-api.mjs
var diag_api = __webpack_require__(95099);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-grpc-exporter-base/dist/configuration/otlp-grpc-configuration.mjs




//#region src/configuration/otlp-grpc-configuration.ts
function validateAndNormalizeUrl(url) {
	url = url.trim();
	if (!url.match(/^([\w]{1,8}):\/\//)) url = `https://${url}`;
	const target = new external_url_.URL(url);
	if (target.protocol === "unix:") return url;
	if (target.pathname && target.pathname !== "/") diag_api/* diag */.s.warn("URL path should not be set when using grpc, the path part of the URL will be ignored.");
	if (target.protocol !== "" && !target.protocol?.match(/^(http)s?:$/)) diag_api/* diag */.s.warn("URL protocol should be http(s)://. Using http://.");
	return target.host;
}
function overrideMetadataEntriesIfNotPresent(metadata, additionalMetadata) {
	for (const [key, value] of Object.entries(additionalMetadata.getMap())) if (metadata.get(key).length < 1) metadata.set(key, value);
}
function mergeOtlpGrpcConfigurationWithDefaults(userProvidedConfiguration, fallbackConfiguration, defaultConfiguration) {
	const rawUrl = userProvidedConfiguration.url ?? fallbackConfiguration.url ?? defaultConfiguration.url;
	return {
		...(0,shared_configuration/* mergeOtlpSharedConfigurationWithDefaults */.Zx)(userProvidedConfiguration, fallbackConfiguration, defaultConfiguration),
		metadata: () => {
			const metadata = defaultConfiguration.metadata();
			overrideMetadataEntriesIfNotPresent(metadata, userProvidedConfiguration.metadata?.().clone() ?? (0,grpc_exporter_transport/* createEmptyMetadata */.B9)());
			overrideMetadataEntriesIfNotPresent(metadata, fallbackConfiguration.metadata?.() ?? (0,grpc_exporter_transport/* createEmptyMetadata */.B9)());
			return metadata;
		},
		url: validateAndNormalizeUrl(rawUrl),
		credentials: userProvidedConfiguration.credentials ?? fallbackConfiguration.credentials?.(rawUrl) ?? defaultConfiguration.credentials(rawUrl),
		userAgent: userProvidedConfiguration.userAgent
	};
}
function getOtlpGrpcDefaultConfiguration() {
	return {
		...(0,shared_configuration/* getSharedConfigurationDefaults */.s8)(),
		metadata: () => (0,grpc_exporter_transport/* createEmptyMetadata */.B9)(),
		url: "http://localhost:4317",
		credentials: (url) => {
			if (url.startsWith("http://")) return () => (0,grpc_exporter_transport/* createInsecureCredentials */.ZH)();
			else return () => (0,grpc_exporter_transport/* createSslCredentials */.l0)();
		}
	};
}
//#endregion


//# sourceMappingURL=otlp-grpc-configuration.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/baggage/utils.mjs
var utils = __webpack_require__(42318);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/configuration/shared-env-configuration.mjs
var shared_env_configuration = __webpack_require__(73863);
// EXTERNAL MODULE: external "fs"
var external_fs_ = __webpack_require__(79896);
// EXTERNAL MODULE: external "path"
var external_path_ = __webpack_require__(16928);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-grpc-exporter-base/dist/configuration/otlp-grpc-env-configuration.mjs






//#region src/configuration/otlp-grpc-env-configuration.ts
function fallbackIfNullishOrBlank(signalSpecific, nonSignalSpecific) {
	if (signalSpecific != null && signalSpecific !== "") return signalSpecific;
	if (nonSignalSpecific != null && nonSignalSpecific !== "") return nonSignalSpecific;
}
function getMetadataFromEnv(signalIdentifier) {
	const signalSpecificRawHeaders = process.env[`OTEL_EXPORTER_OTLP_${signalIdentifier}_HEADERS`]?.trim();
	const nonSignalSpecificRawHeaders = process.env["OTEL_EXPORTER_OTLP_HEADERS"]?.trim();
	const signalSpecificHeaders = (0,utils/* parseKeyPairsIntoRecord */.hD)(signalSpecificRawHeaders);
	const nonSignalSpecificHeaders = (0,utils/* parseKeyPairsIntoRecord */.hD)(nonSignalSpecificRawHeaders);
	if (Object.keys(signalSpecificHeaders).length === 0 && Object.keys(nonSignalSpecificHeaders).length === 0) return;
	const mergeHeaders = Object.assign({}, nonSignalSpecificHeaders, signalSpecificHeaders);
	const metadata = (0,grpc_exporter_transport/* createEmptyMetadata */.B9)();
	for (const [key, value] of Object.entries(mergeHeaders)) metadata.set(key, value);
	return metadata;
}
function getMetadataProviderFromEnv(signalIdentifier) {
	const metadata = getMetadataFromEnv(signalIdentifier);
	if (metadata == null) return;
	return () => metadata;
}
function getUrlFromEnv(signalIdentifier) {
	const specificEndpoint = process.env[`OTEL_EXPORTER_OTLP_${signalIdentifier}_ENDPOINT`]?.trim();
	const nonSpecificEndpoint = process.env["OTEL_EXPORTER_OTLP_ENDPOINT"]?.trim();
	return fallbackIfNullishOrBlank(specificEndpoint, nonSpecificEndpoint);
}
/**
* Determines whether the env var for insecure credentials is set to {@code true}.
*
* It will allow the following values as {@code true}
* - 'true'
* - 'true   '
* - '   true'
* - 'TrUE'
* - 'TRUE'
*
* It will not allow:
* - 'true false'
* - 'false true'
* - 'true!'
* - 'true,true'
* - '1'
* - ' '
*
* @param signalIdentifier
*/
function getInsecureSettingFromEnv(signalIdentifier) {
	const signalSpecificInsecureValue = process.env[`OTEL_EXPORTER_OTLP_${signalIdentifier}_INSECURE`]?.toLowerCase().trim();
	const nonSignalSpecificInsecureValue = process.env["OTEL_EXPORTER_OTLP_INSECURE"]?.toLowerCase().trim();
	return fallbackIfNullishOrBlank(signalSpecificInsecureValue, nonSignalSpecificInsecureValue) === "true";
}
function readFileFromEnv(signalSpecificEnvVar, nonSignalSpecificEnvVar, warningMessage) {
	const signalSpecificPath = process.env[signalSpecificEnvVar]?.trim();
	const nonSignalSpecificPath = process.env[nonSignalSpecificEnvVar]?.trim();
	const filePath = fallbackIfNullishOrBlank(signalSpecificPath, nonSignalSpecificPath);
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
function getCredentialsFromEnvIgnoreInsecure(signalIdentifier) {
	const clientKey = getClientKeyFromEnv(signalIdentifier);
	const clientCertificate = getClientCertificateFromEnv(signalIdentifier);
	const rootCertificate = getRootCertificateFromEnv(signalIdentifier);
	if (clientKey != null !== (clientCertificate != null)) {
		diag_api/* diag */.s.warn("Client key and certificate must both be provided, but one was missing - attempting to create credentials from just the root certificate");
		return (0,grpc_exporter_transport/* createSslCredentials */.l0)(rootCertificate);
	}
	return (0,grpc_exporter_transport/* createSslCredentials */.l0)(rootCertificate, clientKey, clientCertificate);
}
function getCredentialsFromEnv(signalIdentifier) {
	if (getInsecureSettingFromEnv(signalIdentifier)) return (0,grpc_exporter_transport/* createInsecureCredentials */.ZH)();
	return getCredentialsFromEnvIgnoreInsecure(signalIdentifier);
}
function getOtlpGrpcConfigurationFromEnv(signalIdentifier) {
	return {
		...(0,shared_env_configuration/* getSharedConfigurationFromEnvironment */.V)(signalIdentifier),
		metadata: getMetadataProviderFromEnv(signalIdentifier),
		url: getUrlFromEnv(signalIdentifier),
		credentials: (finalResolvedUrl) => {
			if (finalResolvedUrl.startsWith("http://")) return () => {
				return (0,grpc_exporter_transport/* createInsecureCredentials */.ZH)();
			};
			else if (finalResolvedUrl.startsWith("https://")) return () => {
				return getCredentialsFromEnvIgnoreInsecure(signalIdentifier);
			};
			return () => {
				return getCredentialsFromEnv(signalIdentifier);
			};
		}
	};
}
//#endregion


//# sourceMappingURL=otlp-grpc-env-configuration.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-grpc-exporter-base/dist/configuration/convert-legacy-otlp-grpc-options.mjs



//#region src/configuration/convert-legacy-otlp-grpc-options.ts
/**
* @deprecated
* @param config
* @param signalIdentifier
*/
function convertLegacyOtlpGrpcOptions(config, signalIdentifier) {
	const userProvidedCredentials = config.credentials;
	return mergeOtlpGrpcConfigurationWithDefaults({
		url: config.url,
		metadata: () => {
			return config.metadata ?? (0,grpc_exporter_transport/* createEmptyMetadata */.B9)();
		},
		compression: config.compression,
		timeoutMillis: config.timeoutMillis,
		concurrencyLimit: config.concurrencyLimit,
		credentials: userProvidedCredentials != null ? () => userProvidedCredentials : void 0,
		userAgent: config.userAgent
	}, getOtlpGrpcConfigurationFromEnv(signalIdentifier), getOtlpGrpcDefaultConfiguration());
}
//#endregion


//# sourceMappingURL=convert-legacy-otlp-grpc-options.mjs.map

/***/ }),

/***/ 41983:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  B9: () => (/* binding */ createEmptyMetadata),
  ZH: () => (/* binding */ createInsecureCredentials),
  MT: () => (/* binding */ createOtlpGrpcExporterTransport),
  l0: () => (/* binding */ createSslCredentials)
});

// UNUSED EXPORTS: GrpcExporterTransport

// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-grpc-exporter-base/dist/_virtual/_rolldown/runtime.mjs
var runtime = __webpack_require__(10837);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-grpc-exporter-base/dist/version.mjs
//#region src/version.ts
const VERSION = "0.301.0";
//#endregion


//# sourceMappingURL=version.mjs.map
// EXTERNAL MODULE: ./node_modules/@grpc/grpc-js/build/src/index.js
var src = __webpack_require__(83033);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-grpc-exporter-base/dist/create-service-client-constructor.mjs


//#region src/create-service-client-constructor.ts
var create_service_client_constructor_exports = /* @__PURE__ */ (0,runtime/* __exportAll */.IL)({ createServiceClientConstructor: () => createServiceClientConstructor });
/**
* Creates a unary service client constructor that, when instantiated, does not serialize/deserialize anything.
* Allows for passing in {@link Buffer} directly, serialization can be handled via protobufjs or custom implementations.
*
* @param path service path
* @param name service name
*/
function createServiceClientConstructor(path, name) {
	const serviceDefinition = { export: {
		path,
		requestStream: false,
		responseStream: false,
		requestSerialize: (arg) => {
			return arg;
		},
		requestDeserialize: (arg) => {
			return arg;
		},
		responseSerialize: (arg) => {
			return arg;
		},
		responseDeserialize: (arg) => {
			return arg;
		}
	} };
	return src.makeGenericClientConstructor(serviceDefinition, name);
}
var init_create_service_client_constructor = (0,runtime/* __esmMin */.sm)((() => {}));
//#endregion
init_create_service_client_constructor();


//# sourceMappingURL=create-service-client-constructor.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-grpc-exporter-base/dist/grpc-exporter-transport.mjs



//#region src/grpc-exporter-transport.ts
const DEFAULT_USER_AGENT = `OTel-OTLP-Exporter-JavaScript/${VERSION}`;
function createUserAgent(userAgent) {
	if (userAgent) return `${userAgent} ${DEFAULT_USER_AGENT}`;
	return DEFAULT_USER_AGENT;
}
const GRPC_COMPRESSION_NONE = 0;
const GRPC_COMPRESSION_GZIP = 2;
const GRPC_DEADLINE_EXCEEDED = 4;
/**
* The maximum number of deadline exceeded errors that will be tolerated before the client is closed.
*/
const MAX_DEADLINE_EXCEEDED_COUNT = 5;
function toGrpcCompression(compression) {
	return compression === "gzip" ? GRPC_COMPRESSION_GZIP : GRPC_COMPRESSION_NONE;
}
function createInsecureCredentials() {
	const { credentials } = (0,runtime/* __require */.ki)("@grpc/grpc-js");
	return credentials.createInsecure();
}
function createSslCredentials(rootCert, privateKey, certChain) {
	const { credentials } = (0,runtime/* __require */.ki)("@grpc/grpc-js");
	return credentials.createSsl(rootCert, privateKey, certChain);
}
function createEmptyMetadata() {
	const { Metadata } = (0,runtime/* __require */.ki)("@grpc/grpc-js");
	return new Metadata();
}
var GrpcExporterTransport = class {
	_client;
	_metadata;
	_parameters;
	_deadlineExceededCount;
	constructor(parameters) {
		this._parameters = parameters;
		this._deadlineExceededCount = 0;
	}
	shutdown() {
		this._client?.close();
	}
	send(data, timeoutMillis) {
		const buffer = Buffer.from(data);
		if (this._client == null) {
			const { createServiceClientConstructor } = (init_create_service_client_constructor(), (0,runtime/* __toCommonJS */.Yp)(create_service_client_constructor_exports));
			try {
				this._metadata = this._parameters.metadata();
			} catch (error) {
				return Promise.resolve({
					status: "failure",
					error
				});
			}
			const clientConstructor = createServiceClientConstructor(this._parameters.grpcPath, this._parameters.grpcName);
			try {
				this._client = new clientConstructor(this._parameters.address, this._parameters.credentials(), {
					"grpc.default_compression_algorithm": toGrpcCompression(this._parameters.compression),
					"grpc.primary_user_agent": createUserAgent(this._parameters.userAgent)
				});
				this._deadlineExceededCount = 0;
			} catch (error) {
				return Promise.resolve({
					status: "failure",
					error
				});
			}
		}
		return new Promise((resolve) => {
			const deadline = Date.now() + timeoutMillis;
			if (this._metadata == null) return resolve({
				error: /* @__PURE__ */ new Error("metadata was null"),
				status: "failure"
			});
			this._client.export(buffer, this._metadata, { deadline }, (err, response) => {
				if (err) {
					resolve({
						status: "failure",
						error: err
					});
					if (err.code === GRPC_DEADLINE_EXCEEDED) {
						this._deadlineExceededCount++;
						if (this._deadlineExceededCount > MAX_DEADLINE_EXCEEDED_COUNT) {
							this._client?.close();
							this._client = void 0;
						}
					}
				} else {
					resolve({
						data: response,
						status: "success"
					});
					this._deadlineExceededCount = 0;
				}
			});
		});
	}
};
function createOtlpGrpcExporterTransport(options) {
	return new GrpcExporterTransport(options);
}
//#endregion


//# sourceMappingURL=grpc-exporter-transport.mjs.map

/***/ }),

/***/ 44673:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  F: () => (/* binding */ createOtlpGrpcExportDelegate),
  i: () => (/* binding */ createOtlpGrpcExporterMetrics)
});

// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-grpc-exporter-base/dist/_virtual/_rolldown/runtime.mjs
var runtime = __webpack_require__(10837);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-grpc-exporter-base/dist/grpc-exporter-transport.mjs + 2 modules
var grpc_exporter_transport = __webpack_require__(41983);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-grpc-exporter-base/dist/semconv.mjs
//#region src/semconv.ts
/**
* Status code of the RPC returned by the RPC server or generated by the client
*
* @example OK
* @example DEADLINE_EXCEEDED
* @example -32602
*
* @note Usually it represents an error code, but may also represent partial success, warning, or differentiate between various types of successful outcomes.
* Semantic conventions for individual RPC frameworks **SHOULD** document what `rpc.response.status_code` means in the context of that system and which values are considered to represent errors.
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_RPC_RESPONSE_STATUS_CODE = "rpc.response.status_code";
//#endregion


//# sourceMappingURL=semconv.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/ExporterMetrics.mjs
var ExporterMetrics = __webpack_require__(3916);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/bounded-queue-export-promise-handler.mjs
var bounded_queue_export_promise_handler = __webpack_require__(43709);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/otlp-export-delegate.mjs + 1 modules
var otlp_export_delegate = __webpack_require__(15599);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/otlp-network-export-delegate.mjs


//#region src/otlp-network-export-delegate.ts
function createOtlpNetworkExportDelegate(options, serializer, metrics, transport) {
	return (0,otlp_export_delegate/* createOtlpExportDelegate */.f)({
		transport,
		serializer,
		promiseHandler: (0,bounded_queue_export_promise_handler/* createBoundedQueueExportPromiseHandler */.m)(options),
		metrics
	}, { timeout: options.timeoutMillis });
}
//#endregion


//# sourceMappingURL=otlp-network-export-delegate.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-grpc-exporter-base/dist/otlp-grpc-export-delegate.mjs




//#region src/otlp-grpc-export-delegate.ts
function createOtlpGrpcExporterMetrics(metricsComponentType, exporterMetricsHelper, url, meterProvider) {
	return new ExporterMetrics/* ExporterMetrics */.z({
		componentType: metricsComponentType,
		metricsHelper: exporterMetricsHelper,
		url,
		meterProvider,
		responseAttributesFromError: (error) => {
			if (!error) return { [ATTR_RPC_RESPONSE_STATUS_CODE]: "OK" };
			if (!isServiceError(error)) return {};
			const { status } = (0,runtime/* __require */.ki)("@grpc/grpc-js");
			const statusName = status[error.code] ?? "UNKNOWN";
			return { [ATTR_RPC_RESPONSE_STATUS_CODE]: statusName };
		}
	});
}
function createOtlpGrpcExportDelegate(options, serializer, metricsComponentType, exporterMetricsHelper, meterProvider, grpcName, grpcPath) {
	return createOtlpNetworkExportDelegate(options, serializer, createOtlpGrpcExporterMetrics(metricsComponentType, exporterMetricsHelper, options.url, meterProvider), (0,grpc_exporter_transport/* createOtlpGrpcExporterTransport */.MT)({
		address: options.url,
		compression: options.compression,
		credentials: options.credentials,
		metadata: options.metadata,
		userAgent: options.userAgent,
		grpcName,
		grpcPath
	}));
}
function isServiceError(error) {
	return typeof error === "object" && error !== null && "code" in error && typeof error.code === "number";
}
//#endregion


//# sourceMappingURL=otlp-grpc-export-delegate.mjs.map

/***/ })

};
