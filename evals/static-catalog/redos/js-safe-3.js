// Source: https://owasp.org/www-community/attacks/Regular_expression_Denial_of_Service_-_ReDoS
// Each repetition starts with a dot the digits cannot match, so there is one way to split the input.
const VERSION = /^\d+(\.\d+)*$/;

export function isVersion(value) {
  return VERSION.test(value);
}
