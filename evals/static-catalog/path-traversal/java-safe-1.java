// Source: https://security.snyk.io/research/zip-slip-vulnerability
// The canonical path of each entry must start with the destination's.
import java.io.File;
import java.io.IOException;
import java.util.zip.ZipEntry;

class Unzipper {
  File target(File destDir, ZipEntry entry) throws IOException {
    File out = new File(destDir, entry.getName());
    if (!out.getCanonicalPath().startsWith(destDir.getCanonicalPath() + File.separator)) {
      throw new IOException("entry outside the target: " + entry.getName());
    }
    return out;
  }
}
