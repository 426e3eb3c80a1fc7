/**
 * Risk at a glance (`labels: true`): one label for the highest severity found (`prlens: high`, …)
 * and `prlens: security` when a security finding is open. Labels are created with a colour and a
 * description when missing (422 `already_exists` means another run or a person made it: fine); ours
 * that no longer apply are removed; labels not starting with `prlens:` are never touched.
 * https://docs.github.com/rest/issues/labels
 * Requests: 1 (list the PR's labels) when nothing changes; +2 per label to add (create, add), +1 per
 * label to remove. Without `issues`/`pull-requests: write`, a 403 becomes one notice.
 */
import type { Severity } from '../core/types.js';
import { SEVERITIES, SEVERITY_RANK } from '../core/types.js';
import type { GitHub, PullRequestRef } from './types.js';
import { isSecurityFinding } from '../core/pr-rules.js';
import type { LabelledFinding, LabelsResult } from '../core/forge-types.js';
export type { LabelledFinding, LabelsResult } from '../core/forge-types.js';

const LABEL_PREFIX = 'prlens:';
const SECURITY_LABEL = 'prlens: security';

interface LabelSpec {
  name: string;
  color: string;
  description: string;
}

const SEVERITY_COLOURS: Record<Severity, string> = {
  critical: 'b60205',
  high: 'd93f0b',
  medium: 'fbca04',
  low: 'c2e0c6',
};

/** The label for a severity, as created when missing. */
function severityLabel(severity: Severity): LabelSpec {
  return {
    name: `${LABEL_PREFIX} ${severity}`,
    color: SEVERITY_COLOURS[severity],
    description: `prlens: the most severe open finding is ${severity}`,
  };
}

const SECURITY: LabelSpec = {
  name: SECURITY_LABEL,
  color: '5319e7',
  description: 'prlens: at least one open security finding',
};

const security = (f: LabelledFinding) => ('security' in f ? f.security : isSecurityFinding(f));

/** The labels the findings call for: the highest severity, plus security when any. */
function wantedLabels(findings: readonly LabelledFinding[]): LabelSpec[] {
  if (findings.length === 0) return [];
  const top = findings.reduce<Severity>(
    (max, f) => (SEVERITY_RANK[f.severity] > SEVERITY_RANK[max] ? f.severity : max),
    'low',
  );
  return [severityLabel(top), ...(findings.some(security) ? [SECURITY] : [])];
}

/** Ours: `prlens:` plus a name we would set (a person's `prlens: later` is not touched either). */
function isOurs(name: string): boolean {
  const lower = name.toLowerCase();
  return lower === SECURITY_LABEL || SEVERITIES.some((s) => lower === severityLabel(s).name);
}

const LABELS_PERMISSION_NOTICE =
  'prlens could not set its labels: the token lacks `pull-requests: write` (or `issues: write`) for ' +
  'labels (GitHub answered 403). Give the workflow that permission, or set `labels: false` to silence this notice.';

/** Brings the PR's `prlens:` labels in line with the findings; never throws. */
export async function syncLabels(
  gh: GitHub,
  pr: PullRequestRef,
  findings: readonly LabelledFinding[],
  /** False on an incomplete review: a finding it did not see is no reason to drop a label. */
  removeStale = true,
): Promise<LabelsResult> {
  const issue = { owner: pr.owner, repo: pr.repo, issue_number: pr.number };
  let requests = 0;
  const added: string[] = [];
  const removed: string[] = [];
  try {
    requests++;
    const current = (
      await gh.rest.paginate(gh.rest.issues.listLabelsOnIssue, { ...issue, per_page: 100 })
    ).map((l) => l.name);
    const wanted = wantedLabels(findings);
    const has = new Set(current.map((n) => n.toLowerCase()));
    const want = new Set(wanted.map((l) => l.name.toLowerCase()));
    const missing = wanted.filter((l) => !has.has(l.name.toLowerCase()));
    for (const label of missing) {
      requests++;
      await createLabel(gh, pr, label);
    }
    if (missing.length > 0) {
      requests++;
      await gh.rest.issues.addLabels({ ...issue, labels: missing.map((l) => l.name) });
      added.push(...missing.map((l) => l.name));
    }
    for (const name of current.filter((n) => removeStale && isOurs(n) && !want.has(n.toLowerCase()))) {
      requests++;
      try {
        await gh.rest.issues.removeLabel({ ...issue, name });
        removed.push(name);
      } catch (error) {
        // Someone (or a racing run) removed it first: already as wanted.
        if ((error as { status?: unknown }).status !== 404) throw error;
      }
    }
    return { kind: 'synced', added, removed, requests };
  } catch (error) {
    if ((error as { status?: unknown }).status === 403)
      return { kind: 'forbidden', notice: LABELS_PERMISSION_NOTICE };
    return { kind: 'failed', notice: `prlens could not update its labels: ${(error as Error).message}` };
  }
}

/** Creates a repository label; one that exists already (422 already_exists) is fine. */
async function createLabel(gh: GitHub, pr: PullRequestRef, label: LabelSpec): Promise<void> {
  try {
    await gh.rest.issues.createLabel({ owner: pr.owner, repo: pr.repo, ...label });
  } catch (error) {
    const { status, response } = error as { status?: unknown; response?: { data?: unknown } };
    const errors = (response?.data as { errors?: Array<{ code?: unknown }> } | undefined)?.errors;
    if (status === 422 && errors?.some((e) => e.code === 'already_exists')) return;
    throw error;
  }
}
