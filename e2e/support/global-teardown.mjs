import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  const state = globalThis.__ROZMOVA_E2E__;
  if (!state) return;
  await new Promise((resolve) => state.control.close(() => resolve()));
  await state.platform.stop();
  if (process.env.E2E_DATA_DIR) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
