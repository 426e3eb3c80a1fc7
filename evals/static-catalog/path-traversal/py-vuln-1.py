# Source: https://owasp.org/www-community/attacks/Path_Traversal
# The requested name is joined to the report folder and opened.
import os

from flask import request

REPORTS = "/srv/reports"


def report():
    with open(os.path.join(REPORTS, request.args["name"])) as f:
        return f.read()
