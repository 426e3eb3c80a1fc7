// Source: https://github.com/auth0/node-jsonwebtoken#jwtverifytoken-secretorpublickey-options-callback
// The accepted algorithm is pinned.
import jwt from 'jsonwebtoken';

export function authenticate(req, publicKey) {
  const token = req.headers.authorization.replace('Bearer ', '');
  return jwt.verify(token, publicKey, { algorithms: ['RS256'] });
}
