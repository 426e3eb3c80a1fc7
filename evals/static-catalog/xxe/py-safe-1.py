# Source: https://lxml.de/FAQ.html#how-do-i-use-lxml-safely-as-a-web-service-endpoint
# Entities are not resolved and no network access is allowed.
from lxml import etree


def parse_upload(data):
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    return etree.fromstring(data, parser)
