# Source: https://bandit.readthedocs.io/en/latest/blacklists/blacklist_calls.html#b307-eval
# literal_eval accepts only Python literals.
import ast


def parse_setting(raw):
    return ast.literal_eval(raw)
