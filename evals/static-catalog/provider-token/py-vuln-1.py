# Source: https://docs.github.com/en/authentication/keeping-your-account-and-data-secure/about-authentication-to-github#githubs-token-formats
# A classic personal access token pasted into the client set-up.
import requests

session = requests.Session()
session.headers["Authorization"] = "token ghp_IZsNbNP0nqdzyPifDaH7pbek610MH6z1PwI4"
