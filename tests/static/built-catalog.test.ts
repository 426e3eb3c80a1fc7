import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalog, CATALOG_FILE, catalogFromJson, catalogJson } from '../../src/static/built-catalog.js';
import { processLanguages } from '../../src/static/languages.js';
import { loadRules } from '../../src/static/rule-file.js';

const root = path.resolve(import.meta.dirname, '../..');
const rulesDir = path.join(root, 'rules');

describe('the rule catalog built with the bundle', () => {
  it('dist/rules.json is the YAML of rules/ as it stands (run npm run build after editing a rule)', async () => {
    const committed = readFileSync(path.join(root, 'dist', CATALOG_FILE), 'utf8');
    expect(committed).toBe(catalogJson(await loadRules(rulesDir), root));
  });

  it('reads back the same rules the YAML gives, regular expressions and all', async () => {
    const rules = await loadRules(rulesDir);
    const relative = rules.map((r) => ({
      ...r,
      source: path.relative(root, r.source).split(path.sep).join('/'),
    }));
    expect(catalogFromJson(catalogJson(rules, root))).toEqual(relative);
  });

  it('compiles every rule for every language it runs on', async () => {
    const text = await buildCatalog(rulesDir, root, processLanguages);
    expect(catalogFromJson(text).length).toBe((await loadRules(rulesDir)).length);
  });

  it('fails the build naming the rule file that does not compile for one of its languages', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'prlens-catalog-'));
    const rule = [
      'id: broken-kind',
      'language: typescript',
      'severity: warning',
      'message: never matches',
      'rule: { kind: no_such_kind }',
      'metadata: { category: correctness, severity: low, confidence: 0.5 }',
    ].join('\n');
    writeFileSync(path.join(dir, 'broken-kind.yml'), rule);
    await expect(buildCatalog(dir, dir, processLanguages)).rejects.toThrow(
      /malformed rule file .*broken-kind\.yml: rule: broken-kind does not compile for typescript/,
    );
  });
});
