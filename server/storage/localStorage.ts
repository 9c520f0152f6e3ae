import { constants } from 'node:fs';
import { access, mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { assertStoredName, type Storage } from './storage';

/** Uploads as files in one folder (DATA_DIR/uploads): the default, for one machine. */
export function localStorage(dir: string): Storage {
  // One mkdir per process, not one per upload.
  let made: Promise<unknown> | null = null;
  const ensureDir = () => {
    made ??= mkdir(dir, { recursive: true }).catch((error: unknown) => {
      made = null;
      throw error;
    });
    return made;
  };
  return {
    kind: 'local',
    description: dir,
    async put(name, bytes) {
      assertStoredName(name);
      await ensureDir();
      // Written aside then renamed: a reader never sees half a file. A write or rename that
      // fails takes its temporary file with it, so failures leave nothing behind on the disk.
      const temporary = join(dir, `.${name}.${process.pid}.${Date.now()}.part`);
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, join(dir, name));
      } catch (error) {
        await rm(temporary, { force: true }).catch(() => {});
        throw error;
      }
    },
    async read(name, pickRange) {
      assertStoredName(name);
      let handle;
      try {
        handle = await open(join(dir, name), 'r');
      } catch {
        return null;
      }
      try {
        const stats = await handle.stat();
        if (!stats.isFile()) {
          await handle.close();
          return null;
        }
        const size = stats.size;
        const range = pickRange ? pickRange(size) : null;
        if (range === 'unsatisfiable') {
          await handle.close();
          return { size, range, body: null };
        }
        const stream = handle.createReadStream(range ?? {});
        return { size, range, body: Readable.toWeb(stream) as ReadableStream<Uint8Array> };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async remove(name) {
      assertStoredName(name);
      await rm(join(dir, name), { force: true });
    },
    async check() {
      await ensureDir();
      await access(dir, constants.R_OK | constants.W_OK);
    },
    close() {},
  };
}
