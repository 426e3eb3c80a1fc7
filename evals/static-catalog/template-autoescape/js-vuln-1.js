// Source: https://cheatsheetseries.owasp.org/cheatsheets/Cross_Site_Scripting_Prevention_Cheat_Sheet.html
// Swig's defaults turned to no escaping: every {{ value }} in every template is raw HTML.
import swig from 'swig';

export function setUpTemplates() {
  swig.setDefaults({ cache: false, autoescape: false });
}
