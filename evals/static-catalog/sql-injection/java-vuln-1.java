// Source: https://find-sec-bugs.github.io/bugs.htm#SQL_INJECTION_JDBC
// A JDBC statement runs a query concatenated with the user's id.
import java.sql.*;

class AccountDao {
  ResultSet byOwner(Connection conn, String owner) throws SQLException {
    Statement st = conn.createStatement();
    return st.executeQuery("SELECT * FROM accounts WHERE owner = '" + owner + "'");
  }
}
