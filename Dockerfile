# Production image: build the browser app in one stage, install only runtime packages in another,
# and run the server as a non-root user. Configure it with environment variables (.env.example).
# Install scripts are skipped: none is needed (esbuild's only checks the binary its platform package brings).
# Node 24 LTS: Node 20 left support in April 2026. CI runs the server tests on Node 24 too, and on
# it AsyncLocalStorage (the request id on every log line) costs far less than on Node 20.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npx vite build

FROM node:24-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
WORKDIR /app
COPY --from=runtime-deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --chown=node:node package.json ./
COPY --chown=node:node src ./src
USER node
EXPOSE 3000
# On SIGTERM the server stops accepting requests and finishes those in flight, streams included.
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "src/server/main.ts"]
