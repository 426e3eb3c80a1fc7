// Source: https://cheatsheetseries.owasp.org/cheatsheets/XML_External_Entity_Prevention_Cheat_Sheet.html
// Default libxmljs options leave entities unexpanded.
import libxmljs from 'libxmljs';

export function parseInvoice(req) {
  return libxmljs.parseXml(req.body);
}
