// Source: https://github.com/auth0/node-jsonwebtoken#jwtdecodetoken--options
// decode() does not check the signature, yet its result decides who the caller is.
import jwt from 'jsonwebtoken';

export function currentUser(req, res, next) {
  const claims = jwt.decode(req.cookies.session);
  req.userId = claims.sub;
  next();
}
