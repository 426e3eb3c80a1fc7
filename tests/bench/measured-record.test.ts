/**
 * The committed record (src/static/measured-record.ts) is what bench/measured-record.ts computes from
 * the committed verdicts, and it counts only what it says it does: tuning slices, outside tests.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstSightRecord, readVerdicts, RECORD_MODULE, recordModule } from '../../bench/measured-record.js';
import { MEASURED } from '../../src/static/measured-record.js';

describe('the measured record', () => {
  it('matches the verdicts: regenerate it with `npx tsx bench/measured-record.ts --write`', () => {
    const record = firstSightRecord(readVerdicts());
    expect(MEASURED).toEqual(record);
    expect(readFileSync(RECORD_MODULE, 'utf8')).toBe(recordModule(record));
  });

  it('counts a tuning slice’s verdicts outside tests, never a clean check’s, a test file’s or an unknown repository’s', () => {
    const repos = [
      { repo: 'a/tuned', half: 'fresh26' as const },
      { repo: 'b/clean', half: 'fresh27' as const },
    ];
    const record = firstSightRecord(
      [
        { repo: 'a/tuned', rule: 'r', path: 'src/app.js', verdict: 'true' },
        { repo: 'a/tuned', rule: 'r', path: 'src/db.js', verdict: 'false' },
        { repo: 'a/tuned', rule: 'r', path: 'src/db.js', verdict: 'debatable' },
        { repo: 'a/tuned', rule: 'r', path: 'test/db.test.js', verdict: 'false' },
        { repo: 'b/clean', rule: 'r', path: 'src/app.js', verdict: 'false' },
        { repo: 'c/gone', rule: 'r', path: 'src/app.js', verdict: 'false' },
      ],
      repos,
      ['fresh27'],
    );
    expect(record).toEqual({ r: { true: 1, debatable: 1, false: 1 } });
  });
});
