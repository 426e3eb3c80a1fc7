export const id = 508;
export const ids = [508];
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

/***/ 9982:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ER: () => (/* binding */ writeResource),
/* harmony export */   GD: () => (/* binding */ writeInstrumentationScope),
/* harmony export */   vJ: () => (/* binding */ writeAttributes),
/* harmony export */   z$: () => (/* binding */ writeHrTimeAsFixed64)
/* harmony export */ });
/* unused harmony exports writeAnyValue, writeKeyValue */
//#region src/common/protobuf/common-serializer.ts
/**
* Write HrTime [seconds, nanoseconds] directly as fixed64 to the serializer.
* Converts to nanoseconds and writes as 64-bit little-endian integer without allocations.
*
* HrTime represents: total_nanos = seconds * 1_000_000_000 + nanoseconds
* We need to split this into low (bits 0-31) and high (bits 32-63).
*
* @param serializer - The protobuf writer
* @param hrTime - HrTime tuple [seconds, nanoseconds]
*/
function writeHrTimeAsFixed64(serializer, hrTime) {
	const seconds = hrTime[0];
	const nanos = hrTime[1];
	const nanosPerSecond = 1e9;
	const secondsLower16Bits = seconds & 65535;
	const secondsUpperBits = seconds / 65536 >>> 0;
	const nanosFromLower16Bits = secondsLower16Bits * nanosPerSecond;
	const nanosFromUpperBits = secondsUpperBits * nanosPerSecond;
	const lower16ContributionLow32 = nanosFromLower16Bits >>> 0;
	const lower16ContributionHigh32 = Math.floor(nanosFromLower16Bits / 4294967296);
	const upperBitsContributionLow32 = (nanosFromUpperBits & 65535) * 65536 >>> 0;
	const upperBitsContributionHigh32 = nanosFromUpperBits / 65536 >>> 0;
	const low32WithCarry = lower16ContributionLow32 + upperBitsContributionLow32 + nanos;
	const totalLow = low32WithCarry >>> 0;
	const carry = Math.floor(low32WithCarry / 4294967296);
	const totalHigh = lower16ContributionHigh32 + upperBitsContributionHigh32 + carry >>> 0;
	serializer.writeFixed64(totalLow, totalHigh);
}
/**
* Write Attributes directly to protobuf as repeated KeyValue
*/
function writeAttributes(writer, attributes, fieldNumber) {
	for (const key in attributes) {
		if (!Object.prototype.hasOwnProperty.call(attributes, key)) continue;
		const value = attributes[key];
		writer.writeTag(fieldNumber, 2);
		const kvStart = writer.startLengthDelimited();
		const startPos = writer.pos;
		writeKeyValue(writer, key, value);
		writer.finishLengthDelimited(kvStart, writer.pos - startPos);
	}
}
/**
* Write a KeyValue pair directly to protobuf
*/
function writeKeyValue(writer, key, value) {
	writer.writeTag(1, 2);
	writer.writeString(key);
	writer.writeTag(2, 2);
	const valueStart = writer.startLengthDelimited();
	const startPos = writer.pos;
	writeAnyValue(writer, value);
	writer.finishLengthDelimited(valueStart, writer.pos - startPos);
}
const MIN_64_BIT_INT = -(2 ** 63);
const MAX_64_BIT_INT = 2 ** 63;
/**
* Write an AnyValue directly from raw attribute value to protobuf
*/
function writeAnyValue(writer, value) {
	const t = typeof value;
	if (t === "string") {
		writer.writeTag(1, 2);
		writer.writeString(value);
	} else if (t === "boolean") {
		writer.writeTag(2, 0);
		writer.writeVarint(value ? 1 : 0);
	} else if (t === "number") {
		const numValue = value;
		if (Number.isInteger(numValue) && numValue >= MIN_64_BIT_INT && numValue < MAX_64_BIT_INT) {
			writer.writeTag(3, 0);
			writer.writeVarint(numValue);
		} else {
			writer.writeTag(4, 1);
			writer.writeDouble(numValue);
		}
	} else if (value instanceof Uint8Array) {
		writer.writeTag(7, 2);
		writer.writeBytes(value);
	} else if (Array.isArray(value)) {
		writer.writeTag(5, 2);
		const arrayStart = writer.startLengthDelimited();
		const arrayStartPos = writer.pos;
		for (const item of value) {
			writer.writeTag(1, 2);
			const itemStart = writer.startLengthDelimited();
			const itemStartPos = writer.pos;
			writeAnyValue(writer, item);
			writer.finishLengthDelimited(itemStart, writer.pos - itemStartPos);
		}
		writer.finishLengthDelimited(arrayStart, writer.pos - arrayStartPos);
	} else if (t === "object" && value != null) {
		writer.writeTag(6, 2);
		const kvlistStart = writer.startLengthDelimited();
		const kvlistStartPos = writer.pos;
		const obj = value;
		for (const k in obj) {
			if (!Object.prototype.hasOwnProperty.call(obj, k)) continue;
			const v = obj[k];
			writer.writeTag(1, 2);
			const kvStart = writer.startLengthDelimited();
			const kvStartPos = writer.pos;
			writer.writeTag(1, 2);
			writer.writeString(k);
			writer.writeTag(2, 2);
			const valueStart = writer.startLengthDelimited();
			const valueStartPos = writer.pos;
			writeAnyValue(writer, v);
			writer.finishLengthDelimited(valueStart, writer.pos - valueStartPos);
			writer.finishLengthDelimited(kvStart, writer.pos - kvStartPos);
		}
		writer.finishLengthDelimited(kvlistStart, writer.pos - kvlistStartPos);
	}
}
/**
* Write an InstrumentationScope message.
*
* Proto fields (InstrumentationScope):
*   1  name     string  (wire type 2)
*   2  version  string  (wire type 2)
*/
function writeInstrumentationScope(writer, scope, fieldNumber) {
	writer.writeTag(fieldNumber, 2);
	const start = writer.startLengthDelimited();
	const startPos = writer.pos;
	writer.writeTag(1, 2);
	writer.writeString(scope.name);
	if (scope.version) {
		writer.writeTag(2, 2);
		writer.writeString(scope.version);
	}
	if (scope.attributes) writeAttributes(writer, scope.attributes, 3);
	if (scope.droppedAttributesCount) {
		writer.writeTag(4, 0);
		writer.writeVarint(scope.droppedAttributesCount);
	}
	writer.finishLengthDelimited(start, writer.pos - startPos);
}
/**
* Write a Resource message and its enclosing tag.
*
* Proto fields (Resource):
*   1  attributes                repeated KeyValue  (wire type 2)
*   2  dropped_attributes_count  uint32             (wire type 0)
*/
function writeResource(writer, resource, fieldNumber) {
	writer.writeTag(fieldNumber, 2);
	const resourceStart = writer.startLengthDelimited();
	const resourceStartPos = writer.pos;
	if (resource.attributes) writeAttributes(writer, resource.attributes, 1);
	writer.writeTag(2, 0);
	writer.writeVarint(0);
	writer.finishLengthDelimited(resourceStart, writer.pos - resourceStartPos);
}
//#endregion


//# sourceMappingURL=common-serializer.mjs.map

/***/ }),

/***/ 93989:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ ProtobufReader)
/* harmony export */ });
//#region src/common/protobuf/protobuf-reader.ts
/**
* Minimal binary protobuf reader.
* Only implements the wire-types that we currently need; this is not intended
* to be a general-purpose protobuf reader.
*
* Since the values we parse are generally small and not very nested, it's public
* interface does not enforce the same low-allocation philosophy that ProtobufWriter does.
* If this is needed in the future, we should refactor this to fit the use-case.
*/
var ProtobufReader = class {
	pos = 0;
	_buf;
	_textDecoder;
	constructor(buf) {
		this._buf = buf;
		this._textDecoder = new TextDecoder();
	}
	isAtEnd() {
		return this.pos >= this._buf.length;
	}
	/** Read a varint and decode it as a tag, returning field number and wire type. */
	readTag() {
		const raw = this.readVarint();
		return {
			fieldNumber: raw >>> 3,
			wireType: raw & 7
		};
	}
	/**
	* Read a base-128 varint.
	* Returns a JS `number`; precision above 2^53 is silently lost.
	* Throws if the buffer is truncated mid-varint.
	*/
	readVarint() {
		let result = 0;
		let shift = 0;
		let terminated = false;
		while (this.pos < this._buf.length) {
			const b = this._buf[this.pos++];
			result += (b & 127) * Math.pow(2, shift);
			shift += 7;
			if ((b & 128) === 0) {
				terminated = true;
				break;
			}
		}
		if (!terminated) throw new Error("Truncated buffer: unexpected end of data while reading varint");
		return result;
	}
	/** Read a length-delimited byte sequence (bytes field or embedded message). */
	readBytes() {
		const len = this.readVarint();
		if (this.pos + len > this._buf.length) throw new Error(`Truncated buffer: expected ${len} bytes at position ${this.pos}, but only ${this._buf.length - this.pos} available`);
		const slice = this._buf.subarray(this.pos, this.pos + len);
		this.pos += len;
		return slice;
	}
	/** Read a length-delimited UTF-8 string. */
	readString() {
		return this._textDecoder.decode(this.readBytes());
	}
	/**
	* Skip an unknown field.
	* Handles wire types 0 (varint), 1 (64-bit), 2 (length-delimited),
	* and 5 (32-bit).
	*
	* Wire types 3 and 4 (start-group / end-group) are deprecated in proto3
	* and are not used by any OpenTelemetry proto definition. Encountering
	* them is treated as an error.
	*/
	skip(wireType) {
		switch (wireType) {
			case 0:
				this.readVarint();
				break;
			case 1:
				this.pos += 8;
				break;
			case 2:
				this.readBytes();
				break;
			case 5:
				this.pos += 4;
				break;
			default: throw new Error(`Unknown wire type ${wireType}, cannot safely skip`);
		}
	}
};
//#endregion


//# sourceMappingURL=protobuf-reader.mjs.map

/***/ }),

/***/ 258:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ ProtobufSizeEstimator)
/* harmony export */ });
/* harmony import */ var _utils_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5129);

//#region src/common/protobuf/protobuf-size-estimator.ts
/**
* Calculate UTF-8 byte length without encoding
* @param str valid UTF-16 string
*/
function utf8ByteLength(str) {
	const len = str.length;
	let byteLen = 0;
	for (let i = 0; i < len; i++) {
		const code = str.charCodeAt(i);
		if (code < 128) byteLen += 1;
		else if (code < 2048) byteLen += 2;
		else if (code < 55296 || code >= 57344) byteLen += 3;
		else {
			i++;
			byteLen += 4;
		}
	}
	return byteLen;
}
/**
* Size estimator for protobuf messages.
* Implements the same interface as ProtobufWriter but only counts bytes without allocating a buffer.
* @internal
*/
var ProtobufSizeEstimator = class {
	pos = 0;
	startLengthDelimited() {
		return this.pos;
	}
	finishLengthDelimited(_, length) {
		this.pos += (0,_utils_mjs__WEBPACK_IMPORTED_MODULE_0__/* .estimateVarintSize */ .s)(length);
	}
	writeVarint(value) {
		this.pos += (0,_utils_mjs__WEBPACK_IMPORTED_MODULE_0__/* .estimateVarintSize */ .s)(value);
	}
	writeSint32(value) {
		this.pos += (0,_utils_mjs__WEBPACK_IMPORTED_MODULE_0__/* .estimateVarintSize */ .s)((value << 1 ^ value >> 31) >>> 0);
	}
	writeSfixed64(_value) {
		this.pos += 8;
	}
	writeFixed32(_value) {
		this.pos += 4;
	}
	writeFixed64(_low, _high) {
		this.pos += 8;
	}
	writeBytes(bytes) {
		this.pos += (0,_utils_mjs__WEBPACK_IMPORTED_MODULE_0__/* .estimateVarintSize */ .s)(bytes.length);
		this.pos += bytes.length;
	}
	writeTag(fieldNumber, wireType) {
		this.writeVarint(fieldNumber << 3 | wireType);
	}
	writeDouble(_value) {
		this.pos += 8;
	}
	writeString(str) {
		const byteLen = utf8ByteLength(str);
		this.pos += (0,_utils_mjs__WEBPACK_IMPORTED_MODULE_0__/* .estimateVarintSize */ .s)(byteLen);
		this.pos += byteLen;
	}
};
//#endregion


//# sourceMappingURL=protobuf-size-estimator.mjs.map

/***/ }),

/***/ 69493:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ ProtobufWriter)
/* harmony export */ });
/* unused harmony export GROWING_BUFFER_DEBUG_MESSAGE */
/* harmony import */ var _utils_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5129);
/* harmony import */ var _opentelemetry_api__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95099);


//#region src/common/protobuf/protobuf-writer.ts
const GROWING_BUFFER_DEBUG_MESSAGE = "ProtobufWriter: estimated size was too small, growing buffer.";
/**
* bytes reserved for length in length-delimited fields
* using 1 to assume most length-delimited fields are small
*/
const RESERVED_LENGTH_BYTES = 1;
/**
* Primitive protobuf writer, optimized to avoid small object allocations.
* Grows buffer dynamically if initial size is exceeded.
*/
var ProtobufWriter = class {
	_buffer;
	_textEncoder;
	_dataView;
	pos = 0;
	constructor(estimatedSize = 65536) {
		this._buffer = new Uint8Array(estimatedSize);
		this._textEncoder = new TextEncoder();
		this._dataView = new DataView(this._buffer.buffer, this._buffer.byteOffset);
	}
	/**
	* Ensure buffer has capacity for at least size more bytes
	*/
	_ensureCapacity(size) {
		const needed = this.pos + size;
		if (needed <= this._buffer.length) return;
		_opentelemetry_api__WEBPACK_IMPORTED_MODULE_0__/* .diag */ .s.debug(GROWING_BUFFER_DEBUG_MESSAGE);
		let newSize = this._buffer.length * 2;
		while (newSize < needed) newSize *= 2;
		const newBuffer = new Uint8Array(newSize);
		newBuffer.set(this._buffer);
		this._buffer = newBuffer;
		this._dataView = new DataView(this._buffer.buffer, this._buffer.byteOffset);
	}
	/**
	* Get the written bytes as a Uint8Array
	*/
	finish() {
		return this._buffer.subarray(0, this.pos);
	}
	/**
	* Insert placeholder for length. Update later with {@link finishLengthDelimited}
	* Returns the position where to write the length.
	*/
	startLengthDelimited() {
		const lengthPos = this.pos;
		this._ensureCapacity(RESERVED_LENGTH_BYTES);
		this.pos += RESERVED_LENGTH_BYTES;
		return lengthPos;
	}
	/**
	* Write length varint at placeholder position and shift content forward if needed.
	* Most messages are small (< 128 bytes), so we reserve 1 byte and only shift
	* when the length needs more bytes.
	*/
	finishLengthDelimited(pos, length) {
		const v = length >>> 0;
		const varintSize = (0,_utils_mjs__WEBPACK_IMPORTED_MODULE_1__/* .estimateVarintSize */ .s)(v);
		if (varintSize > RESERVED_LENGTH_BYTES) {
			const additionalBytes = varintSize - RESERVED_LENGTH_BYTES;
			this._ensureCapacity(additionalBytes);
			this._buffer.copyWithin(pos + varintSize, pos + RESERVED_LENGTH_BYTES, this.pos);
			this.pos += additionalBytes;
		}
		let writePos = pos;
		if (v < 128) this._buffer[writePos] = v;
		else if (v < 16384) {
			this._buffer[writePos++] = v & 127 | 128;
			this._buffer[writePos] = v >>> 7;
		} else if (v < 2097152) {
			this._buffer[writePos++] = v & 127 | 128;
			this._buffer[writePos++] = v >>> 7 & 127 | 128;
			this._buffer[writePos] = v >>> 14;
		} else if (v < 268435456) {
			this._buffer[writePos++] = v & 127 | 128;
			this._buffer[writePos++] = v >>> 7 & 127 | 128;
			this._buffer[writePos++] = v >>> 14 & 127 | 128;
			this._buffer[writePos] = v >>> 21;
		} else {
			this._buffer[writePos++] = v & 127 | 128;
			this._buffer[writePos++] = v >>> 7 & 127 | 128;
			this._buffer[writePos++] = v >>> 14 & 127 | 128;
			this._buffer[writePos++] = v >>> 21 & 127 | 128;
			this._buffer[writePos] = v >>> 28;
		}
	}
	/**
	* Write a sint32 value using zigzag encoding
	*/
	writeSint32(value) {
		this.writeVarint((value << 1 ^ value >> 31) >>> 0);
	}
	/**
	* Write a signed 64-bit fixed integer (sfixed64) from a JS number.
	* Handles negative values via two's complement.
	*/
	writeSfixed64(value) {
		let low;
		let high;
		if (value >= 0) {
			low = value >>> 0;
			high = value / 4294967296 >>> 0;
		} else {
			const abs = Math.abs(value);
			low = abs >>> 0;
			high = abs / 4294967296 >>> 0;
			low = ~low >>> 0;
			high = ~high >>> 0;
			low = low + 1 >>> 0;
			if (low === 0) high = high + 1 >>> 0;
		}
		this.writeFixed64(low, high);
	}
	/**
	* Write a varint (variable-length integer)
	*/
	writeVarint(value) {
		this._ensureCapacity((0,_utils_mjs__WEBPACK_IMPORTED_MODULE_1__/* .estimateVarintSize */ .s)(value));
		if (value >= 0 && value <= 4294967295) {
			let v = value >>> 0;
			while (v > 127) {
				this._buffer[this.pos++] = v & 127 | 128;
				v >>>= 7;
			}
			this._buffer[this.pos++] = v;
		} else {
			let low;
			let high;
			if (value >= 0) {
				low = value >>> 0;
				high = value / 4294967296 >>> 0;
			} else {
				const abs = Math.abs(value);
				low = abs >>> 0;
				high = abs / 4294967296 >>> 0;
				low = ~low >>> 0;
				high = ~high >>> 0;
				low = low + 1 >>> 0;
				if (low === 0) high = high + 1 >>> 0;
			}
			while (high > 0 || low > 127) {
				this._buffer[this.pos++] = low & 127 | 128;
				low = (low >>> 7 | high << 25) >>> 0;
				high >>>= 7;
			}
			this._buffer[this.pos++] = low & 127;
		}
	}
	/**
	* Write a 32-bit fixed integer (little-endian)
	*/
	writeFixed32(value) {
		this._ensureCapacity(4);
		const v = value >>> 0;
		this._buffer[this.pos++] = v & 255;
		this._buffer[this.pos++] = v >>> 8 & 255;
		this._buffer[this.pos++] = v >>> 16 & 255;
		this._buffer[this.pos++] = v >>> 24 & 255;
	}
	/**
	* Write a 64-bit fixed integer (little-endian)
	* @param low - Low 32 bits
	* @param high - High 32 bits
	*/
	writeFixed64(low, high) {
		this._ensureCapacity(8);
		const l = low >>> 0;
		const h = high >>> 0;
		this._buffer[this.pos++] = l & 255;
		this._buffer[this.pos++] = l >>> 8 & 255;
		this._buffer[this.pos++] = l >>> 16 & 255;
		this._buffer[this.pos++] = l >>> 24 & 255;
		this._buffer[this.pos++] = h & 255;
		this._buffer[this.pos++] = h >>> 8 & 255;
		this._buffer[this.pos++] = h >>> 16 & 255;
		this._buffer[this.pos++] = h >>> 24 & 255;
	}
	/**
	* Write length-delimited data (varint length + bytes)
	*/
	writeBytes(bytes) {
		this.writeVarint(bytes.length);
		this._ensureCapacity(bytes.length);
		this._buffer.set(bytes, this.pos);
		this.pos += bytes.length;
	}
	/**
	* Write a field key (field number + wire type)
	*/
	writeTag(fieldNumber, wireType) {
		this.writeVarint(fieldNumber << 3 | wireType);
	}
	/**
	* Write a double (64-bit IEEE 754)
	*/
	writeDouble(value) {
		this._ensureCapacity(8);
		this._dataView.setFloat64(this.pos, value, true);
		this.pos += 8;
	}
	/**
	* Write a string as UTF-8 bytes (length-delimited)
	*/
	writeString(str) {
		let isAscii = true;
		const len = str.length;
		for (let i = 0; i < len; i++) if (str.charCodeAt(i) > 127) {
			isAscii = false;
			break;
		}
		if (isAscii) {
			this.writeVarint(len);
			this._ensureCapacity(len);
			for (let i = 0; i < len; i++) this._buffer[this.pos++] = str.charCodeAt(i);
		} else {
			const bytes = this._textEncoder.encode(str);
			this.writeBytes(bytes);
		}
	}
};
//#endregion


//# sourceMappingURL=protobuf-writer.mjs.map

/***/ }),

/***/ 5129:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ estimateVarintSize)
/* harmony export */ });
//#region src/common/protobuf/utils.ts
/**
* Estimate size of a number encoded as varint.
* @param v value to calculate size for
* @returns size in bytes of the varint encoding of the value
*/
function estimateVarintSize(v) {
	if (v < 0) return 10;
	if (v < 128) return 1;
	if (v < 16384) return 2;
	if (v < 2097152) return 3;
	if (v < 268435456) return 4;
	if (v < 34359738368) return 5;
	if (v < 4398046511104) return 6;
	if (v < 562949953421312) return 7;
	if (v < 72057594037927940) return 8;
	return 9;
}
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

/***/ }),

/***/ 95902:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  D: () => (/* binding */ ProtobufMetricsSerializer)
});

// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/common/protobuf/protobuf-writer.mjs
var protobuf_writer = __webpack_require__(69493);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/common/protobuf/common-serializer.mjs
var common_serializer = __webpack_require__(9982);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/common/protobuf/protobuf-size-estimator.mjs
var protobuf_size_estimator = __webpack_require__(258);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/metrics/Metric.mjs
var Metric = __webpack_require__(18007);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/export/MetricData.mjs
var MetricData = __webpack_require__(63938);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/export/AggregationTemporality.mjs
var AggregationTemporality = __webpack_require__(69778);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/metrics/protobuf/metrics-serializer.mjs





//#region src/metrics/protobuf/metrics-serializer.ts
/**
* Serialize a NumberDataPoint directly from SDK DataPoint<number>
*
* Proto fields (NumberDataPoint):
*   7  attributes               repeated KeyValue  (wire type 2)
*   2  start_time_unix_nano     fixed64            (wire type 1)
*   3  time_unix_nano           fixed64            (wire type 1)
*   4  as_double                double             (wire type 1)
*   6  as_int                   sfixed64           (wire type 1)
*   5  exemplars                repeated Exemplar  (wire type 2)
*   8  flags                    uint32             (wire type 0)
*/
function serializeNumberDataPoint(writer, dataPoint, valueType) {
	const start = writer.startLengthDelimited();
	const startPos = writer.pos;
	writer.writeTag(2, 1);
	(0,common_serializer/* writeHrTimeAsFixed64 */.z$)(writer, dataPoint.startTime);
	writer.writeTag(3, 1);
	(0,common_serializer/* writeHrTimeAsFixed64 */.z$)(writer, dataPoint.endTime);
	if (valueType === Metric/* ValueType */.e.INT) {
		writer.writeTag(6, 1);
		writer.writeSfixed64(dataPoint.value);
	} else {
		writer.writeTag(4, 1);
		writer.writeDouble(dataPoint.value);
	}
	if (dataPoint.attributes) (0,common_serializer/* writeAttributes */.vJ)(writer, dataPoint.attributes, 7);
	writer.finishLengthDelimited(start, writer.pos - startPos);
}
/**
* Serialize a HistogramDataPoint directly from SDK DataPoint<Histogram>
*
* Proto fields (HistogramDataPoint):
*   9  attributes               repeated KeyValue  (wire type 2)
*   2  start_time_unix_nano     fixed64            (wire type 1)
*   3  time_unix_nano           fixed64            (wire type 1)
*   4  count                    fixed64            (wire type 1)
*   5  sum                      optional double    (wire type 1)
*   6  bucket_counts            repeated fixed64   (packed, wire type 2)
*   7  explicit_bounds          repeated double    (packed, wire type 2)
*   8  exemplars                repeated Exemplar  (wire type 2)
*  10  flags                    uint32             (wire type 0)
*  11  min                      optional double    (wire type 1)
*  12  max                      optional double    (wire type 1)
*/
function serializeHistogramDataPoint(writer, dataPoint) {
	const start = writer.startLengthDelimited();
	const startPos = writer.pos;
	const histogram = dataPoint.value;
	writer.writeTag(2, 1);
	(0,common_serializer/* writeHrTimeAsFixed64 */.z$)(writer, dataPoint.startTime);
	writer.writeTag(3, 1);
	(0,common_serializer/* writeHrTimeAsFixed64 */.z$)(writer, dataPoint.endTime);
	writer.writeTag(4, 1);
	writer.writeFixed64(histogram.count >>> 0, histogram.count / 4294967296 >>> 0);
	if (histogram.sum !== void 0) {
		writer.writeTag(5, 1);
		writer.writeDouble(histogram.sum);
	}
	if (histogram.buckets.counts.length > 0) {
		writer.writeTag(6, 2);
		const countsStart = writer.startLengthDelimited();
		const countsStartPos = writer.pos;
		for (const count of histogram.buckets.counts) writer.writeFixed64(count >>> 0, count / 4294967296 >>> 0);
		writer.finishLengthDelimited(countsStart, writer.pos - countsStartPos);
	}
	if (histogram.buckets.boundaries.length > 0) {
		writer.writeTag(7, 2);
		const boundsStart = writer.startLengthDelimited();
		const boundsStartPos = writer.pos;
		for (const bound of histogram.buckets.boundaries) writer.writeDouble(bound);
		writer.finishLengthDelimited(boundsStart, writer.pos - boundsStartPos);
	}
	if (dataPoint.attributes) (0,common_serializer/* writeAttributes */.vJ)(writer, dataPoint.attributes, 9);
	if (histogram.min !== void 0) {
		writer.writeTag(11, 1);
		writer.writeDouble(histogram.min);
	}
	if (histogram.max !== void 0) {
		writer.writeTag(12, 1);
		writer.writeDouble(histogram.max);
	}
	writer.finishLengthDelimited(start, writer.pos - startPos);
}
/**
* Serialize ExponentialHistogramDataPoint.Buckets
*
* Proto fields (Buckets):
*   1  offset         sint32           (wire type 0, zigzag)
*   2  bucket_counts  repeated uint64  (packed, wire type 2)
*/
function serializeExponentialBuckets(writer, offset, bucketCounts) {
	const start = writer.startLengthDelimited();
	const startPos = writer.pos;
	if (offset !== 0) {
		writer.writeTag(1, 0);
		writer.writeSint32(offset);
	}
	if (bucketCounts.length > 0) {
		writer.writeTag(2, 2);
		const bcStart = writer.startLengthDelimited();
		const bcStartPos = writer.pos;
		for (const count of bucketCounts) writer.writeVarint(count);
		writer.finishLengthDelimited(bcStart, writer.pos - bcStartPos);
	}
	writer.finishLengthDelimited(start, writer.pos - startPos);
}
/**
* Serialize an ExponentialHistogramDataPoint directly from SDK DataPoint<ExponentialHistogram>
*
* Proto fields (ExponentialHistogramDataPoint):
*   1  attributes               repeated KeyValue  (wire type 2)
*   2  start_time_unix_nano     fixed64            (wire type 1)
*   3  time_unix_nano           fixed64            (wire type 1)
*   4  count                    fixed64            (wire type 1)
*   5  sum                      optional double    (wire type 1)
*   6  scale                    sint32             (wire type 0, zigzag)
*   7  zero_count               fixed64            (wire type 1)
*   8  positive                 Buckets            (wire type 2)
*   9  negative                 Buckets            (wire type 2)
*  10  flags                    uint32             (wire type 0)
*  11  exemplars                repeated Exemplar  (wire type 2)
*  12  min                      optional double    (wire type 1)
*  13  max                      optional double    (wire type 1)
*/
function serializeExponentialHistogramDataPoint(writer, dataPoint) {
	const start = writer.startLengthDelimited();
	const startPos = writer.pos;
	const histogram = dataPoint.value;
	if (dataPoint.attributes) (0,common_serializer/* writeAttributes */.vJ)(writer, dataPoint.attributes, 1);
	writer.writeTag(2, 1);
	(0,common_serializer/* writeHrTimeAsFixed64 */.z$)(writer, dataPoint.startTime);
	writer.writeTag(3, 1);
	(0,common_serializer/* writeHrTimeAsFixed64 */.z$)(writer, dataPoint.endTime);
	writer.writeTag(4, 1);
	writer.writeFixed64(histogram.count >>> 0, histogram.count / 4294967296 >>> 0);
	if (histogram.sum !== void 0) {
		writer.writeTag(5, 1);
		writer.writeDouble(histogram.sum);
	}
	if (histogram.scale !== 0) {
		writer.writeTag(6, 0);
		writer.writeSint32(histogram.scale);
	}
	writer.writeTag(7, 1);
	writer.writeFixed64(histogram.zeroCount >>> 0, histogram.zeroCount / 4294967296 >>> 0);
	writer.writeTag(8, 2);
	serializeExponentialBuckets(writer, histogram.positive.offset, histogram.positive.bucketCounts);
	writer.writeTag(9, 2);
	serializeExponentialBuckets(writer, histogram.negative.offset, histogram.negative.bucketCounts);
	if (histogram.min !== void 0) {
		writer.writeTag(12, 1);
		writer.writeDouble(histogram.min);
	}
	if (histogram.max !== void 0) {
		writer.writeTag(13, 1);
		writer.writeDouble(histogram.max);
	}
	writer.finishLengthDelimited(start, writer.pos - startPos);
}
/**
* Serialize a Metric message with its data type
*
* Proto fields (Metric):
*   1  name                     string             (wire type 2)
*   2  description              string             (wire type 2)
*   3  unit                     string             (wire type 2)
*   5  gauge                    Gauge              (wire type 2)
*   7  sum                      Sum                (wire type 2)
*   9  histogram                Histogram          (wire type 2)
*  10  exponential_histogram    ExponentialHist    (wire type 2)
*  11  summary                  Summary            (wire type 2)
*/
function serializeMetric(writer, metricData) {
	const metricStart = writer.startLengthDelimited();
	const metricStartPos = writer.pos;
	writer.writeTag(1, 2);
	writer.writeString(metricData.descriptor.name);
	if (metricData.descriptor.description) {
		writer.writeTag(2, 2);
		writer.writeString(metricData.descriptor.description);
	}
	if (metricData.descriptor.unit) {
		writer.writeTag(3, 2);
		writer.writeString(metricData.descriptor.unit);
	}
	switch (metricData.dataPointType) {
		case MetricData/* DataPointType */.n.GAUGE:
			writer.writeTag(5, 2);
			serializeGauge(writer, metricData);
			break;
		case MetricData/* DataPointType */.n.SUM:
			writer.writeTag(7, 2);
			serializeSum(writer, metricData);
			break;
		case MetricData/* DataPointType */.n.HISTOGRAM:
			writer.writeTag(9, 2);
			serializeHistogramMetric(writer, metricData);
			break;
		case MetricData/* DataPointType */.n.EXPONENTIAL_HISTOGRAM:
			writer.writeTag(10, 2);
			serializeExponentialHistogramMetric(writer, metricData);
	}
	writer.finishLengthDelimited(metricStart, writer.pos - metricStartPos);
}
/**
* Proto fields (Gauge):
*   1  data_points  repeated NumberDataPoint  (wire type 2)
*/
function serializeGauge(writer, metricData) {
	const start = writer.startLengthDelimited();
	const startPos = writer.pos;
	for (const dataPoint of metricData.dataPoints) {
		writer.writeTag(1, 2);
		serializeNumberDataPoint(writer, dataPoint, metricData.descriptor.valueType);
	}
	writer.finishLengthDelimited(start, writer.pos - startPos);
}
/**
* Proto fields (Sum):
*   1  data_points               repeated NumberDataPoint  (wire type 2)
*   2  aggregation_temporality   AggregationTemporality    (wire type 0)
*   3  is_monotonic              bool                      (wire type 0)
*/
function serializeSum(writer, metricData) {
	const start = writer.startLengthDelimited();
	const startPos = writer.pos;
	for (const dataPoint of metricData.dataPoints) {
		writer.writeTag(1, 2);
		serializeNumberDataPoint(writer, dataPoint, metricData.descriptor.valueType);
	}
	const temporality = toProtoAggregationTemporality(metricData.aggregationTemporality);
	if (temporality !== 0) {
		writer.writeTag(2, 0);
		writer.writeVarint(temporality);
	}
	if (metricData.isMonotonic) {
		writer.writeTag(3, 0);
		writer.writeVarint(1);
	}
	writer.finishLengthDelimited(start, writer.pos - startPos);
}
/**
* Proto fields (Histogram):
*   1  data_points               repeated HistogramDataPoint  (wire type 2)
*   2  aggregation_temporality   AggregationTemporality       (wire type 0)
*/
function serializeHistogramMetric(writer, metricData) {
	const start = writer.startLengthDelimited();
	const startPos = writer.pos;
	for (const dataPoint of metricData.dataPoints) {
		writer.writeTag(1, 2);
		serializeHistogramDataPoint(writer, dataPoint);
	}
	const temporality = toProtoAggregationTemporality(metricData.aggregationTemporality);
	if (temporality !== 0) {
		writer.writeTag(2, 0);
		writer.writeVarint(temporality);
	}
	writer.finishLengthDelimited(start, writer.pos - startPos);
}
/**
* Proto fields (ExponentialHistogram):
*   1  data_points               repeated ExponentialHistogramDataPoint  (wire type 2)
*   2  aggregation_temporality   AggregationTemporality                 (wire type 0)
*/
function serializeExponentialHistogramMetric(writer, metricData) {
	const start = writer.startLengthDelimited();
	const startPos = writer.pos;
	for (const dataPoint of metricData.dataPoints) {
		writer.writeTag(1, 2);
		serializeExponentialHistogramDataPoint(writer, dataPoint);
	}
	const temporality = toProtoAggregationTemporality(metricData.aggregationTemporality);
	if (temporality !== 0) {
		writer.writeTag(2, 0);
		writer.writeVarint(temporality);
	}
	writer.finishLengthDelimited(start, writer.pos - startPos);
}
/**
* Serialize ScopeMetrics directly from SDK types
*/
function serializeScopeMetrics(writer, scopeMetrics) {
	const scopeStart = writer.startLengthDelimited();
	const scopeStartPos = writer.pos;
	(0,common_serializer/* writeInstrumentationScope */.GD)(writer, scopeMetrics.scope, 1);
	for (const metric of scopeMetrics.metrics) {
		writer.writeTag(2, 2);
		serializeMetric(writer, metric);
	}
	if (scopeMetrics.scope.schemaUrl) {
		writer.writeTag(3, 2);
		writer.writeString(scopeMetrics.scope.schemaUrl);
	}
	writer.finishLengthDelimited(scopeStart, writer.pos - scopeStartPos);
}
/**
* Serialize ResourceMetrics directly from SDK types
*
* Proto fields (ResourceMetrics):
*   1  resource       Resource           (wire type 2)
*   2  scope_metrics  repeated ScopeMetrics  (wire type 2)
*   3  schema_url     string             (wire type 2)
*/
function serializeResourceMetrics(writer, resourceMetrics) {
	const start = writer.startLengthDelimited();
	const startPos = writer.pos;
	(0,common_serializer/* writeResource */.ER)(writer, resourceMetrics.resource, 1);
	for (const scopeMetrics of resourceMetrics.scopeMetrics) {
		writer.writeTag(2, 2);
		serializeScopeMetrics(writer, scopeMetrics);
	}
	if (resourceMetrics.resource.schemaUrl) {
		writer.writeTag(3, 2);
		writer.writeString(resourceMetrics.resource.schemaUrl);
	}
	writer.finishLengthDelimited(start, writer.pos - startPos);
}
function toProtoAggregationTemporality(temporality) {
	switch (temporality) {
		case AggregationTemporality/* AggregationTemporality */.h.DELTA: return 1;
		case AggregationTemporality/* AggregationTemporality */.h.CUMULATIVE: return 2;
		default: return 0;
	}
}
/**
* Serialize ExportMetricsServiceRequest directly from ResourceMetrics
*/
function serializeMetricsExportRequest(resourceMetrics) {
	const estimator = new protobuf_size_estimator/* ProtobufSizeEstimator */.r();
	estimator.writeTag(1, 2);
	serializeResourceMetrics(estimator, resourceMetrics);
	const writer = new protobuf_writer/* ProtobufWriter */.F(estimator.pos);
	writer.writeTag(1, 2);
	serializeResourceMetrics(writer, resourceMetrics);
	return writer.finish();
}
//#endregion


//# sourceMappingURL=metrics-serializer.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/common/protobuf/protobuf-reader.mjs
var protobuf_reader = __webpack_require__(93989);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/metrics/protobuf/response-deserializer.mjs

//#region src/metrics/protobuf/response-deserializer.ts
/**
* Parse an ExportMetricsPartialSuccess embedded message from raw bytes.
*
* Field map (opentelemetry/proto/collector/metrics/v1/metrics_service.proto):
*   1  rejected_data_points  int64   (varint)
*   2  error_message         string  (length-delimited)
*/
function deserializePartialSuccess(data) {
	const reader = new protobuf_reader/* ProtobufReader */.t(data);
	const result = {};
	while (!reader.isAtEnd()) {
		const { fieldNumber, wireType } = reader.readTag();
		switch (fieldNumber) {
			case 1:
				if (wireType === 0) result.rejectedDataPoints = reader.readVarint();
				else reader.skip(wireType);
				break;
			case 2:
				if (wireType === 2) result.errorMessage = reader.readString();
				else reader.skip(wireType);
				break;
			default: reader.skip(wireType);
		}
	}
	return result;
}
/**
* Parse an ExportMetricsServiceResponse protobuf message from raw bytes.
*
* Field map (opentelemetry/proto/collector/metrics/v1/metrics_service.proto):
*   1  partial_success  ExportMetricsPartialSuccess  (length-delimited)
*/
function deserializeExportMetricsServiceResponse(data) {
	const reader = new protobuf_reader/* ProtobufReader */.t(data);
	const result = {};
	while (!reader.isAtEnd()) {
		const { fieldNumber, wireType } = reader.readTag();
		switch (fieldNumber) {
			case 1:
				if (wireType === 2) result.partialSuccess = deserializePartialSuccess(reader.readBytes());
				else reader.skip(wireType);
				break;
			default: reader.skip(wireType);
		}
	}
	return result;
}
//#endregion


//# sourceMappingURL=response-deserializer.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/metrics/protobuf/metrics.mjs


//#region src/metrics/protobuf/metrics.ts
const ProtobufMetricsSerializer = {
	serializeRequest: (arg) => {
		return serializeMetricsExportRequest(arg);
	},
	deserializeResponse: (arg) => {
		return deserializeExportMetricsServiceResponse(arg);
	}
};
//#endregion


//# sourceMappingURL=metrics.mjs.map

/***/ })

};
