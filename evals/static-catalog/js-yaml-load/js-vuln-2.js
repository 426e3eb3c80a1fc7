// Source: https://cwe.mitre.org/data/definitions/502.html
// An uploaded manifest is loaded with the full schema of js-yaml 3.
const jsyaml = require('js-yaml');
const fs = require('fs');

function readManifest(upload) {
  const text = fs.readFileSync(upload.path, 'utf8');
  return jsyaml.load(text);
}
module.exports = { readManifest };
