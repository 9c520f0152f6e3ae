import { describe, expect, it, vi } from 'vitest';
import {
  compressImage,
  prepareImageUpload,
  readPixelSize,
  type Compressor,
} from '../../../src/ui/upload';

const MB = 1024 * 1024;
/** A file of `size` bytes that starts like a real file of its type (checked by content). */
const SIGNATURES: Record<string, number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/webp': [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
};
const makeFile = (type: string, size: number, name = 'a') => {
  const bytes = new Uint8Array(size);
  bytes.set(SIGNATURES[type] ?? []);
  return new File([bytes], name, { type });
};

/**
 * jsdom has no canvas, so these tests hand compressImage a stand-in for browser-image-compression
 * and check what we ask of it; tests/browser/uploads.test.ts compresses real images.
 */
function fakeCompressor(outputSize: number) {
  return vi.fn(async (_file: File, options: { onProgress?: (p: number) => void }) => {
    options.onProgress?.(50);
    return new File([new Uint8Array(outputSize)], 'x', { type: 'image/jpeg' });
  }) as unknown as Compressor & ReturnType<typeof vi.fn>;
}

describe('compressImage (foundation)', () => {
  it('foundation: jpeg over 1.5 MB → longest side 1600 px at quality 0.75, with progress', async () => {
    const compressor = fakeCompressor(300_000);
    const progress: number[] = [];
    const result = await compressImage(
      makeFile('image/jpeg', 2 * MB, 'p.jpg'),
      (p) => progress.push(p),
      compressor,
    );
    expect(compressor).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({
        maxWidthOrHeight: 1600,
        initialQuality: 0.75,
        fileType: 'image/jpeg',
      }),
    );
    expect(result.compressed).toBe(true);
    expect(result.file.size).toBe(300_000);
    expect(result.file.name).toBe('p.jpg');
    expect(progress).toEqual([50, 100]);
  });

  it('foundation: png uses quality 0.85', async () => {
    const compressor = fakeCompressor(300_000);
    await compressImage(makeFile('image/png', 2 * MB), undefined, compressor);
    expect(compressor).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ initialQuality: 0.85, fileType: 'image/png' }),
    );
  });

  it('foundation: webp and small files are never compressed', async () => {
    const compressor = fakeCompressor(1);
    expect(
      (await compressImage(makeFile('image/webp', 3 * MB), undefined, compressor)).compressed,
    ).toBe(false);
    expect(
      (await compressImage(makeFile('image/jpeg', MB), undefined, compressor)).compressed,
    ).toBe(false);
    expect(compressor).not.toHaveBeenCalled();
  });

  it('blocks: if compression fails the original file is used', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const original = makeFile('image/jpeg', 2 * MB);
    const failing = vi.fn(async () => {
      throw new Error('no canvas');
    }) as unknown as Compressor;
    const result = await compressImage(original, undefined, failing);
    expect(result.file).toBe(original);
    expect(result.compressed).toBe(false);
    warn.mockRestore();
  });

  it('keeps the original when "compressed" output is larger', async () => {
    const original = makeFile('image/png', 2 * MB);
    const result = await compressImage(original, undefined, fakeCompressor(3 * MB));
    expect(result.file).toBe(original);
  });
});

describe('prepareImageUpload', () => {
  it("blocks: still over 5 MB after compression → 'File still too large after optimization'", async () => {
    const result = await prepareImageUpload(
      makeFile('image/jpeg', 8 * MB),
      undefined,
      fakeCompressor(5.5 * MB),
    );
    expect(result).toEqual({
      ok: false,
      title: 'File still too large after optimization',
      message:
        'Even after compression (5.5 MB), this file exceeds our 5MB limit. Please try a smaller image.',
    });
  });

  it('an oversized jpeg that compresses under 5 MB goes through', async () => {
    const result = await prepareImageUpload(
      makeFile('image/jpeg', 8 * MB),
      undefined,
      fakeCompressor(MB),
    );
    expect(result.ok).toBe(true);
  });

  it('foundation accepted types, by content: a text file named .png is refused with the type message', async () => {
    const compressor = fakeCompressor(1);
    const notAnImage = new File(['just some notes'], 'notes.png', { type: 'image/png' });
    expect(await prepareImageUpload(notAnImage, undefined, compressor)).toEqual({
      ok: false,
      title: 'Please select a valid image file (.jpg, .jpeg, .png, .webp)',
      message: '',
    });
    expect(compressor).not.toHaveBeenCalled();
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect((await prepareImageUpload(makeFile(type, 100), undefined, compressor)).ok).toBe(true);
  });

  it('a wrong type is refused with the type message', async () => {
    const result = await prepareImageUpload(makeFile('image/gif', 10));
    expect(result).toMatchObject({
      ok: false,
      title: 'Please select a valid image file (.jpg, .jpeg, .png, .webp)',
    });
  });
});

/** A PNG of `size` bytes whose header (IHDR) declares `width` × `height` pixels. */
function pngDeclaring(width: number, height: number, size: number): File {
  const bytes = new Uint8Array(size);
  bytes.set(SIGNATURES['image/png']!);
  const view = new DataView(bytes.buffer);
  view.setUint32(8, 13);
  bytes.set([0x49, 0x48, 0x44, 0x52], 12);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return new File([bytes], 'big.png', { type: 'image/png' });
}

const failingCompressor = () =>
  vi.fn(async () => {
    throw new Error('the image could not be drawn');
  }) as unknown as Compressor & ReturnType<typeof vi.fn>;

describe('an image over 5 MB is refused in words true to what happened', () => {
  it('compression failed on an image that opens: the limit in the spec words, never "Even after compression"', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await prepareImageUpload(
      pngDeclaring(4000, 4000, 8 * MB),
      undefined,
      failingCompressor(),
    );
    expect(result).toEqual({
      ok: false,
      title: 'File size (8 MB) exceeds 5MB limit',
      message: 'This image could not be made any smaller. Please try a smaller image.',
    });
    warn.mockRestore();
  });

  it('compression gave nothing smaller: the original size and limit, not "Even after compression"', async () => {
    const result = await prepareImageUpload(
      pngDeclaring(4000, 4000, 6 * MB),
      undefined,
      fakeCompressor(7 * MB),
    );
    expect(result).toEqual({
      ok: false,
      title: 'File size (6 MB) exceeds 5MB limit',
      message: 'This image could not be made any smaller. Please try a smaller image.',
    });
  });

  it('more pixels than a browser can draw: refused before trying, saying it is too large to compress', async () => {
    const compressor = fakeCompressor(MB);
    const result = await prepareImageUpload(
      pngDeclaring(20000, 20000, 40 * MB),
      undefined,
      compressor,
    );
    expect(result).toEqual({
      ok: false,
      title: 'File size (40 MB) exceeds 5MB limit',
      message:
        'This image is too large to compress (20000 × 20000 pixels). Please try a smaller image.',
    });
    expect(compressor).not.toHaveBeenCalled();
  });

  it('an image that does not open at all: says so, not that it is too large', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new Error('undecodable');
      }),
    );
    try {
      const result = await prepareImageUpload(
        pngDeclaring(4000, 4000, 8 * MB),
        undefined,
        failingCompressor(),
      );
      expect(result).toEqual({
        ok: false,
        title:
          'This image cannot be opened: it may be damaged, or not really a picture. Please choose another one.',
        message: '',
      });
    } finally {
      vi.unstubAllGlobals();
      warn.mockRestore();
    }
  });
});

describe('readPixelSize', () => {
  it('reads a PNG header and a JPEG frame header after its camera data, without decoding', async () => {
    expect(await readPixelSize(pngDeclaring(640, 480, 100))).toEqual({ width: 640, height: 480 });
    const exif = [0xff, 0xe1, 0x00, 0x08, 0, 0, 0, 0, 0, 0];
    const frame = [0xff, 0xc0, 0x00, 0x11, 0x08, 0x0b, 0xb8, 0x0f, 0xa0, 0x03];
    const jpeg = new File([new Uint8Array([0xff, 0xd8, ...exif, ...frame, 0, 0, 0, 0])], 'a.jpg', {
      type: 'image/jpeg',
    });
    expect(await readPixelSize(jpeg)).toEqual({ width: 4000, height: 3000 });
    expect(await readPixelSize(new File(['notes'], 'a.txt'))).toBeNull();
  });
});
