// Source: https://find-sec-bugs.github.io/bugs.htm#OBJECT_DESERIALIZATION
// The request body is read as a serialized Java object: a gadget chain runs during readObject.
import java.io.ObjectInputStream;
import javax.servlet.http.HttpServletRequest;

class SessionRestore {
  Object restore(HttpServletRequest request) throws Exception {
    ObjectInputStream in = new ObjectInputStream(request.getInputStream());
    return in.readObject();
  }
}
