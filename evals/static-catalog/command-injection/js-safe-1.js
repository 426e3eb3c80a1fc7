// Source: https://cheatsheetseries.owasp.org/cheatsheets/Nodejs_Security_Cheat_Sheet.html
// execFile passes the name as one argument; no shell parses it.
import { execFile } from 'node:child_process';

export function thumbnail(fileName, done) {
  execFile('convert', [`uploads/${fileName}`, '-resize', '64x64', `thumbs/${fileName}`], done);
}
