# One Bubbles instance, as deploy/compose.yaml runs two of them. Built from the repository root:
#   docker build -f deploy/app.Dockerfile .
# Untested here (no container engine on this machine); deploy/nginx.test.ts tests the same shape
# with processes: two instances on one PostgreSQL and one Redis behind deploy/nginx.conf.
FROM node:24-bookworm-slim

WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The client is built once into the image; then the build tools go.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
# The image's own user, not root; /data is where a volume holds uploads (or S3_BUCKET replaces it).
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# main.ts directly: scripts/start.mjs would only check whether the client needs building.
CMD ["node", "--import", "tsx", "server/main.ts"]
