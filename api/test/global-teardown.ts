import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const test = globalThis.__liftbookTestCluster;
  if (test === undefined) return;
  globalThis.__liftbookTestCluster = undefined;
  await test.cluster.stop();
  rmSync(test.dir, { recursive: true, force: true });
}
