/**
 * Whether a job's or step's `if:` lets it run only for pull requests whose head is the base
 * repository itself (a same-repository gate), so a `pull_request_target` or `workflow_run` job that
 * checks out the head never checks out a fork's code. CodeQL's actions/untrusted-checkout queries take
 * any `if:` that names `head.repo.full_name` or `workflow_run.head_repository` as such a check
 * (`PullRequestTargetRepositoryIfCheck`, `WorkflowRunRepositoryIfCheck` in ControlChecks.qll); the
 * workflow is the PR's own text here, so the `if:` must hold the gate on every path:
 * - one expression (see expression.ts: text around `${{ }}` is a string, always true);
 * - under `&&`, one operand that is a gate is enough; under `||`, every operand must be one;
 * - a gate compares the head repository of the triggering event with the base repository (name, id
 *   or owner: nobody outside the owner can create a repository under it), or a constant that the
 *   same `&&` also requires of the base repository (`github.repository == 'acme/app'`: a constant
 *   alone may be the attacker's fork);
 * - `head.repo.fork == false` and `!head.repo.fork` are not gates: the payload's head repository is
 *   null once the fork is deleted (`repo: Repository | null` in @octokit/webhooks-types), and
 *   `null == false` and `!null` are true, so the author deletes the fork and closes or edits the PR;
 *   a name, id or owner compared with the base's is never equal to null;
 * - under `workflow_run`, requiring the triggering run's event to be one no fork can cause in this
 *   repository (`github.event.workflow_run.event == 'push'`) is a gate too; `!= 'pull_request'` is
 *   not: a fork's PR runs its own workflow files on `pull_request_review` and
 *   `pull_request_review_comment` as well, and `workflow_run` matches the triggering workflow by name,
 *   so the PR adds one with that name (zizmor's author on uutils/coreutils#6974);
 * - the other event's fields do not count: under `workflow_run`, `github.event.pull_request` is null
 *   and `null == null`, `null == false` and `!null` are all true (GitHub compares loosely, as numbers).
 * Labels and `github.actor` are not gates: a label is a maintainer's approval of one commit, and
 * the commits pushed after it keep the label; the actor is whoever caused the event, not the author
 * of the code. They do not change the finding.
 * https://docs.github.com/actions/reference/workflows-and-actions/expressions#operators
 */
import { readCondition, type Expr } from './expression.js';

export type PrivilegedTrigger = 'pull_request_target' | 'workflow_run';

type Side =
  'head-name' | 'head-id' | 'head-owner' | 'head-fork' | 'base-name' | 'base-id' | 'base-owner' | 'run-event';

const RUN_EVENT = 'github.event.workflow_run.event';

// Events whose runs in this repository use this repository's workflow files and code: a fork's PR
// causes none of them (its own workflows run here only on the `pull_request*` events).
// https://docs.github.com/actions/reference/workflows-and-actions/events-that-trigger-workflows
const BASE_ONLY_EVENTS = ['push', 'schedule', 'workflow_dispatch', 'release'];

const ALWAYS = {
  'base-name': ['github.repository', 'github.event.repository.full_name'],
  'base-id': ['github.repository_id', 'github.event.repository.id'],
  'base-owner': ['github.repository_owner', 'github.event.repository.owner.login'],
};

// Each event's own head and base: https://docs.github.com/webhooks/webhook-events-and-payloads
const FIELDS: Record<PrivilegedTrigger, Record<Side, string[]>> = {
  pull_request_target: fields(
    'github.event.pull_request.head.repo',
    'github.event.pull_request.base.repo',
    [],
  ),
  workflow_run: fields('github.event.workflow_run.head_repository', 'github.event.workflow_run.repository', [
    RUN_EVENT,
  ]),
};

function fields(head: string, base: string, runEvent: string[]): Record<Side, string[]> {
  return {
    'run-event': runEvent,
    'head-name': [`${head}.full_name`],
    'head-id': [`${head}.id`],
    'head-owner': [`${head}.owner.login`],
    'head-fork': [`${head}.fork`],
    'base-name': [...ALWAYS['base-name'], `${base}.full_name`],
    'base-id': [...ALWAYS['base-id'], `${base}.id`],
    'base-owner': [...ALWAYS['base-owner'], `${base}.owner.login`],
  };
}

interface Guard {
  /** Where the `if:` sits, for the finding's body: "the job's", "the checkout step's". */
  owner: string;
  value: string;
  line: number;
}

/**
 * Whether the `if:`s in front of a checkout (its job's and its own; the checkout runs only when both
 * hold) keep it from a fork's head under every privileged trigger of the workflow. When they do
 * not, `notes` says why for each `if:` that was meant as a gate or can never be false, with its line:
 * a PR that breaks a gate is told so on the line it edits.
 */
export function checkoutGuard(
  guards: Array<Guard | undefined>,
  triggers: PrivilegedTrigger[],
): { gated: boolean; notes: string[]; lines: number[] } {
  const read = guards.flatMap((g) => (g ? [{ ...g, condition: readCondition(g.value) }] : []));
  const gated = triggers.every((t) =>
    read.some(({ condition: c }) => 'expression' in c && isSameRepoGate(c.expression, t)),
  );
  if (gated) return { gated, notes: [], lines: [] };
  const noted = read.flatMap(({ owner, line, condition: c }) => {
    if ('alwaysTrue' in c)
      return [
        {
          line,
          note: `${owner} \`if:\` (line ${line}) gates nothing: ${c.alwaysTrue} makes it a string template, not an expression, and a non-empty string is true. Write it as one \`\${{ … }}\` with nothing around it (a \`>-\` or \`|-\` block scalar, not \`>\`).`,
        },
      ];
    if (!('expression' in c) || !meantAsGate(c.expression)) return [];
    const open = triggers.filter((t) => !isSameRepoGate(c.expression, t));
    const runEvent = excludesOnlyPullRequest(c.expression)
      ? ` A \`github.event.workflow_run.event != 'pull_request'\` branch still admits a fork's runs of \`pull_request_review\` and \`pull_request_review_comment\`: the PR adds a workflow of those events under the triggering workflow's name, and \`workflow_run\` matches it by name.`
      : '';
    const fork = paths(c.expression).some((p) => p.endsWith('.fork'))
      ? ` \`fork == false\` and \`!fork\` are also true once the fork is deleted (the head repository is then null): compare \`head.repo.full_name == github.repository\` instead.`
      : '';
    return [
      {
        line,
        note: `${owner} \`if:\` (line ${line}) checks where the head comes from but lets a fork's head through under \`${open.join('`, `')}\`: some \`||\` branch runs without the same-repository comparison, or the comparison is \`!=\`, a constant the base repository is not held to, or the other event's field.${runEvent}${fork}`,
      },
    ];
  });
  return { gated, notes: noted.map((n) => n.note), lines: noted.map((n) => n.line) };
}

/** Whether `expression` can be true under `trigger` only when the PR's head is the base repository. */
function isSameRepoGate(expression: Expr, trigger: PrivilegedTrigger): boolean {
  return gate(expression, false, FIELDS[trigger]);
}

/** Whether the expression reads the head repository or the triggering run's event: a gate was meant. */
function meantAsGate(expression: Expr): boolean {
  const sides: Side[] = ['head-name', 'head-id', 'head-owner', 'head-fork', 'run-event'];
  const read = Object.values(FIELDS).flatMap((f) => sides.flatMap((side) => f[side]));
  return paths(expression).some((p) => read.includes(p));
}

/** Whether the expression compares the triggering run's event with `!=`: `event != 'pull_request'`. */
function excludesOnlyPullRequest(e: Expr): boolean {
  if (e.kind === 'not') return excludesOnlyPullRequest(e.operand);
  if (e.kind !== 'binary') return false;
  if (e.op === '!=') return paths(e).includes(RUN_EVENT);
  return excludesOnlyPullRequest(e.left) || excludesOnlyPullRequest(e.right);
}

/** Every context path the expression reads. */
function paths(e: Expr): string[] {
  if (e.kind === 'path') return [e.path];
  if (e.kind === 'not') return paths(e.operand);
  if (e.kind === 'binary') return [...paths(e.left), ...paths(e.right)];
  return e.kind === 'call' ? e.args.flatMap(paths) : [];
}

// `negated`: the expression sits under an odd number of `!`, so `&&` reads as `||` and `==` as `!=`.
function gate(e: Expr, negated: boolean, f: Record<Side, string[]>): boolean {
  if (e.kind === 'not') return gate(e.operand, !negated, f);
  const op = e.kind === 'binary' ? e.op : undefined;
  if ((op === '||' && !negated) || (op === '&&' && negated)) {
    const { left, right } = e as Extract<Expr, { kind: 'binary' }>;
    return gate(left, negated, f) && gate(right, negated, f);
  }
  const atoms = conjuncts(e, negated);
  if (atoms.some((a) => atomGate(a.e, a.negated, f))) return true;
  // `head.repo.full_name == 'acme/app' && github.repository == 'acme/app'`.
  const heads = atoms.flatMap((a) => constantOf(a.e, a.negated, f['head-name']));
  const bases = atoms.flatMap((a) => constantOf(a.e, a.negated, f['base-name']));
  return heads.some((h) => bases.includes(h));
}

/** The operands of a chain of `&&` (of `||` under `!`), each with its polarity. */
function conjuncts(e: Expr, negated: boolean): Array<{ e: Expr; negated: boolean }> {
  if (e.kind === 'not') return conjuncts(e.operand, !negated);
  if (e.kind === 'binary' && e.op === (negated ? '||' : '&&'))
    return [...conjuncts(e.left, negated), ...conjuncts(e.right, negated)];
  return [{ e, negated }];
}

function atomGate(e: Expr, negated: boolean, f: Record<Side, string[]>): boolean {
  if (e.kind === 'binary' && (e.op === '||' || e.op === '&&')) return gate(e, negated, f);
  if (e.kind !== 'binary' || e.op !== (negated ? '!=' : '==')) return false;
  const sides = [side(e.left, f), side(e.right, f)];
  const pair = (a: Side, b: Side): boolean => sides.includes(a) && sides.includes(b);
  if (pair('head-name', 'base-name') || pair('head-id', 'base-id') || pair('head-owner', 'base-owner'))
    return true;
  // `workflow_run.event == 'push'`, either way round.
  const literal = [e.left, e.right].find((x) => x.kind === 'literal');
  if (literal?.kind !== 'literal') return false;
  return sides.includes('run-event') && BASE_ONLY_EVENTS.includes(String(literal.value).toLowerCase());
}

function side(e: Expr, f: Record<Side, string[]>): Side | undefined {
  if (e.kind !== 'path') return undefined;
  return (Object.keys(f) as Side[]).find((s) => f[s].includes(e.path));
}

/** The constant (lower-cased) a field is required to equal by this atom: `field == 'acme/app'`. */
function constantOf(e: Expr, negated: boolean, names: string[]): string[] {
  if (e.kind !== 'binary' || e.op !== (negated ? '!=' : '==')) return [];
  const [path, literal] = e.left.kind === 'path' ? [e.left, e.right] : [e.right, e.left];
  if (path.kind !== 'path' || !names.includes(path.path)) return [];
  return literal.kind === 'literal' && typeof literal.value === 'string' ? [literal.value.toLowerCase()] : [];
}
