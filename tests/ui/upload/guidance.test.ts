import { describe, expect, it } from 'vitest';
import {
  formatFileSize,
  imageUploadGuidance,
  IMAGE_UPLOAD_LIMITS,
  uploadMessages,
} from '../../../src/ui/upload';

const MB = 1024 * 1024;
const file = (type: string, size: number, name = 'photo') => ({ name, type, size });

describe('image upload guidance (foundation)', () => {
  it('foundation: accepted types are jpeg, jpg, png and webp', () => {
    for (const type of ['image/jpeg', 'image/jpg', 'image/png', 'image/webp']) {
      expect(imageUploadGuidance(file(type, 1000)).accepted, type).toBe(true);
    }
    for (const type of ['image/gif', 'image/svg+xml', 'application/pdf', 'video/mp4']) {
      const g = imageUploadGuidance(file(type, 1000));
      expect(g.accepted, type).toBe(false);
      expect(g.error).toBe('Please select a valid image file (.jpg, .jpeg, .png, .webp)');
    }
  });

  it('accepts by extension when the browser gives no type', () => {
    expect(imageUploadGuidance(file('', 10, 'IMG_1.JPG')).kind).toBe('jpeg');
    expect(imageUploadGuidance(file('', 10, 'a.webp')).kind).toBe('webp');
    expect(imageUploadGuidance(file('', 10, 'a.heic')).accepted).toBe(false);
  });

  it('foundation: thresholds are 1.5 MB, 4.5 MB, 5 MB (5242880 bytes) and 1600 px', () => {
    expect(IMAGE_UPLOAD_LIMITS.maxBytes).toBe(5242880);
    expect(IMAGE_UPLOAD_LIMITS.compressAboveBytes).toBe(1572864);
    expect(IMAGE_UPLOAD_LIMITS.largeBytes).toBe(4.5 * MB);
    expect(IMAGE_UPLOAD_LIMITS.maxSidePx).toBe(1600);
    expect(IMAGE_UPLOAD_LIMITS.quality).toEqual({ 'image/jpeg': 0.75, 'image/png': 0.85 });
  });

  it("foundation: over 5 MB warns 'File size (X) exceeds 5MB limit' with its help", () => {
    const g = imageUploadGuidance(file('image/png', 6 * MB));
    expect(g.warnings[0]).toBe('File size (6 MB) exceeds 5MB limit');
    expect(g.help).toContain(
      'Try taking a photo at a lower resolution or use our automatic compression.',
    );
    // png can be compressed, so it may still go through (checked again after compression)
    expect(g.accepted).toBe(true);
    expect(g.compress).toBe(true);
  });

  it('a webp over 5 MB cannot be compressed and is refused with the limit message', () => {
    const g = imageUploadGuidance(file('image/webp', 5242881));
    expect(g.accepted).toBe(false);
    expect(g.error).toBe('File size (5.001 MB) exceeds 5MB limit');
  });

  it('exactly 5242880 bytes is within the limit', () => {
    expect(imageUploadGuidance(file('image/webp', 5242880)).warnings).not.toContain(
      uploadMessages.exceedsLimit(5242880),
    );
  });

  it('foundation: over 1.5 MB is auto-optimised with the help text', () => {
    const under = imageUploadGuidance(file('image/png', 1572864));
    expect(under.compress).toBe(false);
    expect(under.help).toEqual([]);
    const over = imageUploadGuidance(file('image/png', 1572865));
    expect(over.compress).toBe(true);
    expect(over.help).toContain(
      'Images over 1.5MB are automatically optimized for web display and smooth uploading.',
    );
  });

  it("foundation: over 4.5 MB also warns 'Large file detected (X)'", () => {
    expect(imageUploadGuidance(file('image/png', 4.6 * MB)).warnings).toEqual([
      'Large file detected (4.6 MB)',
    ]);
    expect(imageUploadGuidance(file('image/png', 4.5 * MB)).warnings).toEqual([]);
    expect(imageUploadGuidance(file('image/png', 7 * MB)).warnings).toEqual([
      'File size (7 MB) exceeds 5MB limit',
      'Large file detected (7 MB)',
    ]);
  });

  it('foundation: a JPEG over 1 MB gets a hint about extra phone-photo data', () => {
    expect(imageUploadGuidance(file('image/jpeg', 1.2 * MB)).help).toEqual([
      uploadMessages.jpegPhoneHint,
    ]);
    expect(imageUploadGuidance(file('image/jpeg', 1 * MB)).help).toEqual([]);
    expect(imageUploadGuidance(file('image/png', 1.2 * MB)).help).toEqual([]);
    expect(uploadMessages.jpegPhoneHint).toMatch(/phone/);
  });

  it('foundation: compression only for jpeg or png over 1.5 MB', () => {
    expect(imageUploadGuidance(file('image/jpeg', 2 * MB)).compress).toBe(true);
    expect(imageUploadGuidance(file('image/png', 2 * MB)).compress).toBe(true);
    expect(imageUploadGuidance(file('image/webp', 2 * MB)).compress).toBe(false);
  });
});

describe('formatFileSize: X in human units', () => {
  it.each([
    [0, '0 B'],
    [900, '900 B'],
    [1536, '1.5 KB'],
    [512 * 1024, '512 KB'],
    [5242880, '5 MB'],
    [6.25 * MB, '6.3 MB'],
    [12.4 * MB, '12 MB'],
    [3 * 1024 * MB, '3 GB'],
  ])('%d bytes is %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe("formatFileSize over the limit: foundation 'File size (X) exceeds 5MB limit' never reads 5 MB", () => {
  it.each([
    [5_276_623, '5.03 MB'],
    [5 * MB + 1, '5.001 MB'],
    [5.5 * MB, '5.5 MB'],
    [6 * MB, '6 MB'],
    [12.4 * MB, '12 MB'],
  ])('%d bytes is %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
    expect(uploadMessages.exceedsLimit(bytes)).toBe(`File size (${text}) exceeds 5MB limit`);
  });
});
