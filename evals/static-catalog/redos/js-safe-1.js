// Source: https://github.com/eslint-community/eslint-plugin-security/blob/main/docs/rules/detect-non-literal-regexp.md
// The input is escaped so it matches literally.
const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function search(req, items) {
  const re = new RegExp(escapeRegExp(String(req.query.q)), 'i');
  return items.filter((item) => re.test(item.title));
}
