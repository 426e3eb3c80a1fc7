// Source: https://cheatsheetseries.owasp.org/cheatsheets/JSON_Web_Token_for_Java_Cheat_Sheet.html
// verify() without an algorithms list trusts the token header's "alg" (RS/HS confusion).
import jwt from 'jsonwebtoken';

export function authenticate(req, publicKey) {
  const token = req.headers.authorization.replace('Bearer ', '');
  return jwt.verify(token, publicKey);
}
