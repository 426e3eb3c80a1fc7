# Source: https://docs.python.org/3/library/pickle.html
# Data from outside is decoded as JSON, which only yields plain values.
import json

from flask import request


def import_state():
    state = json.loads(request.get_data())
    return {"keys": list(state)}
