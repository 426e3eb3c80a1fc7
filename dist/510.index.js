export const id = 510;
export const ids = [510];
export const modules = {

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

/***/ 69778:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ AggregationTemporality)
/* harmony export */ });
//#region src/export/AggregationTemporality.ts
/**
* AggregationTemporality indicates the way additive quantities are expressed.
*/
let AggregationTemporality = /* @__PURE__ */ function(AggregationTemporality) {
	AggregationTemporality[AggregationTemporality["DELTA"] = 0] = "DELTA";
	AggregationTemporality[AggregationTemporality["CUMULATIVE"] = 1] = "CUMULATIVE";
	return AggregationTemporality;
}({});
//#endregion


//# sourceMappingURL=AggregationTemporality.mjs.map

/***/ }),

/***/ 63938:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ InstrumentType),
/* harmony export */   n: () => (/* binding */ DataPointType)
/* harmony export */ });
//#region src/export/MetricData.ts
/**
* Supported types of metric instruments.
*/
let InstrumentType = /* @__PURE__ */ function(InstrumentType) {
	InstrumentType["COUNTER"] = "COUNTER";
	InstrumentType["GAUGE"] = "GAUGE";
	InstrumentType["HISTOGRAM"] = "HISTOGRAM";
	InstrumentType["UP_DOWN_COUNTER"] = "UP_DOWN_COUNTER";
	InstrumentType["OBSERVABLE_COUNTER"] = "OBSERVABLE_COUNTER";
	InstrumentType["OBSERVABLE_GAUGE"] = "OBSERVABLE_GAUGE";
	InstrumentType["OBSERVABLE_UP_DOWN_COUNTER"] = "OBSERVABLE_UP_DOWN_COUNTER";
	return InstrumentType;
}({});
/**
* The aggregated point data type.
*/
let DataPointType = /* @__PURE__ */ function(DataPointType) {
	/**
	* A histogram data point contains a histogram statistics of collected
	* values with a list of explicit bucket boundaries and statistics such
	* as min, max, count, and sum of all collected values.
	*/
	DataPointType[DataPointType["HISTOGRAM"] = 0] = "HISTOGRAM";
	/**
	* An exponential histogram data point contains a histogram statistics of
	* collected values where bucket boundaries are automatically calculated
	* using an exponential function, and statistics such as min, max, count,
	* and sum of all collected values.
	*/
	DataPointType[DataPointType["EXPONENTIAL_HISTOGRAM"] = 1] = "EXPONENTIAL_HISTOGRAM";
	/**
	* A gauge metric data point has only a single numeric value.
	*/
	DataPointType[DataPointType["GAUGE"] = 2] = "GAUGE";
	/**
	* A sum metric data point has a single numeric value and a
	* monotonicity-indicator.
	*/
	DataPointType[DataPointType["SUM"] = 3] = "SUM";
	return DataPointType;
}({});
//#endregion


//# sourceMappingURL=MetricData.mjs.map

/***/ }),

/***/ 44432:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dm: () => (/* binding */ binarySearchUB),
/* harmony export */   MU: () => (/* binding */ TimeoutError),
/* harmony export */   Pz: () => (/* binding */ equalsCaseInsensitive),
/* harmony export */   UY: () => (/* binding */ instrumentationScopeId),
/* harmony export */   eM: () => (/* binding */ hashAttributes),
/* harmony export */   od: () => (/* binding */ callWithTimeout),
/* harmony export */   yZ: () => (/* binding */ setEquals)
/* harmony export */ });
//#region src/utils.ts
/**
* Converting the unordered attributes into unique identifier string.
* @param attributes user provided unordered Attributes.
*/
function hashAttributes(attributes) {
	let keys = Object.keys(attributes);
	if (keys.length === 0) return "";
	keys = keys.sort();
	return JSON.stringify(keys.map((key) => [key, attributes[key]]));
}
/**
* Converting the instrumentation scope object to a unique identifier string.
* @param instrumentationScope
*/
function instrumentationScopeId(instrumentationScope) {
	return `${instrumentationScope.name}:${instrumentationScope.version ?? ""}:${instrumentationScope.schemaUrl ?? ""}`;
}
/**
* Error that is thrown on timeouts.
*/
var TimeoutError = class TimeoutError extends Error {
	constructor(message) {
		super(message);
		Object.setPrototypeOf(this, TimeoutError.prototype);
	}
};
/**
* Adds a timeout to a promise and rejects if the specified timeout has elapsed. Also rejects if the specified promise
* rejects, and resolves if the specified promise resolves.
*
* <p> NOTE: this operation will continue even after it throws a {@link TimeoutError}.
*
* @param promise promise to use with timeout.
* @param timeout the timeout in milliseconds until the returned promise is rejected.
*/
function callWithTimeout(promise, timeout) {
	let timeoutHandle;
	const timeoutPromise = new Promise(function timeoutFunction(_resolve, reject) {
		timeoutHandle = setTimeout(function timeoutHandler() {
			reject(new TimeoutError("Operation timed out."));
		}, timeout);
	});
	return Promise.race([promise, timeoutPromise]).then((result) => {
		clearTimeout(timeoutHandle);
		return result;
	}, (reason) => {
		clearTimeout(timeoutHandle);
		throw reason;
	});
}
function setEquals(lhs, rhs) {
	if (lhs.size !== rhs.size) return false;
	for (const item of lhs) if (!rhs.has(item)) return false;
	return true;
}
/**
* Binary search the sorted array to the find upper bound for the value.
* @param arr
* @param value
* @returns
*/
function binarySearchUB(arr, value) {
	let lo = 0;
	let hi = arr.length - 1;
	let ret = arr.length;
	while (hi >= lo) {
		const mid = lo + Math.trunc((hi - lo) / 2);
		if (arr[mid] < value) lo = mid + 1;
		else {
			ret = mid;
			hi = mid - 1;
		}
	}
	return ret;
}
function equalsCaseInsensitive(lhs, rhs) {
	return lhs.toLowerCase() === rhs.toLowerCase();
}
//#endregion


//# sourceMappingURL=utils.mjs.map

/***/ }),

/***/ 38654:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  D: () => (/* binding */ AggregationType),
  E: () => (/* binding */ toAggregation)
});

;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/aggregator/Drop.mjs
//#region src/aggregator/Drop.ts
/** Basic aggregator for None which keeps no recorded value. */
var DropAggregator = class {
	kind = 0;
	createAccumulation() {}
	merge(_previous, _delta) {}
	diff(_previous, _current) {}
	toMetricData(_descriptor, _aggregationTemporality, _accumulationByAttributes, _endTime) {}
};
//#endregion


//# sourceMappingURL=Drop.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/utils.mjs
var utils = __webpack_require__(44432);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/aggregator/Histogram.mjs


//#region src/aggregator/Histogram.ts
function createNewEmptyCheckpoint(boundaries) {
	const counts = boundaries.map(() => 0);
	counts.push(0);
	return {
		buckets: {
			boundaries,
			counts
		},
		sum: 0,
		count: 0,
		hasMinMax: false,
		min: Infinity,
		max: -Infinity
	};
}
var HistogramAccumulation = class {
	startTime;
	_boundaries;
	_recordMinMax;
	_current;
	constructor(startTime, boundaries, recordMinMax = true, current = createNewEmptyCheckpoint(boundaries)) {
		this.startTime = startTime;
		this._boundaries = boundaries;
		this._recordMinMax = recordMinMax;
		this._current = current;
	}
	record(value) {
		if (Number.isNaN(value)) return;
		this._current.count += 1;
		this._current.sum += value;
		if (this._recordMinMax) {
			this._current.min = Math.min(value, this._current.min);
			this._current.max = Math.max(value, this._current.max);
			this._current.hasMinMax = true;
		}
		const idx = (0,utils/* binarySearchUB */.Dm)(this._boundaries, value);
		this._current.buckets.counts[idx] += 1;
	}
	setStartTime(startTime) {
		this.startTime = startTime;
	}
	toPointValue() {
		return this._current;
	}
};
/**
* Basic aggregator which observes events and counts them in pre-defined buckets
* and provides the total sum and count of all observations.
*/
var HistogramAggregator = class {
	kind = 3;
	_boundaries;
	_recordMinMax;
	/**
	* @param _boundaries sorted upper bounds of recorded values.
	* @param _recordMinMax If set to true, min and max will be recorded. Otherwise, min and max will not be recorded.
	*/
	constructor(boundaries, recordMinMax) {
		this._boundaries = boundaries;
		this._recordMinMax = recordMinMax;
	}
	createAccumulation(startTime) {
		return new HistogramAccumulation(startTime, this._boundaries, this._recordMinMax);
	}
	/**
	* Return the result of the merge of two histogram accumulations. As long as one Aggregator
	* instance produces all Accumulations with constant boundaries we don't need to worry about
	* merging accumulations with different boundaries.
	*/
	merge(previous, delta) {
		const previousValue = previous.toPointValue();
		const deltaValue = delta.toPointValue();
		const previousCounts = previousValue.buckets.counts;
		const deltaCounts = deltaValue.buckets.counts;
		const mergedCounts = new Array(previousCounts.length);
		for (let idx = 0; idx < previousCounts.length; idx++) mergedCounts[idx] = previousCounts[idx] + deltaCounts[idx];
		let min = Infinity;
		let max = -Infinity;
		if (this._recordMinMax) {
			if (previousValue.hasMinMax && deltaValue.hasMinMax) {
				min = Math.min(previousValue.min, deltaValue.min);
				max = Math.max(previousValue.max, deltaValue.max);
			} else if (previousValue.hasMinMax) {
				min = previousValue.min;
				max = previousValue.max;
			} else if (deltaValue.hasMinMax) {
				min = deltaValue.min;
				max = deltaValue.max;
			}
		}
		return new HistogramAccumulation(previous.startTime, previousValue.buckets.boundaries, this._recordMinMax, {
			buckets: {
				boundaries: previousValue.buckets.boundaries,
				counts: mergedCounts
			},
			count: previousValue.count + deltaValue.count,
			sum: previousValue.sum + deltaValue.sum,
			hasMinMax: this._recordMinMax && (previousValue.hasMinMax || deltaValue.hasMinMax),
			min,
			max
		});
	}
	/**
	* Returns a new DELTA aggregation by comparing two cumulative measurements.
	*/
	diff(previous, current) {
		const previousValue = previous.toPointValue();
		const currentValue = current.toPointValue();
		const previousCounts = previousValue.buckets.counts;
		const currentCounts = currentValue.buckets.counts;
		const diffedCounts = new Array(previousCounts.length);
		for (let idx = 0; idx < previousCounts.length; idx++) diffedCounts[idx] = currentCounts[idx] - previousCounts[idx];
		return new HistogramAccumulation(current.startTime, previousValue.buckets.boundaries, this._recordMinMax, {
			buckets: {
				boundaries: previousValue.buckets.boundaries,
				counts: diffedCounts
			},
			count: currentValue.count - previousValue.count,
			sum: currentValue.sum - previousValue.sum,
			hasMinMax: false,
			min: Infinity,
			max: -Infinity
		});
	}
	toMetricData(descriptor, aggregationTemporality, accumulationByAttributes, endTime) {
		return {
			descriptor,
			aggregationTemporality,
			dataPointType: 0,
			dataPoints: accumulationByAttributes.map(([attributes, accumulation]) => {
				const pointValue = accumulation.toPointValue();
				const allowsNegativeValues = descriptor.type === "GAUGE" || descriptor.type === "UP_DOWN_COUNTER" || descriptor.type === "OBSERVABLE_GAUGE" || descriptor.type === "OBSERVABLE_UP_DOWN_COUNTER";
				return {
					attributes,
					startTime: accumulation.startTime,
					endTime,
					value: {
						min: pointValue.hasMinMax ? pointValue.min : void 0,
						max: pointValue.hasMinMax ? pointValue.max : void 0,
						sum: !allowsNegativeValues ? pointValue.sum : void 0,
						buckets: pointValue.buckets,
						count: pointValue.count
					}
				};
			})
		};
	}
};
//#endregion


//# sourceMappingURL=Histogram.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/aggregator/exponential-histogram/Buckets.mjs
//#region src/aggregator/exponential-histogram/Buckets.ts
var Buckets = class Buckets {
	backing;
	indexBase;
	indexStart;
	indexEnd;
	/**
	* The term index refers to the number of the exponential histogram bucket
	* used to determine its boundaries. The lower boundary of a bucket is
	* determined by base ** index and the upper boundary of a bucket is
	* determined by base ** (index + 1). index values are signed to account
	* for values less than or equal to 1.
	*
	* indexBase is the index of the 0th position in the
	* backing array, i.e., backing[0] is the count
	* in the bucket with index `indexBase`.
	*
	* indexStart is the smallest index value represented
	* in the backing array.
	*
	* indexEnd is the largest index value represented in
	* the backing array.
	*/
	constructor(backing = new BucketsBacking(), indexBase = 0, indexStart = 0, indexEnd = 0) {
		this.backing = backing;
		this.indexBase = indexBase;
		this.indexStart = indexStart;
		this.indexEnd = indexEnd;
	}
	/**
	* Offset is the bucket index of the smallest entry in the counts array
	* @returns {number}
	*/
	get offset() {
		return this.indexStart;
	}
	/**
	* Buckets is a view into the backing array.
	* @returns {number}
	*/
	get length() {
		if (this.backing.length === 0) return 0;
		if (this.indexEnd === this.indexStart && this.at(0) === 0) return 0;
		return this.indexEnd - this.indexStart + 1;
	}
	/**
	* An array of counts, where count[i] carries the count
	* of the bucket at index (offset+i).  count[i] is the count of
	* values greater than base^(offset+i) and less than or equal to
	* base^(offset+i+1).
	* @returns {number} The logical counts based on the backing array
	*/
	counts() {
		return Array.from({ length: this.length }, (_, i) => this.at(i));
	}
	/**
	* At returns the count of the bucket at a position in the logical
	* array of counts.
	* @param position
	* @returns {number}
	*/
	at(position) {
		const bias = this.indexBase - this.indexStart;
		if (position < bias) position += this.backing.length;
		position -= bias;
		return this.backing.countAt(position);
	}
	/**
	* incrementBucket increments the backing array index by `increment`
	* @param bucketIndex
	* @param increment
	*/
	incrementBucket(bucketIndex, increment) {
		this.backing.increment(bucketIndex, increment);
	}
	/**
	* decrementBucket decrements the backing array index by `decrement`
	* if decrement is greater than the current value, it's set to 0.
	* @param bucketIndex
	* @param decrement
	*/
	decrementBucket(bucketIndex, decrement) {
		this.backing.decrement(bucketIndex, decrement);
	}
	/**
	* trim removes leading and / or trailing zero buckets (which can occur
	* after diffing two histos) and rotates the backing array so that the
	* smallest non-zero index is in the 0th position of the backing array
	*/
	trim() {
		for (let i = 0; i < this.length; i++) if (this.at(i) !== 0) {
			this.indexStart += i;
			break;
		} else if (i === this.length - 1) {
			this.indexStart = this.indexEnd = this.indexBase = 0;
			return;
		}
		for (let i = this.length - 1; i >= 0; i--) if (this.at(i) !== 0) {
			this.indexEnd -= this.length - i - 1;
			break;
		}
		this._rotate();
	}
	/**
	* downscale first rotates, then collapses 2**`by`-to-1 buckets.
	* @param by
	*/
	downscale(by) {
		this._rotate();
		const size = 1 + this.indexEnd - this.indexStart;
		const each = 1 << by;
		let inpos = 0;
		let outpos = 0;
		for (let pos = this.indexStart; pos <= this.indexEnd;) {
			let mod = pos % each;
			if (mod < 0) mod += each;
			for (let i = mod; i < each && inpos < size; i++) {
				this._relocateBucket(outpos, inpos);
				inpos++;
				pos++;
			}
			outpos++;
		}
		this.indexStart >>= by;
		this.indexEnd >>= by;
		this.indexBase = this.indexStart;
	}
	/**
	* Clone returns a deep copy of Buckets
	* @returns {Buckets}
	*/
	clone() {
		return new Buckets(this.backing.clone(), this.indexBase, this.indexStart, this.indexEnd);
	}
	/**
	* _rotate shifts the backing array contents so that indexStart ==
	* indexBase to simplify the downscale logic.
	*/
	_rotate() {
		const bias = this.indexBase - this.indexStart;
		if (bias === 0) return;
		else if (bias > 0) {
			this.backing.reverse(0, this.backing.length);
			this.backing.reverse(0, bias);
			this.backing.reverse(bias, this.backing.length);
		} else {
			this.backing.reverse(0, this.backing.length);
			this.backing.reverse(0, this.backing.length + bias);
		}
		this.indexBase = this.indexStart;
	}
	/**
	* _relocateBucket adds the count in counts[src] to counts[dest] and
	* resets count[src] to zero.
	*/
	_relocateBucket(dest, src) {
		if (dest === src) return;
		this.incrementBucket(dest, this.backing.emptyBucket(src));
	}
};
/**
* BucketsBacking holds the raw buckets and some utility methods to
* manage them.
*/
var BucketsBacking = class BucketsBacking {
	_counts;
	constructor(counts = [0]) {
		this._counts = counts;
	}
	/**
	* length returns the physical size of the backing array, which
	* is >= buckets.length()
	*/
	get length() {
		return this._counts.length;
	}
	/**
	* countAt returns the count in a specific bucket
	*/
	countAt(pos) {
		return this._counts[pos];
	}
	/**
	* growTo grows a backing array and copies old entries
	* into their correct new positions.
	*/
	growTo(newSize, oldPositiveLimit, newPositiveLimit) {
		const tmp = new Array(newSize).fill(0);
		tmp.splice(newPositiveLimit, this._counts.length - oldPositiveLimit, ...this._counts.slice(oldPositiveLimit));
		tmp.splice(0, oldPositiveLimit, ...this._counts.slice(0, oldPositiveLimit));
		this._counts = tmp;
	}
	/**
	* reverse the items in the backing array in the range [from, limit).
	*/
	reverse(from, limit) {
		const num = Math.floor((from + limit) / 2) - from;
		for (let i = 0; i < num; i++) {
			const tmp = this._counts[from + i];
			this._counts[from + i] = this._counts[limit - i - 1];
			this._counts[limit - i - 1] = tmp;
		}
	}
	/**
	* emptyBucket empties the count from a bucket, for
	* moving into another.
	*/
	emptyBucket(src) {
		const tmp = this._counts[src];
		this._counts[src] = 0;
		return tmp;
	}
	/**
	* increments a bucket by `increment`
	*/
	increment(bucketIndex, increment) {
		this._counts[bucketIndex] += increment;
	}
	/**
	* decrements a bucket by `decrement`
	*/
	decrement(bucketIndex, decrement) {
		if (this._counts[bucketIndex] >= decrement) this._counts[bucketIndex] -= decrement;
		else this._counts[bucketIndex] = 0;
	}
	/**
	* clone returns a deep copy of BucketsBacking
	*/
	clone() {
		return new BucketsBacking([...this._counts]);
	}
};
//#endregion


//# sourceMappingURL=Buckets.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/aggregator/exponential-histogram/util.mjs
//#region src/aggregator/exponential-histogram/util.ts
/**
* Note: other languages provide this as a built in function. This is
* a naive, but functionally correct implementation. This is used sparingly,
* when creating a new mapping in a running application.
*
* ldexp returns frac × 2**exp. With the following special cases:
*   ldexp(±0, exp) = ±0
*   ldexp(±Inf, exp) = ±Inf
*   ldexp(NaN, exp) = NaN
* @param frac
* @param exp
* @returns {number}
*/
function ldexp(frac, exp) {
	if (frac === 0 || frac === Number.POSITIVE_INFINITY || frac === Number.NEGATIVE_INFINITY || Number.isNaN(frac)) return frac;
	return frac * Math.pow(2, exp);
}
/**
* Computes the next power of two that is greater than or equal to v.
* This implementation more efficient than, but functionally equivalent
* to Math.pow(2, Math.ceil(Math.log(x)/Math.log(2))).
* @param v
* @returns {number}
*/
function nextGreaterSquare(v) {
	v--;
	v |= v >> 1;
	v |= v >> 2;
	v |= v >> 4;
	v |= v >> 8;
	v |= v >> 16;
	v++;
	return v;
}
//#endregion


//# sourceMappingURL=util.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/aggregator/exponential-histogram/mapping/types.mjs
//#region src/aggregator/exponential-histogram/mapping/types.ts
var MappingError = class extends Error {};
//#endregion


//# sourceMappingURL=types.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/aggregator/exponential-histogram/mapping/ieee754.mjs
//#region src/aggregator/exponential-histogram/mapping/ieee754.ts
/**
* The functions and constants in this file allow us to interact
* with the internal representation of an IEEE 64-bit floating point
* number. We need to work with all 64-bits, thus, care needs to be
* taken when working with Javascript's bitwise operators (<<, >>, &,
* |, etc) as they truncate operands to 32-bits. In order to work around
* this we work with the 64-bits as two 32-bit halves and perform bitwise
* operations on each half independently.
*/
/**
* EXPONENT_MASK is set to 1 for the hi 32-bits of an IEEE 754
* floating point exponent: 0x7ff00000.
*/
const EXPONENT_MASK = 2146435072;
/**
* SIGNIFICAND_MASK is the mask for the significand portion of the hi 32-bits
* of an IEEE 754 double-precision floating-point value: 0xfffff
*/
const SIGNIFICAND_MASK = 1048575;
/**
* EXPONENT_BIAS is the exponent bias specified for encoding
* the IEEE 754 double-precision floating point exponent: 1023
*/
const EXPONENT_BIAS = 1023;
/**
* MIN_NORMAL_EXPONENT is the minimum exponent of a normalized
* floating point: -1022.
*/
const MIN_NORMAL_EXPONENT = -1022;
/**
* MAX_NORMAL_EXPONENT is the maximum exponent of a normalized
* floating point: 1023.
*/
const MAX_NORMAL_EXPONENT = EXPONENT_BIAS;
/**
* MIN_VALUE is the smallest normal number
*/
const MIN_VALUE = Math.pow(2, -1022);
const dv = /* @__PURE__ */ new DataView(/* @__PURE__ */ new ArrayBuffer(8));
/**
* floatBits writes value into the shared buffer and returns its two 32-bit
* halves.
* @param {number} value - the floating point number to read
* @returns {{hi: number, lo: number}} the high and low 32-bit halves
*/
function floatBits(value) {
	dv.setFloat64(0, value);
	return {
		hi: dv.getUint32(0),
		lo: dv.getUint32(4)
	};
}
/**
* getNormalBase2 extracts the normalized base-2 fractional exponent.
* This returns k for the equation f x 2**k where f is
* in the range [1, 2).  Note that this function is not called for
* subnormal numbers.
* @param {number} value - the value to determine normalized base-2 fractional
*    exponent for
* @returns {number} the normalized base-2 exponent
*/
function getNormalBase2(value) {
	const { hi } = floatBits(value);
	return ((hi & EXPONENT_MASK) >> 20) - EXPONENT_BIAS;
}
/**
* isPowerOfTwo reports whether value is an exact power of two, e.g. its 52-bit
* significand is all zeros. Only valid for positive, finite values.
* @param {number} value - the floating point number to test
* @returns {boolean} true if value is an exact power of two
*/
function isPowerOfTwo(value) {
	const { hi, lo } = floatBits(value);
	return (hi & SIGNIFICAND_MASK) === 0 && lo === 0;
}
//#endregion


//# sourceMappingURL=ieee754.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/aggregator/exponential-histogram/mapping/ExponentMapping.mjs



//#region src/aggregator/exponential-histogram/mapping/ExponentMapping.ts
/**
* ExponentMapping implements exponential mapping functions for
* scales <=0. For scales > 0 LogarithmMapping should be used.
*/
var ExponentMapping = class {
	_shift;
	constructor(scale) {
		this._shift = -scale;
	}
	/**
	* Maps positive floating point values to indexes corresponding to scale
	* @param value
	* @returns {number} index for provided value at the current scale
	*/
	mapToIndex(value) {
		if (value < MIN_VALUE) return this._minNormalLowerBoundaryIndex();
		return getNormalBase2(value) + (isPowerOfTwo(value) ? -1 : 0) >> this._shift;
	}
	/**
	* Returns the lower bucket boundary for the given index for scale
	*
	* @param index
	* @returns {number}
	*/
	lowerBoundary(index) {
		const minIndex = this._minNormalLowerBoundaryIndex();
		if (index < minIndex) throw new MappingError(`underflow: ${index} is < minimum lower boundary: ${minIndex}`);
		const maxIndex = this._maxNormalLowerBoundaryIndex();
		if (index > maxIndex) throw new MappingError(`overflow: ${index} is > maximum lower boundary: ${maxIndex}`);
		return ldexp(1, index << this._shift);
	}
	/**
	* The scale used by this mapping
	* @returns {number}
	*/
	get scale() {
		if (this._shift === 0) return 0;
		return -this._shift;
	}
	_minNormalLowerBoundaryIndex() {
		let index = MIN_NORMAL_EXPONENT >> this._shift;
		if (this._shift < 2) index--;
		return index;
	}
	_maxNormalLowerBoundaryIndex() {
		return MAX_NORMAL_EXPONENT >> this._shift;
	}
};
//#endregion


//# sourceMappingURL=ExponentMapping.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/aggregator/exponential-histogram/mapping/LogarithmMapping.mjs



//#region src/aggregator/exponential-histogram/mapping/LogarithmMapping.ts
/**
* LogarithmMapping implements exponential mapping functions for scale > 0.
* For scales <= 0 the exponent mapping should be used.
*/
var LogarithmMapping = class {
	_scale;
	_scaleFactor;
	_inverseFactor;
	constructor(scale) {
		this._scale = scale;
		this._scaleFactor = ldexp(Math.LOG2E, scale);
		this._inverseFactor = ldexp(Math.LN2, -scale);
	}
	/**
	* Maps positive floating point values to indexes corresponding to scale
	* @param value
	* @returns {number} index for provided value at the current scale
	*/
	mapToIndex(value) {
		if (value <= MIN_VALUE) return this._minNormalLowerBoundaryIndex() - 1;
		if (isPowerOfTwo(value)) return (getNormalBase2(value) << this._scale) - 1;
		const index = Math.floor(Math.log(value) * this._scaleFactor);
		const maxIndex = this._maxNormalLowerBoundaryIndex();
		if (index >= maxIndex) return maxIndex;
		return index;
	}
	/**
	* Returns the lower bucket boundary for the given index for scale
	*
	* @param index
	* @returns {number}
	*/
	lowerBoundary(index) {
		const maxIndex = this._maxNormalLowerBoundaryIndex();
		if (index >= maxIndex) {
			if (index === maxIndex) return 2 * Math.exp((index - (1 << this._scale)) / this._scaleFactor);
			throw new MappingError(`overflow: ${index} is > maximum lower boundary: ${maxIndex}`);
		}
		const minIndex = this._minNormalLowerBoundaryIndex();
		if (index <= minIndex) {
			if (index === minIndex) return MIN_VALUE;
			else if (index === minIndex - 1) return Math.exp((index + (1 << this._scale)) / this._scaleFactor) / 2;
			throw new MappingError(`overflow: ${index} is < minimum lower boundary: ${minIndex}`);
		}
		return Math.exp(index * this._inverseFactor);
	}
	/**
	* The scale used by this mapping
	* @returns {number}
	*/
	get scale() {
		return this._scale;
	}
	_minNormalLowerBoundaryIndex() {
		return MIN_NORMAL_EXPONENT << this._scale;
	}
	_maxNormalLowerBoundaryIndex() {
		return (MAX_NORMAL_EXPONENT + 1 << this._scale) - 1;
	}
};
//#endregion


//# sourceMappingURL=LogarithmMapping.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/aggregator/exponential-histogram/mapping/getMapping.mjs



//#region src/aggregator/exponential-histogram/mapping/getMapping.ts
const MIN_SCALE = -10;
const MAX_SCALE = 20;
const PREBUILT_MAPPINGS = Array.from({ length: 31 }, (_, i) => {
	if (i > 10) return new LogarithmMapping(i - 10);
	return new ExponentMapping(i - 10);
});
/**
* getMapping returns an appropriate mapping for the given scale. For scales -10
* to 0 the underlying type will be ExponentMapping. For scales 1 to 20 the
* underlying type will be LogarithmMapping.
* @param scale a number in the range [-10, 20]
* @returns {Mapping}
*/
function getMapping(scale) {
	if (scale > MAX_SCALE || scale < MIN_SCALE) throw new MappingError(`expected scale >= ${MIN_SCALE} && <= ${MAX_SCALE}, got: ${scale}`);
	return PREBUILT_MAPPINGS[scale + 10];
}
//#endregion


//# sourceMappingURL=getMapping.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/diag-api.mjs
var diag_api = __webpack_require__(95099);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/aggregator/ExponentialHistogram.mjs





//#region src/aggregator/ExponentialHistogram.ts
var HighLow = class HighLow {
	static combine(h1, h2) {
		return new HighLow(Math.min(h1.low, h2.low), Math.max(h1.high, h2.high));
	}
	low;
	high;
	constructor(low, high) {
		this.low = low;
		this.high = high;
	}
};
const ExponentialHistogram_MAX_SCALE = 20;
const DEFAULT_MAX_SIZE = 160;
const MIN_MAX_SIZE = 2;
var ExponentialHistogramAccumulation = class ExponentialHistogramAccumulation {
	startTime;
	_maxSize;
	_recordMinMax;
	_sum;
	_count;
	_zeroCount;
	_min;
	_max;
	_positive;
	_negative;
	_mapping;
	constructor(startTime, maxSize = DEFAULT_MAX_SIZE, recordMinMax = true, sum = 0, count = 0, zeroCount = 0, min = Number.POSITIVE_INFINITY, max = Number.NEGATIVE_INFINITY, positive = new Buckets(), negative = new Buckets(), mapping = getMapping(ExponentialHistogram_MAX_SCALE)) {
		this.startTime = startTime;
		this._maxSize = maxSize;
		this._recordMinMax = recordMinMax;
		this._sum = sum;
		this._count = count;
		this._zeroCount = zeroCount;
		this._min = min;
		this._max = max;
		this._positive = positive;
		this._negative = negative;
		this._mapping = mapping;
		if (this._maxSize < MIN_MAX_SIZE) {
			diag_api/* diag */.s.warn(`Exponential Histogram Max Size set to ${this._maxSize}, \
                changing to the minimum size of: ${MIN_MAX_SIZE}`);
			this._maxSize = MIN_MAX_SIZE;
		}
	}
	/**
	* record updates a histogram with a single count
	* @param {Number} value
	*/
	record(value) {
		this.updateByIncrement(value, 1);
	}
	/**
	* Sets the start time for this accumulation
	* @param {HrTime} startTime
	*/
	setStartTime(startTime) {
		this.startTime = startTime;
	}
	/**
	* Returns the datapoint representation of this accumulation
	* @param {HrTime} startTime
	*/
	toPointValue() {
		return {
			hasMinMax: this._recordMinMax,
			min: this.min,
			max: this.max,
			sum: this.sum,
			positive: {
				offset: this.positive.offset,
				bucketCounts: this.positive.counts()
			},
			negative: {
				offset: this.negative.offset,
				bucketCounts: this.negative.counts()
			},
			count: this.count,
			scale: this.scale,
			zeroCount: this.zeroCount
		};
	}
	/**
	* @returns {Number} The sum of values recorded by this accumulation
	*/
	get sum() {
		return this._sum;
	}
	/**
	* @returns {Number} The minimum value recorded by this accumulation
	*/
	get min() {
		return this._min;
	}
	/**
	* @returns {Number} The maximum value recorded by this accumulation
	*/
	get max() {
		return this._max;
	}
	/**
	* @returns {Number} The count of values recorded by this accumulation
	*/
	get count() {
		return this._count;
	}
	/**
	* @returns {Number} The number of 0 values recorded by this accumulation
	*/
	get zeroCount() {
		return this._zeroCount;
	}
	/**
	* @returns {Number} The scale used by this accumulation
	*/
	get scale() {
		if (this._count === this._zeroCount) return 0;
		return this._mapping.scale;
	}
	/**
	* positive holds the positive values
	* @returns {Buckets}
	*/
	get positive() {
		return this._positive;
	}
	/**
	* negative holds the negative values by their absolute value
	* @returns {Buckets}
	*/
	get negative() {
		return this._negative;
	}
	/**
	* updateByIncr supports updating a histogram with a non-negative
	* increment.
	* @param value
	* @param increment
	*/
	updateByIncrement(value, increment) {
		if (!Number.isFinite(value)) return;
		if (value > this._max) this._max = value;
		if (value < this._min) this._min = value;
		this._count += increment;
		if (value === 0) {
			this._zeroCount += increment;
			return;
		}
		this._sum += value * increment;
		if (value > 0) this._updateBuckets(this._positive, value, increment);
		else this._updateBuckets(this._negative, -value, increment);
	}
	/**
	* merge combines data from previous value into self
	* @param {ExponentialHistogramAccumulation} previous
	*/
	merge(previous) {
		if (this._count === 0) {
			this._min = previous.min;
			this._max = previous.max;
		} else if (previous.count !== 0) {
			if (previous.min < this.min) this._min = previous.min;
			if (previous.max > this.max) this._max = previous.max;
		}
		this.startTime = previous.startTime;
		this._sum += previous.sum;
		this._count += previous.count;
		this._zeroCount += previous.zeroCount;
		const minScale = this._minScale(previous);
		this._downscale(this.scale - minScale);
		this._mergeBuckets(this.positive, previous, previous.positive, minScale);
		this._mergeBuckets(this.negative, previous, previous.negative, minScale);
	}
	/**
	* diff subtracts other from self
	* @param {ExponentialHistogramAccumulation} other
	*/
	diff(other) {
		this._min = Infinity;
		this._max = -Infinity;
		this._sum -= other.sum;
		this._count -= other.count;
		this._zeroCount -= other.zeroCount;
		const minScale = this._minScale(other);
		this._downscale(this.scale - minScale);
		this._diffBuckets(this.positive, other, other.positive, minScale);
		this._diffBuckets(this.negative, other, other.negative, minScale);
	}
	/**
	* clone returns a deep copy of self
	* @returns {ExponentialHistogramAccumulation}
	*/
	clone() {
		return new ExponentialHistogramAccumulation(this.startTime, this._maxSize, this._recordMinMax, this._sum, this._count, this._zeroCount, this._min, this._max, this.positive.clone(), this.negative.clone(), this._mapping);
	}
	/**
	* _updateBuckets maps the incoming value to a bucket index for the current
	* scale. If the bucket index is outside of the range of the backing array,
	* it will rescale the backing array and update the mapping for the new scale.
	*/
	_updateBuckets(buckets, value, increment) {
		let index = this._mapping.mapToIndex(value);
		let rescalingNeeded = false;
		let high = 0;
		let low = 0;
		if (buckets.length === 0) {
			buckets.indexStart = index;
			buckets.indexEnd = buckets.indexStart;
			buckets.indexBase = buckets.indexStart;
		} else if (index < buckets.indexStart && buckets.indexEnd - index >= this._maxSize) {
			rescalingNeeded = true;
			low = index;
			high = buckets.indexEnd;
		} else if (index > buckets.indexEnd && index - buckets.indexStart >= this._maxSize) {
			rescalingNeeded = true;
			low = buckets.indexStart;
			high = index;
		}
		if (rescalingNeeded) {
			const change = this._changeScale(high, low);
			this._downscale(change);
			index = this._mapping.mapToIndex(value);
		}
		this._incrementIndexBy(buckets, index, increment);
	}
	/**
	* _incrementIndexBy increments the count of the bucket specified by `index`.
	* If the index is outside of the range [buckets.indexStart, buckets.indexEnd]
	* the boundaries of the backing array will be adjusted and more buckets will
	* be added if needed.
	*/
	_incrementIndexBy(buckets, index, increment) {
		if (increment === 0) return;
		if (buckets.length === 0) buckets.indexStart = buckets.indexEnd = buckets.indexBase = index;
		if (index < buckets.indexStart) {
			const span = buckets.indexEnd - index;
			if (span >= buckets.backing.length) this._grow(buckets, span + 1);
			buckets.indexStart = index;
		} else if (index > buckets.indexEnd) {
			const span = index - buckets.indexStart;
			if (span >= buckets.backing.length) this._grow(buckets, span + 1);
			buckets.indexEnd = index;
		}
		let bucketIndex = index - buckets.indexBase;
		if (bucketIndex < 0) bucketIndex += buckets.backing.length;
		buckets.incrementBucket(bucketIndex, increment);
	}
	/**
	* grow resizes the backing array by doubling in size up to maxSize.
	* This extends the array with a bunch of zeros and copies the
	* existing counts to the same position.
	*/
	_grow(buckets, needed) {
		const size = buckets.backing.length;
		const bias = buckets.indexBase - buckets.indexStart;
		const oldPositiveLimit = size - bias;
		let newSize = nextGreaterSquare(needed);
		if (newSize > this._maxSize) newSize = this._maxSize;
		const newPositiveLimit = newSize - bias;
		buckets.backing.growTo(newSize, oldPositiveLimit, newPositiveLimit);
	}
	/**
	* _changeScale computes how much downscaling is needed by shifting the
	* high and low values until they are separated by no more than size.
	*/
	_changeScale(high, low) {
		let change = 0;
		while (high - low >= this._maxSize) {
			high >>= 1;
			low >>= 1;
			change++;
		}
		return change;
	}
	/**
	* _downscale subtracts `change` from the current mapping scale.
	*/
	_downscale(change) {
		if (change === 0) return;
		if (change < 0) throw new Error(`impossible change of scale: ${this.scale}`);
		const newScale = this._mapping.scale - change;
		this._positive.downscale(change);
		this._negative.downscale(change);
		this._mapping = getMapping(newScale);
	}
	/**
	* _minScale is used by diff and merge to compute an ideal combined scale
	*/
	_minScale(other) {
		const minScale = Math.min(this.scale, other.scale);
		const highLowPos = HighLow.combine(this._highLowAtScale(this.positive, this.scale, minScale), this._highLowAtScale(other.positive, other.scale, minScale));
		const highLowNeg = HighLow.combine(this._highLowAtScale(this.negative, this.scale, minScale), this._highLowAtScale(other.negative, other.scale, minScale));
		return Math.min(minScale - this._changeScale(highLowPos.high, highLowPos.low), minScale - this._changeScale(highLowNeg.high, highLowNeg.low));
	}
	/**
	* _highLowAtScale is used by diff and merge to compute an ideal combined scale.
	*/
	_highLowAtScale(buckets, currentScale, newScale) {
		if (buckets.length === 0) return new HighLow(0, -1);
		const shift = currentScale - newScale;
		return new HighLow(buckets.indexStart >> shift, buckets.indexEnd >> shift);
	}
	/**
	* _mergeBuckets translates index values from another histogram and
	* adds the values into the corresponding buckets of this histogram.
	*/
	_mergeBuckets(ours, other, theirs, scale) {
		const theirOffset = theirs.offset;
		const theirChange = other.scale - scale;
		for (let i = 0; i < theirs.length; i++) this._incrementIndexBy(ours, theirOffset + i >> theirChange, theirs.at(i));
	}
	/**
	* _diffBuckets translates index values from another histogram and
	* subtracts the values in the corresponding buckets of this histogram.
	*/
	_diffBuckets(ours, other, theirs, scale) {
		const theirOffset = theirs.offset;
		const theirChange = other.scale - scale;
		for (let i = 0; i < theirs.length; i++) {
			let bucketIndex = (theirOffset + i >> theirChange) - ours.indexBase;
			if (bucketIndex < 0) bucketIndex += ours.backing.length;
			ours.decrementBucket(bucketIndex, theirs.at(i));
		}
		ours.trim();
	}
};
/**
* Aggregator for ExponentialHistogramAccumulations
*/
var ExponentialHistogramAggregator = class {
	kind = 4;
	_maxSize;
	_recordMinMax;
	/**
	* @param _maxSize Maximum number of buckets for each of the positive
	*    and negative ranges, exclusive of the zero-bucket.
	* @param _recordMinMax If set to true, min and max will be recorded.
	*    Otherwise, min and max will not be recorded.
	*/
	constructor(maxSize, recordMinMax) {
		this._maxSize = maxSize;
		this._recordMinMax = recordMinMax;
	}
	createAccumulation(startTime) {
		return new ExponentialHistogramAccumulation(startTime, this._maxSize, this._recordMinMax);
	}
	/**
	* Return the result of the merge of two exponential histogram accumulations.
	*/
	merge(previous, delta) {
		const result = delta.clone();
		result.merge(previous);
		return result;
	}
	/**
	* Returns a new DELTA aggregation by comparing two cumulative measurements.
	*/
	diff(previous, current) {
		const result = current.clone();
		result.diff(previous);
		return result;
	}
	toMetricData(descriptor, aggregationTemporality, accumulationByAttributes, endTime) {
		return {
			descriptor,
			aggregationTemporality,
			dataPointType: 1,
			dataPoints: accumulationByAttributes.map(([attributes, accumulation]) => {
				const pointValue = accumulation.toPointValue();
				const allowsNegativeValues = descriptor.type === "GAUGE" || descriptor.type === "UP_DOWN_COUNTER" || descriptor.type === "OBSERVABLE_GAUGE" || descriptor.type === "OBSERVABLE_UP_DOWN_COUNTER";
				return {
					attributes,
					startTime: accumulation.startTime,
					endTime,
					value: {
						min: pointValue.hasMinMax ? pointValue.min : void 0,
						max: pointValue.hasMinMax ? pointValue.max : void 0,
						sum: !allowsNegativeValues ? pointValue.sum : void 0,
						positive: {
							offset: pointValue.positive.offset,
							bucketCounts: pointValue.positive.bucketCounts
						},
						negative: {
							offset: pointValue.negative.offset,
							bucketCounts: pointValue.negative.bucketCounts
						},
						count: pointValue.count,
						scale: pointValue.scale,
						zeroCount: pointValue.zeroCount
					}
				};
			})
		};
	}
};
//#endregion


//# sourceMappingURL=ExponentialHistogram.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/common/time.mjs
var time = __webpack_require__(37463);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/aggregator/LastValue.mjs


//#region src/aggregator/LastValue.ts
var LastValueAccumulation = class {
	startTime;
	_current;
	sampleTime;
	constructor(startTime, current = 0, sampleTime = [0, 0]) {
		this.startTime = startTime;
		this._current = current;
		this.sampleTime = sampleTime;
	}
	record(value) {
		this._current = value;
		this.sampleTime = (0,time/* millisToHrTime */.lg)(Date.now());
	}
	setStartTime(startTime) {
		this.startTime = startTime;
	}
	toPointValue() {
		return this._current;
	}
};
/** Basic aggregator which calculates a LastValue from individual measurements. */
var LastValueAggregator = class {
	kind = 2;
	createAccumulation(startTime) {
		return new LastValueAccumulation(startTime);
	}
	/**
	* Returns the result of the merge of the given accumulations.
	*
	* Return the newly captured (delta) accumulation for LastValueAggregator.
	*/
	merge(previous, delta) {
		const latestAccumulation = (0,time/* hrTimeToMicroseconds */.w_)(delta.sampleTime) >= (0,time/* hrTimeToMicroseconds */.w_)(previous.sampleTime) ? delta : previous;
		return new LastValueAccumulation(previous.startTime, latestAccumulation.toPointValue(), latestAccumulation.sampleTime);
	}
	/**
	* Returns a new DELTA aggregation by comparing two cumulative measurements.
	*
	* A delta aggregation is not meaningful to LastValueAggregator, just return
	* the newly captured (delta) accumulation for LastValueAggregator.
	*/
	diff(previous, current) {
		const latestAccumulation = (0,time/* hrTimeToMicroseconds */.w_)(current.sampleTime) >= (0,time/* hrTimeToMicroseconds */.w_)(previous.sampleTime) ? current : previous;
		return new LastValueAccumulation(current.startTime, latestAccumulation.toPointValue(), latestAccumulation.sampleTime);
	}
	toMetricData(descriptor, aggregationTemporality, accumulationByAttributes, endTime) {
		return {
			descriptor,
			aggregationTemporality,
			dataPointType: 2,
			dataPoints: accumulationByAttributes.map(([attributes, accumulation]) => {
				return {
					attributes,
					startTime: accumulation.startTime,
					endTime,
					value: accumulation.toPointValue()
				};
			})
		};
	}
};
//#endregion


//# sourceMappingURL=LastValue.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/aggregator/Sum.mjs

//#region src/aggregator/Sum.ts
var SumAccumulation = class {
	startTime;
	monotonic;
	_current;
	reset;
	constructor(startTime, monotonic, current = 0, reset = false) {
		this.startTime = startTime;
		this.monotonic = monotonic;
		this._current = current;
		this.reset = reset;
	}
	record(value) {
		if (this.monotonic && value < 0) return;
		this._current += value;
	}
	setStartTime(startTime) {
		this.startTime = startTime;
	}
	toPointValue() {
		return this._current;
	}
};
/** Basic aggregator which calculates a Sum from individual measurements. */
var SumAggregator = class {
	kind = 1;
	monotonic;
	constructor(monotonic) {
		this.monotonic = monotonic;
	}
	createAccumulation(startTime) {
		return new SumAccumulation(startTime, this.monotonic);
	}
	/**
	* Returns the result of the merge of the given accumulations.
	*/
	merge(previous, delta) {
		const prevPv = previous.toPointValue();
		const deltaPv = delta.toPointValue();
		if (delta.reset) return new SumAccumulation(delta.startTime, this.monotonic, deltaPv, delta.reset);
		return new SumAccumulation(previous.startTime, this.monotonic, prevPv + deltaPv);
	}
	/**
	* Returns a new DELTA aggregation by comparing two cumulative measurements.
	*/
	diff(previous, current) {
		const prevPv = previous.toPointValue();
		const currPv = current.toPointValue();
		/**
		* If the SumAggregator is a monotonic one and the previous point value is
		* greater than the current one, a reset is deemed to be happened.
		* Return the current point value to prevent the value from been reset.
		*/
		if (this.monotonic && prevPv > currPv) return new SumAccumulation(current.startTime, this.monotonic, currPv, true);
		return new SumAccumulation(current.startTime, this.monotonic, currPv - prevPv);
	}
	toMetricData(descriptor, aggregationTemporality, accumulationByAttributes, endTime) {
		return {
			descriptor,
			aggregationTemporality,
			dataPointType: 3,
			dataPoints: accumulationByAttributes.map(([attributes, accumulation]) => {
				return {
					attributes,
					startTime: accumulation.startTime,
					endTime,
					value: accumulation.toPointValue()
				};
			}),
			isMonotonic: this.monotonic
		};
	}
};
//#endregion


//# sourceMappingURL=Sum.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/view/Aggregation.mjs







//#region src/view/Aggregation.ts
/**
* The default drop aggregation.
*/
var DropAggregation = class DropAggregation {
	static DEFAULT_INSTANCE = new DropAggregator();
	createAggregator(_instrument) {
		return DropAggregation.DEFAULT_INSTANCE;
	}
};
/**
* The default sum aggregation.
*/
var SumAggregation = class SumAggregation {
	static MONOTONIC_INSTANCE = new SumAggregator(true);
	static NON_MONOTONIC_INSTANCE = new SumAggregator(false);
	createAggregator(instrument) {
		switch (instrument.type) {
			case "COUNTER":
			case "OBSERVABLE_COUNTER":
			case "HISTOGRAM": return SumAggregation.MONOTONIC_INSTANCE;
			default: return SumAggregation.NON_MONOTONIC_INSTANCE;
		}
	}
};
/**
* The default last value aggregation.
*/
var LastValueAggregation = class LastValueAggregation {
	static DEFAULT_INSTANCE = new LastValueAggregator();
	createAggregator(_instrument) {
		return LastValueAggregation.DEFAULT_INSTANCE;
	}
};
/**
* The default histogram aggregation.

*/
var HistogramAggregation = class HistogramAggregation {
	static DEFAULT_INSTANCE = new HistogramAggregator([
		0,
		5,
		10,
		25,
		50,
		75,
		100,
		250,
		500,
		750,
		1e3,
		2500,
		5e3,
		7500,
		1e4
	], true);
	createAggregator(_instrument) {
		return HistogramAggregation.DEFAULT_INSTANCE;
	}
};
/**
* The explicit bucket histogram aggregation.
*/
var ExplicitBucketHistogramAggregation = class {
	_boundaries;
	_recordMinMax;
	/**
	* @param boundaries the bucket boundaries of the histogram aggregation
	* @param _recordMinMax If set to true, min and max will be recorded. Otherwise, min and max will not be recorded.
	*/
	constructor(boundaries, recordMinMax = true) {
		if (boundaries == null) throw new Error("ExplicitBucketHistogramAggregation should be created with explicit boundaries, if a single bucket histogram is required, please pass an empty array");
		boundaries = boundaries.concat();
		boundaries = boundaries.sort((a, b) => a - b);
		const minusInfinityIndex = boundaries.lastIndexOf(-Infinity);
		let infinityIndex = boundaries.indexOf(Infinity);
		if (infinityIndex === -1) infinityIndex = void 0;
		this._boundaries = boundaries.slice(minusInfinityIndex + 1, infinityIndex);
		this._recordMinMax = recordMinMax;
	}
	createAggregator(_instrument) {
		return new HistogramAggregator(this._boundaries, this._recordMinMax);
	}
};
var ExponentialHistogramAggregation = class {
	_maxSize;
	_recordMinMax;
	constructor(maxSize = 160, recordMinMax = true) {
		this._maxSize = maxSize;
		this._recordMinMax = recordMinMax;
	}
	createAggregator(_instrument) {
		return new ExponentialHistogramAggregator(this._maxSize, this._recordMinMax);
	}
};
/**
* The default aggregation.
*/
var DefaultAggregation = class {
	_resolve(instrument) {
		switch (instrument.type) {
			case "COUNTER":
			case "UP_DOWN_COUNTER":
			case "OBSERVABLE_COUNTER":
			case "OBSERVABLE_UP_DOWN_COUNTER": return SUM_AGGREGATION;
			case "GAUGE":
			case "OBSERVABLE_GAUGE": return LAST_VALUE_AGGREGATION;
			case "HISTOGRAM":
				if (instrument.advice.explicitBucketBoundaries) return new ExplicitBucketHistogramAggregation(instrument.advice.explicitBucketBoundaries);
				return HISTOGRAM_AGGREGATION;
		}
		diag_api/* diag */.s.warn(`Unable to recognize instrument type: ${instrument.type}`);
		return DROP_AGGREGATION;
	}
	createAggregator(instrument) {
		return this._resolve(instrument).createAggregator(instrument);
	}
};
const DROP_AGGREGATION = new DropAggregation();
const SUM_AGGREGATION = new SumAggregation();
const LAST_VALUE_AGGREGATION = new LastValueAggregation();
const HISTOGRAM_AGGREGATION = new HistogramAggregation();
new ExponentialHistogramAggregation();
const DEFAULT_AGGREGATION = new DefaultAggregation();
//#endregion


//# sourceMappingURL=Aggregation.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/view/AggregationOption.mjs

//#region src/view/AggregationOption.ts
let AggregationType = /* @__PURE__ */ function(AggregationType) {
	AggregationType[AggregationType["DEFAULT"] = 0] = "DEFAULT";
	AggregationType[AggregationType["DROP"] = 1] = "DROP";
	AggregationType[AggregationType["SUM"] = 2] = "SUM";
	AggregationType[AggregationType["LAST_VALUE"] = 3] = "LAST_VALUE";
	AggregationType[AggregationType["EXPLICIT_BUCKET_HISTOGRAM"] = 4] = "EXPLICIT_BUCKET_HISTOGRAM";
	AggregationType[AggregationType["EXPONENTIAL_HISTOGRAM"] = 5] = "EXPONENTIAL_HISTOGRAM";
	return AggregationType;
}({});
function toAggregation(option) {
	switch (option.type) {
		case 0: return DEFAULT_AGGREGATION;
		case 1: return DROP_AGGREGATION;
		case 2: return SUM_AGGREGATION;
		case 3: return LAST_VALUE_AGGREGATION;
		case 5: {
			const expOption = option;
			return new ExponentialHistogramAggregation(expOption.options?.maxSize, expOption.options?.recordMinMax);
		}
		case 4: {
			const expOption = option;
			if (expOption.options == null) return HISTOGRAM_AGGREGATION;
			else return new ExplicitBucketHistogramAggregation(expOption.options?.boundaries, expOption.options?.recordMinMax);
		}
		default: throw new Error("Unsupported Aggregation");
	}
}
//#endregion


//# sourceMappingURL=AggregationOption.mjs.map

/***/ })

};
