# Source: https://cwe.mitre.org/data/definitions/1333.html
# "." never matches a newline, so the two alternatives never match the same character.
import re

BLOCK = re.compile(r"BEGIN(.|\n)*END")


def has_block(text):
    return BLOCK.search(text) is not None
