// Source: https://cheatsheetseries.owasp.org/cheatsheets/XML_External_Entity_Prevention_Cheat_Sheet.html
// libxml2-wasm with the NOENT parse option substitutes entities, so an external entity is read.
import { ParseOption, XmlDocument } from 'libxml2-wasm';

export function readOrder(body) {
  const option = ParseOption.XML_PARSE_NOENT | ParseOption.XML_PARSE_NONET;
  return XmlDocument.fromString(body, { option });
}
