/**
 * Reads a workflow `if:` the way GitHub does, into a small expression tree the workflow rules reason
 * over. GitHub evaluates an `if:` without `${{ }}` as one expression; a value that is exactly one
 * `${{ … }}` as the expression inside; any other value holding `${{` (text, a space or a trailing
 * newline around the braces, as a `>` folded scalar keeps) as a string template whose result is a
 * non-empty string: always true (actions/runner#1173, rhysd/actionlint#272).
 * https://docs.github.com/actions/reference/workflows-and-actions/expressions
 * https://docs.github.com/actions/reference/workflows-and-actions/workflow-syntax#jobsjob_idif
 */

export type Expr =
  | { kind: 'literal'; value: string | number | boolean | null }
  /** A context value such as `github.event.pull_request.head.repo.fork`, lower-cased (GitHub ignores case). */
  | { kind: 'path'; path: string }
  | { kind: 'call'; name: string; args: Expr[] }
  | { kind: 'not'; operand: Expr }
  | { kind: 'binary'; op: string; left: Expr; right: Expr }
  /** Anything the rules do not look into: a member of a call's result, a computed index. */
  | { kind: 'other' };

/** What an `if:` value means: an expression, or a template that is always true (with the reason). */
export type Condition = { expression: Expr } | { alwaysTrue: string } | { unreadable: true };

const TOKEN =
  /\s*(?:('(?:[^']|'')*')|(-?(?:0x[0-9a-f]+|\d+(?:\.\d+)?(?:e[+-]?\d+)?))|([A-Za-z_][\w-]*)|(==|!=|<=|>=|&&|\|\||[()[\].!<>,*]))/iy;

/** The condition an `if:` value holds, after GitHub's rules for `${{ }}` in an `if:`. */
export function readCondition(value: string): Condition {
  const open = value.indexOf('${{');
  if (open < 0) return parsed(value);
  if (open > 0) return { alwaysTrue: 'text before `${{`' };
  const close = closingBraces(value, 3);
  if (close < 0) return { unreadable: true };
  const rest = value.slice(close + 2);
  if (rest.length > 0)
    return { alwaysTrue: /^\s+$/.test(rest) ? 'a space or line break after `}}`' : 'text after `}}`' };
  return parsed(value.slice(3, close));
}

// Functions whose result is a boolean or a hash: none of their arguments reaches the text they give.
// https://docs.github.com/actions/reference/workflows-and-actions/expressions#functions
const OPAQUE_CALLS = new Set([
  'contains',
  'startswith',
  'endswith',
  'hashfiles',
  'success',
  'always',
  'cancelled',
  'failure',
]);

/**
 * The context paths whose value the expression `written` (the inside of a `${{ }}`) can paste as text: a
 * path itself, both operands of `||`, the right one of `&&` (the left is given only when falsy), the arguments of
 * `format`, `join`, `toJSON`, `fromJSON` or any function not known to return a boolean or a hash.
 * A comparison or a `!` pastes `true` or `false`. Paths are lower-cased and index syntax is read as a
 * member (`github.event['issue'].TITLE` is `github.event.issue.title`): GitHub ignores case. When the
 * text is no expression this reader follows, or part of it is a computed index or a member of a
 * call's result, every name-like run of the text is returned instead, so that an unusual spelling
 * errs toward being read as input rather than being passed over.
 */
export function carriedPaths(written: string): string[] {
  // An element index names some element: `commits[0].message` is read as `commits.*.message`.
  const text = written.replace(/\[\s*\d+\s*\]/g, '.*');
  const tree = parseExpression(text);
  const paths: string[] = [];
  const walk = (e: Expr): boolean => {
    if (e.kind === 'path') paths.push(e.path);
    else if (e.kind === 'other') return false;
    else if (e.kind === 'binary' && e.op === '||') return walk(e.left) && walk(e.right);
    // `a && b` gives `a` only when it is falsy (empty, null, 0, false): only `b` can paste text.
    else if (e.kind === 'binary' && e.op === '&&') return walk(e.right);
    else if (e.kind === 'call' && !OPAQUE_CALLS.has(e.name)) return e.args.every(walk);
    return true;
  };
  if (tree && walk(tree)) return paths;
  const flat = text
    .toLowerCase()
    .replace(/\[\s*'([^']*)'\s*\]/g, '.$1')
    .replace(/\s*\.\s*/g, '.')
    // A computed index may name any member: `github.event.issue[x]` is read as `github.event.issue.*`.
    .replace(/\s*\[/g, '.*[');
  return flat.match(/[a-z_][\w-]*(?:\.(?:[\w-]+|\*))*/g) ?? [];
}

function parsed(text: string): Condition {
  const expression = parseExpression(text);
  return expression ? { expression } : { unreadable: true };
}

/** The index of the `}}` that closes the `${{` before `from`, skipping string literals; -1 when none. */
function closingBraces(value: string, from: number): number {
  for (let i = from; i < value.length; i++) {
    if (value[i] === "'") {
      const end = /'(?:[^']|'')*'/y;
      end.lastIndex = i;
      if (!end.exec(value)) return -1;
      i = end.lastIndex - 1;
    } else if (value.startsWith('}}', i)) return i;
  }
  return -1;
}

const MAX_TOKENS = 1000;

type Token = { text: string; type: 'string' | 'number' | 'name' | 'op' };

/**
 * The tokens of `text`, or undefined when it has one that is not GitHub's or more than `MAX_TOKENS`:
 * the PR writes the workflow, and the rules walk the tree recursively (a chain of 50,000 `&&` would
 * overflow the stack). Real `if:`s have a few dozen.
 */
function tokens(text: string): Token[] | undefined {
  const out: Token[] = [];
  const end = text.trimEnd().length;
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < end) {
    if (out.length >= MAX_TOKENS) return undefined;
    const m = TOKEN.exec(text);
    if (!m) return undefined;
    const [, str, num, name, op] = m;
    if (str !== undefined) out.push({ text: str.slice(1, -1).replace(/''/g, "'"), type: 'string' });
    else if (num !== undefined) out.push({ text: num, type: 'number' });
    else if (name !== undefined) out.push({ text: name, type: 'name' });
    else out.push({ text: op!, type: 'op' });
  }
  return out;
}

/** The expression tree of `text`, or undefined when it is not a well-formed expression. */
function parseExpression(text: string): Expr | undefined {
  const list = tokens(text);
  if (!list || list.length === 0) return undefined;
  const parser = new Parser(list);
  try {
    const tree = parser.or();
    return parser.done() ? tree : undefined;
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}

// The PR writes the workflow: nesting deeper than any real `if:` is refused, not recursed into.
const MAX_DEPTH = 64;

/** Recursive descent after GitHub's precedence: `!`, comparisons, `==`/`!=`, `&&`, `||`. */
class Parser {
  private at = 0;
  private depth = 0;
  constructor(private readonly list: Token[]) {}

  done(): boolean {
    return this.at === this.list.length;
  }

  or(): Expr {
    if (++this.depth > MAX_DEPTH) throw new SyntaxError('too deep');
    const tree = this.binary(['||'], () => this.binary(['&&'], () => this.equality()));
    this.depth--;
    return tree;
  }

  private equality(): Expr {
    return this.binary(['==', '!='], () => this.binary(['<', '<=', '>', '>='], () => this.unary()));
  }

  private binary(ops: string[], next: () => Expr): Expr {
    let left = next();
    while (ops.some((op) => this.peek(op))) {
      const op = this.list[this.at++]!.text;
      left = { kind: 'binary', op, left, right: next() };
    }
    return left;
  }

  private unary(): Expr {
    if (!this.peek('!')) return this.postfix(this.primary());
    this.at++;
    if (++this.depth > MAX_DEPTH) throw new SyntaxError('too deep');
    const operand = this.unary();
    this.depth--;
    return { kind: 'not', operand };
  }

  private postfix(base: Expr): Expr {
    let node = base;
    for (;;) {
      let part: string | undefined;
      if (this.peek('.')) {
        this.at++;
        const name = this.list[this.at++];
        part = name?.type === 'name' ? name.text : name?.text === '*' ? '*' : undefined;
        if (part === undefined) throw new SyntaxError('.');
      } else if (this.peek('[')) {
        this.at++;
        const index = this.or();
        this.take(']');
        part = index.kind === 'literal' && typeof index.value === 'string' ? index.value : undefined;
      } else return node;
      node =
        node.kind === 'path' && part !== undefined
          ? { kind: 'path', path: `${node.path}.${part.toLowerCase()}` }
          : { kind: 'other' };
    }
  }

  private primary(): Expr {
    const token = this.list[this.at++];
    if (!token) throw new SyntaxError('end');
    if (token.type === 'string') return { kind: 'literal', value: token.text };
    if (token.type === 'number') return { kind: 'literal', value: Number(token.text) };
    if (token.type === 'op') {
      if (token.text !== '(') throw new SyntaxError(token.text);
      const inner = this.or();
      this.take(')');
      return inner;
    }
    if (token.text === 'true' || token.text === 'false')
      return { kind: 'literal', value: token.text === 'true' };
    if (token.text === 'null') return { kind: 'literal', value: null };
    if (!this.peek('(')) return { kind: 'path', path: token.text.toLowerCase() };
    this.at++;
    const args: Expr[] = [];
    while (!this.peek(')')) {
      args.push(this.or());
      if (!this.peek(')')) this.take(',');
    }
    this.at++;
    return { kind: 'call', name: token.text.toLowerCase(), args };
  }

  private peek(text: string): boolean {
    const token = this.list[this.at];
    return token?.type === 'op' && token.text === text;
  }

  private take(text: string): void {
    if (!this.peek(text)) throw new SyntaxError(text);
    this.at++;
  }
}
