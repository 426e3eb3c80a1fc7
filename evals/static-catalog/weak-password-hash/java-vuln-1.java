// Source: https://find-sec-bugs.github.io/bugs.htm#WEAK_MESSAGE_DIGEST_MD5
// MessageDigest MD5 over the password bytes.
import java.security.MessageDigest;

class Passwords {
  byte[] hash(String password) throws Exception {
    MessageDigest md = MessageDigest.getInstance("MD5");
    return md.digest(password.getBytes("UTF-8"));
  }
}
