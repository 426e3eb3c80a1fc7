/**
 * No function of the use cases, the edges or the adapters runs past 80 lines (the charter's
 * ceiling): an orchestrator that long mixes steps a reader has to untangle (issue 43 point 8).
 * Measured with the TypeScript parser, every function-like node, nested ones included.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');
const MAX_LINES = 80;
/** Every folder of src. */
const CHECKED = readdirSync(SRC).filter((name) => statSync(path.join(SRC, name)).isDirectory());

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* sources(file);
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) yield file;
  }
}

/** `lines name where:line` of each function in `text` longer than `max` lines. */
function longFunctions(text: string, where: string, max: number): string[] {
  const source = ts.createSourceFile(where, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body !== undefined) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (last - first + 1 > max) {
        const name = node.name?.getText(source) ?? '(anonymous)';
        found.push(`${last - first + 1} ${name} ${where}:${first + 1}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('function length', () => {
  it.each(CHECKED)(`src/%s has no function over ${MAX_LINES} lines`, (folder) => {
    const long = [...sources(path.join(SRC, folder))].flatMap((file) =>
      longFunctions(readFileSync(file, 'utf8'), path.relative(SRC, file), MAX_LINES),
    );
    expect(long).toEqual([]);
  });

  it('flags a method or arrow one line over the limit, and not one at it', () => {
    const body = (lines: number) => '    x();\n'.repeat(lines - 2);
    const at = `class A {\n  m() {\n${body(MAX_LINES)}  }\n}\n`;
    const over = `const f = () => {\n${body(MAX_LINES + 1)}};\n`;
    expect(longFunctions(at, 'at.ts', MAX_LINES)).toEqual([]);
    expect(longFunctions(over, 'over.ts', MAX_LINES)).toEqual([`${MAX_LINES + 1} (anonymous) over.ts:1`]);
  });
});
