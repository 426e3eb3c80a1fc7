// Source: https://mozilla.github.io/nunjucks/api.html#configure
// Autoescaping on (the default since nunjucks 2), stated explicitly.
import nunjucks from 'nunjucks';

export function views(app) {
  return nunjucks.configure('views', { autoescape: true, express: app });
}
