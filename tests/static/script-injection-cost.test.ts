/**
 * The workflow is the PR's own text: a web of envs naming each other must cost no more than their
 * text. `pastedFields` reads each env once per hop (script-injection.ts); counted here through the
 * expression reader it calls, never by the clock.
 */
import { describe, expect, it, vi } from 'vitest';
import type * as Expression from '../../src/static/checks/workflow/expression.js';

const reads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/static/checks/workflow/expression.js', async (original) => {
  const real = await original<typeof Expression>();
  return {
    ...real,
    carriedPaths: (text: string) => {
      reads.count++;
      return real.carriedPaths(text);
    },
  };
});

const { pastedFields } = await import('../../src/static/checks/workflow/script-injection.js');

describe('pastedFields on a web of envs', () => {
  it('reads each env once per hop however many envs name it', () => {
    const n = 150;
    const names = Array.from({ length: n }, (_, i) => `E${i}`);
    // Every env pastes every other one, and the first also the issue's title.
    const env = new Map(
      names.map((name, i) => [
        name.toLowerCase(),
        {
          name,
          value: `\${{ ${names.map((o) => `env.${o}`).join(' || ')}${i === 0 ? ' || github.event.issue.title' : ''} }}`,
        },
      ]),
    );
    reads.count = 0;
    const fields = pastedFields(
      names.map((o) => `env.${o}`),
      env,
    );
    expect(fields.map((f) => f.field)).toContain('github.event.issue.title');
    // One read per expression pasted, and at most one per env and hop: 150 + 2 × 150, not 150².
    expect(reads.count).toBeLessThanOrEqual(n + 2 * n);
  });
});
