# Source: https://cwe.mitre.org/data/definitions/494.html
# The build pipes an installer fetched over the network straight into a shell.
FROM debian:12
RUN curl -fsSL https://get.example.dev/install.sh | sh
USER app
