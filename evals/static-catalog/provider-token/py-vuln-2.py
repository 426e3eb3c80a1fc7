# Source: https://www.rfc-editor.org/rfc/rfc7468#section-10
# A private key embedded as a string for the signing client.
SIGNING_KEY = """
-----BEGIN RSA PRIVATE KEY-----
fbo3LJoYwIioX2qUT0jfx9aVu7RYxwVDQGcclscO+FqttCjoPeCgeQ1mCGvJnQxc
-----END RSA PRIVATE KEY-----
"""
