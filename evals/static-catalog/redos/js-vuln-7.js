// Source: https://owasp.org/www-community/attacks/Regular_expression_Denial_of_Service_-_ReDoS
// One alternative is the other twice ("(a|aa)+"): a long run of "ab" with a bad last letter backtracks.
export function isPairs(value) {
  return /^(ab|abab)+$/.test(value);
}
