// Source: https://handlebarsjs.com/api-reference/compilation.html
// noEscape makes {{ comment }} insert the comment's HTML as is.
import Handlebars from 'handlebars';

export function commentView(source) {
  return Handlebars.compile(source, { noEscape: true });
}
