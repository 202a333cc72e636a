# The production image (README, "Deployment"): the client is built once, in the first stage; the
# server runs it with `npm run serve` as an unprivileged user. Point DATABASE_URL at PostgreSQL to run
# several of these behind one address (compose.yaml).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=5000 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
# The server runs TypeScript through tsx, a production dependency; dev tools stay out.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY contracts ./contracts
COPY engine ./engine
COPY server ./server
COPY tools ./tools
COPY tsconfig.base.json tsconfig.json ./
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 5000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/status').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["npm", "run", "serve"]
