// Source: https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html
// Passwords are stored as unsalted MD5, which GPUs reverse at billions of guesses a second.
import crypto from 'node:crypto';

export function storeUser(db, name, password) {
  const hash = crypto.createHash('md5').update(password).digest('hex');
  return db.insert({ name, hash });
}
