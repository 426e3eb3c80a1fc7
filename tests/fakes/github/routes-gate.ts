/**
 * The fake's merge-gate side: check runs, labels, plain issues (what a PR description's
 * `#N` links to) and collaborator permissions. Kept in a side store per FakeState so the shared state
 * file stays small. GitHub's own limits are enforced: 50 annotations per request (the OpenAPI
 * description's `maxItems`, refused by server.ts with 422), a label that exists answers 422
 * `already_exists`, removing a label the issue lacks answers 404, and a token without the permission
 * answers 403 "Resource not accessible by integration".
 * https://docs.github.com/rest/checks/runs  https://docs.github.com/rest/issues/labels
 */
import { HttpError, errorBody, notFound } from './http.js';
import type { Route, RouteContext } from './http.js';
import type { RepoRecord } from './model.js';
import { gate, repoLabels, seedLabel } from './gate-store.js';
import type { Annotation, CheckRunRecord, GatePermission, LabelRecord } from './gate-store.js';
import { findRepo } from './routes-pulls.js';
import { labelJson, reviewCommentJson } from './shapes-pull.js';
import { nodeId, userJson } from './shapes-repo.js';
import type { Urls } from './shapes-repo.js';
export { addIssue, gate, labelsOn, seedLabel } from './gate-store.js';

function refuse(ctx: RouteContext, permission: GatePermission, docs: string): void {
  if (gate(ctx.state).denied.has(permission))
    throw new HttpError(403, errorBody(403, 'Resource not accessible by integration', docs));
}

const APP_OWNER = { login: 'github', id: 9919, type: 'Organization' as const, graphqlLogin: 'github' };

function checkRunJson(urls: Urls, run: CheckRunRecord): Record<string, unknown> {
  const repoApi = `${urls.api}/repos/${run.repo.owner.login}/${run.repo.name}`;
  const html = `${urls.web}/${run.repo.owner.login}/${run.repo.name}/runs/${run.id}`;
  return {
    id: run.id,
    head_sha: run.headSha,
    node_id: nodeId('CR', run.id),
    external_id: '',
    url: `${repoApi}/check-runs/${run.id}`,
    html_url: html,
    details_url: html,
    status: run.status,
    conclusion: run.conclusion,
    started_at: run.startedAt,
    completed_at: run.completedAt,
    output: {
      title: run.title,
      summary: run.summary,
      text: run.text,
      annotations_count: run.annotations.length,
      annotations_url: `${repoApi}/check-runs/${run.id}/annotations`,
    },
    name: run.name,
    check_suite: { id: run.checkSuiteId },
    app: {
      id: 15368,
      slug: 'github-actions',
      node_id: nodeId('A', 15368),
      owner: userJson(urls, APP_OWNER),
      name: 'GitHub Actions',
      description: 'Automate your workflow from idea to production',
      external_url: 'https://help.github.com/en/actions',
      html_url: 'https://github.com/apps/github-actions',
      created_at: '2018-07-30T09:30:17Z',
      updated_at: '2024-04-10T20:33:16Z',
      permissions: { checks: 'write', issues: 'write', metadata: 'read' },
      events: [],
    },
    pull_requests: [],
  };
}

interface CheckRunBody {
  name: string;
  head_sha?: string;
  status?: string;
  conclusion?: string;
  output?: { title: string; summary: string; text?: string; annotations?: Annotation[] };
}

function applyCheckRun(ctx: RouteContext, run: CheckRunRecord, body: CheckRunBody): void {
  if (body.conclusion !== undefined) {
    run.conclusion = body.conclusion;
    run.status = 'completed';
    run.completedAt = ctx.state.now();
  } else if (body.status !== undefined) run.status = body.status;
  if (body.output) {
    run.title = body.output.title;
    run.summary = body.output.summary;
    if (body.output.text !== undefined) run.text = body.output.text;
    // "Each time you update the check run, annotations are appended to the list."
    run.annotations.push(...(body.output.annotations ?? []));
  }
}

const CHECKS_DOCS = 'https://docs.github.com/rest/checks/runs';
const LABELS_DOCS = 'https://docs.github.com/rest/issues/labels';

/** A PR of the repository or a seeded issue: the number space the labels routes act on. */
function issueKey(ctx: RouteContext, docs: string): { repo: RepoRecord; key: string } {
  const repo = findRepo(ctx);
  const number = Number(ctx.params.issue_number);
  const key = `${repo.id}#${number}`;
  const pull = repo.pulls.get(number);
  if ((!pull || pull.deleted) && !gate(ctx.state).issues.has(key)) throw notFound(docs);
  return { repo, key };
}

function labelsOfKey(ctx: RouteContext, repo: RepoRecord, key: string): Record<string, unknown>[] {
  const labels = repoLabels(ctx.state, repo);
  return (gate(ctx.state).issueLabels.get(key) ?? []).flatMap((name) => {
    const label = labels.get(name.toLowerCase());
    return label ? [labelJson(ctx.urls, repo, label)] : [];
  });
}

export const gateRoutes: Route[] = [
  {
    // https://docs.github.com/rest/pulls/comments#get-a-review-comment-for-a-pull-request
    method: 'GET',
    template: '/repos/{owner}/{repo}/pulls/comments/{comment_id}',
    handle(ctx) {
      const docs = 'https://docs.github.com/rest/pulls/comments#get-a-review-comment-for-a-pull-request';
      const comment = ctx.state.comment(Number(ctx.params.comment_id));
      if (!comment || comment.pull.repo !== findRepo(ctx)) throw notFound(docs);
      return { status: 200, body: reviewCommentJson(ctx.urls, comment, ctx.state) };
    },
  },
  {
    method: 'POST',
    template: '/repos/{owner}/{repo}/check-runs',
    handle(ctx) {
      refuse(ctx, 'checks', `${CHECKS_DOCS}#create-a-check-run`);
      const repo = findRepo(ctx);
      const body = ctx.body as CheckRunBody & { head_sha: string };
      if (!repo.git.tryRevParse(body.head_sha)) {
        throw new HttpError(
          422,
          errorBody(422, 'No commit found for SHA: ' + body.head_sha, `${CHECKS_DOCS}#create-a-check-run`),
        );
      }
      const run: CheckRunRecord = {
        id: ctx.state.id('checkRun'),
        checkSuiteId: ctx.state.id('checkSuite'),
        repo,
        name: body.name,
        headSha: body.head_sha,
        status: 'queued',
        conclusion: null,
        title: null,
        summary: null,
        text: null,
        annotations: [],
        startedAt: ctx.state.now(),
        completedAt: null,
      };
      applyCheckRun(ctx, run, body);
      gate(ctx.state).checkRuns.push(run);
      return { status: 201, body: checkRunJson(ctx.urls, run) };
    },
  },
  {
    method: 'PATCH',
    template: '/repos/{owner}/{repo}/check-runs/{check_run_id}',
    handle(ctx) {
      refuse(ctx, 'checks', `${CHECKS_DOCS}#update-a-check-run`);
      const repo = findRepo(ctx);
      const run = gate(ctx.state).checkRuns.find(
        (r) => r.id === Number(ctx.params.check_run_id) && r.repo === repo,
      );
      if (!run) throw notFound(`${CHECKS_DOCS}#update-a-check-run`);
      applyCheckRun(ctx, run, ctx.body as CheckRunBody);
      return { status: 200, body: checkRunJson(ctx.urls, run) };
    },
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/issues/{issue_number}',
    handle(ctx) {
      const docs = 'https://docs.github.com/rest/issues/issues#get-an-issue';
      const repo = findRepo(ctx);
      const number = Number(ctx.params.issue_number);
      const pull = repo.pulls.get(number);
      const issue = gate(ctx.state).issues.get(`${repo.id}#${number}`);
      const found =
        pull && !pull.deleted
          ? { number, title: pull.title, body: pull.body, user: pull.author, isPull: true }
          : issue
            ? { ...issue, isPull: false }
            : undefined;
      if (!found) throw notFound(docs);
      const repoApi = `${ctx.urls.api}/repos/${repo.owner.login}/${repo.name}`;
      const html = `${ctx.urls.web}/${repo.owner.login}/${repo.name}/issues/${number}`;
      const at = '2026-01-01T00:00:00Z';
      return {
        status: 200,
        body: {
          id: ctx.state.issueId(repo, number),
          node_id: nodeId('I', ctx.state.issueId(repo, number)),
          url: `${repoApi}/issues/${number}`,
          repository_url: repoApi,
          labels_url: `${repoApi}/issues/${number}/labels{/name}`,
          comments_url: `${repoApi}/issues/${number}/comments`,
          events_url: `${repoApi}/issues/${number}/events`,
          html_url: html,
          number,
          state: 'open',
          title: found.title,
          body: found.body,
          user: userJson(ctx.urls, found.user),
          labels: [],
          assignee: null,
          assignees: [],
          milestone: null,
          locked: false,
          comments: 0,
          closed_at: null,
          created_at: at,
          updated_at: at,
          author_association: 'MEMBER',
          // GitHub marks a PR read through the issues API with a `pull_request` object.
          ...(found.isPull
            ? {
                pull_request: {
                  url: `${repoApi}/pulls/${number}`,
                  html_url: html,
                  diff_url: `${html}.diff`,
                  patch_url: `${html}.patch`,
                },
              }
            : {}),
        },
      };
    },
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/issues/{issue_number}/labels',
    handle(ctx) {
      const { repo, key } = issueKey(ctx, `${LABELS_DOCS}#list-labels-for-an-issue`);
      return { status: 200, body: labelsOfKey(ctx, repo, key) };
    },
  },
  {
    // GitHub creates a label that does not exist yet (default colour) when adding it to an issue.
    method: 'POST',
    template: '/repos/{owner}/{repo}/issues/{issue_number}/labels',
    handle(ctx) {
      refuse(ctx, 'labels', `${LABELS_DOCS}#add-labels-to-an-issue`);
      const { repo, key } = issueKey(ctx, `${LABELS_DOCS}#add-labels-to-an-issue`);
      const body = ctx.body as { labels?: Array<string | { name: string }> } | string[];
      const names = (Array.isArray(body) ? body : (body.labels ?? [])).map((l) =>
        typeof l === 'string' ? l : l.name,
      );
      for (const name of names) seedLabel(ctx.state, repo, name, Number(ctx.params.issue_number));
      return { status: 200, body: labelsOfKey(ctx, repo, key) };
    },
  },
  {
    method: 'DELETE',
    template: '/repos/{owner}/{repo}/issues/{issue_number}/labels/{name}',
    handle(ctx) {
      const docs = `${LABELS_DOCS}#remove-a-label-from-an-issue`;
      refuse(ctx, 'labels', docs);
      const { repo, key } = issueKey(ctx, docs);
      const name = String(ctx.params.name).toLowerCase();
      const on = gate(ctx.state).issueLabels.get(key) ?? [];
      const index = on.findIndex((n) => n.toLowerCase() === name);
      if (index < 0) throw new HttpError(404, errorBody(404, 'Label does not exist', docs));
      on.splice(index, 1);
      return { status: 200, body: labelsOfKey(ctx, repo, key) };
    },
  },
  {
    method: 'POST',
    template: '/repos/{owner}/{repo}/labels',
    handle(ctx) {
      const docs = `${LABELS_DOCS}#create-a-label`;
      refuse(ctx, 'labels', docs);
      const repo = findRepo(ctx);
      const body = ctx.body as { name: string; color?: string; description?: string };
      const labels = repoLabels(ctx.state, repo);
      if (labels.has(body.name.toLowerCase())) {
        throw new HttpError(
          422,
          errorBody(422, 'Validation Failed', docs, {
            errors: [{ resource: 'Label', code: 'already_exists', field: 'name' }],
          }),
        );
      }
      const label: LabelRecord = {
        id: ctx.state.id('label'),
        name: body.name,
        color: (body.color ?? 'ededed').replace(/^#/, ''),
        description: body.description ?? null,
      };
      labels.set(body.name.toLowerCase(), label);
      return { status: 201, body: labelJson(ctx.urls, repo, label) };
    },
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/collaborators/{username}/permission',
    handle(ctx) {
      const docs =
        'https://docs.github.com/rest/collaborators/collaborators#get-repository-permissions-for-a-user';
      refuse(ctx, 'collaborators', docs);
      findRepo(ctx);
      const login = String(ctx.params.username);
      const permission = gate(ctx.state).permissions.get(login) ?? 'read';
      const legacy = permission === 'maintain' ? 'write' : permission === 'triage' ? 'read' : permission;
      return {
        status: 200,
        body: {
          permission: legacy,
          role_name: permission,
          user: {
            ...userJson(ctx.urls, ctx.state.actor(login)),
            role_name: permission,
            permissions: {
              pull: permission !== 'none',
              triage: ['admin', 'maintain', 'write', 'triage'].includes(permission),
              push: ['admin', 'maintain', 'write'].includes(permission),
              maintain: ['admin', 'maintain'].includes(permission),
              admin: permission === 'admin',
            },
          },
        },
      };
    },
  },
];
