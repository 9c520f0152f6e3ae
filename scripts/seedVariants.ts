/**
 * `npm run seed:variants`: makes the demo seed's image variants into server/seed/images/variants
 * with the server's own code (the widths, formats and encoder settings an upload gets), so a
 * freshly seeded site serves them without encoding. Run it after changing a seed image or the
 * variants' widths, formats or settings; the seed test fails until then.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEED_IMAGES, SEED_IMAGES_DIR, SEED_VARIANTS_DIR, seedImageName } from '../server/seed';
import { ensureVariants } from '../server/services/imageVariants';
import { localStorage } from '../server/storage/localStorage';

const work = mkdtempSync(join(tmpdir(), 'vitrine-seed-variants-'));
try {
  const storage = localStorage(work);
  for (const name of SEED_IMAGES)
    await storage.put(seedImageName(name), readFileSync(join(SEED_IMAGES_DIR, name)), 'image/png');
  for (const file of readdirSync(SEED_VARIANTS_DIR)) rmSync(join(SEED_VARIANTS_DIR, file));
  for (const name of SEED_IMAGES) {
    for (const variant of await ensureVariants(storage, seedImageName(name))) {
      const file = variant.url.replace(/^\/uploads\//, '');
      writeFileSync(join(SEED_VARIANTS_DIR, file), readFileSync(join(work, file)));
      console.log(`${file}: ${variant.width}×${variant.height}, ${variant.size} bytes`);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
