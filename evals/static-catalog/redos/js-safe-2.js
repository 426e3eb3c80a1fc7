// Source: https://cwe.mitre.org/data/definitions/1333.html
// A constant pattern with no nested quantifier.
const SLUG = new RegExp('^[a-z0-9-]{1,64}$');

export function isSlug(value) {
  return SLUG.test(value);
}
