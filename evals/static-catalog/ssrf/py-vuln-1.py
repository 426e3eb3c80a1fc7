# Source: https://cheatsheetseries.owasp.org/cheatsheets/Server_Side_Request_Forgery_Prevention_Cheat_Sheet.html
# The server downloads whatever image URL the client names.
import requests
from flask import request


def import_avatar():
    resp = requests.get(request.args["image"], timeout=5)
    return resp.content
