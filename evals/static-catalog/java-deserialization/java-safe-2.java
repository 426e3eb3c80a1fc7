// Source: https://x-stream.github.io/security.html
// XStream's security framework allows only the application's own types.
import com.thoughtworks.xstream.XStream;
import com.thoughtworks.xstream.security.NoTypePermission;

class OrderImport {
  Object parse(String postedXml) {
    XStream xstream = new XStream();
    xstream.addPermission(NoTypePermission.NONE);
    xstream.allowTypes(new Class[] {Order.class});
    return xstream.fromXML(postedXml);
  }
}
