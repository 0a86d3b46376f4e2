import { startProductServer } from '../scripts/product-server.mjs';

/** Starts the built server with a data folder of its own; the returned function tears both down. */
export default async function globalSetup() {
  const server = await startProductServer();
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  return server.stop;
}
