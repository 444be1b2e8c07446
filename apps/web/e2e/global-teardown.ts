import { rm } from 'node:fs/promises';

export default async function removeE2eShop() {
  const dataDir = process.env.HAAT_E2E_DATA_DIR;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
