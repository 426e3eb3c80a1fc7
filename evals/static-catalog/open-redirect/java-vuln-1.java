// Source: https://find-sec-bugs.github.io/bugs.htm#UNVALIDATED_REDIRECT
// A servlet sends the browser to the "url" parameter.
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

class Bounce {
  void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    response.sendRedirect(request.getParameter("url"));
  }
}
