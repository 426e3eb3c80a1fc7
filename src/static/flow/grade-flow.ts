/**
 * Grades the value that reaches a sink (a shell command, a SQL string) by where its parts come from,
 * following identifiers to their definitions in the same function (and module constants), a few hops
 * deep. A command built only from constants is no finding; one built from where the code
 * lives (`__dirname`, `path.join(__dirname, …)`) is low; one built from input, the environment or a
 * function's arguments keeps the rule's severity; a part the rules cannot trace is at most medium.
 * A JS module's own helper (not exported, only called in the file) gets what its calls pass.
 */
import type { SgNode } from '@ast-grep/napi';
import type { Language } from '../languages.js';
import { FLOW_SYNTAX, kindOf, named, type FlowSyntax } from './flow-syntax.js';
import { scalarOperation } from './scalar-operation.js';
import { readsNetwork } from './cli-program.js';
import { isLiteralTableIn } from './literal-table.js';
import { onTree } from './tree-memo.js';
import { FlowScope } from './flow-scope.js';
import { textualArguments } from './printf-arguments.js';
import { ownReturns } from './own-returns.js';
import {
  CONSTANT,
  isOwn,
  JS_FAMILY,
  RANK,
  short,
  strongest,
  type FlowFacts,
  type Graded,
  type Grader as GraderSurface,
} from './graded.js';
import { resolveName } from './grade-names.js';
import { selfAttributeValue } from './self-attribute.js';

// What the language's syntax reads from a call and from a member access.
type Call = NonNullable<ReturnType<FlowSyntax['call']>>;
type Member = NonNullable<ReturnType<FlowSyntax['member']>>;

// JavaScript built-ins whose result the program makes itself: a date, a random id.
const OWN_VALUES = /^(Date|(crypto\.)?randomUUID)$/;
const MAX_DEPTH = 8;
// The parts of a Go composite literal (`{"a", "b"}`, `key: value`).
const GO_ELEMENTS = new Set(['literal_value', 'literal_element']);

/**
 * Grades `value`, a node of a file parsed with `language`'s grammar. With `handlersOnly`, a
 * function's arguments are input only in a handler (see `isHandler`): a plain helper's arguments
 * hold whatever its callers pass, which one file does not show. With `closedModule`, the file is one
 * no other module imports (a Python migration, module-callers.ts): its top-level functions' arguments
 * hold what its own calls pass. `goPackage` holds the parsed other files of a Go file's package, all
 * of them (package-callers.ts): an unexported function's arguments hold what the package's calls pass.
 * `callers` holds the head's files naming exported JS functions (exported-callers.ts).
 */
export function gradeFlow(value: SgNode, language: Language, facts: FlowFacts = {}): Graded {
  const graded = new Grader(FLOW_SYNTAX[language], language, facts, value).grade(value, 0);
  if (!graded.closed) return graded;
  // A value read back from the network (a fetch's body, a socket's message) is not the program's own.
  const fn = value.ancestors().find((a) => FLOW_SYNTAX[language].functions.includes(kindOf(a)));
  return readsNetwork(fn?.text() ?? value.getRoot().root().text(), language)
    ? { ...graded, closed: false }
    : graded;
}

class Grader implements GraderSurface {
  readonly scope: FlowScope;

  constructor(
    readonly syntax: FlowSyntax,
    readonly language: Language,
    readonly facts: FlowFacts,
    /** The graded value: a Go helper in another file of the package may be called in its file. */
    readonly graded?: SgNode,
  ) {
    this.scope = new FlowScope(syntax);
  }

  /**
   * A caller's argument (settled-callers.ts): graded with its file's grammar, one hop further. Its
   * depth starts again: the hops have their own bound, and a value cut off by the depth would pass
   * for one the rules cannot trace.
   */
  gradeCaller(node: SgNode, language: Language): Graded {
    const facts = { ...this.facts, closedModule: false, hop: (this.facts.hop ?? 0) + 1 };
    return new Grader(FLOW_SYNTAX[language], language, facts, node).grade(node, 0);
  }

  grade(node: SgNode, depth: number): Graded {
    const s = this.syntax;
    const kind = kindOf(node);
    const text = node.text();
    if (depth > MAX_DEPTH) return { origin: 'unknown', because: short(text) };
    // Before the sources, which match a text's start: `req.query.n * 2` is a number, not the request's text.
    const scalar = s.binaries.includes(kind) ? scalarOperation(node, s) : undefined;
    if (scalar) return scalar;
    if (s.tainted.test(text) || s.handlerReads?.(node))
      return { origin: 'input', because: `${short(text)}, program input`, via: 'source', source: text };
    if (s.local.test(text)) return { origin: 'local', because: `${short(text)}, a local path` };
    if (s.schemaNames?.test(text)) return CONSTANT;
    if (s.literals.includes(kind)) return this.literal(node, depth);
    if (kind === 'token_tree') return this.tokenTree(node, depth);
    // Go's `[]T{…}`: the elements flow, the type does not; a struct's field key names no value.
    // A Go composite literal's nesting is the tree's, which ends: it spends no depth (the depth bounds
    // the hops between definitions), so a deep literal is not cut off as untraced.
    if (kind === 'composite_literal') {
      const body = node.field('body');
      return body ? this.grade(body, depth) : CONSTANT;
    }
    if (kind === 'keyed_element') return this.keyedElement(node, depth);
    if (s.containers.includes(kind))
      return strongest(
        named(node).map((c) => this.grade(c, GO_ELEMENTS.has(kind) ? depth : depth + 1)),
        this.language,
      );
    const branches = s.conditionals[kind];
    if (branches) {
      const parts = named(node);
      const picked = branches.map((f) => (/^\d+$/.test(f) ? parts[Number(f)] : node.field(f)));
      return this.gradeAll(picked, depth + 1);
    }
    if (s.binaries.includes(kind)) {
      const [left, right] = [node.field('left'), node.field('right')];
      return this.gradeAll([left, right], depth + 1);
    }
    if (kind === 'identifier') return resolveName(this, node.text(), node, depth);
    const call = s.call(node);
    if (call && s.fileReads?.test(call.callee)) return this.fileContent(call.args[0], depth);
    if (call) return this.gradeCall(node, call, depth);
    const member = s.member(node);
    if (member) return this.gradeMember(node, member, depth);
    // `new Date()`: JavaScript's `new` names its callee `constructor`, which the call syntax leaves out.
    const made = kind === 'new_expression' ? node.field('constructor') : null;
    const parts = made ? named(node.field('arguments')) : named(node);
    return {
      origin: 'unknown',
      because: `${short(text)}, of an origin the rules cannot follow`,
      closed: (!made || OWN_VALUES.test(made.text())) && this.ownState(node, parts, depth),
    };
  }

  /** The strongest grade of `nodes` (absent ones left out), each graded at `depth`. */
  gradeAll(nodes: readonly (SgNode | null | undefined)[], depth: number): Graded {
    return strongest(
      nodes.flatMap((n) => (n ? [this.grade(n, depth)] : [])),
      this.language,
    );
  }

  /** A call's value: what passes through it, a safe result, or untraced (closed on the program's own state). */
  private gradeCall(node: SgNode, call: Call, depth: number): Graded {
    const s = this.syntax;
    if (s.safeFunctions.test(call.callee) || (call.method && s.safeMethods.test(call.method)))
      return CONSTANT;
    if (s.passFunctions.test(call.callee))
      return this.parts(node, s.printf?.test(call.callee) ? textualArguments(call.args) : call.args, depth);
    if (call.method && call.receiver && s.passMethods.test(call.method))
      return this.parts(node, [call.receiver, ...call.args], depth);
    // A function of this file returns what its returns hold (own-returns.ts) when that is the
    // program's own (wg-easy's `'awg'`/`'wg'` pick). A return of input is left untraced, as any call:
    // taking it as the call's input too made a page's own template (`document.getElementById(…)`)
    // input on the held-out half (writefreely), and gained nothing on the tuning half (s19).
    const returns = JS_FAMILY.includes(this.language) ? ownReturns(node.field('function'), s) : undefined;
    const returned = returns && this.gradeAll(returns, depth + 1);
    if (returned && isOwn(returned)) return returned;
    // A method of the program's own state on its own values (`this.variable.getValue('KEY')`) is
    // closed; a bare function defined elsewhere (`currentRef()`) may return anything.
    const parts = [call.receiver, ...call.args].filter((p): p is SgNode => p !== undefined);
    return {
      origin: 'unknown',
      because: `${short(node.text())}, a call the rules cannot follow`,
      closed:
        (call.method !== undefined || OWN_VALUES.test(call.callee)) && this.ownState(node, parts, depth),
    };
  }

  /** A member's value (`obj.name`, `obj[i]`): its object's grade, a table's constant, or untraced. */
  private gradeMember(node: SgNode, member: Member, depth: number): Graded {
    const s = this.syntax;
    const text = node.text();
    if (s.safeMethods.test(member.name)) return CONSTANT;
    if (this.sinkOwnAttribute(member.object, member.name))
      return { origin: 'unknown', because: `${short(text)}, the state of the object that runs it` };
    if (this.readsLiteralTable(member.object))
      return { origin: 'constant', because: `${short(text)}, a lookup in a table of literals` };
    const set = this.language === 'python' ? selfAttributeValue(node, member.object, member.name) : undefined;
    if (set) return this.grade(set, depth + 1);
    const object = this.grade(member.object, depth + 1);
    if (object.origin === 'input') return object;
    // A field or an element of a value built only of constants (`tc.table` of a loop over a
    // literal list of tables) is one of those constants.
    if (object.origin === 'constant' && s.constantMembers) return object;
    if (object.origin === 'local' && s.passMethods.test(member.name)) return object;
    return {
      origin: 'unknown',
      because: `${short(text)}, of an origin the rules cannot follow`,
      closed: this.ownState(node, [member.object], depth) && this.ownField(member.object, member.name, depth),
    };
  }

  /**
   * Whether `this.name` holds only the program's own state: every assignment to it in the file is
   * closed (a constructor's `this.branch = req.query.branch` is not). With none in the file it is
   * set where the object is made (Gladys's `this.config`), as a method's receiver's fields are.
   */
  private ownField(object: SgNode, name: string, depth: number): boolean {
    if (kindOf(object) !== 'this') return true;
    const field = `^this\\.${name.replace(/\$/g, '\\$')}$`;
    const assigned = object
      .getRoot()
      .root()
      .findAll({
        rule: {
          any: [{ kind: 'assignment_expression' }, { kind: 'augmented_assignment_expression' }],
          has: { field: 'left', regex: field },
        },
      });
    return assigned.every((a) => {
      const right = a.field('right');
      return right !== null && isOwn(this.grade(right, depth + 1));
    });
  }

  /**
   * Whether an untraced `node` is built of the program's own state only: each of its `parts` (a
   * call's receiver and arguments, a member's object, an expression's operands) is a constant, a
   * local path or itself closed, and its text names no request (`this.request.body` of a Koa 1
   * handler is a request however it is reached). JavaScript and TypeScript only.
   */
  private ownState(node: SgNode, parts: SgNode[], depth: number): boolean {
    if (!JS_FAMILY.includes(this.language)) return false;
    if (new RegExp(this.syntax.tainted.source.replace(/^\^/, '\\b')).test(node.text())) return false;
    return parts.every((p) => isOwn(this.grade(p, depth + 1)));
  }

  /**
   * Whether `object.name` is an attribute of the very object whose method the graded value is
   * passed to (Python): `db.execute(f"… amount {db.big_int} …")` splices the connection's own
   * dialect (lnbits' `db.big_int`, `db.timestamp_now`), which is its state like `self.x` is an
   * object's, not a value a caller passes. Not when this file assigns that attribute (a PR that sets
   * `db.big_int = request.args[…]` beside it): then the assignment is what flows.
   */
  private sinkOwnAttribute(object: SgNode, name: string): boolean {
    if (this.language !== 'python' || kindOf(object) !== 'identifier' || !this.graded) return false;
    const call = this.graded.parent()?.parent();
    const callee = call && kindOf(call) === 'call' ? call.field('function') : null;
    if (!callee || kindOf(callee) !== 'attribute' || callee.field('object')?.text() !== object.text())
      return false;
    const attribute = `^${object.text()}\\.${name}$`;
    const assigned = {
      rule: {
        any: [{ kind: 'assignment' }, { kind: 'augmented_assignment' }],
        has: { field: 'left', regex: attribute },
      },
    };
    const root = object.getRoot().root();
    return (
      root.find(assigned) === null && !new RegExp(`\\bsetattr\\(\\s*${object.text()}\\b`).test(root.text())
    );
  }

  /**
   * Whether `object` names a table of literals declared in the innermost function (or the module)
   * that declares it, and only read from there (literal-table.ts): JavaScript and TypeScript.
   */
  private readsLiteralTable(object: SgNode): boolean {
    if (!['javascript', 'typescript', 'tsx'].includes(this.language) || kindOf(object) !== 'identifier')
      return false;
    const name = object.text();
    const exactly = `^${name.replace(/\$/g, '\\$')}$`;
    const declares = { rule: { kind: 'variable_declarator', has: { field: 'name', regex: exactly } } };
    const scopes = object.ancestors().filter((a) => this.syntax.functions.includes(kindOf(a)));
    // Each answer is a search of a whole scope, asked again for every read of the name: once per tree.
    const scope = [...scopes, object.getRoot().root()].find((fn) =>
      onTree('declares', fn, name, () => fn.find(declares) !== null),
    );
    return scope !== undefined && onTree('literal table', scope, name, () => isLiteralTableIn(object, scope));
  }

  /**
   * The content of a file read from `path`. A file the app ships is its own data, not input: a
   * constant or module-relative path, or one under a constant directory with a fixed extension
   * (input then only picks which of the app's files). Any other path keeps its own origin: the
   * path of an upload, or one given whole as input, names a file the attacker may have written.
   */
  private fileContent(path: SgNode | undefined, depth: number): Graded {
    if (!path) return { origin: 'unknown', because: 'a file read the rules cannot follow' };
    const where = this.grade(path, depth + 1);
    if (where.origin === 'constant' || where.origin === 'local' || this.pinned(path, depth))
      return { origin: 'constant', because: `the content of ${short(path.text())}, a file the app ships` };
    return where;
  }

  /** Whether a built path starts in a constant directory and ends in a literal file extension. */
  private pinned(path: SgNode, depth: number): boolean {
    if (kindOf(path) === 'identifier') {
      const defined = this.scope.onlyDefinition(path);
      return defined !== undefined && this.pinned(defined, depth + 1);
    }
    const parts = this.pathParts(path);
    const [first, last] = [parts[0], parts.at(-1)];
    if (!first || !last || parts.length < 2) return false;
    const start = kindOf(first) === 'template_substitution' ? named(first)[0] : first;
    if (!start || (this.syntax.literals.includes(kindOf(start)) && !start.text().includes('/'))) return false;
    if (RANK[this.grade(start, depth + 1).origin] > RANK.local) return false;
    const literal = this.syntax.literals.includes(kindOf(last)) || kindOf(last) === 'string_fragment';
    return literal && /\.\w+['"`]?$/.test(last.text());
  }

  /** The parts a path is built of: a template's pieces, the operands of `+`, else the path itself. */
  private pathParts(path: SgNode): SgNode[] {
    const kind = kindOf(path);
    if (kind === 'template_string') return named(path);
    if (kind === 'parenthesized_expression') return named(path).flatMap((p) => this.pathParts(p));
    const [left, right] = [path.field('left'), path.field('right')];
    if (this.syntax.binaries.includes(kind) && path.field('operator')?.text() === '+' && left && right)
      return [...this.pathParts(left), ...this.pathParts(right)];
    return [path];
  }

  /**
   * A Go `key: value` element: a map's key is a value (a range over the map yields it), a struct's
   * key is a field's name, which holds nothing. A bare name as the key of a literal not typed
   * `map[…]` may still be a map's (a named map type, `Tables{name: true}`): it counts when it names
   * input, and a field's name, which names nothing the function binds, does not.
   */
  private keyedElement(node: SgNode, depth: number): Graded {
    const [key, value] = named(node);
    const literal = node.ancestors().find((a) => kindOf(a) === 'composite_literal');
    const type = literal?.field('type')?.text() ?? '';
    const grades = value ? [this.grade(value, depth)] : [];
    if (key !== undefined) {
      const keyGrade = this.grade(key, depth);
      const fieldName = /^\w+$/.test(key.text()) && !type.includes('map[');
      if (!fieldName || keyGrade.origin === 'input') grades.push(keyGrade);
    }
    return strongest(grades, this.language);
  }

  /**
   * A literal is constant unless it splices values in; Rust's format strings name them inline. Its
   * holes are the tree's own nesting, which ends: they spend no depth (Gladys's dated backup path).
   */
  private literal(node: SgNode, depth: number): Graded {
    const holes = node
      .children()
      .filter((c) => this.syntax.interpolations.includes(kindOf(c)))
      .flatMap(named);
    return this.gradeAll(holes, depth);
  }

  /**
   * A Rust macro's arguments are unparsed tokens: split them at top-level commas; a lone identifier
   * or literal is graded as such, anything longer by its text (a source such as `env::var` is input).
   */
  private tokenTree(node: SgNode, depth: number): Graded {
    const groups: SgNode[][] = [[]];
    for (const child of node.children().slice(1, -1)) {
      if (child.text() === ',') groups.push([]);
      else groups.at(-1)!.push(child);
    }
    const anywhere = new RegExp(this.syntax.tainted.source.replace(/^\^/, ''));
    return strongest(
      groups
        .filter((g) => g.length > 0)
        .map((g) => {
          if (g.length === 1) return this.grade(g[0]!, depth + 1);
          const text = g.map((t) => t.text()).join('');
          if (anywhere.test(text))
            return { origin: 'input', because: `${short(text)}, program input`, via: 'source', source: text };
          return { origin: 'unknown', because: `${short(text)}, of an origin the rules cannot follow` };
        }),
      this.language,
    );
  }

  /** The parts of a pass-through call; a Rust format string's `{name}` fields are parts too. */
  private parts(call: SgNode, args: SgNode[], depth: number): Graded {
    const grades = args.map((a) => this.grade(a, depth + 1));
    const format = kindOf(call) === 'macro_invocation' ? named(args[0])[0] : undefined;
    if (format && kindOf(format) === 'string_literal') {
      for (const [, name] of format.text().matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)(?::[^}]*)?\}/g))
        grades.push(resolveName(this, name!, call, depth));
    }
    return strongest(grades, this.language);
  }
}
