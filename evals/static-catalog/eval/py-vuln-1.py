# Source: https://bandit.readthedocs.io/en/latest/blacklists/blacklist_calls.html#b307-eval
# A settings loader evaluates text read from the user.
def parse_setting(raw):
    return eval(raw)
