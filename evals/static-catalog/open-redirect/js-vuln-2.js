// Source: https://semgrep.dev/r/javascript.express.security.audit.express-open-redirect.express-open-redirect
// The target is read from the body one line earlier and redirected to unchecked.
export function goTo(req, res) {
  const target = req.body.returnUrl;
  return res.redirect(302, target);
}
