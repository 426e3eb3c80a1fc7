// Source: https://cheatsheetseries.owasp.org/cheatsheets/XML_External_Entity_Prevention_Cheat_Sheet.html
// libxml2-wasm with its default options leaves entities unexpanded and loads no DTD.
import { XmlDocument } from 'libxml2-wasm';

export function readOrder(body) {
  return XmlDocument.fromString(body);
}
