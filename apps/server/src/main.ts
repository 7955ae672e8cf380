/**
 * Process entry: validate config, start the server, shut down gracefully on SIGTERM/SIGINT.
 */
import { ConfigError, loadConfig } from './config/config.ts';
import { createServer } from './app.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const server = await createServer(config);
  const url = await server.listen();
  server.app.log.info({ url, db: server.database.dialect, bus: server.bus.kind }, 'Kasino siap');
  console.log(`Kasino berjalan di ${url} (database: ${server.database.dialect}, bus: ${server.bus.kind})`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    server.app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      server.app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    server
      .close()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        server.app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Kasino gagal dijalankan:', error);
  process.exit(1);
});
