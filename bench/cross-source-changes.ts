/**
 * The duplicate-comment bench's cross-source slice: changes where another tool (ESLint's SARIF),
 * a prlens rule and the model see one problem, each reported the way it was reported in the wild
 * (issue 27's defects): the JDBC rule on the call and the model on the SQL three lines up; the
 * untrusted-checkout check and the model on one workflow line; ESLint, `js-eval` and the model on
 * one `eval`. The model's answers are scripted per lens; ESLint really runs (its SARIF formatter).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { ESLint } from 'eslint';
import { parseResultText } from '../src/ingest/read-files.js';
import type { ImportedInput } from '../src/review/stages/imported/import-stage.js';
import type { OpenAIReply, RecordedRequest } from '../tests/fakes/openai-server.js';

export interface CrossSourceChange {
  name: string;
  files: Record<string, { base?: string; changed?: string }>;
  answer: (request: RecordedRequest) => OpenAIReply;
  /** ESLint rules to run over the changed files in the case's checkout, fed in as SARIF. */
  eslint?: Record<string, 'error' | 'warn'>;
}

interface Claim {
  path: string;
  line: number;
  lens: string;
  category: string;
  title: string;
}

/** A lens answer that reports each claim through its own lens, quoting its line. */
function scripted(files: CrossSourceChange['files'], claims: readonly Claim[]): CrossSourceChange['answer'] {
  return (request) => {
    const messages = (request.body?.messages ?? []) as Array<{ content?: string | null }>;
    const lenses = [...(messages[1]?.content ?? '').matchAll(/## Lens `([^`]+)`/g)].map((m) => m[1]);
    const findings = claims
      .filter((c) => lenses.includes(c.lens))
      .map((c) => ({
        ...c,
        start_line: null,
        side: 'RIGHT',
        severity: 'high',
        body: 'Scripted model finding.',
        suggestion: null,
        anchor: (files[c.path]?.changed ?? '').split('\n')[c.line - 1]!.trim(),
        confidence: 0.8,
      }));
    return { kind: 'success', json: { findings } };
  };
}

const JAVA = 'src/main/java/app/AccountRepository.java';
const JAVA_FILES = {
  [JAVA]: {
    base: 'package app;\nclass AccountRepository {\n}\n',
    changed: [
      'package app;',
      'import java.sql.*;',
      'class AccountRepository {',
      '  ResultSet find(Connection conn, String owner) throws SQLException {',
      '    String sql = "SELECT * FROM accounts WHERE owner = \'" + owner + "\'";',
      '    Statement stmt = conn.createStatement();',
      '    stmt.setQueryTimeout(5);',
      '    return stmt.executeQuery(sql);',
      '  }',
      '}',
      '',
    ].join('\n'),
  },
};

const WORKFLOW = '.github/workflows/preview.yml';
const WORKFLOW_FILES = {
  [WORKFLOW]: {
    changed: [
      'on: pull_request_target',
      'jobs:',
      '  build:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: actions/checkout@v4',
      '        with:',
      '          ref: ${{ github.event.pull_request.head.sha }}',
      '      - run: npm ci && npm test',
      '',
    ].join('\n'),
  },
};

const EVAL_FILES = {
  'src/run.js': {
    base: 'const old = eval(legacy);\n',
    changed: [
      'const old = eval(legacy);',
      'export function run(input) {',
      '  return eval(input);',
      '}',
      '',
    ].join('\n'),
  },
};

export const CROSS_SOURCE: CrossSourceChange[] = [
  {
    name: 'cross: JDBC rule + model 3 lines up',
    files: JAVA_FILES,
    answer: scripted(JAVA_FILES, [
      {
        path: JAVA,
        line: 5,
        lens: 'security',
        category: 'security',
        title: 'SQL injection in AccountRepository.java',
      },
    ]),
  },
  {
    name: 'cross: pull_request_target checkout',
    files: WORKFLOW_FILES,
    answer: scripted(WORKFLOW_FILES, [
      {
        path: WORKFLOW,
        line: 8,
        lens: 'security',
        category: 'ci-security',
        title: 'Privileged workflow runs untrusted PR code with secrets',
      },
    ]),
  },
  {
    name: 'cross: ESLint + js-eval + model eval',
    files: EVAL_FILES,
    eslint: { 'no-eval': 'error' },
    answer: scripted(EVAL_FILES, [
      {
        path: 'src/run.js',
        line: 3,
        lens: 'security',
        category: 'injection',
        title: 'Code injection: eval runs the caller-controlled input',
      },
    ]),
  },
];

type SarifFormatter = (results: ESLint.LintResult[], data: ESLint.LintResultData) => string;

/** Runs ESLint in the checkout at `root` and reads its SARIF as the action's `sarif` input would. */
export async function eslintResults(
  root: string,
  change: CrossSourceChange,
): Promise<ImportedInput | undefined> {
  if (!change.eslint) return undefined;
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.js'], rules: change.eslint }],
  });
  const files = Object.keys(change.files).filter((f) => f.endsWith('.js'));
  const results = await eslint.lintFiles(files.map((f) => path.join(root, f)));
  const format = createRequire(import.meta.url)('@microsoft/eslint-formatter-sarif') as SarifFormatter;
  const read = parseResultText(
    format(results, { cwd: root, rulesMeta: eslint.getRulesMetaForResults(results) }),
    'eslint.sarif',
  );
  if ('problem' in read) throw new Error(read.problem);
  return {
    results: read.results,
    problems: read.problems,
    options: { filter: 'added', severity: {}, roots: [root] },
  };
}
