/**
 * `gha-script-injection`: a `run:` script that pastes, through `${{ }}`, a field whoever opens an
 * issue, PR or comment writes. The expression is read as GitHub reads it (expression.ts
 * `carriedPaths`: any case, index syntax, through `format`, `toJSON` or `||`) and through the
 * step's, job's or workflow's `env:` (`${{ env.TITLE }}`). Separate from workflow-check.ts, which
 * holds the other workflow rules, because what counts as outsiders' text is its own body of facts.
 * https://docs.github.com/actions/security-for-github-actions/security-guides/security-hardening-for-github-actions#understanding-the-risk-of-script-injections
 */
import type { CheckHit, CheckRule } from '../check.js';
import { carriedPaths } from './expression.js';
import { EXPRESSION, type Workflow, type WorkflowJob } from './parse-workflow.js';

// Context fields outsiders write, after GitHub's list of untrusted input (fields ending in body,
// default_branch, email, head_ref, label, message, name, page_name, ref, title).
// https://docs.github.com/actions/security-for-github-actions/security-guides/security-hardening-for-github-actions#understanding-the-risk-of-script-injections
// A pull request's base ref and label name a branch of the base repository, which only those with
// write access to it create (navidrome's pipeline in fresh5); the head's come from the fork.
// https://docs.github.com/webhooks/webhook-events-and-payloads#pull_request
// A label's name is the base repository's too: only those with write access create labels and only
// those with triage access apply them, so `github.event.label.name` of a `labeled` event and the
// names in `issue.labels` / `pull_request.labels` are the maintainers' words (longhorn, fresh6).
// https://docs.github.com/issues/using-labels-and-milestones-to-track-work/managing-labels
const UNTRUSTED =
  /^(github\.head_ref|github\.event\.(?!repository\.|inputs\.|sender\.login$|pull_request\.base\.(ref|label)$|label\.name$|(issue|pull_request)\.labels\b[\w.*[\]'"-]*\.name$)[\w.*[\]'"-]*\.(body|default_branch|email|head_ref|label|message|name|page_name|ref|title|head_branch|display_title))$/;

// An event object pasted whole (`toJSON(github.event.issue)`, `toJSON(github)`) carries every field
// of it, the title and body included; so does one read through an index this reader cannot follow
// (`github.event.issue[…]`, read as `github.event.issue.*`).
const EVENT_OBJECT =
  /^github(\.event(\.(issue|pull_request(\.head)?|comment|review|discussion|workflow_run|head_commit|commits|pages)(\.\*)?)?)?(\.\*)?$/;

/** Whether the context field `path` (as expression.ts `carriedPaths` reads it) is outsiders' text. */
function untrustedField(path: string): boolean {
  return (UNTRUSTED.test(path) && !RESTRICTED.test(path)) || EVENT_OBJECT.test(path);
}

// Names GitHub restricts to letters, digits, `.`, `_` and `-`: they cannot carry shell syntax.
const RESTRICTED = /\.(repo|head\.repo|base\.repo)\.(name|full_name)$|\.(owner|user|sender)\.login$/;

// Which events carry a context object, after GitHub's webhook payloads: under any other trigger the
// expression is empty, so nothing anyone writes reaches the script (changedetection.io's
// `github.event.workflow_run.head_branch` under `push` and `release`, its `workflow_run` trigger
// commented out, fresh15). CodeQL's actions/code-injection queries likewise take an event field as a
// source only under the events that have it. A reusable workflow (`workflow_call`) runs with its
// caller's event, and a field not listed here may be anywhere: both keep the finding.
// https://docs.github.com/webhooks/webhook-events-and-payloads
// https://docs.github.com/actions/writing-workflows/choosing-what-your-workflow-does/accessing-contextual-information-about-workflow-runs#github-context
const PULL_REQUEST_EVENTS = [
  'pull_request',
  'pull_request_target',
  'pull_request_review',
  'pull_request_review_comment',
];
const CARRIED_BY: ReadonlyArray<[RegExp, readonly string[]]> = [
  [/^github\.head_ref$/, ['pull_request', 'pull_request_target']],
  [/^github\.event\.pull_request\b/, PULL_REQUEST_EVENTS],
  [/^github\.event\.issue\b/, ['issues', 'issue_comment']],
  [
    /^github\.event\.comment\b/,
    ['issue_comment', 'pull_request_review_comment', 'commit_comment', 'discussion_comment'],
  ],
  [/^github\.event\.review\b/, ['pull_request_review']],
  [/^github\.event\.workflow_run\b/, ['workflow_run']],
  [/^github\.event\.(head_commit|commits)\b/, ['push']],
  [/^github\.event\.discussion\b/, ['discussion', 'discussion_comment']],
  [/^github\.event\.pages\b/, ['gollum']],
];

/**
 * The triggers of the workflow that carry the expression's object: null when it is carried whatever
 * the event (triggers unknown, a reusable workflow, a field not mapped), [] when none does.
 */
function carriers(expression: string, workflow: Workflow): Workflow['triggers'] | null {
  const triggers = workflow.triggers;
  if (triggers.length === 0 || triggers.some((t) => t.value === 'workflow_call')) return null;
  const events = CARRIED_BY.find(([field]) => field.test(expression))?.[1];
  return events === undefined ? null : triggers.filter((t) => events.includes(t.value));
}

/**
 * An expression only a trigger delivers is reported on that trigger's line as well as on the `run:`
 * line: a PR that adds the trigger to a workflow whose script already pastes the field (planted
 * earlier, dormant under other events) makes it live, and is told so on the line it adds.
 */
export function scriptInjection(
  job: WorkflowJob,
  workflow: Workflow,
  privileged: boolean,
  rule: CheckRule,
): CheckHit[] {
  const hits: CheckHit[] = [];
  for (const step of job.steps)
    for (const line of step.run ?? []) {
      const untrusted = pastedFields(line.expressions, step.envValues).flatMap(({ field, via }) => {
        if (!untrustedField(field)) return [];
        const by = carriers(field, workflow);
        return by === null || by.length > 0 ? [{ expression: field, via, by: by ?? [] }] : [];
      });
      if (untrusted.length === 0) continue;
      const { expression, via, by } = untrusted[0]!;
      hits.push({
        rule,
        severity: privileged ? 'critical' : 'high',
        lines: [line.line, ...untrusted.flatMap((u) => u.by.map((t) => t.line))],
        detail: injectionDetail(expression, via, privileged, by, line.line),
      });
    }
  return hits;
}

type Env = ReadonlyMap<string, { name: string; value: string }>;

/**
 * The context fields the expressions paste, each as expression.ts `carriedPaths` reads it (any case,
 * index syntax, through `format`, `toJSON` or `||`), and through `env`: `${{ env.TITLE }}` where the
 * step, job or workflow sets `TITLE: ${{ github.event.issue.title }}` pastes the title as surely.
 * Two hops at most, as GitHub allows: a step's `env:` may read the `env` context (the job's and
 * workflow's), a job's or the workflow's may not (https://docs.github.com/actions/reference/workflows-and-actions/contexts#context-availability).
 * `via` is the env the script pastes. Each env is read once per hop (the workflow is the PR's: a
 * web of envs naming each other must not cost more than their text).
 */
export function pastedFields(
  expressions: readonly string[],
  env: Env,
): Array<{ field: string; via?: string }> {
  const read = new Map<string, readonly string[]>();
  const expand = (fields: readonly string[], hops: number): string[] =>
    fields.flatMap((f) => {
      const name = /^env\.([\w-]+)$/.exec(f)?.[1];
      return hops > 0 && name !== undefined && env.has(name) ? fieldsOf(name, hops - 1) : [f];
    });
  const fieldsOf = (name: string, hops: number): readonly string[] => {
    const key = `${hops}:${name}`;
    let fields = read.get(key);
    if (!fields) {
      const inner = [...env.get(name)!.value.matchAll(EXPRESSION)].map((m) => m[1]!.trim());
      fields = [...new Set(expand(inner.flatMap(carriedPaths), hops))];
      read.set(key, fields);
    }
    return fields;
  };
  const out = new Map<string, string | undefined>();
  for (const field of expressions.flatMap(carriedPaths)) {
    const name = /^env\.([\w-]+)$/.exec(field)?.[1];
    const entry = name === undefined ? undefined : env.get(name);
    if (!entry) {
      if (!out.has(field)) out.set(field, undefined);
    } else for (const f of fieldsOf(name!, 1)) if (!out.has(f)) out.set(f, `env.${entry.name}`);
  }
  return [...out].map(([field, via]) => (via === undefined ? { field } : { field, via }));
}

function injectionDetail(
  expression: string,
  via: string | undefined,
  privileged: boolean,
  by: Workflow['triggers'],
  line: number,
): string {
  const name = via ? via.slice('env.'.length) : envName(expression);
  const who = `is written by whoever opens the issue, PR or comment${privileged ? ', and this workflow runs with secrets and a write token' : ''}`;
  const delivered =
    by.length === 0
      ? ''
      : ` The \`run:\` at line ${line} pastes it; the \`${by.map((t) => t.value).join('`, `')}\` trigger delivers it.`;
  const fix = via
    ? `\`\${{ ${via} }}\` pastes \`\${{ ${expression} }}\` into the script before the shell runs, which ${who}. Use \`"$${name}"\` instead.`
    : `\`\${{ ${expression} }}\` ${who}. Move it to \`env: { ${name}: \${{ ${expression} }} }\` and use \`"$${name}"\`.`;
  return fix + delivered;
}

/** An env name for an expression: `github.event.pull_request.title` → `PR_TITLE`-like `PULL_REQUEST_TITLE`. */
function envName(expression: string): string {
  const parts = expression
    .replace(/^github\.(event\.)?/, '')
    .split('.')
    .slice(-2);
  return parts
    .join('_')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toUpperCase();
}
