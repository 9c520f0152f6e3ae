import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localStorage } from '../../../server/storage/localStorage';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vitrine-local-storage-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('uploads on local disk', () => {
  it('a stored file is there whole under its name, with no temporary file beside it', async () => {
    await localStorage(dir).put('upl_a.txt', Buffer.from('hello'), 'text/plain');
    expect(readFileSync(join(dir, 'upl_a.txt'), 'utf8')).toBe('hello');
    expect(readdirSync(dir)).toEqual(['upl_a.txt']);
  });

  it('a write that fails is an error and leaves no temporary file behind', async () => {
    // A folder where the file should go: the rename cannot replace it.
    mkdirSync(join(dir, 'upl_b.txt'));
    writeFileSync(join(dir, 'upl_b.txt', 'inside'), 'x');
    await expect(
      localStorage(dir).put('upl_b.txt', Buffer.from('hello'), 'text/plain'),
    ).rejects.toThrow();
    expect(readdirSync(dir)).toEqual(['upl_b.txt']);
  });
});
