# Source: https://bandit.readthedocs.io/en/latest/blacklists/blacklist_calls.html#b301-pickle
# A Flask endpoint unpickles the raw request body.
import pickle

from flask import request


def import_state():
    state = pickle.loads(request.get_data())
    return {"keys": list(state)}
