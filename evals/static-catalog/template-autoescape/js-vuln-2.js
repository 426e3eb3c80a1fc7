// Source: https://mozilla.github.io/nunjucks/api.html#configure
// Nunjucks configured without autoescaping: a user's name rendered with {{ name }} runs as script.
import nunjucks from 'nunjucks';

export function views(app) {
  return nunjucks.configure('views', {
    autoescape: false,
    express: app,
  });
}
