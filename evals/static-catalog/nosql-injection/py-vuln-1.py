# Source: https://owasp.org/www-project-web-security-testing-guide/latest/4-Web_Application_Security_Testing/07-Input_Validation_Testing/05.6-Testing_for_NoSQL_Injection
# pymongo receives a $where JavaScript string with the query parameter inside.
from flask import request


def by_owner(db):
    owner = request.args.get("owner")
    return list(db.notes.find({"$where": f"this.owner == '{owner}'"}))
