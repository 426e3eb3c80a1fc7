// Source: https://cwe.mitre.org/data/definitions/22.html
// basename() drops every directory part of the name.
import fs from 'node:fs';
import path from 'node:path';

export function download(req, res) {
  const file = path.join('/srv/downloads', path.basename(req.query.file));
  fs.createReadStream(file).pipe(res);
}
