/**
 * What a function's syntax binds, as the flow grader asks it: the definitions of a name in a scope
 * (assignments and loop variables), a function's parameters, receiver and scalar-typed parameters,
 * and whether a function handles events. Per language, from its FlowSyntax.
 */
import type { NapiConfig, SgNode } from '@ast-grep/napi';
import { isWithin, kindOf, named, type FlowSyntax } from './flow-syntax.js';
import { onTree } from './tree-memo.js';

type Relation = NonNullable<NapiConfig['rule']['has']>;

// Calls whose function arguments are handlers of events, messages or responses (DOM, jQuery, fetch).
const HANDLER_CALLS =
  /^(addEventListener|on|once|then|done|fail|always|get|post|getJSON|ajax|load|subscribe|click|change|submit|input|keyup|keydown)$/;

/** A definition of a name: the defining node and the value it gives the name. */
type Definition = { at: SgNode; value: SgNode };

export class FlowScope {
  constructor(private readonly syntax: FlowSyntax) {}

  /** The one value a variable is given before `at` in its innermost defining function, if just one. */
  onlyDefinition(at: SgNode): SgNode | undefined {
    const fn = at.ancestors().find((a) => this.syntax.functions.includes(kindOf(a)));
    if (!fn) return undefined;
    const before = this.definitions(fn, at.text()).filter(
      (d) => d.at.range().end.index <= at.range().start.index,
    );
    return before.length === 1 ? before[0]!.value : undefined;
  }

  /**
   * Definitions of `name` inside `scope`: the defining node and the value assigned to `name`. A loop
   * binds the name to the items of its collection: the collection is the value, and the loop's name
   * (not the whole loop, which encloses its uses) is where it is defined.
   */
  definitions(scope: SgNode, name: string): readonly Definition[] {
    // Asked again for each part of each graded value that names `name`, and for every value of the
    // file: on a minified jQuery, millions of times. The answer depends only on the tree: once per tree.
    return onTree('definitions', scope, name, () => this.search(scope, name));
  }

  private search(scope: SgNode, name: string): Definition[] {
    const found: Definition[] = [];
    const binds = this.bindsName(name);
    for (const [kind, [nameField, valueField]] of Object.entries(this.syntax.loops)) {
      for (const loop of scope.findAll({ rule: { kind, has: binds } })) {
        const target = loop.field(nameField);
        const items = loop.field(valueField);
        if (target && items && this.identifiers(target).some((n) => n.text() === name))
          found.push({ at: target, value: items });
      }
    }
    for (const [kind, [nameField, valueField]] of Object.entries(this.syntax.definitions)) {
      for (const def of scope.findAll({ rule: { kind, has: binds } })) {
        const target = def.field(nameField);
        // A position names a child without a field (Python's `open(p) as f` keeps the value unnamed).
        const source = /^\d+$/.test(valueField) ? named(def)[Number(valueField)] : def.field(valueField);
        if (!target || !source) continue;
        const names = this.identifiers(target);
        const index = names.findIndex((n) => n.text() === name);
        if (index < 0) continue;
        // `a, b := x, y` pairs by position; `a, err := f()` takes the one value.
        const values = ['expression_list', 'tuple', 'pattern_list'].includes(kindOf(source))
          ? named(source)
          : [source];
        const value = values.length === names.length ? values[index] : values[0];
        if (value) found.push({ at: def, value });
      }
    }
    return found;
  }

  /**
   * A native pre-filter for `definitions`: a definition holds, at some depth, a name node whose text
   * is `name`. Only those cross into JS. Matching every declaration of a scope and comparing names in
   * JS handed a wrapper per declaration to JS for each name looked up: on a 9,000-line jQuery IIFE,
   * tens of millions of wrappers whose native memory V8 does not see (gigabytes of RSS, minutes).
   */
  private bindsName(name: string): Relation {
    const exactly = `^${name.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}$`;
    return { stopBy: 'end', any: this.syntax.names.map((kind) => ({ kind, regex: exactly })) };
  }

  /**
   * The declared type of parameter `name` of `fn` when it is a number or a boolean (see
   * `FlowSyntax.scalarTypes`): such a value cannot carry a quote or a shell metacharacter.
   */
  scalarType(fn: SgNode, name: string): string | undefined {
    const scalar = this.syntax.scalarTypes;
    if (!scalar) return undefined;
    const list = fn.field('parameters') ?? fn.field('parameter');
    const param = named(list).find((p) => this.identifiers(p).some((id) => id.text() === name));
    const type = param?.field('type')?.text().trim();
    return type && scalar.test(type) ? type.replace(/^:\s*/, '') : undefined;
  }

  /** The names a function binds as parameters (type annotations and default values left out). */
  parameters(fn: SgNode): readonly string[] {
    // Asked for every enclosing function of every name the grader reads: once per function and tree.
    return onTree('parameters', fn, '', () => this.parameterNames(fn));
  }

  private parameterNames(fn: SgNode): string[] {
    const lists = [fn.field('parameters'), fn.field('parameter'), fn.field('receiver')].filter(
      (l): l is SgNode => Boolean(l),
    );
    return lists.flatMap((list) =>
      this.identifiers(list)
        .filter((id) => !id.ancestors().some((a) => isWithin(a, list) && hidesName(a, id)))
        .map((id) => id.text()),
    );
  }

  /** The name-binding nodes under `node`, itself included, in source order. */
  identifiers(node: SgNode): SgNode[] {
    const kinds = this.syntax.names;
    const self = kinds.includes(kindOf(node)) ? [node] : [];
    return [...self, ...node.findAll({ rule: { any: kinds.map((kind) => ({ kind })) } })];
  }

  /**
   * Whether `fn` handles an event, a message or a response: named `onX`/`handleX`, assigned to an
   * `onX` property, or passed to a listener or request call (`addEventListener`, `$.get`, `then`).
   */
  isHandler(fn: SgNode): boolean {
    if (/^(on|handle)[A-Z_]/.test(fn.field('name')?.text() ?? '')) return true;
    const parent = fn.parent();
    if (!parent) return false;
    if (kindOf(parent) === 'assignment_expression')
      return /\.on\w+$/.test(parent.field('left')?.text() ?? '');
    if (kindOf(parent) !== 'arguments') return false;
    const call = parent.parent();
    const parts = call ? this.syntax.call(call) : undefined;
    const method = parts?.method ?? parts?.callee;
    return method !== undefined && HANDLER_CALLS.test(method);
  }

  /** Whether `name` is `fn`'s receiver: Go's `func (s *Store)`, or a Python method's `self`/`cls`. */
  isReceiver(fn: SgNode, name: string): boolean {
    const receiver = fn.field('receiver');
    if (receiver) return this.identifiers(receiver).some((id) => id.text() === name);
    if (kindOf(fn) !== 'function_definition' || !['self', 'cls'].includes(name)) return false;
    const inClass = fn
      .ancestors()
      .find((a) => ['class_definition', 'function_definition'].includes(kindOf(a)));
    return (
      inClass !== undefined &&
      kindOf(inClass) === 'class_definition' &&
      named(fn.field('parameters'))[0]?.text() === name
    );
  }

  nameOf(fn: SgNode): string {
    const name = fn.field('name')?.text();
    return name ? `\`${name}\`` : 'the enclosing function';
  }
}

// Parameter parts that hold no bound name: a default value (by field) and any type.
const DEFAULT_FIELDS: Partial<Record<string, string>> = {
  default_parameter: 'value',
  typed_default_parameter: 'value',
  assignment_pattern: 'right',
  required_parameter: 'value',
  optional_parameter: 'value',
};

function hidesName(ancestor: SgNode, id: SgNode): boolean {
  const kind = kindOf(ancestor);
  if (kind === 'type' || kind.endsWith('_type') || kind === 'type_annotation' || kind === 'type_arguments')
    return true;
  const field = DEFAULT_FIELDS[kind];
  return field !== undefined && isWithin(id, ancestor.field(field));
}
