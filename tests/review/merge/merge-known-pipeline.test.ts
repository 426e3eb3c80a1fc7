/**
 * One comment per problem across sources, through the pipeline: the JDBC rule flags the call that
 * runs the SQL, a scripted model the line three up that builds it; and an audit that calls a model
 * finding a duplicate of a known finding folds it into that one's comment wherever it sits.
 */
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../../src/core/clock.js';
import type { ModelRequest } from '../../../src/core/ports.js';
import { emptyUsage } from '../../../src/core/types.js';
import { parseUnifiedDiff } from '../../../src/diff/parse.js';
import { createMemoryLogger } from '../../../src/log/stderr-logger.js';
import { runPipeline } from '../../../src/review/pipeline.js';
import { runContext } from '../../../src/review/run-context.js';
import { MemoryWorkspace, ScriptedModel } from '../exec/helpers.js';

const PATH = 'src/main/java/app/AccountRepository.java';
const NEW = [
  'package app;',
  'import java.sql.*;',
  'class AccountRepository {',
  '  ResultSet find(Connection conn, String owner) throws SQLException {',
  '    String sql = "SELECT * FROM accounts WHERE owner = \'" + owner + "\'";',
  '    Statement stmt = conn.createStatement();',
  '    stmt.setQueryTimeout(5);',
  '    return stmt.executeQuery(sql);',
  '  }',
  '',
  '  /** Looks the owner up. */',
  '  String label(String owner) {',
  '    return owner.trim();',
  '  }',
  '}',
  '',
].join('\n');
const LINES = NEW.trimEnd().split('\n');
const DIFF =
  `diff --git a/${PATH} b/${PATH}\nnew file mode 100644\n--- /dev/null\n+++ b/${PATH}\n` +
  `@@ -0,0 +1,${LINES.length} @@\n${LINES.map((l) => `+${l}`).join('\n')}\n`;

const isAudit = (r: ModelRequest) => r.schema?.name === 'reflection_verdicts';

/** The security lens flags `line` with `title`; the audit answers `verdict` (with `known` for duplicate). */
function model(line: number, title: string, audit: Record<string, unknown> | null) {
  return new ScriptedModel((request) => {
    const text = request.messages.at(-1)?.content ?? '';
    if (isAudit(request)) {
      const ids = [...text.matchAll(/^### (\S+) —/gm)].map((m) => m[1]);
      return {
        text: JSON.stringify({
          verdicts: ids.map((id) => ({
            id,
            reason: 'repeats the JDBC rule',
            evidence: null,
            file: null,
            symbol: null,
            ...audit,
          })),
        }),
      };
    }
    const lens = /lens `([^`]+)`/.exec(request.messages[0]?.content ?? '')?.[1];
    const finding = {
      path: PATH,
      line,
      start_line: null,
      side: 'RIGHT',
      severity: 'high',
      category: 'security',
      lens: 'security',
      title,
      body: 'The owner name is pasted into the SQL text, so a quote in it rewrites the query.',
      suggestion: null,
      anchor: LINES[line - 1]!.trim(),
      confidence: 0.8,
    };
    return { text: JSON.stringify({ findings: lens === 'security' ? [finding] : [] }) };
  });
}

async function review(client: ScriptedModel, reflect: boolean) {
  return runPipeline({
    context: runContext({ clock: systemClock, logger: createMemoryLogger() }),
    change: {
      files: parseUnifiedDiff(DIFF),
      workspace: new MemoryWorkspace({ [PATH]: NEW }),
      headRef: 'HEAD',
    },
    settings: {
      include: [],
      exclude: [],
      maxFileChangedLines: 5000,
      minSeverity: 'medium',
      minConfidence: 0,
    },
    model: {
      client,
      settings: {
        preset: 'full',
        lenses: ['security'],
        language: 'en',
        reflect,
        maxConcurrency: 2,
        maxInputTokens: 100_000,
        maxReviewTokens: 0,
        maxReviewSeconds: 0,
      },
      usage: emptyUsage,
    },
  });
}

describe('one comment per problem across the rules and the model', () => {
  it('posts one comment for the JDBC rule on line 8 and the model on line 5 of one hunk', async () => {
    const result = await review(model(5, 'SQL injection in AccountRepository.java', null), false);
    expect(result.incomplete).toBe(false);
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]).toMatchObject({ lens: 'static+security', rule: 'java-sql-concat' });
    expect(result.findings[0]!.body).toContain('Merged from 2 findings of the same problem');
    expect(result.merged).toBe(1);
  });

  it('folds a model finding the audit calls a duplicate of known k1 into the rule comment', async () => {
    // Line 13 is out of every window, and the title names no problem kind: only the audit can tell.
    const client = model(13, 'Owner text reaches the database unescaped', {
      verdict: 'duplicate',
      known: 'k1',
    });
    const result = await review(client, true);
    const audit = client.requests.find(isAudit)!;
    const prompt = audit.messages.at(-1)!.content;
    expect(prompt).toMatch(
      /Known findings[^\n]*\n<<<KNOWN-\S+\nk1 · src\/main\/java\/app\/AccountRepository\.java:8 · prlens rule java-sql-concat · SQL built/,
    );
    expect(audit.system).toContain('"duplicate"');
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]).toMatchObject({ line: 8, lens: 'static+security', rule: 'java-sql-concat' });
    // The rule's headline stays; the model's title is listed among the sources.
    expect(result.findings[0]!.title).toBe(
      'SQL built by string concatenation is passed to JDBC (SQL injection)',
    );
    expect(result.findings[0]!.body).toContain('- security lens (high, line 13)');
    expect(result.findings[0]!.body).toContain('prlens rule `java-sql-concat`');
  });

  it('posts the model finding apart when the audit keeps it, or names no known finding', async () => {
    for (const audit of [
      { verdict: 'keep', known: null, evidence: LINES[12] },
      { verdict: 'duplicate', known: 'k9' },
    ]) {
      const client = model(13, 'Owner text reaches the database unescaped', audit);
      const result = await review(client, true);
      expect(
        result.findings.map((f) => f.line).sort((a, b) => a - b),
        String(audit.verdict),
      ).toEqual([8, 13]);
    }
  });
});
