/**
 * scripts/check-boundaries.mjs (run by `npm run lint`) fails on every kind of import it forbids and
 * passes on this repository.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SCRIPT = path.resolve(import.meta.dirname, '../../scripts/check-boundaries.mjs');

function check(files: Record<string, string>) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'prlens-boundaries-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return spawnSync(process.execPath, [SCRIPT, '--root', root], { encoding: 'utf8' });
}

const CLEAN = {
  'src/core/types.ts': "import { z } from 'zod';\nexport const A = z.string();\n",
  'src/github/client.ts': "import type { A } from '../core/types.js';\n",
  'src/app/review.ts':
    "import type { A } from '../core/types.js';\nimport { x } from '../review/pipeline.js';\n",
  'src/review/pipeline.ts':
    "import { dedupe } from './stages/merge/dedupe.js';\nimport { floors } from './stages/floors/floors.js';\nexport const x = 1;\n",
  'src/review/types.ts': 'export type FindingSet = { findings: string[] };\n',
  'src/review/stages/merge/dedupe.ts':
    "import type { FindingSet } from '../../types.js';\nimport { same } from './same.js';\nexport const dedupe = 1;\n",
  'src/review/stages/merge/same.ts': 'export const same = 1;\n',
  'src/review/stages/floors/floors.ts':
    "import type { FindingSet } from '../../types.js';\nexport const floors = 1;\n",
  'src/review/model/exec/run.ts': "import type { FindingSet } from '../../types.js';\n",
  'src/cli/main.ts': "import { x } from '../app/review.js';\n",
  'src/action/main.ts': "import { x } from '../app/review.js';\n",
};

describe('check-boundaries', () => {
  it('passes on this repository', () => {
    const run = spawnSync(process.execPath, [SCRIPT], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('passes on a tree that keeps the rules', () => {
    expect(check(CLEAN).status).toBe(0);
  });

  it.each([
    [
      'core imports an adapter',
      'src/core/bad.ts',
      "import { c } from '../github/client.js';\n",
      'core imports only itself',
    ],
    [
      'core imports a package',
      'src/core/bad.ts',
      "import yaml from 'yaml';\n",
      'core: only zod, node:crypto',
    ],
    [
      'cli imports action',
      'src/cli/bad.ts',
      "import { run } from '../action/main.js';\n",
      'src/cli must not import src/action',
    ],
    [
      'action imports cli',
      'src/action/bad.ts',
      "export { x } from '../cli/main.js';\n",
      'src/action must not import src/cli',
    ],
    [
      'app imports an edge',
      'src/app/bad.ts',
      "import type { X } from '../action/main.js';\n",
      'src/app must not import src/action',
    ],
    [
      'app reaches GitHub past the Forge port',
      'src/app/bad.ts',
      "import type { GitHub } from '../github/types.js';\n",
      'src/app must not import src/github',
    ],
    [
      'review imports app',
      'src/review/model/deep/bad.ts',
      "import { x } from '../../../app/review.js';\n",
      'src/review must not import src/app',
    ],
    [
      'github imports cli',
      'src/github/bad.ts',
      "import { y } from '../cli/main.js';\n",
      'src/github must not import src/cli',
    ],
    [
      'report imports app',
      'src/report/bad.ts',
      "import { y } from '../app/review.js';\n",
      'src/report must not import src/app',
    ],
    [
      'github imports app dynamically',
      'src/github/bad.ts',
      "export async function late() {\n  return await import(\n    '../app/review.js'\n  );\n}\n",
      "src/github/bad.ts imports '../app/review.js' (src/github must not import src/app)",
    ],
    [
      'a review stage imports another stage',
      'src/review/stages/floors/bad.ts',
      "import { dedupe } from '../merge/dedupe.js';\n",
      'stage floors must not import stage merge',
    ],
    [
      'the model half runs a stage itself',
      'src/review/model/exec/bad.ts',
      "import { dedupe } from '../../stages/merge/dedupe.js';\n",
      'only the pipeline (src/review/pipeline*.ts) runs the stages',
    ],
    [
      'a stage imports a review-root module other than the shared types',
      'src/review/stages/floors/bad.ts',
      "import { x } from '../../pipeline.js';\n",
      'a stage imports only the shared types from the review root',
    ],
    [
      'core imports a package dynamically',
      'src/core/bad.ts',
      "export const load = () => import('yaml');\n",
      'core: only zod, node:crypto',
    ],
  ])('fails when %s', (_name, file, text, message) => {
    const run = check({ ...CLEAN, [file]: text });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(file);
    expect(run.stderr).toContain(message);
  });

  it('fails on an import circle, type-only and dynamic imports included', () => {
    const run = check({
      ...CLEAN,
      'src/action/main.ts': "export async function run() {\n  await import('./routes.js');\n}\n",
      'src/action/routes.ts': "import type { Deps } from './main.js';\n",
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'import circle: src/action/main.ts → src/action/routes.ts → src/action/main.ts',
    );
  });
});
