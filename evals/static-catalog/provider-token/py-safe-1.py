# Source: https://docs.aws.amazon.com/IAM/latest/UserGuide/security-creds.html
# AWS's documented example key id, as in its docs and SDK samples; real keys come from the environment.
import os

EXAMPLE_KEY_ID = "AKIAIOSFODNN7EXAMPLE"
key_id = os.environ["AWS_ACCESS_KEY_ID"]
