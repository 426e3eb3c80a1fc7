export const id = 156;
export const ids = [156];
export const modules = {

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

/***/ }),

/***/ 88287:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  n: () => (/* binding */ ProtobufTraceSerializer)
});

// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/common/protobuf/protobuf-writer.mjs
var protobuf_writer = __webpack_require__(69493);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/common/hex-to-binary.mjs
//#region src/common/hex-to-binary.ts
function intValue(charCode) {
	if (charCode >= 48 && charCode <= 57) return charCode - 48;
	if (charCode >= 97 && charCode <= 102) return charCode - 87;
	return charCode - 55;
}
function hexToBinary(hexStr) {
	const buf = new Uint8Array(hexStr.length / 2);
	let offset = 0;
	for (let i = 0; i < hexStr.length; i += 2) {
		const hi = intValue(hexStr.charCodeAt(i));
		const lo = intValue(hexStr.charCodeAt(i + 1));
		buf[offset++] = hi << 4 | lo;
	}
	return buf;
}
//#endregion


//# sourceMappingURL=hex-to-binary.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/common/protobuf/common-serializer.mjs
var common_serializer = __webpack_require__(9982);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/common/protobuf/protobuf-size-estimator.mjs
var protobuf_size_estimator = __webpack_require__(258);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/trace/protobuf/trace-serializer.mjs




//#region src/trace/protobuf/trace-serializer.ts
const SPAN_FLAGS_CONTEXT_HAS_IS_REMOTE_MASK = 256;
const SPAN_FLAGS_CONTEXT_IS_REMOTE_MASK = 512;
function buildSpanFlags(traceFlags, isRemote) {
	let flags = traceFlags & 255 | SPAN_FLAGS_CONTEXT_HAS_IS_REMOTE_MASK;
	if (isRemote) flags |= SPAN_FLAGS_CONTEXT_IS_REMOTE_MASK;
	return flags;
}
/**
* Serialize a Span.Status message
*
* Proto fields (Status):
*   1  (reserved)
*   2  message   string         (length-delimited)
*   3  code      StatusCode     (varint)
*/
function serializeStatus(writer, status) {
	const statusStart = writer.startLengthDelimited();
	const statusStartPos = writer.pos;
	if (status.message) {
		writer.writeTag(2, 2);
		writer.writeString(status.message);
	}
	writer.writeTag(3, 0);
	writer.writeVarint(status.code);
	writer.finishLengthDelimited(statusStart, writer.pos - statusStartPos);
}
/**
* Serialize a Span.Event message
*
* Proto fields (Span.Event):
*   1  time_unix_nano           fixed64            (wire type 1)
*   2  name                     string             (wire type 2)
*   3  attributes               repeated KeyValue  (wire type 2)
*   4  dropped_attributes_count uint32             (wire type 0)
*/
function serializeEvent(writer, event) {
	const eventStart = writer.startLengthDelimited();
	const eventStartPos = writer.pos;
	writer.writeTag(1, 1);
	(0,common_serializer/* writeHrTimeAsFixed64 */.z$)(writer, event.time);
	writer.writeTag(2, 2);
	writer.writeString(event.name);
	if (event.attributes) (0,common_serializer/* writeAttributes */.vJ)(writer, event.attributes, 3);
	writer.writeTag(4, 0);
	writer.writeVarint(event.droppedAttributesCount || 0);
	writer.finishLengthDelimited(eventStart, writer.pos - eventStartPos);
}
/**
* Serialize a Span.Link message
*
* Proto fields (Span.Link):
*   1  trace_id                 bytes              (wire type 2)
*   2  span_id                  bytes              (wire type 2)
*   3  trace_state              string             (wire type 2)
*   4  attributes               repeated KeyValue  (wire type 2)
*   5  dropped_attributes_count uint32             (wire type 0)
*   6  flags                    fixed32            (wire type 5)
*/
function serializeLink(writer, link) {
	const linkStart = writer.startLengthDelimited();
	const linkStartPos = writer.pos;
	const context = link.context;
	writer.writeTag(1, 2);
	writer.writeBytes(hexToBinary(context.traceId));
	writer.writeTag(2, 2);
	writer.writeBytes(hexToBinary(context.spanId));
	const linkTraceState = context.traceState?.serialize();
	if (linkTraceState) {
		writer.writeTag(3, 2);
		writer.writeString(linkTraceState);
	}
	if (link.attributes) (0,common_serializer/* writeAttributes */.vJ)(writer, link.attributes, 4);
	writer.writeTag(5, 0);
	writer.writeVarint(link.droppedAttributesCount || 0);
	const linkFlags = buildSpanFlags(context.traceFlags, context.isRemote);
	if (linkFlags) {
		writer.writeTag(6, 5);
		writer.writeFixed32(linkFlags);
	}
	writer.finishLengthDelimited(linkStart, writer.pos - linkStartPos);
}
/**
* Serialize a single Span message directly from ReadableSpan
*
* Proto fields (Span):
*   1  trace_id                 bytes              (wire type 2)
*   2  span_id                  bytes              (wire type 2)
*   3  trace_state              string             (wire type 2)
*   4  parent_span_id           bytes              (wire type 2)
*   5  name                     string             (wire type 2)
*   6  kind                     SpanKind           (wire type 0)
*   7  start_time_unix_nano     fixed64            (wire type 1)
*   8  end_time_unix_nano       fixed64            (wire type 1)
*   9  attributes               repeated KeyValue  (wire type 2)
*  10  dropped_attributes_count uint32             (wire type 0)
*  11  events                   repeated Event     (wire type 2)
*  12  dropped_events_count     uint32             (wire type 0)
*  13  links                    repeated Link      (wire type 2)
*  14  dropped_links_count      uint32             (wire type 0)
*  15  status                   Status             (wire type 2)
*  16  flags                    fixed32            (wire type 5)
*/
function serializeSpan(writer, span) {
	const spanStart = writer.startLengthDelimited();
	const spanStartPos = writer.pos;
	const ctx = span.spanContext();
	writer.writeTag(1, 2);
	writer.writeBytes(hexToBinary(ctx.traceId));
	writer.writeTag(2, 2);
	writer.writeBytes(hexToBinary(ctx.spanId));
	const traceState = ctx.traceState?.serialize();
	if (traceState) {
		writer.writeTag(3, 2);
		writer.writeString(traceState);
	}
	if (span.parentSpanContext?.spanId) {
		writer.writeTag(4, 2);
		writer.writeBytes(hexToBinary(span.parentSpanContext.spanId));
	}
	writer.writeTag(5, 2);
	writer.writeString(span.name);
	const kind = span.kind == null ? 0 : span.kind + 1;
	if (kind !== 0) {
		writer.writeTag(6, 0);
		writer.writeVarint(kind);
	}
	writer.writeTag(7, 1);
	(0,common_serializer/* writeHrTimeAsFixed64 */.z$)(writer, span.startTime);
	writer.writeTag(8, 1);
	(0,common_serializer/* writeHrTimeAsFixed64 */.z$)(writer, span.endTime);
	if (span.attributes) (0,common_serializer/* writeAttributes */.vJ)(writer, span.attributes, 9);
	writer.writeTag(10, 0);
	writer.writeVarint(span.droppedAttributesCount);
	for (const event of span.events) {
		writer.writeTag(11, 2);
		serializeEvent(writer, event);
	}
	writer.writeTag(12, 0);
	writer.writeVarint(span.droppedEventsCount);
	for (const link of span.links) {
		writer.writeTag(13, 2);
		serializeLink(writer, link);
	}
	writer.writeTag(14, 0);
	writer.writeVarint(span.droppedLinksCount);
	writer.writeTag(15, 2);
	serializeStatus(writer, span.status);
	const flags = buildSpanFlags(ctx.traceFlags, span.parentSpanContext?.isRemote);
	if (flags) {
		writer.writeTag(16, 5);
		writer.writeFixed32(flags);
	}
	writer.finishLengthDelimited(spanStart, writer.pos - spanStartPos);
}
/**
* Serialize ScopeSpans directly from SDK types
*/
function serializeScopeSpans(writer, scope, spans) {
	const scopeSpansStart = writer.startLengthDelimited();
	const scopeSpansStartPos = writer.pos;
	(0,common_serializer/* writeInstrumentationScope */.GD)(writer, scope, 1);
	for (const span of spans) {
		writer.writeTag(2, 2);
		serializeSpan(writer, span);
	}
	if (scope.schemaUrl) {
		writer.writeTag(3, 2);
		writer.writeString(scope.schemaUrl);
	}
	writer.finishLengthDelimited(scopeSpansStart, writer.pos - scopeSpansStartPos);
}
/**
* Serialize ResourceSpans directly from SDK Resource type
*/
function serializeResourceSpans(writer, resource, scopeMap) {
	const resourceSpansStart = writer.startLengthDelimited();
	const resourceSpansStartPos = writer.pos;
	(0,common_serializer/* writeResource */.ER)(writer, resource, 1);
	for (const scopeSpans of scopeMap.values()) {
		writer.writeTag(2, 2);
		const scope = scopeSpans[0].instrumentationScope;
		serializeScopeSpans(writer, scope, scopeSpans);
	}
	if (resource.schemaUrl) {
		writer.writeTag(3, 2);
		writer.writeString(resource.schemaUrl);
	}
	writer.finishLengthDelimited(resourceSpansStart, writer.pos - resourceSpansStartPos);
}
/**
* Group spans by resource and instrumentation scope using identity comparison
*/
function createResourceMap(spans) {
	const resourceMap = /* @__PURE__ */ new Map();
	for (const span of spans) {
		const resource = span.resource;
		const scope = span.instrumentationScope;
		let scopeMap = resourceMap.get(resource);
		if (!scopeMap) {
			scopeMap = /* @__PURE__ */ new Map();
			resourceMap.set(resource, scopeMap);
		}
		let records = scopeMap.get(scope);
		if (!records) {
			records = [];
			scopeMap.set(scope, records);
		}
		records.push(span);
	}
	return resourceMap;
}
/**
* Serialize ExportTraceServiceRequest directly from ReadableSpan[]
*/
function serializeTraceExportRequest(spans) {
	const resourceMap = createResourceMap(spans);
	const estimator = new protobuf_size_estimator/* ProtobufSizeEstimator */.r();
	for (const [resource, scopeMap] of resourceMap) {
		estimator.writeTag(1, 2);
		serializeResourceSpans(estimator, resource, scopeMap);
	}
	const writer = new protobuf_writer/* ProtobufWriter */.F(estimator.pos);
	for (const [resource, scopeMap] of resourceMap) {
		writer.writeTag(1, 2);
		serializeResourceSpans(writer, resource, scopeMap);
	}
	return writer.finish();
}
//#endregion


//# sourceMappingURL=trace-serializer.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/common/protobuf/protobuf-reader.mjs
var protobuf_reader = __webpack_require__(93989);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/trace/protobuf/response-deserializer.mjs

//#region src/trace/protobuf/response-deserializer.ts
/**
* Parse an ExportTracePartialSuccess embedded message from raw bytes.
*
* Field map (opentelemetry/proto/collector/trace/v1/trace_service.proto):
*   1  rejected_spans   int64   (varint)
*   2  error_message    string  (length-delimited)
*/
function deserializePartialSuccess(data) {
	const reader = new protobuf_reader/* ProtobufReader */.t(data);
	const result = {};
	while (!reader.isAtEnd()) {
		const { fieldNumber, wireType } = reader.readTag();
		switch (fieldNumber) {
			case 1:
				if (wireType === 0) result.rejectedSpans = reader.readVarint();
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
* Parse an ExportTraceServiceResponse protobuf message from raw bytes.
*
* Field map (opentelemetry/proto/collector/trace/v1/trace_service.proto):
*   1  partial_success  ExportTracePartialSuccess  (length-delimited)
*/
function deserializeExportTraceServiceResponse(data) {
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
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/trace/protobuf/trace.mjs


//#region src/trace/protobuf/trace.ts
const ProtobufTraceSerializer = {
	serializeRequest: (arg) => {
		return serializeTraceExportRequest(arg);
	},
	deserializeResponse: (arg) => {
		return deserializeExportTraceServiceResponse(arg);
	}
};
//#endregion


//# sourceMappingURL=trace.mjs.map

/***/ })

};
