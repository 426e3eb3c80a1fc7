import { describe, expect, it, vi } from 'vitest';

/**
 * The shared schemas were ~210 zod schemas built at import, on every run (issue 48), while a run
 * with a text report parses none of them. Counted, never timed; the module is imported fresh.
 */
describe('the core schemas are built on first use, once', () => {
  it('importing them builds nothing; each group is built by its first parse, later parses reuse it', async () => {
    vi.resetModules();
    const types = await import('./types.js');
    expect(types.coreSchemaBuilds()).toBe(0);
    expect(types.SEVERITY_RANK.critical).toBe(3);
    expect(types.coreSchemaBuilds()).toBe(0);
    expect(types.Usage.safeParse(types.emptyUsage()).success).toBe(true);
    expect(types.coreSchemaBuilds()).toBe(1);
    // The same answers as before: a bad value is refused with the path of the key.
    const bad = types.Finding.safeParse({ path: 'a', line: 0 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toContain('line');
    expect(types.Severity.safeParse('severe').success).toBe(false);
    expect(types.coreSchemaBuilds()).toBe(1);
    // The JSON report's self-check builds its groups (stats, report), not the diff's schemas.
    expect(types.ReviewReport.safeParse({}).success).toBe(false);
    expect(types.coreSchemaBuilds()).toBe(3);
    expect(types.FileDiff.safeParse({}).success).toBe(false);
    expect(types.coreSchemaBuilds()).toBe(4);
  });
});
