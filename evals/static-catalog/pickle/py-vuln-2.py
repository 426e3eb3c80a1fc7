# Source: https://cwe.mitre.org/data/definitions/502.html
# A worker unpickles messages read from a socket.
import pickle


def handle(conn):
    payload = conn.recv(65536)
    return pickle.loads(payload)
