// Source: https://cheatsheetseries.owasp.org/cheatsheets/XML_External_Entity_Prevention_Cheat_Sheet.html
// libxmljs substitutes entities (noent), so <!ENTITY x SYSTEM "file:///etc/passwd"> is read.
import libxmljs from 'libxmljs';

export function parseInvoice(req) {
  return libxmljs.parseXml(req.body, { noent: true });
}
