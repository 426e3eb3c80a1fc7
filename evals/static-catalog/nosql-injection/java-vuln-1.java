// Source: https://rules.sonarsource.com/java/RSPEC-5147/
// The legacy Mongo driver gets a $where expression concatenated with a request parameter.
import com.mongodb.BasicDBObject;
import com.mongodb.DBCollection;
import javax.servlet.http.HttpServletRequest;

class Search {
  Object find(DBCollection items, HttpServletRequest req) {
    String tag = req.getParameter("tag");
    BasicDBObject query = new BasicDBObject();
    query.append("$where", "this.tag == '" + tag + "'");
    return items.find(query);
  }
}
