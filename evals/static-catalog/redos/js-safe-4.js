// Source: https://owasp.org/www-community/attacks/Regular_expression_Denial_of_Service_-_ReDoS
// One class for any character, no alternation: one way to match each character.
export function stripComments(html) {
  return html.replace(/<!--[\s\S]*?-->/g, '');
}
