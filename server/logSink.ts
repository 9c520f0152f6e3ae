import SonicBoom from 'sonic-boom';

/** Bytes gathered before a write, and the longest a line waits when fewer come. */
const BATCH_BYTES = 8 * 1024;
const FLUSH_EVERY_MS = 100;

const sinks = new Map<number, (line: string) => void>();

/**
 * Where the server's log lines go: a file descriptor (stdout in production), written in batches
 * by pino's writer. One write per line — console.log's way, and synchronous on a pipe — is a
 * system call and a wake-up of the log collector per request: under load a measurable share of
 * the cores the requests need. A line waits at most a tenth of a second; what is still gathered
 * when the process exits (a crash, a stop) is written before it goes. One sink per descriptor,
 * however many servers the process starts.
 */
export function logSink(fd: number): (line: string) => void {
  let sink = sinks.get(fd);
  if (!sink) {
    const stream = new SonicBoom({ fd, minLength: BATCH_BYTES, periodicFlush: FLUSH_EVERY_MS });
    // A log reader that went away (EPIPE) costs the log, never the server: there is nowhere
    // left to report it, and the requests go on being answered.
    stream.on('error', () => {});
    process.once('exit', () => {
      try {
        stream.flushSync();
      } catch {
        // As above: the reader is gone.
      }
    });
    sink = (line) => void stream.write(`${line}\n`);
    sinks.set(fd, sink);
  }
  return sink;
}
