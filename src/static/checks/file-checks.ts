/** Every file check of the static lens, in the order they run. */
import type { FileCheck } from './check.js';

export const FILE_CHECKS: readonly FileCheck[] = [];
