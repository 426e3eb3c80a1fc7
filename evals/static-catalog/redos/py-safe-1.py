# Source: https://cwe.mitre.org/data/definitions/1333.html
# One character class repeated once: linear time.
import re

SLUG = re.compile(r"^[a-z0-9-]+$")


def is_slug(value):
    return SLUG.match(value) is not None
