// Source: https://find-sec-bugs.github.io/bugs.htm#REDOS
// Pattern.compile on a request parameter.
import java.util.regex.Pattern;
import javax.servlet.http.HttpServletRequest;

class Filter {
  boolean accepts(HttpServletRequest request, String value) {
    return Pattern.compile(request.getParameter("re")).matcher(value).matches();
  }
}
