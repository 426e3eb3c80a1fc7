/** The result of one `prlens doctor` check: one printed line, and the fix when it is not ok. */

export type CheckStatus = 'ok' | 'warn' | 'fail' | 'skip';

export interface CheckResult {
  area: 'config' | 'model' | 'github';
  status: CheckStatus;
  message: string;
  /** What to do; shown under the line. */
  fix?: string;
}
