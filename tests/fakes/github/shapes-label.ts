/**
 * REST JSON of a label, as the labels routes and a pull request's own `labels` array carry it.
 * https://docs.github.com/rest/issues/labels#get-a-label
 * https://docs.github.com/rest/pulls/pulls#get-a-pull-request (`labels`)
 */
import type { LabelRecord } from './gate-store.js';
import { labelsOn, repoLabels } from './gate-store.js';
import type { RepoRecord } from './model.js';
import { nodeId } from './shapes-repo.js';
import type { Urls } from './shapes-repo.js';
import type { FakeState } from './state.js';

export function labelJson(urls: Urls, repo: RepoRecord, label: LabelRecord): Record<string, unknown> {
  return {
    id: label.id,
    node_id: nodeId('LA', label.id),
    url: `${urls.api}/repos/${repo.owner.login}/${repo.name}/labels/${encodeURIComponent(label.name)}`,
    name: label.name,
    description: label.description,
    color: label.color,
    default: false,
  };
}

/** The labels on PR or issue `number`, as GET pulls/{n} lists them. */
export function labelsJsonOn(urls: Urls, state: FakeState, repo: RepoRecord, number: number) {
  const labels = repoLabels(state, repo);
  return labelsOn(state, repo, number).flatMap((name) => {
    const label = labels.get(name.toLowerCase());
    return label ? [labelJson(urls, repo, label)] : [];
  });
}
