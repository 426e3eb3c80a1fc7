# Source: https://cwe.mitre.org/data/definitions/347.html
# PyJWT is told not to verify the signature of the bearer token.
import jwt


def user_id(token):
    claims = jwt.decode(token, options={"verify_signature": False})
    return claims["sub"]
