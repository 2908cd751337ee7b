// Entry point: `node idp/dist/server.js`. Reads the environment, starts the dev identity provider
// and stops cleanly on Ctrl-C / SIGTERM (pending token-store writes are flushed first).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startIdp } from './app.js';
import { configFromEnv } from './config.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main(): Promise<void> {
  const config = configFromEnv(process.env, repoRoot);
  const idp = await startIdp(config);
  console.log(
    `idp: development OpenID Connect provider (not for production) at http://localhost:${idp.config.port}` +
      ` — issuer ${idp.config.issuer}, audience ${idp.config.apiAudience}, shell ${idp.config.shellOrigins.join(', ')}`,
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`idp: ${signal}, stopping`);
    idp.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('idp: error while stopping', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('idp: failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
