// Source: https://github.com/nodeca/js-yaml/blob/master/migrate_v3_to_v4.md
// safeLoad (js-yaml 3) never constructs functions or regexps.
import yaml from 'js-yaml';

export function importConfig(req) {
  return yaml.safeLoad(req.body.config);
}
