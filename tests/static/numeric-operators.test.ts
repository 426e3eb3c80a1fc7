/**
 * A value built by arithmetic is a number, which cannot carry a quote or a shell metacharacter:
 * `${days - 1}` in SQL is no injection whatever `days` is (Jellystat's stats routes, fresh29). Only
 * where the language gives the operator no other meaning: `+` concatenates, Python's `%`, `*` and
 * `/` format, repeat and join, and Rust's operators are traits a type may implement to return text. Through the real runner, graders only (`measured: {}`).
 */
import { describe, expect, it } from 'vitest';
import { runStaticRules } from '../../src/static/run-static-rules.js';

async function scan(path: string, lines: string[]) {
  const content = lines.join('\n') + '\n';
  const changedLines = new Set(lines.map((_, i) => i + 1));
  const { findings, skipped } = await runStaticRules([{ path, content, changedLines }], { measured: {} });
  expect(skipped).toEqual([]);
  return findings.map((f) => [f.ruleId, f.line, f.severity]);
}

describe('a number built by arithmetic', () => {
  it('JavaScript: a request value minus, times or shifted is no finding; plus it stays critical', async () => {
    const seen = await scan('src/routes/stats.js', [
      "const express = require('express');",
      'const db = require("./db");',
      'const app = express();',
      "app.get('/stats', async (req, res) => {",
      '  const days = req.query.days;',
      "  await db.query(`SELECT * FROM plays WHERE at > NOW() - INTERVAL '${days - 1} days'`);",
      '  await db.query(`SELECT * FROM plays LIMIT ${req.query.size * 2} OFFSET ${req.query.page << 4}`);',
      "  await db.query(`SELECT * FROM plays WHERE at > NOW() - INTERVAL '${days + 1} days'`);",
      '  res.end();',
      '});',
    ]);
    expect(seen).toEqual([['js-sql-interpolated', 8, 'critical']]);
  });

  it('Go: a field of an exported argument times ten is no finding; concatenated it stays critical', async () => {
    const seen = await scan('store/query.go', [
      'package store',
      '',
      'import (',
      '\t"database/sql"',
      '\t"fmt"',
      ')',
      '',
      'type Query struct{ Page int }',
      '',
      'func Page(db *sql.DB, q Query, name string) {',
      '\tdb.Query(fmt.Sprintf("SELECT * FROM t OFFSET %v", q.Page*10))',
      '\tdb.Query(fmt.Sprintf("SELECT * FROM t WHERE name = \'%s\'", name+"x"))',
      '}',
    ]);
    expect(seen).toEqual([['go-sql-sprintf', 12, 'critical']]);
  });

  it('Python: the same operators are not numbers there (`%` formats, `*` repeats), so the value is still traced', async () => {
    const seen = await scan('app/views.py', [
      'from flask import request',
      '',
      '@app.route("/q")',
      'def q():',
      '    name = request.args["name"]',
      '    cursor.execute("SELECT * FROM t WHERE name = \'%s\'" % ("%s" % name))',
      '    cursor.execute("SELECT * FROM t WHERE name = \'%s\'" % (name * 2))',
    ]);
    expect(seen.map(([rule, line]) => [rule, line])).toEqual([
      ['py-sql-format', 6],
      ['py-sql-format', 7],
    ]);
  });

  it('Rust: an operator is a trait a type may implement to return text, so `a - b` of an argument stays traced', async () => {
    const seen = await scan('src/run.rs', [
      'pub fn run(a: Path, b: Path) {',
      '    let dir = a - b;',
      '    Command::new("sh").arg("-c").arg(format!("ls {}", dir)).status();',
      '}',
    ]);
    expect(seen.map(([rule, line]) => [rule, line])).toEqual([['rust-shell-format', 3]]);
  });
});
