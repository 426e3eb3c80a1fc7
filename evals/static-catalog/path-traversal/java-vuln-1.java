// Source: https://security.snyk.io/research/zip-slip-vulnerability
// Each ZipEntry's name becomes a File under the destination without a containment check.
import java.io.File;
import java.io.FileOutputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

class Unzipper {
  void unzip(ZipInputStream zip, File destDir) throws Exception {
    ZipEntry entry;
    while ((entry = zip.getNextEntry()) != null) {
      File out = new File(destDir, entry.getName());
      try (FileOutputStream fos = new FileOutputStream(out)) {
        zip.transferTo(fos);
      }
    }
  }
}
