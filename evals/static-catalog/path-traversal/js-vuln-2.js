// Source: https://security.snyk.io/research/zip-slip-vulnerability
// Zip Slip: an archive entry named "../../.bashrc" is written outside the target folder.
import fs from 'node:fs';
import path from 'node:path';

export function extract(zip, dest) {
  for (const entry of zip.getEntries()) {
    fs.writeFileSync(path.join(dest, entry.entryName), entry.getData());
  }
}
