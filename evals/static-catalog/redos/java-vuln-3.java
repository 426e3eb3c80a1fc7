// Source: https://find-sec-bugs.github.io/bugs.htm#REDOS
// A space is both "\s" and ".": a statement of spaces without the final ";" backtracks exponentially.
import java.util.regex.Pattern;

class StatementCheck {
  private static final Pattern STATEMENT = Pattern.compile("^(\\s|.)*;$");

  boolean isStatement(String text) {
    return STATEMENT.matcher(text).matches();
  }
}
