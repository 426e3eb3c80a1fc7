// Source: https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html
// MD5 as a cache key of file contents is not password storage.
import crypto from 'node:crypto';

export function etag(contents) {
  return crypto.createHash('md5').update(contents).digest('hex');
}
