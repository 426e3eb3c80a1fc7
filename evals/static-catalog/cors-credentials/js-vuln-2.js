// Source: https://portswigger.net/web-security/cors
// The request's Origin header is echoed back next to Allow-Credentials: every site can read responses.
export function allowAll(req, res, next) {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  next();
}
