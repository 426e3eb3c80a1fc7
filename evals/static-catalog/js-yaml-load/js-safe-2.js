// Source: https://github.com/nodeca/js-yaml#load-string---options-
// load with the JSON schema accepts plain data only.
import yaml from 'js-yaml';

export function importConfig(req) {
  return yaml.load(req.body.config, { schema: yaml.JSON_SCHEMA });
}
