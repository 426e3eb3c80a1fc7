// Source: https://find-sec-bugs.github.io/bugs.htm#XXE_XMLSTREAMREADER
// StAX reads the request body with DTD support left on.
import java.io.InputStream;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamReader;

class FeedReader {
  XMLStreamReader open(InputStream body) throws Exception {
    XMLInputFactory factory = XMLInputFactory.newInstance();
    return factory.createXMLStreamReader(body);
  }
}
