// Source: https://find-sec-bugs.github.io/bugs.htm#URLCONNECTION_SSRF_FD
// A servlet opens a connection to the "feed" parameter.
import java.net.URL;
import java.net.URLConnection;
import javax.servlet.http.HttpServletRequest;

class FeedProxy {
  URLConnection open(HttpServletRequest request) throws Exception {
    return new URL(request.getParameter("feed")).openConnection();
  }
}
