# Source: https://cwe.mitre.org/data/definitions/1333.html
# A label of letters and optional dots, repeated: "aaaaaaaaaaaaaaaaaaaaaaaa@" takes exponential time.
import re

LABELS = re.compile(r"^([a-z]+\.?)+@example\.org$")


def is_staff(address):
    return LABELS.match(address) is not None
