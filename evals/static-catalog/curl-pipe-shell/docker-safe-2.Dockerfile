# Source: https://docs.docker.com/build/building/best-practices/#add-or-copy
# A pinned release archive is fetched with ADD --checksum instead of a script.
FROM debian:12
ADD --checksum=sha256:24454f830cdb571e2c4ad15481119c43b3cafd48dd869a9b2945d1036d1dc68d https://example.dev/tool-1.2.3.tar.gz /opt/
USER app
