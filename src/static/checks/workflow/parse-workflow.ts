/**
 * Reads a GitHub Actions workflow into the few facts the workflow rules reason over, each with its
 * line: the triggers (`on:`), `permissions:`, and per job its `if:`, its steps' `if:`, `uses:`,
 * `with:` inputs, `run:` script lines and the `${{ }}` expressions in them, and which env names carry secrets.
 * Workflow syntax: https://docs.github.com/actions/reference/workflows-and-actions/workflow-syntax
 */
import type * as Yaml from 'yaml';
import type { LineCounter, Node, Scalar, YAMLMap, YAMLSeq } from 'yaml';

let yaml: typeof Yaml | undefined;

/**
 * Imports the YAML parser, once: the runner awaits it before the first workflow it checks, so a
 * review that changes no workflow never loads the parser's ~600 kB chunk (issue 48).
 */
export async function loadWorkflowParser(): Promise<void> {
  yaml ??= await import('yaml');
}

function parser(): typeof Yaml {
  if (!yaml) throw new Error('prlens bug: parseWorkflow ran before loadWorkflowParser() finished');
  return yaml;
}

const isMap = (node: unknown): node is YAMLMap => parser().isMap(node);
const isScalar = (node: unknown): node is Scalar => parser().isScalar(node);
const isSeq = (node: unknown): node is YAMLSeq => parser().isSeq(node);

interface Located {
  value: string;
  line: number;
}

interface ScriptLine extends Located {
  /** The `${{ ... }}` expressions on this line, inner text trimmed. */
  expressions: string[];
}

interface WorkflowStep {
  line: number;
  /** The step's `if:` as YAML reads it (a `>` folded scalar keeps its trailing newline). */
  condition: Located | undefined;
  uses: Located | undefined;
  /**
   * The step's `with:` inputs in source order, duplicates kept, each key as written (the
   * runner reads input names case-insensitively: `core.getInput` upper-cases them).
   */
  inputs: Array<Located & { key: string }>;
  /** The `run:` script, one entry a line, undefined when the step runs no script. */
  run: ScriptLine[] | undefined;
  /** Names in the step's (and its job's and workflow's) `env:` whose value reads `secrets.`. */
  secretEnv: Set<string>;
  /** Inputs in the step's `with:` whose value reads `secrets.`: a secret handed to the action itself. */
  secretInputs: Set<string>;
  /** Every name the step's, its job's and the workflow's `env:` set. */
  envNames: Set<string>;
  /**
   * The values of those `env:` entries by lower-cased name (the step's over the job's over the
   * workflow's), as written: `${{ env.TITLE }}` pastes whatever `TITLE: ${{ … }}` holds.
   */
  envValues: Map<string, { name: string; value: string }>;
  /**
   * Whether the script runs other than as a plain `bash` script in the workspace: the step sets
   * `shell:` or `working-directory:`, or its job or the workflow sets `defaults:`.
   */
  customShell: boolean;
}

export interface WorkflowJob {
  id: string;
  /** The job's `if:` as YAML reads it. */
  condition: Located | undefined;
  permissions: Located | undefined;
  steps: WorkflowStep[];
}

export interface Workflow {
  triggers: Located[];
  permissions: Located | undefined;
  jobs: WorkflowJob[];
}

export const EXPRESSION = /\$\{\{([\s\S]*?)\}\}/g;

/** The workflow in `text`, or undefined when it is not a YAML mapping (a check never throws on input). */
export function parseWorkflow(text: string): Workflow | undefined {
  const { LineCounter, parseDocument } = parser();
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: false });
  if (doc.errors.length > 0 || !isMap(doc.contents)) return undefined;
  const root = doc.contents;
  const lineOf = (node: Node | null | undefined): number => lines.linePos(node?.range?.[0] ?? 0).line;
  const located = (node: Node | null | undefined): Located | undefined => {
    if (!node) return undefined;
    return { value: isScalar(node) ? String(node.value) : mapText(node, text), line: lineOf(node) };
  };

  const triggers: Located[] = [];
  const on = get(root, 'on') ?? get(root, true);
  const names = isScalar(on) ? [on] : isSeq(on) ? on.items : isMap(on) ? on.items.map((p) => p.key) : [];
  for (const name of names as Node[])
    if (isScalar(name)) triggers.push({ value: String(name.value), line: lineOf(name) });

  const workflowEnv = secretNames(get(root, 'env'));
  const workflowNames = keys(get(root, 'env'));
  const workflowValues = values(get(root, 'env'));
  const workflowDefaults = get(root, 'defaults') !== undefined;
  const jobs: WorkflowJob[] = [];
  const jobsNode = get(root, 'jobs');
  for (const pair of isMap(jobsNode) ? jobsNode.items : []) {
    const job = pair.value;
    if (!isMap(job) || !isScalar(pair.key)) continue;
    const jobEnv = new Set([...workflowEnv, ...secretNames(get(job, 'env'))]);
    const jobNames = [...workflowNames, ...keys(get(job, 'env'))];
    const jobValues = [...workflowValues, ...values(get(job, 'env'))];
    const defaults = workflowDefaults || get(job, 'defaults') !== undefined;
    const steps: WorkflowStep[] = [];
    const stepsNode = get(job, 'steps');
    for (const step of isSeq(stepsNode) ? stepsNode.items : []) {
      if (!isMap(step)) continue;
      const run = get(step, 'run');
      steps.push({
        line: lineOf(step),
        condition: located(get(step, 'if')),
        uses: located(get(step, 'uses')),
        inputs: withInputs(get(step, 'with'), located),
        run: isScalar(run) ? scriptLines(run, text, lines) : undefined,
        secretEnv: new Set([...jobEnv, ...secretNames(get(step, 'env'))]),
        secretInputs: secretNames(get(step, 'with')),
        envNames: new Set([...jobNames, ...keys(get(step, 'env'))]),
        envValues: new Map([...jobValues, ...values(get(step, 'env'))]),
        customShell:
          defaults || get(step, 'shell') !== undefined || get(step, 'working-directory') !== undefined,
      });
    }
    jobs.push({
      id: String(pair.key.value),
      condition: located(get(job, 'if')),
      permissions: located(get(job, 'permissions')),
      steps,
    });
  }
  return { triggers, permissions: located(get(root, 'permissions')), jobs };
}

function get(map: YAMLMap, key: string | boolean): Node | undefined {
  for (const pair of map.items) if (isScalar(pair.key) && pair.key.value === key) return pair.value as Node;
  return undefined;
}

// A mapping or sequence value (e.g. `permissions: { contents: write }`) as its source text.
function mapText(node: Node, text: string): string {
  const [start, end] = node.range ?? [0, 0];
  return text.slice(start, end);
}

/** The keys of a mapping (`env:`), or none when it is not one (an expression such as `${{ fromJSON(…) }}`). */
function keys(node: Node | undefined): string[] {
  return isMap(node) ? node.items.flatMap((p) => (isScalar(p.key) ? [String(p.key.value)] : [])) : [];
}

/**
 * The `key: value` pairs of a `with:` mapping (a non-scalar value as its source text), none when it
 * is not one.
 */
function withInputs(
  node: Node | undefined,
  located: (n: Node | null | undefined) => Located | undefined,
): Array<Located & { key: string }> {
  if (!isMap(node)) return [];
  return node.items.flatMap((p) => {
    const value = located(p.value as Node | null);
    return isScalar(p.key) && value ? [{ key: String(p.key.value), ...value }] : [];
  });
}

/**
 * The scalar `name: value` pairs of an `env:` mapping, keyed by the lower-cased name (GitHub reads
 * `env.X` in any case), each with its name as written.
 */
function values(node: Node | undefined): Array<[string, { name: string; value: string }]> {
  if (!isMap(node)) return [];
  return node.items.flatMap((p): Array<[string, { name: string; value: string }]> => {
    if (!isScalar(p.key) || !isScalar(p.value)) return [];
    const name = String(p.key.value);
    return [[name.toLowerCase(), { name, value: String(p.value.value) }]];
  });
}

/** Keys of `env:` or `with:` whose value reads a secret: `TOKEN: ${{ secrets.NPM_TOKEN }}`. */
function secretNames(env: Node | undefined): Set<string> {
  const names = new Set<string>();
  if (!isMap(env)) return names;
  for (const pair of env.items)
    if (
      isScalar(pair.key) &&
      isScalar(pair.value) &&
      /\$\{\{[^}]*\bsecrets\./i.test(String(pair.value.value))
    )
      names.add(String(pair.key.value));
  return names;
}

/**
 * The source lines of a `run:` value with their file line numbers. The raw source is read (not the
 * parsed string) so that every expression keeps the line it is written on, block scalar or not.
 */
function scriptLines(node: Node, text: string, counter: LineCounter): ScriptLine[] {
  const [start, end] = node.range ?? [0, 0];
  const raw = text.slice(start, end);
  const out: ScriptLine[] = [];
  let offset = start;
  for (const line of raw.split('\n')) {
    const expressions = [...line.matchAll(EXPRESSION)].map((m) => m[1]!.trim());
    const value = line.trim();
    if (value && !/^[|>][-+0-9]*$/.test(value))
      out.push({ value, line: counter.linePos(offset).line, expressions });
    offset += line.length + 1;
  }
  return out;
}
