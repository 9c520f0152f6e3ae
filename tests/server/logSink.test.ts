// @vitest-environment node
import { spawn, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tsxEvalArgs } from './support/tsxEval';

const LINES = 5000;

describe("the server's log sink", () => {
  it('writes every line, in order, when the process exits right after logging them', () => {
    const run = spawnSync(
      process.execPath,
      tsxEvalArgs(
        `const { logSink } = await import('./server/logSink.ts');
         const log = logSink(1);
         for (let i = 0; i < ${LINES}; i++) log('line ' + i);
         process.exit(0);`,
      ),
      { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
    );
    if (run.status !== 0) throw new Error(run.stderr);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(LINES);
    expect(lines.every((line, i) => line === `line ${i}`)).toBe(true);
  });

  it('lets a lone line out within a fraction of a second while the process keeps running', async () => {
    const child = spawn(
      process.execPath,
      tsxEvalArgs(
        `const { logSink } = await import('./server/logSink.ts');
         logSink(1)('one quiet line');
         setInterval(() => {}, 1000);`,
      ),
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      const seen = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('\n')) resolve(out);
        });
        child.once('exit', () => reject(new Error(`exited before writing: ${out}`)));
      });
      expect(seen).toBe('one quiet line\n');
    } finally {
      child.kill();
    }
  });

  it('keeps the process running when the log reader goes away', async () => {
    const child = spawn(
      process.execPath,
      tsxEvalArgs(
        `const { logSink } = await import('./server/logSink.ts');
         const log = logSink(1);
         let i = 0;
         const more = () => {
           for (let j = 0; j < 1000; j++) log('line ' + i++ + ' ' + 'x'.repeat(100));
           if (i < 200000) setImmediate(more);
           else setTimeout(() => { process.stderr.write('still here'); process.exit(0); }, 300);
         };
         more();`,
      ),
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    // The reader closes its end at once: every write after that fails with EPIPE.
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(stderr).toContain('still here');
    expect(code).toBe(0);
  });
});
