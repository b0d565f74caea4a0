# nginx from Debian's packages, the version deploy/nginx.test.ts runs (bookworm: 1.22), with
# deploy/nginx.conf as its whole configuration. Built with deploy/ as the context (compose.yaml).
FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx \
  && rm -rf /var/lib/apt/lists/*
COPY nginx.conf /etc/nginx/nginx.conf
EXPOSE 80
# In the foreground, as the container's one process; the config logs errors to stderr.
CMD ["nginx", "-g", "daemon off;"]
