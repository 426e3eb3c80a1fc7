// Source: https://find-sec-bugs.github.io/bugs.htm#SQL_INJECTION_JDBC
// A placeholder and setString bind the owner as data.
import java.sql.*;

class AccountDao {
  ResultSet byOwner(Connection conn, String owner) throws SQLException {
    PreparedStatement ps = conn.prepareStatement("SELECT * FROM accounts WHERE owner = ?");
    ps.setString(1, owner);
    return ps.executeQuery();
  }
}
