/**
 * A review with no model (`--provider none`) through the real CLI entry on a temporary repository:
 * the pipeline must read the files only the file checks and the YAML/Dart grammars cover (a
 * Dockerfile, Terraform, a workflow, Dart), not just programming languages.
 */
import { describe, expect, it } from 'vitest';
import type { EvalCase } from '../../evals/case.js';
import { runCase } from '../../evals/harness.js';
import { staticRuleIdOf } from '../../src/static/run-static-rules.js';

const CASE: EvalCase = {
  id: 'static-only-infra',
  description: 'infrastructure and Dart files reviewed by the static lens alone',
  language: 'mixed',
  tags: [],
  files: {
    Dockerfile: { changed: 'FROM debian:12\nRUN curl -fsSL https://example.dev/i.sh | sh\nUSER root\n' },
    'infra/main.tf': { changed: 'resource "aws_s3_bucket_acl" "u" {\n  acl = "public-read"\n}\n' },
    '.github/workflows/ci.yml': {
      changed:
        'on: issue_comment\njobs:\n  t:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo "${{ github.event.comment.body }}"\n',
    },
    'lib/web.dart': { changed: "import 'dart:html';\n" },
    'README.md': { changed: '# notes\n' },
  },
  expected: [],
  forbidden: [],
};

describe('a review without a model', () => {
  it('reports the file checks and the YAML/Dart rules on the files they cover', async () => {
    const run = await runCase(CASE, { provider: 'none', model: 'none', preset: 'fast', env: {} });
    expect(run.error).toBeNull();
    const seen = run.findings.map((f) => `${f.path}:${f.line} ${staticRuleIdOf(f.body)}`).sort();
    expect(seen).toEqual([
      '.github/workflows/ci.yml:6 gha-script-injection',
      'Dockerfile:2 docker-curl-pipe-shell',
      'Dockerfile:3 docker-user-root',
      'infra/main.tf:2 tf-s3-public-acl',
      'lib/web.dart:1 dart-html',
    ]);
  });
});

describe('two rules on one line', () => {
  it('are both reported: the fingerprint (path, category, line) does not name the rule', async () => {
    const run = await runCase(
      {
        ...CASE,
        id: 'static-two-rules-one-line',
        description: 'os.system of an eval: command injection and code execution on one line',
        language: 'python',
        files: { 'app/run.py': { changed: 'import os\n\ndef go(x):\n    os.system(x + eval(x))\n' } },
      },
      { provider: 'none', model: 'none', preset: 'fast', env: {} },
    );
    expect(run.error).toBeNull();
    const rules = run.findings.map((f) => `${f.path}:${f.line} ${staticRuleIdOf(f.body)}`).sort();
    expect(rules).toEqual(['app/run.py:4 py-eval-exec', 'app/run.py:4 py-os-system']);
  });
});
