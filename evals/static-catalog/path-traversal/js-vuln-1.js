// Source: https://cwe.mitre.org/data/definitions/22.html
// "../../etc/passwd" in the query walks out of the downloads folder.
import fs from 'node:fs';
import path from 'node:path';

export function download(req, res) {
  const file = path.join('/srv/downloads', req.query.file);
  fs.createReadStream(file).pipe(res);
}
