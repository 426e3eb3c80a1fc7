// Source: https://github.com/eslint-community/eslint-plugin-security/blob/main/docs/rules/detect-eval-with-expression.md
// A calculator endpoint evaluates the posted expression as code.
export function calculate(req, res) {
  const result = eval(req.body.expression);
  res.json({ result });
}
