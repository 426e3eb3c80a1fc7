/**
 * Writes src/report/report-shape.generated.ts, the JSON report's schema as data for its self-check
 * without zod (src/report/report-shape.ts), from `ReviewReport` (`npm run gen:report-shape`; `npm run
 * build` runs it first, so a bundle never carries a stale shape). tests/report/report-shape.test.ts
 * fails while the committed file differs.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPORT_SHAPE_FILE, renderReportShape } from '../src/report/report-shape-of.js';

writeFileSync(path.resolve(import.meta.dirname, '..', REPORT_SHAPE_FILE), renderReportShape());
console.log(`wrote ${REPORT_SHAPE_FILE}`);
