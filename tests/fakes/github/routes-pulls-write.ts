/**
 * Updating a pull request: title, body (where /describe keeps its section) and state.
 * https://docs.github.com/rest/pulls/pulls#update-a-pull-request
 */
import { HttpError, errorBody } from './http.js';
import type { Route } from './http.js';
import { MAX_BODY } from './review-create.js';
import { findPull } from './routes-pulls.js';
import { pullJson } from './shapes-pull.js';

const DOCS = 'https://docs.github.com/rest/pulls/pulls#update-a-pull-request';

export const pullWriteRoutes: Route[] = [
  {
    method: 'PATCH',
    template: '/repos/{owner}/{repo}/pulls/{pull_number}',
    handle(ctx) {
      const pull = findPull(ctx, DOCS);
      const input = (ctx.body ?? {}) as { title?: string; body?: string; state?: 'open' | 'closed' };
      if (input.body !== undefined && input.body.length > MAX_BODY) {
        throw new HttpError(
          422,
          errorBody(422, 'Validation Failed', DOCS, {
            errors: [
              {
                resource: 'Issue',
                code: 'custom',
                field: 'body',
                message: `body is too long (maximum is ${MAX_BODY} characters)`,
              },
            ],
          }),
        );
      }
      if (input.title !== undefined) pull.title = input.title;
      if (input.body !== undefined) pull.body = input.body;
      if (input.state !== undefined) pull.state = input.state;
      pull.updatedAt = ctx.state.now();
      return { status: 200, body: pullJson(ctx.urls, ctx.state, pull, true) };
    },
  },
];
