# Source: https://cwe.mitre.org/data/definitions/1333.html
# The client sends the pattern that re compiles.
import re

from flask import request


def filter_names(names):
    pattern = re.compile(request.args["pattern"])
    return [n for n in names if pattern.search(n)]
