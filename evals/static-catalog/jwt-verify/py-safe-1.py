# Source: https://pyjwt.readthedocs.io/en/stable/usage.html
# PyJWT verifies the signature with one allowed algorithm.
import jwt


def user_id(token, key):
    claims = jwt.decode(token, key, algorithms=["HS256"])
    return claims["sub"]
