// Source: https://github.com/eslint-community/eslint-plugin-security/blob/main/docs/rules/detect-unsafe-regex.md
// Words with an optional space, repeated: a long run of letters ending in "!" never finishes.
const TITLE = new RegExp('^(\\w+\\s?)*$');

export function isTitle(text) {
  return TITLE.test(text);
}
