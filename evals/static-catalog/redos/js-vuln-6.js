// Source: https://owasp.org/www-community/attacks/Regular_expression_Denial_of_Service_-_ReDoS
// A space matches both "." and "\s": an unterminated comment full of spaces backtracks exponentially.
export function stripComments(html) {
  return html.replace(/<!--(.|\s)*?-->/g, '');
}
