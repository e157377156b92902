FROM node:20-bookworm-slim
WORKDIR /app
RUN npm install -g pnpm@10.34.9
COPY . .
RUN pnpm install --frozen-lockfile && pnpm --filter "@carzone/api..." build
WORKDIR /app/api
CMD ["node", "dist/main.js"]
