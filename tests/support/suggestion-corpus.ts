/**
 * The fake model's corpus of suggestions, shared by the built action's end-to-end test and
 * bench/suggestion-check.ts: the files of the pull request and one scripted finding per case (a right
 * fix, a broken brace, a new rule finding, a half-replaced call, lost Python indentation, and a
 * model fix merged with a rule's finding, which gives way to the rule's own fix). src/buf.js is the
 * rules' own fix.
 */

export const HEAD: Record<string, string> = {
  'src/calc.js': [
    'export function total(items) {',
    '  let sum = 0;',
    '  for (const item of items) {',
    '    sum += item.price;',
    '  }',
    '  return sum;',
    '}',
    '',
  ].join('\n'),
  'src/call.js': ['export const r = compute(', '  first,', '  second,', ');', ''].join('\n'),
  'app.py': [
    'def load(path):',
    '    if path:',
    '        return open(path).read()',
    '    return None',
    '',
  ].join('\n'),
  'src/buf.js': 'export const b = new Buffer(data);\n',
  'src/legacy.js': 'export const c = new Buffer(text);\n',
};

/** One model finding with a suggestion, each a case of the corpus. */
function claim(
  path: string,
  line: number,
  anchor: string,
  suggestion: string,
  start: number | null = null,
  overrides: Record<string, string> = {},
) {
  return {
    path,
    line,
    start_line: start,
    side: 'RIGHT',
    severity: 'high',
    category: 'bug',
    lens: 'correctness',
    title: `Case at ${path}:${line}`,
    body: 'Explained.',
    suggestion,
    anchor,
    confidence: 0.9,
    ...overrides,
  };
}

export const CORPUS = [
  // right: parses, adds no rule finding
  claim('src/calc.js', 4, '    sum += item.price;', '    sum += item.price ?? 0;'),
  // unbalanced brace: the loop's `}` replaced by a comment
  claim('src/calc.js', 5, '  }', '  // done'),
  // brings a new rule finding (js-eval)
  claim('src/calc.js', 6, '  return sum;', '  return eval(sum);'),
  // half-replaced multi-line call: the first two lines close the call, the rest is left dangling
  claim('src/call.js', 2, '  first,', 'export const r = compute(first,\n  second);', 1),
  // Python indentation lost
  claim('app.py', 3, '        return open(path).read()', 'return open(path).read().strip()'),
  // merged with a rule: the model's finding merges with js-new-buffer's on its line; its suggestion
  // (which keeps `new Buffer` and so fixes nothing) gives way to the rule's own fix (issue 42, point 3)
  claim(
    'src/legacy.js',
    1,
    'export const c = new Buffer(text);',
    "export const c = new Buffer(text, 'utf8');",
    null,
    {
      category: 'deprecation',
      title: '`new Buffer()` is deprecated (DEP0005)',
    },
  ),
];
