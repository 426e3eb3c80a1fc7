/**
 * The repository archive (`GET /repos/{o}/{r}/tarball/{ref}`): what preset deep searches in the
 * action instead of a checkout. The bytes are `git archive` of the commit with GitHub's top directory
 * `{owner}-{repo}-{sha7}/`. GitHub answers with a 302 to codeload.github.com (which fetch follows
 * transparently); the fake serves the archive directly, as the redirect target would.
 * https://docs.github.com/rest/repos/contents#download-a-repository-archive-tar
 */
import { notFound } from './http.js';
import type { Route } from './http.js';
import { findRepo } from './routes-pulls.js';

const DOCS = 'https://docs.github.com/rest/repos/contents#download-a-repository-archive-tar';

export const tarballRoutes: Route[] = [
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/tarball/{ref}',
    handle(ctx) {
      const repo = findRepo(ctx);
      const sha = repo.git.tryRevParse(String(ctx.params.ref));
      if (!sha) throw notFound(DOCS);
      const prefix = `${repo.owner.login}-${repo.name}-${sha.slice(0, 7)}/`;
      const raw = repo.git.gitBuffer(['archive', '--format=tar.gz', `--prefix=${prefix}`, sha]);
      return {
        status: 200,
        raw,
        contentType: 'application/x-gzip',
        headers: { 'content-disposition': `attachment; filename=${prefix.slice(0, -1)}.tar.gz` },
      };
    },
  },
];
