export const id = 579;
export const ids = [579];
export const modules = {

/***/ 97912:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HF: () => (/* binding */ getStringFromEnv),
/* harmony export */   Jk: () => (/* binding */ getNumberFromEnv)
/* harmony export */ });
/* unused harmony exports getBooleanFromEnv, getStringListFromEnv */
/* harmony import */ var _opentelemetry_api__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(95099);
/* harmony import */ var util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39023);


//#region src/platform/node/environment.ts
/**
* Retrieves a number from an environment variable.
* - Returns `undefined` if the environment variable is empty, unset, contains only whitespace, or is not a number.
* - Returns a number in all other cases.
*
* @param {string} key - The name of the environment variable to retrieve.
* @returns {number | undefined} - The number value or `undefined`.
*/
function getNumberFromEnv(key) {
	const raw = process.env[key];
	if (raw == null || raw.trim() === "") return;
	const value = Number(raw);
	if (isNaN(value)) {
		_opentelemetry_api__WEBPACK_IMPORTED_MODULE_1__/* .diag */ .s.warn(`Unknown value ${(0,util__WEBPACK_IMPORTED_MODULE_0__.inspect)(raw)} for ${key}, expected a number, using defaults`);
		return;
	}
	return value;
}
/**
* Retrieves a string from an environment variable.
* - Returns `undefined` if the environment variable is empty, unset, or contains only whitespace.
*
* @param {string} key - The name of the environment variable to retrieve.
* @returns {string | undefined} - The string value or `undefined`.
*/
function getStringFromEnv(key) {
	const raw = process.env[key];
	if (raw == null || raw.trim() === "") return;
	return raw;
}
/**
* Retrieves a boolean value from an environment variable.
* - Trims leading and trailing whitespace and ignores casing.
* - Returns `false` if the environment variable is empty, unset, or contains only whitespace.
* - Returns `false` for strings that cannot be mapped to a boolean.
*
* @param {string} key - The name of the environment variable to retrieve.
* @returns {boolean} - The boolean value or `false` if the environment variable is unset empty, unset, or contains only whitespace.
*/
function getBooleanFromEnv(key) {
	const raw = process.env[key]?.trim().toLowerCase();
	if (raw == null || raw === "") return false;
	if (raw === "true") return true;
	else if (raw === "false") return false;
	else {
		diag.warn(`Unknown value ${inspect(raw)} for ${key}, expected 'true' or 'false', falling back to 'false' (default)`);
		return false;
	}
}
/**
* Retrieves a list of strings from an environment variable.
* - Uses ',' as the delimiter.
* - Trims leading and trailing whitespace from each entry.
* - Excludes empty entries.
* - Returns `undefined` if the environment variable is empty or contains only whitespace.
* - Returns an empty array if all entries are empty or whitespace.
*
* @param {string} key - The name of the environment variable to retrieve.
* @returns {string[] | undefined} - The list of strings or `undefined`.
*/
function getStringListFromEnv(key) {
	return getStringFromEnv(key)?.split(",").map((v) => v.trim()).filter((s) => s !== "");
}
//#endregion


//# sourceMappingURL=environment.mjs.map

/***/ }),

/***/ 35579:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  defaultResource: () => (/* reexport */ ResourceImpl/* defaultResource */.gk),
  defaultServiceName: () => (/* reexport */ default_service_name/* defaultServiceName */.m),
  detectResources: () => (/* reexport */ detectResources),
  emptyResource: () => (/* reexport */ ResourceImpl/* emptyResource */.sq),
  envDetector: () => (/* reexport */ envDetector),
  hostDetector: () => (/* reexport */ hostDetector),
  osDetector: () => (/* reexport */ osDetector),
  processDetector: () => (/* reexport */ processDetector),
  resourceAttributesEnvDetector: () => (/* reexport */ resourceAttributesEnvDetector),
  resourceFromAttributes: () => (/* reexport */ ResourceImpl/* resourceFromAttributes */.QZ),
  serviceInstanceIdDetector: () => (/* reexport */ serviceInstanceIdDetector),
  serviceNameEnvDetector: () => (/* reexport */ serviceNameEnvDetector)
});

// EXTERNAL MODULE: ./node_modules/@opentelemetry/resources/dist/ResourceImpl.mjs + 4 modules
var ResourceImpl = __webpack_require__(48689);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/diag-api.mjs
var diag_api = __webpack_require__(95099);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/resources/dist/detect-resources.mjs


//#region src/detect-resources.ts
/**
* Runs all resource detectors and returns the results merged into a single Resource.
*
* @param config Configuration for resource detection
*/
const detectResources = (config = {}) => {
	return (config.detectors || []).map((d) => {
		try {
			const resource = (0,ResourceImpl/* resourceFromDetectedResource */.Lm)(d.detect(config));
			diag_api/* diag */.s.debug(`${d.constructor.name} found resource.`, resource);
			return resource;
		} catch (e) {
			diag_api/* diag */.s.debug(`${d.constructor.name} failed: ${e.message}`);
			return (0,ResourceImpl/* emptyResource */.sq)();
		}
	}).reduce((acc, resource) => acc.merge(resource), (0,ResourceImpl/* emptyResource */.sq)());
};
//#endregion


//# sourceMappingURL=detect-resources.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/platform/node/environment.mjs
var environment = __webpack_require__(97912);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/resources/dist/detectors/ResourceAttributesEnvDetector.mjs


//#region src/detectors/ResourceAttributesEnvDetector.ts
/**
* A detector that reads attributes from the OTEL_RESOURCE_ATTRIBUTES
* environment variable.
*/
var ResourceAttributesEnvDetector = class {
	_MAX_LENGTH = 255;
	_COMMA_SEPARATOR = ",";
	_LABEL_KEY_VALUE_SPLITTER = "=";
	detect(_config) {
		const attributes = {};
		const rawAttributes = (0,environment/* getStringFromEnv */.HF)("OTEL_RESOURCE_ATTRIBUTES");
		if (rawAttributes) try {
			const parsedAttributes = this._parseResourceAttributes(rawAttributes);
			Object.assign(attributes, parsedAttributes);
		} catch (e) {
			diag_api/* diag */.s.debug(`ResourceAttributesEnvDetector failed: ${e instanceof Error ? e.message : e}`);
		}
		return { attributes };
	}
	/**
	* Creates an attribute map from the OTEL_RESOURCE_ATTRIBUTES environment
	* variable.
	*
	* OTEL_RESOURCE_ATTRIBUTES: A comma-separated list of attributes in the
	* format "key1=value1,key2=value2". The ',' and '=' characters in keys
	* and values MUST be percent-encoded. Other characters MAY be percent-encoded.
	*
	* Per the spec, on any error (e.g., decoding failure), the entire environment
	* variable value is discarded.
	*
	* @param rawEnvAttributes The resource attributes as a comma-separated list
	* of key/value pairs.
	* @returns The parsed resource attributes.
	* @throws Error if parsing fails (caller handles by discarding all attributes)
	*/
	_parseResourceAttributes(rawEnvAttributes) {
		if (!rawEnvAttributes) return {};
		const attributes = {};
		const rawAttributes = rawEnvAttributes.split(this._COMMA_SEPARATOR).filter((attr) => attr.trim() !== "");
		for (const rawAttribute of rawAttributes) {
			const keyValuePair = rawAttribute.split(this._LABEL_KEY_VALUE_SPLITTER);
			if (keyValuePair.length !== 2) throw new Error(`Invalid format for OTEL_RESOURCE_ATTRIBUTES: "${rawAttribute}". Expected format: key=value. The ',' and '=' characters must be percent-encoded in keys and values.`);
			const [rawKey, rawValue] = keyValuePair;
			const key = rawKey.trim();
			const value = rawValue.trim();
			if (key.length === 0) throw new Error(`Invalid OTEL_RESOURCE_ATTRIBUTES: empty attribute key in "${rawAttribute}".`);
			let decodedKey;
			let decodedValue;
			try {
				decodedKey = decodeURIComponent(key);
				decodedValue = decodeURIComponent(value);
			} catch (e) {
				throw new Error(`Failed to percent-decode OTEL_RESOURCE_ATTRIBUTES entry "${rawAttribute}": ${e instanceof Error ? e.message : e}`, { cause: e });
			}
			if (decodedKey.length > this._MAX_LENGTH) throw new Error(`Attribute key exceeds the maximum length of ${this._MAX_LENGTH} characters: "${decodedKey}".`);
			if (decodedValue.length > this._MAX_LENGTH) throw new Error(`Attribute value exceeds the maximum length of ${this._MAX_LENGTH} characters for key "${decodedKey}".`);
			attributes[decodedKey] = decodedValue;
		}
		return attributes;
	}
};
const resourceAttributesEnvDetector = new ResourceAttributesEnvDetector();
//#endregion


//# sourceMappingURL=ResourceAttributesEnvDetector.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/semantic-conventions/dist/stable_attributes.mjs
var stable_attributes = __webpack_require__(42123);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/resources/dist/detectors/EnvDetector.mjs




//#region src/detectors/EnvDetector.ts
/**
* EnvDetector reads attributes from OTEL_RESOURCE_ATTRIBUTES and
* OTEL_SERVICE_NAME.
*
* @deprecated Use {ResourceAttributesEnvDetector} and {ServiceNameEnvDetector}
*/
var EnvDetector = class extends ResourceAttributesEnvDetector {
	/**
	* Returns a {@link Resource} populated with attributes from the
	* OTEL_RESOURCE_ATTRIBUTES environment variable. Note this is an async
	* function to conform to the Detector interface.
	*
	* @param config The resource detection config
	*/
	detect(_config) {
		const attributes = {};
		const rawAttributes = (0,environment/* getStringFromEnv */.HF)("OTEL_RESOURCE_ATTRIBUTES");
		const serviceName = (0,environment/* getStringFromEnv */.HF)("OTEL_SERVICE_NAME");
		if (rawAttributes) try {
			const parsedAttributes = this._parseResourceAttributes(rawAttributes);
			Object.assign(attributes, parsedAttributes);
		} catch (e) {
			diag_api/* diag */.s.debug(`EnvDetector failed: ${e instanceof Error ? e.message : e}`);
		}
		if (serviceName) attributes[stable_attributes/* ATTR_SERVICE_NAME */.UX4] = serviceName;
		return { attributes };
	}
};
/**
* @deprecated Use {resourceAttributesEnvDetector} and {serviceNameEnvDetector}
*/
const envDetector = new EnvDetector();
//#endregion


//# sourceMappingURL=EnvDetector.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/resources/dist/detectors/ServiceNameEnvDetector.mjs


//#region src/detectors/ServiceNameEnvDetector.ts
/**
* ServiceNameEnvDetector detects 'service.name' from OTEL_SERVICE_NAME.
*/
var ServiceNameEnvDetector = class {
	detect() {
		const attributes = {};
		const serviceName = (0,environment/* getStringFromEnv */.HF)("OTEL_SERVICE_NAME");
		if (serviceName) attributes[stable_attributes/* ATTR_SERVICE_NAME */.UX4] = serviceName;
		return { attributes };
	}
};
const serviceNameEnvDetector = new ServiceNameEnvDetector();
//#endregion


//# sourceMappingURL=ServiceNameEnvDetector.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/resources/dist/semconv.mjs
//#region src/semconv.ts
/**
* The CPU architecture the host system is running on.
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_HOST_ARCH = "host.arch";
/**
* Unique host ID. For Cloud, this must be the instance_id assigned by the cloud provider. For non-containerized systems, this should be the `machine-id`. See the table below for the sources to use to determine the `machine-id` based on operating system.
*
* @example fdbf79e8af94cb7f9e8df36789187052
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_HOST_ID = "host.id";
/**
* Name of the host. On Unix systems, it may contain what the hostname command returns, or the fully qualified hostname, or another name specified by the user.
*
* @example opentelemetry-test
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_HOST_NAME = "host.name";
/**
* The operating system type.
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_OS_TYPE = "os.type";
/**
* The version string of the operating system as defined in [Version Attributes](/docs/resource/README.md#version-attributes).
*
* @example 14.2.1
* @example 18.04.1
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_OS_VERSION = "os.version";
/**
* The command used to launch the process (i.e. the command name). On Linux based systems, can be set to the zeroth string in `proc/[pid]/cmdline`. On Windows, can be set to the first parameter extracted from `GetCommandLineW`.
*
* @example cmd/otelcol
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_PROCESS_COMMAND = "process.command";
/**
* All the command arguments (including the command/executable itself) as received by the process. On Linux-based systems (and some other Unixoid systems supporting procfs), can be set according to the list of null-delimited strings extracted from `proc/[pid]/cmdline`. For libc-based executables, this would be the full argv vector passed to `main`.
*
* @example ["cmd/otecol", "--config=config.yaml"]
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_PROCESS_COMMAND_ARGS = "process.command_args";
/**
* The name of the process executable. On Linux based systems, this **SHOULD** be set to the base name of the target of `/proc/[pid]/exe`. On Windows, this **SHOULD** be set to the base name of `GetProcessImageFileNameW`.
*
* @example otelcol
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_PROCESS_EXECUTABLE_NAME = "process.executable.name";
/**
* The full path to the process executable. On Linux based systems, can be set to the target of `proc/[pid]/exe`. On Windows, can be set to the result of `GetProcessImageFileNameW`.
*
* @example /usr/bin/cmd/otelcol
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_PROCESS_EXECUTABLE_PATH = "process.executable.path";
/**
* The username of the user that owns the process.
*
* @example root
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_PROCESS_OWNER = "process.owner";
/**
* Process identifier (PID).
*
* @example 1234
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_PROCESS_PID = "process.pid";
/**
* An additional description about the runtime of the process, for example a specific vendor customization of the runtime environment.
*
* @example "Eclipse OpenJ9 Eclipse OpenJ9 VM openj9-0.21.0"
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_PROCESS_RUNTIME_DESCRIPTION = "process.runtime.description";
/**
* The name of the runtime of this process.
*
* @example OpenJDK Runtime Environment
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_PROCESS_RUNTIME_NAME = "process.runtime.name";
/**
* The version of the runtime of this process, as returned by the runtime without modification.
*
* @example "14.0.2"
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_PROCESS_RUNTIME_VERSION = "process.runtime.version";
/**
* The string ID of the service instance.
*
* @example 627cc493-f310-47de-96bd-71410b7dec09
*
* @note **MUST** be unique for each instance of the same `service.namespace,service.name` pair (in other words
* `service.namespace,service.name,service.instance.id` triplet **MUST** be globally unique). The ID helps to
* distinguish instances of the same service that exist at the same time (e.g. instances of a horizontally scaled
* service).
*
* Implementations, such as SDKs, are recommended to generate a random Version 1 or Version 4 [RFC
* 4122](https://www.ietf.org/rfc/rfc4122.txt) UUID, but are free to use an inherent unique ID as the source of
* this value if stability is desirable. In that case, the ID **SHOULD** be used as source of a UUID Version 5 and
* **SHOULD** use the following UUID as the namespace: `4d63009a-8d0f-11ee-aad7-4c796ed8e320`.
*
* UUIDs are typically recommended, as only an opaque value for the purposes of identifying a service instance is
* needed. Similar to what can be seen in the man page for the
* [`/etc/machine-id`](https://www.freedesktop.org/software/systemd/man/latest/machine-id.html) file, the underlying
* data, such as pod name and namespace should be treated as confidential, being the user's choice to expose it
* or not via another resource attribute.
*
* For applications running behind an application server (like unicorn), we do not recommend using one identifier
* for all processes participating in the application. Instead, it's recommended each division (e.g. a worker
* thread in unicorn) to have its own instance.id.
*
* It's not recommended for a Collector to set `service.instance.id` if it can't unambiguously determine the
* service instance that is generating that telemetry. For instance, creating an UUID based on `pod.name` will
* likely be wrong, as the Collector might not know from which container within that pod the telemetry originated.
* However, Collectors can set the `service.instance.id` if they can unambiguously determine the service instance
* for that telemetry. This is typically the case for scraping receivers, as they know the target address and
* port.
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_SERVICE_INSTANCE_ID = "service.instance.id";
//#endregion


//# sourceMappingURL=semconv.mjs.map
// EXTERNAL MODULE: external "process"
var external_process_ = __webpack_require__(932);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/resources/dist/detectors/platform/node/machine-id/getMachineId.mjs

//#region src/detectors/platform/node/machine-id/getMachineId.ts
let getMachineIdImpl;
async function getMachineId() {
	if (!getMachineIdImpl) switch (external_process_.platform) {
		case "darwin":
			getMachineIdImpl = (await __webpack_require__.e(/* import() */ 847).then(__webpack_require__.bind(__webpack_require__, 43847))).getMachineId;
			break;
		case "linux":
			getMachineIdImpl = (await __webpack_require__.e(/* import() */ 992).then(__webpack_require__.bind(__webpack_require__, 37992))).getMachineId;
			break;
		case "freebsd":
			getMachineIdImpl = (await __webpack_require__.e(/* import() */ 345).then(__webpack_require__.bind(__webpack_require__, 51345))).getMachineId;
			break;
		case "win32":
			getMachineIdImpl = (await __webpack_require__.e(/* import() */ 88).then(__webpack_require__.bind(__webpack_require__, 56088))).getMachineId;
			break;
		default: getMachineIdImpl = (await __webpack_require__.e(/* import() */ 207).then(__webpack_require__.bind(__webpack_require__, 79207))).getMachineId;
	}
	return getMachineIdImpl();
}
//#endregion


//# sourceMappingURL=getMachineId.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/resources/dist/detectors/platform/node/utils.mjs
//#region src/detectors/platform/node/utils.ts
const normalizeArch = (nodeArchString) => {
	switch (nodeArchString) {
		case "arm": return "arm32";
		case "ppc": return "ppc32";
		case "x64": return "amd64";
		default: return nodeArchString;
	}
};
const normalizeType = (nodePlatform) => {
	switch (nodePlatform) {
		case "sunos": return "solaris";
		case "win32": return "windows";
		default: return nodePlatform;
	}
};
//#endregion


//# sourceMappingURL=utils.mjs.map
// EXTERNAL MODULE: external "os"
var external_os_ = __webpack_require__(70857);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/resources/dist/detectors/platform/node/HostDetector.mjs




//#region src/detectors/platform/node/HostDetector.ts
/**
* HostDetector detects the resources related to the host current process is
* running on. Currently only non-cloud-based attributes are included.
*/
var HostDetector = class {
	detect(_config) {
		return { attributes: {
			[ATTR_HOST_NAME]: (0,external_os_.hostname)(),
			[ATTR_HOST_ARCH]: normalizeArch((0,external_os_.arch)()),
			[ATTR_HOST_ID]: getMachineId()
		} };
	}
};
const hostDetector = new HostDetector();
//#endregion


//# sourceMappingURL=HostDetector.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/resources/dist/detectors/platform/node/OSDetector.mjs



//#region src/detectors/platform/node/OSDetector.ts
/**
* OSDetector detects the resources related to the operating system (OS) on
* which the process represented by this resource is running.
*/
var OSDetector = class {
	detect(_config) {
		return { attributes: {
			[ATTR_OS_TYPE]: normalizeType((0,external_os_.platform)()),
			[ATTR_OS_VERSION]: (0,external_os_.release)()
		} };
	}
};
const osDetector = new OSDetector();
//#endregion


//# sourceMappingURL=OSDetector.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/resources/dist/detectors/platform/node/ProcessDetector.mjs



//#region src/detectors/platform/node/ProcessDetector.ts
/**
* ProcessDetector will be used to detect the resources related current process running
* and being instrumented from the NodeJS Process module.
*/
var ProcessDetector = class {
	detect(_config) {
		const attributes = {
			[ATTR_PROCESS_PID]: process.pid,
			[ATTR_PROCESS_EXECUTABLE_NAME]: process.title,
			[ATTR_PROCESS_EXECUTABLE_PATH]: process.execPath,
			[ATTR_PROCESS_COMMAND_ARGS]: [
				process.argv[0],
				...process.execArgv,
				...process.argv.slice(1)
			],
			[ATTR_PROCESS_RUNTIME_VERSION]: process.versions.node,
			[ATTR_PROCESS_RUNTIME_NAME]: "nodejs",
			[ATTR_PROCESS_RUNTIME_DESCRIPTION]: "Node.js"
		};
		if (process.argv.length > 1) attributes[ATTR_PROCESS_COMMAND] = process.argv[1];
		try {
			const userInfo = external_os_.userInfo();
			attributes[ATTR_PROCESS_OWNER] = userInfo.username;
		} catch (e) {
			diag_api/* diag */.s.debug(`error obtaining process owner: ${e}`);
		}
		return { attributes };
	}
};
const processDetector = new ProcessDetector();
//#endregion


//# sourceMappingURL=ProcessDetector.mjs.map
// EXTERNAL MODULE: external "crypto"
var external_crypto_ = __webpack_require__(76982);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/resources/dist/detectors/platform/node/ServiceInstanceIdDetector.mjs


//#region src/detectors/platform/node/ServiceInstanceIdDetector.ts
/**
* ServiceInstanceIdDetector detects the resources related to the service instance ID.
*/
var ServiceInstanceIdDetector = class {
	_serviceInstanceId;
	detect(_config) {
		if (!this._serviceInstanceId) this._serviceInstanceId = (0,external_crypto_.randomUUID)();
		return { attributes: { [ATTR_SERVICE_INSTANCE_ID]: this._serviceInstanceId } };
	}
};
const serviceInstanceIdDetector = new ServiceInstanceIdDetector();
//#endregion


//# sourceMappingURL=ServiceInstanceIdDetector.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/resources/dist/detectors/platform/node/default-service-name.mjs
var default_service_name = __webpack_require__(39046);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/resources/dist/index.mjs










/***/ })

};
