import { configFromEnv } from './config';
import { runtimeLine } from './runtime';
import { closeOnSignals } from './shutdown';
import { prepare } from './start';

const config = configFromEnv();
const { app } = await prepare(config);
await app.listen({ port: config.port, host: config.host });
app.log.info(
  `CBR Nepal on http://localhost:${config.port} (${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`})`,
);
console.log(`CBR Nepal is ready: http://localhost:${config.port} (${runtimeLine()})`);

closeOnSignals(app, config.shutdownGraceSeconds);
