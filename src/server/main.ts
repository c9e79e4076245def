import { configFromEnv } from './config';
import { runtimeLine } from './runtime';
import { prepare } from './start';

const config = configFromEnv();
const { app } = await prepare(config);
await app.listen({ port: config.port, host: config.host });
app.log.info(
  `CBR Nepal on http://localhost:${config.port} (${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`})`,
);
console.log(`CBR Nepal is ready: http://localhost:${config.port} (${runtimeLine()})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
