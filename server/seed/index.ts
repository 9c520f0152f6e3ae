import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { sizeSuffix } from '../../src/schema/media/imageVariants';
import type { Db } from '../db/connect';
import { activities, collections, layouts, layoutVersions, sites, tokens } from '../db/schema';
import { MIME_BY_EXT } from '../services/files';
import { ensureVariants } from '../services/imageVariants';
import { validateDocument } from '../services/layouts';
import type { Storage } from '../storage';
import { chimeWav } from './chime';
import { listSeedFiles, type SeedFile } from './library';
import { demoLayoutDocument, showcaseLayoutDocument } from './demoLayout';
import { unboxingMp4 } from './unboxing';

const here = dirname(fileURLToPath(import.meta.url));

export const DEMO = {
  siteId: 'site_demo',
  collectionId: 'col_demo',
  slug: 'demo',
  layoutId: 'lay_demo',
  showcaseLayoutId: 'lay_showcase',
  tokenCount: 12,
  /** Demo tap codes are predictable on purpose (docs/api.md); real collections get random ones. */
  shortUrl: (n: number) => `demo-${n}`,
  discountCode: 'VITRINE10',
} as const;

/** Where the seed images themselves are. */
export const SEED_IMAGES_DIR = join(here, 'images');
export const SEED_IMAGES = [
  'product-front.png',
  'product-back.png',
  'product-detail.png',
  'product-box.png',
];
/**
 * The seed images' variants, made ahead by `npm run seed:variants` with the server's own
 * code: a site just started serves its first visitor every size at once, without a second of
 * encoding on both cores while that visitor's page loads.
 */
export const SEED_VARIANTS_DIR = join(SEED_IMAGES_DIR, 'variants');
/** The pixel size of every image in server/seed/images, which their stored names carry. */
const SEED_IMAGE_SIZE = sizeSuffix(600, 600);
/** `product-front.png` as stored: `seed-product-front.600x600.png` (its variants follow). */
export const seedImageName = (name: string) =>
  `seed-${name.replace(/\.png$/, `${SEED_IMAGE_SIZE}.png`)}`;

/** Every file the seed stores for the demo's pages, as the demo site's media library lists it. */
export const SEED_FILES: readonly SeedFile[] = [
  ...SEED_IMAGES.map((name) => ({
    fileName: seedImageName(name),
    name,
    kind: 'image' as const,
    mime: MIME_BY_EXT.png ?? 'image/png',
    width: 600,
    height: 600,
  })),
  { fileName: 'seed-chime.wav', name: 'chime.wav', kind: 'audio', mime: 'audio/wav' },
  { fileName: 'seed-unboxing.mp4', name: 'unboxing.mp4', kind: 'video', mime: 'video/mp4' },
];

/**
 * First start only: a demo site, collection, tokens, settings, posts and a published layout,
 * with the files its pages show in its media library. On a later start the demo site (when it
 * is still there) gets any of those files its library does not list yet.
 */
export async function seedIfEmpty(
  db: Db,
  options: { storage: Storage; domain: string },
): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(sites);
  if ((existing?.n ?? 0) > 0) {
    const [demo] = await db
      .select({ id: sites.id })
      .from(sites)
      .where(eq(sites.id, DEMO.siteId))
      .limit(1);
    if (demo) await listSeedFiles(db, options.storage, DEMO.siteId, SEED_FILES);
    return false;
  }

  for (const name of SEED_IMAGES)
    await options.storage.put(
      seedImageName(name),
      await readFile(join(SEED_IMAGES_DIR, name)),
      MIME_BY_EXT.png ?? 'image/png',
    );
  for (const variant of await readdir(SEED_VARIANTS_DIR)) {
    const ext = variant.slice(variant.lastIndexOf('.') + 1);
    await options.storage.put(
      variant,
      await readFile(join(SEED_VARIANTS_DIR, variant)),
      MIME_BY_EXT[ext] ?? 'application/octet-stream',
    );
  }
  // Every variant is there, so this only writes each image's list of them (a variant missing
  // from the folder would be made here).
  for (const name of SEED_IMAGES) await ensureVariants(options.storage, seedImageName(name));
  await options.storage.put('seed-chime.wav', chimeWav(), MIME_BY_EXT.wav ?? 'audio/wav');
  await options.storage.put('seed-unboxing.mp4', unboxingMp4(), MIME_BY_EXT.mp4 ?? 'video/mp4');
  const url = (name: string) =>
    SEED_IMAGES.includes(name) ? `/uploads/${seedImageName(name)}` : `/uploads/seed-${name}`;
  const document = validateDocument(demoLayoutDocument());
  const showcase = validateDocument(showcaseLayoutDocument());

  await db.transaction(async (tx) => {
    await tx.insert(sites).values({
      id: DEMO.siteId,
      domain: options.domain,
      name: 'Vitrine Demo',
      company: { name: 'Vitrine Demo Co.' },
    });
    await tx.insert(collections).values({
      id: DEMO.collectionId,
      siteId: DEMO.siteId,
      slug: DEMO.slug,
      name: 'Harbour Lamp',
      description:
        'A hand-finished table lamp made in a numbered run of twelve. Each lamp carries an NFC tag in its base: tap it with a phone to register your lamp, unlock the owner feed and share where it lives now. The shade is spun aluminium, the base is cast from recycled brass, and every piece is signed by the maker.',
      quantity: DEMO.tokenCount,
      registrant: 'Vitrine Demo Co.',
      retailSettings: { price: 249 },
      productNameTemplate: 'Harbour Lamp #{{tokenId}}',
      image: url('product-front.png'),
      gallery: [
        { url: url('product-front.png'), alt: 'Harbour Lamp, front' },
        { url: url('product-back.png'), alt: 'Harbour Lamp, back' },
        {
          url: url('unboxing.mp4'),
          alt: 'Unboxing video (videos are not product media slides)',
        },
        { url: url('product-detail.png'), alt: 'The shade, from above' },
        { url: url('product-box.png'), alt: 'The box' },
      ],
      attributes: [
        { label: 'Material', type: 'TEXT', value: 'Spun aluminium, recycled brass', items: [] },
        { label: 'Height', type: 'TEXT', value: '42 cm', items: [] },
        {
          label: 'Colour',
          type: 'COLOR',
          value: null,
          items: [
            { label: 'Harbour blue', value: '#1e3a8a' },
            { label: 'Brass', value: '#b45309' },
          ],
        },
      ],
      registrationSettings: {
        form: {
          fields: {
            firstName: { enabled: true, required: true },
            lastName: { enabled: true, required: true },
            postalCode: { enabled: true, required: false },
            phoneNumber: { enabled: false, required: false },
            birthday: { enabled: false, required: false },
          },
          consents: [
            {
              id: 'terms',
              title: 'Terms',
              url: 'https://example.com/terms',
              required: true,
              label: 'I agree to the registration terms',
            },
            { id: 'marketing', required: false, label: 'Send me news about new runs' },
          ],
        },
        success: {
          title: 'Registration Complete!',
          message: 'Your lamp is registered to you. Here is 10% off your next piece.',
          discountCode: DEMO.discountCode,
        },
      },
      // No activity_settings: they override the feed block's data, so the owner's edits in the
      // editor would not show on the demo.
      activitySettings: null,
      layoutId: DEMO.layoutId,
    });
    await tx.insert(tokens).values(
      Array.from({ length: DEMO.tokenCount }, (_, i) => ({
        collectionId: DEMO.collectionId,
        tokenId: String(i + 1),
        shortUrl: DEMO.shortUrl(i + 1),
      })),
    );
    await tx.insert(layouts).values({
      id: DEMO.layoutId,
      siteId: DEMO.siteId,
      collectionId: DEMO.collectionId,
      name: 'Demo collection page',
      document,
      revision: 1,
      publishedRevision: 1,
    });
    await tx
      .insert(layoutVersions)
      .values({ layoutId: DEMO.layoutId, revision: 1, name: 'Demo collection page', document });
    // Not published: the editor's tour of the blocks that need media from elsewhere.
    await tx.insert(layouts).values({
      id: DEMO.showcaseLayoutId,
      siteId: DEMO.siteId,
      collectionId: DEMO.collectionId,
      name: 'Every block (showcase)',
      document: showcase,
      revision: 1,
    });
    await tx.insert(layoutVersions).values({
      layoutId: DEMO.showcaseLayoutId,
      revision: 1,
      name: 'Every block (showcase)',
      document: showcase,
    });
    await tx.insert(activities).values({
      id: 'act_demo_welcome',
      collectionId: DEMO.collectionId,
      collectionSlug: DEMO.slug,
      tokenId: '1',
      title: 'Lamp #1 leaves the workshop',
      content: 'The first of twelve, signed and boxed.',
      imageUrl: url('product-box.png'),
      type: 'CREATOR',
    });
  });
  await listSeedFiles(db, options.storage, DEMO.siteId, SEED_FILES);
  return true;
}
