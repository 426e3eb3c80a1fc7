// Source: https://cheatsheetseries.owasp.org/cheatsheets/Secrets_Management_Cheat_Sheet.html
// Keys are read from the environment.
import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';

export function sign(body) {
  return crypto.createHmac('sha256', process.env.WEBHOOK_KEY).update(body).digest('hex');
}

export function issue(user) {
  return jwt.sign({ sub: user.id }, process.env.JWT_SECRET, { expiresIn: '1h' });
}
