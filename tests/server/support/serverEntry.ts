/**
 * The server as a process of its own, for drills that kill it (tests/server/crash-drill.test.ts)
 * and for load that must not share its event loop (bench/writes.bench.ts). Options come as JSON
 * in VITRINE_SERVER_OPTIONS (StartServerOptions: dataDir, databaseUrl, config); prints
 * "listening <port>" once it answers.
 */
// First, as in the server's own entry: it decides which build of React loads.
import '../../../server/productionLibraries';
import { logSink } from '../../../server/logSink';
import { startServer, type StartServerOptions } from '../../../server/start';

const options = JSON.parse(process.env.VITRINE_SERVER_OPTIONS ?? '{}') as StartServerOptions;
const server = await startServer({
  port: 0,
  hostname: '127.0.0.1',
  staticDir: null,
  ...options,
  log: logSink(process.stderr.fd),
});
process.stdout.write(`listening ${server.port}\n`);
const stop = () => void server.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
