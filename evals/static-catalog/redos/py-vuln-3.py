# Source: https://owasp.org/www-community/attacks/Regular_expression_Denial_of_Service_-_ReDoS
# Every digit matches both alternatives, so a long number followed by "!" tries 2^n splits.
import re

TOKEN = re.compile(r"^(\d|\w)+$")


def is_token(value):
    return TOKEN.match(value) is not None
