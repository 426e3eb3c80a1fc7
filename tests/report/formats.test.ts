/**
 * Issue 43, point 4: the output formats were listed twice (src/report/index.ts and src/cli/args.ts)
 * and a third time by hand in the help and the README. Now src/report/formats.ts lists them once;
 * the `--format` check, the help line and the README list (npm run docs:check) come from it.
 */
import { describe, expect, it } from 'vitest';
import { parseCommandLine } from '../../src/cli/args.js';
import { helpText } from '../../src/cli/help.js';
import { UsageError } from '../../src/cli/usage-error.js';
import { formatDocsList, REPORT_FORMATS } from '../../src/report/formats.js';
import { REPORT_FORMATS as RENDERED } from '../../src/report/index.js';

describe('the format table', () => {
  it('is the list the renderers export and the one --format accepts', () => {
    expect(RENDERED).toBe(REPORT_FORMATS);
    for (const format of REPORT_FORMATS)
      expect(parseCommandLine(['review', '--format', format])).toMatchObject({ name: 'review', format });
    expect(() => parseCommandLine(['review', '--format', 'xml'])).toThrow(UsageError);
    expect(() => parseCommandLine(['review', '--format', 'xml'])).toThrow(
      `--format must be one of ${REPORT_FORMATS.join(', ')}; got 'xml'`,
    );
  });

  it('names every format, and only those, in `prlens review --help`', () => {
    const line = /--format F\s+(.+)/.exec(helpText('review'))?.[1] ?? '';
    const names = line.split(', ').map((item) => item.replace(/ \(.*\)$/, ''));
    expect(names).toEqual([...REPORT_FORMATS]);
    expect(line).toContain('text (default)');
  });

  it('gives the README one item per format', () => {
    const items = formatDocsList().split('\n');
    expect(items.map((item) => /^- `([a-z]+)`: \S/.exec(item)?.[1])).toEqual([...REPORT_FORMATS]);
  });
});
