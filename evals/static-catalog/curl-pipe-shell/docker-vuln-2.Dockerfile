# Source: https://docs.docker.com/reference/dockerfile/#onbuild
# The trigger runs in every child image's build: a downloaded script piped into bash.
FROM node:22
ONBUILD RUN wget -qO- https://tools.example.dev/setup | bash
USER node
