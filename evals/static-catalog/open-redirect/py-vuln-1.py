# Source: https://cwe.mitre.org/data/definitions/601.html
# A Flask view redirects to the "next" argument as given.
from flask import redirect, request


def logout():
    return redirect(request.args.get("next"))
