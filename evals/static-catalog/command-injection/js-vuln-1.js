// Source: https://github.com/eslint-community/eslint-plugin-security/blob/main/docs/rules/detect-child-process.md
// A thumbnail helper hands the uploaded file name to a shell.
import { exec } from 'node:child_process';

export function thumbnail(fileName, done) {
  exec(`convert uploads/${fileName} -resize 64x64 thumbs/${fileName}`, done);
}
