// Source: https://cheatsheetseries.owasp.org/cheatsheets/SQL_Injection_Prevention_Cheat_Sheet.html
// prepareStatement with a scroll type and concurrency still runs the concatenated text as SQL.
import java.sql.*;

class ReportDao {
  ResultSet search(Connection conn, String region) throws SQLException {
    PreparedStatement ps = conn.prepareStatement("SELECT * FROM sales WHERE region = '" + region + "'",
        ResultSet.TYPE_SCROLL_INSENSITIVE, ResultSet.CONCUR_READ_ONLY);
    return ps.executeQuery();
  }
}
