# Source: https://flask-cors.readthedocs.io/en/latest/api.html
# flask-cors with every origin and credentials.
from flask import Flask
from flask_cors import CORS

app = Flask(__name__)
CORS(app, origins="*", supports_credentials=True)
