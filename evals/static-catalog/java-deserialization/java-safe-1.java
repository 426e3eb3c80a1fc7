// Source: https://cheatsheetseries.owasp.org/cheatsheets/Deserialization_Cheat_Sheet.html
// An ObjectInputFilter admits only the expected class before readObject runs.
import java.io.InputStream;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;

class SessionRestore {
  Object restore(InputStream body) throws Exception {
    ObjectInputStream in = new ObjectInputStream(body);
    in.setObjectInputFilter(ObjectInputFilter.Config.createFilter("com.example.Cart;!*"));
    return in.readObject();
  }
}
