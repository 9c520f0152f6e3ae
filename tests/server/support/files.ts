import { encodePng } from '../../../server/seed/png';

/** A real PNG of the given size (solid colour). */
export function pngFile(name = 'photo.png', width = 8, height = 8): File {
  const png = encodePng(new Uint8Array(width * height * 3).fill(120), width, height);
  return new File([new Uint8Array(png)], name, { type: 'image/png' });
}

/** A text file wearing an image's name and type: its content gives it away. */
export function lyingFile(name = 'photo.png'): File {
  return new File(['<script>alert(1)</script> not an image at all'], name, { type: 'image/png' });
}

/** A minimal MP4 header (ftyp box) so content sniffing sees video/mp4. */
export function mp4File(name = 'clip.mp4'): File {
  const ftyp = Buffer.from('0000001c667479706d703432000000006d70343269736f6d61766331', 'hex');
  return new File([new Uint8Array(Buffer.concat([ftyp, Buffer.alloc(64)]))], name, {
    type: 'video/mp4',
  });
}

/** A file over the 5242880-byte limit. */
export function hugeFile(name = 'huge.png'): File {
  return new File([new Uint8Array(5_242_881)], name, { type: 'image/png' });
}

/** A font file's header (woff2 around a TrueType font): enough for the content check. */
export function woff2File(name = 'brand.woff2'): File {
  const header = Buffer.concat([Buffer.from('wOF2'), Buffer.from([0, 1, 0, 0]), Buffer.alloc(40)]);
  return new File([new Uint8Array(header)], name, { type: 'font/woff2' });
}
