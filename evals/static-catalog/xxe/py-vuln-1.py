# Source: https://lxml.de/FAQ.html#how-do-i-use-lxml-safely-as-a-web-service-endpoint
# An lxml parser that resolves entities reads an uploaded file.
from lxml import etree


def parse_upload(data):
    parser = etree.XMLParser(resolve_entities=True)
    return etree.fromstring(data, parser)
