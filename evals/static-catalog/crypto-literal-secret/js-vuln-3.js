// Source: https://github.com/auth0/node-jsonwebtoken#jwtsignpayload-secretorprivatekey-options-callback
// Tokens are signed with a constant HMAC secret, so anyone who reads it can mint tokens.
import jwt from 'jsonwebtoken';

export function issue(user) {
  return jwt.sign({ sub: user.id }, 'my-jwt-signing-secret', { expiresIn: '1h' });
}
