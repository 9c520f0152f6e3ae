// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/client';
import { startServer, type RunningServer } from '../../server/start';
import { PK } from './support/testServer';

/** A minimal SMTP peer (RFC 5321 happy path) that keeps what it receives. */
let smtp: Server;
const received: string[] = [];
let api: RunningServer;
let dataDir: string;

beforeAll(async () => {
  smtp = createServer((socket) => {
    let data = false;
    let message = '';
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (data) {
          if (line === '.') {
            data = false;
            received.push(message);
            message = '';
            socket.write('250 queued\r\n');
          } else message += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
        else if (verb === 'DATA') {
          data = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.address() as AddressInfo).port;
  dataDir = mkdtempSync(join(tmpdir(), 'vitrine-mail-'));
  api = await startServer({
    port: 0,
    dataDir,
    databaseUrl: '',
    log: () => {},
    config: {
      development: true,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'Vitrine <codes@example.com>',
    },
  });
}, 120_000);
afterAll(async () => {
  await api?.close();
  smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('mail', () => {
  it('with SMTP_URL the sign-in code goes out by SMTP, not to the dev outbox', async () => {
    const client = createApiClient({ baseUrl: api.url, apiKey: PK });
    await client.access.sendOtp({ email: 'smtp@example.com' });
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail).toMatch(/To: smtp@example\.com/i);
    expect(mail).toMatch(/From: Vitrine <codes@example\.com>/i);
    const code = mail.match(/Your sign-in code is (\d{6})/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const outbox = (await (await fetch(`${api.url}/dev/outbox.json`)).json()) as {
      messages: unknown[];
    };
    expect(outbox.messages).toEqual([]);
    const verified = await client.access.verifyOtp({ email: 'smtp@example.com', code: code! });
    expect(verified?.success).toBe(true);
  });
});
