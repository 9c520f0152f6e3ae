import { extname } from 'node:path';
import { createRoute, z as zo } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { UPLOAD_MAX_BYTES, uploadKind, uploadResult } from '../../src/schema/entities/upload';
import { requireRoleSomewhere, siteRole } from '../auth/canManage';
import type { App } from '../context';
import { ApiError } from '../errors';
import { MIME_BY_EXT, storeUpload } from '../services/files';
import { ensureVariants, originalOfVariant } from '../services/imageVariants';
import { parseByteRange } from '../static/byteRange';
import { STORED_NAME } from '../storage/storage';
import { errors, json, out, security } from './openapi';

/** Room for the multipart envelope around a file at the limit. */
export const MULTIPART_LIMIT = UPLOAD_MAX_BYTES + 64 * 1024;

export const tooLarge = bodyLimit({
  maxSize: MULTIPART_LIMIT,
  onError: () => {
    throw new ApiError(413, `File too large: the limit is ${UPLOAD_MAX_BYTES} bytes (5MB)`);
  },
});

const uploadRoute = createRoute({
  method: 'post',
  path: '/v1/uploads',
  tags: ['Uploads'],
  security,
  description:
    'Stores an image, video, audio or font file checked by its content (not its name), at most 5242880 bytes, in the media library of the site of the request’s host (`GET /v1/uploads`). An image answers with its width and height; its WebP and AVIF variants at 320, 640, 1024 and 1600 px (never wider than the image) are made after the answer, at `<url without extension>.w<width>.webp|avif`. An image over 40 megapixels is 413. Editors and owners of any site (or the secret key).',
  middleware: [tooLarge] as const,
  request: {
    body: {
      content: {
        'multipart/form-data': {
          schema: z.object({
            file: zo.any().openapi({ type: 'string', format: 'binary' }),
            kind: uploadKind.optional(),
          }),
        },
      },
      required: true,
    },
  },
  responses: {
    201: json(uploadResult, 'Stored'),
    400: errors[400],
    401: errors[401],
    403: errors[403],
    413: errors[413],
    415: errors[415],
  },
});

export function registerUploadRoutes(app: App) {
  app.openapi(uploadRoute, async (c) => {
    requireRoleSomewhere(c, 'editor', 'upload files');
    const form = c.req.valid('form') as { file?: unknown; kind?: z.output<typeof uploadKind> };
    const { db, storage } = c.var.deps;
    // The file joins the media library of the host's site, when the caller works on that site.
    const site = c.var.site?.id;
    const stored = await storeUpload(db, storage, form.file, {
      field: 'file',
      kind: form.kind,
      log: c.var.deps.log,
      // '' is a server with no site yet: the file belongs to no library.
      siteId: site && siteRole(c, site) !== null ? site : null,
    });
    return c.json(out(uploadResult, stored), 201);
  });
}

/** Uploaded files, served with the type we sniffed, never as HTML, in a sandbox. */
export function registerUploadFiles(app: App) {
  app.get('/uploads/:name', async (c) => {
    const name = c.req.param('name');
    const mime = MIME_BY_EXT[extname(name).slice(1).toLowerCase()];
    if (!mime || !STORED_NAME.test(name) || name.startsWith('.'))
      return c.json({ error: 'Not Found', message: 'No such file' }, 404);
    const rangeHeader = c.req.header('range');
    const { storage } = c.var.deps;
    const pickRange =
      rangeHeader === undefined ? undefined : (size: number) => parseByteRange(rangeHeader, size);
    let found = await storage.read(name, pickRange);
    if (!found) {
      // A variant not made yet (an image stored before variants existed, or one still in the
      // queue) is made now; one that its original does not have stays 404.
      const original = await originalOfVariant(storage, name);
      if (original) {
        await ensureVariants(storage, original).catch(() => []);
        found = await storage.read(name, pickRange);
      }
    }
    if (!found) return c.json({ error: 'Not Found', message: 'No such file' }, 404);
    const { size, range, body } = found;
    const headers = {
      'content-type': mime,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      // Media elements seek with byte ranges; Safari will not play a video served without them.
      'accept-ranges': 'bytes',
    };
    if (range === 'unsatisfiable' || !body)
      return c.body(null, 416, { ...headers, 'content-range': `bytes */${size}` });
    if (range)
      return c.body(body, 206, {
        ...headers,
        'content-length': String(range.end - range.start + 1),
        'content-range': `bytes ${range.start}-${range.end}/${size}`,
      });
    return c.body(body, 200, { ...headers, 'content-length': String(size) });
  });
}
