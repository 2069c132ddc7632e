// Vite builds the client into the Python package, so `seaboard serve` ships it.
import { defineConfig } from "vitest/config";

declare const process: { env: Record<string, string | undefined> };

const server = process.env.SEABOARD_DEV_SERVER ?? "http://127.0.0.1:8000";

export default defineConfig({
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  build: {
    outDir: "../src/seaboard/server/static",
    emptyOutDir: true,
    assetsDir: "assets",
    target: "es2022",
  },
  server: {
    proxy: {
      "/api": server,
      "/ws": { target: server.replace(/^http/, "ws"), ws: true },
    },
  },
  test: { include: ["test/**/*.test.ts"], environment: "node" },
});
