/**
 * REST JSON of users and repositories, with every field GitHub's OpenAPI description requires
 * (the fake validates its own answers against it). https://docs.github.com/rest/repos/repos#get-a-repository
 */
import type { Actor, RepoRecord } from './model.js';

/** Where the fake lives: API on `api`, web pages (html_url) on `web`, archives on `codeload`. */
export interface Urls {
  api: string;
  web: string;
  /** Where repository archives are downloaded from (codeload.github.com). */
  codeload: string;
}

/** GitHub's global node ids are opaque base64; tests only need them unique and stable. */
export function nodeId(prefix: string, id: number): string {
  return `${prefix}_kwDO${Buffer.from(`${prefix}:${id}`).toString('base64url')}`;
}

export function userJson(urls: Urls, actor: Actor): Record<string, unknown> {
  const url = `${urls.api}/users/${encodeURIComponent(actor.login)}`;
  return {
    login: actor.login,
    id: actor.id,
    node_id: nodeId(actor.type === 'Bot' ? 'BOT' : 'U', actor.id),
    avatar_url: `${urls.web}/avatars/u/${actor.id}`,
    gravatar_id: '',
    url,
    html_url: `${urls.web}/${encodeURIComponent(actor.login)}`,
    followers_url: `${url}/followers`,
    following_url: `${url}/following{/other_user}`,
    gists_url: `${url}/gists{/gist_id}`,
    starred_url: `${url}/starred{/owner}{/repo}`,
    subscriptions_url: `${url}/subscriptions`,
    organizations_url: `${url}/orgs`,
    repos_url: `${url}/repos`,
    events_url: `${url}/events{/privacy}`,
    received_events_url: `${url}/received_events`,
    type: actor.type,
    site_admin: false,
    user_view_type: 'public',
  };
}

export interface RepoView {
  owner: Actor;
  name: string;
  id: number;
  defaultBranch: string;
  fork: boolean;
}

export function repoView(repo: RepoRecord): RepoView {
  return { owner: repo.owner, name: repo.name, id: repo.id, defaultBranch: repo.defaultBranch, fork: false };
}

/** The `repository` object (as inside a PR's head and base). */
export function repoJson(urls: Urls, repo: RepoView): Record<string, unknown> {
  const fullName = `${repo.owner.login}/${repo.name}`;
  const url = `${urls.api}/repos/${fullName}`;
  const at = '2026-01-01T00:00:00Z';
  return {
    id: repo.id,
    node_id: nodeId('R', repo.id),
    name: repo.name,
    full_name: fullName,
    owner: userJson(urls, repo.owner),
    private: false,
    html_url: `${urls.web}/${fullName}`,
    description: null,
    fork: repo.fork,
    url,
    archive_url: `${url}/{archive_format}{/ref}`,
    assignees_url: `${url}/assignees{/user}`,
    blobs_url: `${url}/git/blobs{/sha}`,
    branches_url: `${url}/branches{/branch}`,
    collaborators_url: `${url}/collaborators{/collaborator}`,
    comments_url: `${url}/comments{/number}`,
    commits_url: `${url}/commits{/sha}`,
    compare_url: `${url}/compare/{base}...{head}`,
    contents_url: `${url}/contents/{+path}`,
    contributors_url: `${url}/contributors`,
    deployments_url: `${url}/deployments`,
    downloads_url: `${url}/downloads`,
    events_url: `${url}/events`,
    forks_url: `${url}/forks`,
    git_commits_url: `${url}/git/commits{/sha}`,
    git_refs_url: `${url}/git/refs{/sha}`,
    git_tags_url: `${url}/git/tags{/sha}`,
    git_url: `git://127.0.0.1/${fullName}.git`,
    issue_comment_url: `${url}/issues/comments{/number}`,
    issue_events_url: `${url}/issues/events{/number}`,
    issues_url: `${url}/issues{/number}`,
    keys_url: `${url}/keys{/key_id}`,
    labels_url: `${url}/labels{/name}`,
    languages_url: `${url}/languages`,
    merges_url: `${url}/merges`,
    milestones_url: `${url}/milestones{/number}`,
    notifications_url: `${url}/notifications{?since,all,participating}`,
    pulls_url: `${url}/pulls{/number}`,
    releases_url: `${url}/releases{/id}`,
    ssh_url: `git@127.0.0.1:${fullName}.git`,
    stargazers_url: `${url}/stargazers`,
    statuses_url: `${url}/statuses/{sha}`,
    subscribers_url: `${url}/subscribers`,
    subscription_url: `${url}/subscription`,
    tags_url: `${url}/tags`,
    teams_url: `${url}/teams`,
    trees_url: `${url}/git/trees{/sha}`,
    clone_url: `${urls.web}/${fullName}.git`,
    mirror_url: null,
    hooks_url: `${url}/hooks`,
    svn_url: `${urls.web}/${fullName}`,
    homepage: null,
    language: 'TypeScript',
    forks_count: 0,
    forks: 0,
    stargazers_count: 0,
    watchers_count: 0,
    watchers: 0,
    size: 1,
    default_branch: repo.defaultBranch,
    open_issues_count: 0,
    open_issues: 0,
    is_template: false,
    topics: [],
    has_issues: true,
    has_projects: true,
    has_wiki: true,
    has_pages: false,
    has_downloads: true,
    has_discussions: false,
    archived: false,
    disabled: false,
    visibility: 'public',
    pushed_at: at,
    created_at: at,
    updated_at: at,
    license: null,
  };
}

/** GET /repos/{o}/{r}: the full repository with the token's permissions. */
export function fullRepoJson(urls: Urls, repo: RepoView, canWrite: boolean): Record<string, unknown> {
  return {
    ...repoJson(urls, repo),
    permissions: { admin: false, maintain: false, push: canWrite, triage: canWrite, pull: true },
    network_count: 0,
    subscribers_count: 0,
  };
}
