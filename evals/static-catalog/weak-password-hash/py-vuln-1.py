# Source: https://bandit.readthedocs.io/en/latest/plugins/b324_hashlib.html
# SHA-1 of the password is compared at login.
import hashlib


def check(user, password):
    return user.pw_hash == hashlib.sha1(password.encode()).hexdigest()
