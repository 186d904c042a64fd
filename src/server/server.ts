import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(
        `Pantry Chef cannot start: some settings are not valid.\n${err.problems
          .map((p) => `  - ${p}`)
          .join('\n')}`,
      );
      process.exit(1);
    }
    throw err;
  }
}

const config = readConfig();
const app = buildApp(config);
for (const warning of config.warnings) app.log.warn(warning);

closeWithGrace(
  {
    // Running recipes get `shutdownGraceMs`; this is the last resort if closing itself hangs.
    delay: config.shutdownGraceMs + 5_000,
    logger: { error: (msg: unknown) => app.log.error({ detail: String(msg) }, 'shutdown problem') },
  },
  async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an unexpected failure');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  },
);

try {
  const address = await app.listen({ port: config.port, host: config.host });
  console.log(`Pantry Chef is ready at ${address}`);
} catch (err) {
  const reason = err instanceof Error ? err.message : String(err);
  console.error(`Pantry Chef could not listen on ${config.host}:${config.port}: ${reason}`);
  process.exit(1);
}
