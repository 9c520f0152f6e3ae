/**
 * The Puck page's server as a process of its own (bench/puckServer.ts starts it); prints
 * "listening <port>" once it answers.
 */
import { servePuckPage } from './puckServer';

const server = await servePuckPage();
process.stdout.write(`listening ${server.port}\n`);
const stop = () => void server.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
