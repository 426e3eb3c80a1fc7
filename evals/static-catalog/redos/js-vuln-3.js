// Source: https://owasp.org/www-community/attacks/Regular_expression_Denial_of_Service_-_ReDoS
// A group of digits repeated as a whole: "1111111111111111111111111!" backtracks exponentially.
export function isAccountNumber(value) {
  const pattern = /^([0-9]+)+#$/;
  return pattern.test(value);
}
