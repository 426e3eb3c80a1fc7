// Source: https://find-sec-bugs.github.io/bugs.htm#XXE_DOCUMENT
// A DocumentBuilderFactory with default settings parses an uploaded document.
import java.io.InputStream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;

class Importer {
  Document read(InputStream upload) throws Exception {
    DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
    return dbf.newDocumentBuilder().parse(upload);
  }
}
