# Source: https://cwe.mitre.org/data/definitions/494.html
# The installer is downloaded to a file and its checksum verified before it runs.
FROM debian:12
RUN curl -fsSLo /tmp/install.sh https://get.example.dev/install.sh \
 && echo "3b1f0c2d4e5a69788a9b0c1d2e3f405162738495a6b7c8d9e0f1a2b3c4d5e6f7  /tmp/install.sh" | sha256sum -c - \
 && sh /tmp/install.sh
USER app
