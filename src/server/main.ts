import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { seedOnStart } from './db/seed.ts';

/** Starts the server: configuration, database (embedded or external), then HTTP. */
async function main() {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`The server cannot start. ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase(config, (message) => console.log(message));
  await seedOnStart(database.db, config, (message) => console.log(message));
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests, let those in flight finish, then stop the database.
    const timer = setTimeout(() => process.exit(1), 10_000);
    try {
      await app.close();
      await database.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (config.oidc.kind === 'development') {
    console.log(
      `Sign-in uses the built-in development identity provider at ${config.oidc.issuer} (any email, no password).`,
    );
  }
  console.log(`Doula Billing is ready at ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  console.error('The server failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
