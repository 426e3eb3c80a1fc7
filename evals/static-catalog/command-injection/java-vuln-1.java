// Source: https://find-sec-bugs.github.io/bugs.htm#COMMAND_INJECTION
// Runtime.exec gets a command line with the request's directory name in it.
class Lister {
  Process list(String dir) throws Exception {
    return Runtime.getRuntime().exec("sh -c ls " + dir);
  }
}
