// Source: https://github.com/eslint-community/eslint-plugin-security/blob/main/docs/rules/detect-non-literal-regexp.md
// A search box's text becomes the pattern: "(a+)+$" stalls the event loop.
export function search(req, items) {
  const re = new RegExp(req.query.q, 'i');
  return items.filter((item) => re.test(item.title));
}
