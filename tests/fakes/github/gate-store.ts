/**
 * The fake's store for the merge-gate side: check runs, labels, plain issues and
 * collaborator permissions, one per FakeState (a WeakMap, so the shared state file stays small).
 * Tests seed it through these helpers; routes-gate.ts serves it.
 */
import type { Actor, RepoRecord } from './model.js';
import type { FakeState } from './state.js';

export interface Annotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: 'notice' | 'warning' | 'failure';
  message: string;
  title?: string;
}

export interface CheckRunRecord {
  id: number;
  /** Each run of the fake gets its own suite (GitHub groups a workflow's runs in one). */
  checkSuiteId: number;
  repo: RepoRecord;
  name: string;
  headSha: string;
  status: string;
  conclusion: string | null;
  title: string | null;
  summary: string | null;
  text: string | null;
  annotations: Annotation[];
  startedAt: string;
  completedAt: string | null;
}

export interface LabelRecord {
  id: number;
  name: string;
  color: string;
  description: string | null;
}

export interface IssueRecord {
  number: number;
  title: string;
  body: string | null;
  user: Actor;
}

/** A permission the fake's token may lack: `checks: write`, `issues`/`pull-requests: write` (labels). */
export type GatePermission = 'checks' | 'labels' | 'collaborators';

export interface GateStore {
  checkRuns: CheckRunRecord[];
  /** Labels of each repository by lower-case name (GitHub's label names are case-insensitive). */
  labels: Map<RepoRecord, Map<string, LabelRecord>>;
  /** Label names on each issue or PR, `repoId#number`. */
  issueLabels: Map<string, string[]>;
  /** Plain issues (not PRs) by `repoId#number`. */
  issues: Map<string, IssueRecord>;
  /** Repository permission of a login (default `read`: anyone may read a public repository). */
  permissions: Map<string, 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none'>;
  /** Permissions the token lacks: those writes answer 403. */
  denied: Set<GatePermission>;
}

const stores = new WeakMap<FakeState, GateStore>();

/** The gate store of a fake's state (tests seed issues, labels and permissions through it). */
export function gate(state: FakeState): GateStore {
  let store = stores.get(state);
  if (!store) {
    store = {
      checkRuns: [],
      labels: new Map(),
      issueLabels: new Map(),
      issues: new Map(),
      permissions: new Map(),
      denied: new Set(),
    };
    stores.set(state, store);
  }
  return store;
}

/** Seeds a plain issue in the PR's repository. */
export function addIssue(
  state: FakeState,
  repo: RepoRecord,
  issue: { number: number; title: string; body: string | null; author?: string },
): IssueRecord {
  const record = { ...issue, user: state.actor(issue.author ?? 'octocat') };
  gate(state).issues.set(`${repo.id}#${issue.number}`, record);
  return record;
}

/** Labels on an issue or PR, by name. */
export function labelsOn(state: FakeState, repo: RepoRecord, number: number): string[] {
  return [...(gate(state).issueLabels.get(`${repo.id}#${number}`) ?? [])];
}

/** Creates a repository label (as a maintainer would) and optionally puts it on an issue or PR. */
export function seedLabel(state: FakeState, repo: RepoRecord, name: string, onIssue?: number): void {
  const labels = repoLabels(state, repo);
  if (!labels.has(name.toLowerCase()))
    labels.set(name.toLowerCase(), { id: state.id('label'), name, color: 'ededed', description: null });
  if (onIssue !== undefined) {
    const key = `${repo.id}#${onIssue}`;
    const on = gate(state).issueLabels.get(key) ?? [];
    if (!on.some((n) => n.toLowerCase() === name.toLowerCase())) on.push(name);
    gate(state).issueLabels.set(key, on);
  }
}

export function repoLabels(state: FakeState, repo: RepoRecord): Map<string, LabelRecord> {
  const store = gate(state);
  let labels = store.labels.get(repo);
  if (!labels) {
    labels = new Map();
    store.labels.set(repo, labels);
  }
  return labels;
}

/**
 * A comment author's `author_association` as GitHub derives it: OWNER for the repository's owner,
 * COLLABORATOR for anyone invited to collaborate — whatever their role, `read` and `triage` included
 * ("Author has been invited to collaborate on the repository"), else CONTRIBUTOR (the fake's default).
 * https://docs.github.com/graphql/reference/enums#commentauthorassociation
 */
export function associationOf(state: FakeState, repo: RepoRecord, actor: Actor): string {
  if (actor.login === repo.owner.login) return 'OWNER';
  const permission = gate(state).permissions.get(actor.login);
  return permission !== undefined && permission !== 'none' ? 'COLLABORATOR' : 'CONTRIBUTOR';
}
