# Source: https://cheatsheetseries.owasp.org/cheatsheets/Server_Side_Request_Forgery_Prevention_Cheat_Sheet.html
# A constant service URL with the input sent as a query parameter.
import requests

STATUS_URL = "https://status.example.com/api"


def status(service):
    return requests.get(STATUS_URL, params={"service": service}, timeout=5).json()
