// Source: https://cheatsheetseries.owasp.org/cheatsheets/Deserialization_Cheat_Sheet.html
// XStream without a type allow-list builds whatever classes the posted XML names.
import com.thoughtworks.xstream.XStream;

class OrderImport {
  Object parse(String postedXml) {
    XStream xstream = new XStream();
    return xstream.fromXML(postedXml);
  }
}
