// Source: https://cheatsheetseries.owasp.org/cheatsheets/Nodejs_Security_Cheat_Sheet.html
// The resolved path must stay inside the root, else the request is refused.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = '/srv/downloads';

export function download(req, res) {
  const file = path.resolve(ROOT, req.query.file);
  if (!file.startsWith(ROOT + path.sep)) return res.status(400).end();
  fs.createReadStream(file).pipe(res);
}
