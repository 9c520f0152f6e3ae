import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StartServerOptions } from '../../../server/start';

/** How much of the server's log a failure message shows. */
const LOG_TAIL_CHARS = 64 * 1024;

const entry = join(dirname(fileURLToPath(import.meta.url)), 'serverEntry.ts');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What the server wrote to stderr (its log), for a failure message. */
  log(): string;
  /** SIGKILL: no shutdown code runs, as in a crash or an OOM kill. */
  kill(): Promise<void>;
  /** SIGTERM: the server closes its database and exits. */
  stop(): Promise<void>;
}

/** Starts the server in a child process (tsx) and resolves once it listens. */
export function spawnServer(
  options: Pick<
    StartServerOptions,
    'dataDir' | 'databaseUrl' | 'config' | 'seed' | 'port' | 'staticDir'
  >,
  /** Extra environment (STORAGE_URL, AWS_*, limits) on top of this process's. */
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  return spawnListening(entry, { ...env, VITRINE_SERVER_OPTIONS: JSON.stringify(options) });
}

/**
 * Runs `entryFile` (TypeScript, through tsx) in a child process and resolves once it prints
 * "listening <port>" on its standard output.
 */
export function spawnListening(
  entryFile: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entryFile], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Only the log's tail is kept for a failure message: under a bench's load the server logs
  // thousands of request lines a second, and keeping them all would spend the cores it is
  // measured on.
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    if (stderr.length > 2 * LOG_TAIL_CHARS) stderr = stderr.slice(-LOG_TAIL_CHARS);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return new Promise((resolve, reject) => {
    let stdout = '';
    const untilListening = (chunk: Buffer) => {
      stdout += chunk.toString();
      const port = /listening (\d+)/.exec(stdout)?.[1];
      if (!port) return;
      // The request log that follows is not kept: under a bench's load it is thousands of
      // lines a second, and keeping them would spend the cores the servers are measured on.
      child.stdout!.off('data', untilListening);
      child.stdout!.resume();
      resolve({
        url: `http://127.0.0.1:${port}`,
        child,
        log: () => stderr,
        kill: () => signal('SIGKILL'),
        stop: () => signal('SIGTERM'),
      });
    };
    child.stdout!.on('data', untilListening);
    child.once('exit', (code, sig) =>
      reject(new Error(`The server exited (${code ?? sig}) before listening:\n${stderr}`)),
    );
  });
}
