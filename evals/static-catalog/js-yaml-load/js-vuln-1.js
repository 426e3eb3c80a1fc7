// Source: https://github.com/nodeca/js-yaml/blob/master/migrate_v3_to_v4.md
// In js-yaml 3, load() with the default schema builds JavaScript functions from !!js tags.
import yaml from 'js-yaml';

export function importConfig(req) {
  return yaml.load(req.body.config);
}
