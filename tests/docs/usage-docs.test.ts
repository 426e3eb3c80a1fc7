/**
 * Issue 46 point 2: the README's snippets and examples/ are written from one place (package.json's
 * `repository` and the pinned release, scripts/project.mjs) by scripts/gen-usage.mjs; this fails
 * while one is stale, as `npm run docs:check` does.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without types
import { renderAll, renderExample } from '../../scripts/gen-usage.mjs';
// @ts-expect-error: a plain ESM script without types
import { project } from '../../scripts/project.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('README and examples/ from package.json', () => {
  it('are up to date (run node scripts/gen-usage.mjs after changing a workflow or the repository)', () => {
    const files = renderAll(ROOT, project(ROOT)) as Map<string, string>;
    expect([...files.keys()]).toContain('examples/prlens.yml');
    for (const [file, content] of files)
      expect(readFileSync(path.join(ROOT, file), 'utf8'), file).toBe(content);
  });

  it('no example loads prlens from a checkout, and each names the repository of package.json', () => {
    const { slug } = project(ROOT) as { slug: string };
    for (const [file, content] of renderAll(ROOT, project(ROOT)) as Map<string, string>) {
      if (!file.startsWith('examples/')) continue;
      expect(content, file).not.toMatch(/uses: \.\//);
      expect(content, file).toContain(`uses: ${slug}@`);
    }
  });

  it('pins a release by its full SHA with the tag as a comment', () => {
    const pin = { version: '1.2.3', sha: 'a'.repeat(40) };
    const text = 'steps:\n  - uses: actions/checkout@v5\n  - uses: ./\n';
    const p = { owner: 'acme', name: 'prlens', slug: 'acme/prlens', pin };
    expect(renderExample(text, 'x.yml', p)).toContain(`  - uses: acme/prlens@${'a'.repeat(40)} # v1.2.3\n`);
  });

  it('package.json names the authors and the repository, not a placeholder author', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    expect(pkg.author).toBe('prlens contributors');
    expect(pkg.repository.url).toMatch(/github\.com\/[^/]+\/prlens\.git$/);
  });
});
