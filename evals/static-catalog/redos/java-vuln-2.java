// Source: https://owasp.org/www-community/attacks/Regular_expression_Denial_of_Service_-_ReDoS
// (a+)+ in a constant pattern: the engine tries every split of a run of "a" before failing.
import java.util.regex.Pattern;

class Names {
  private static final Pattern REPEATED = Pattern.compile("^(a+)+$");

  static boolean accepts(String name) {
    return REPEATED.matcher(name).matches();
  }
}
