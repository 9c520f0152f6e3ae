/**
 * Human-readable file sizes for upload messages ('File size (6.2 MB) exceeds 5MB limit').
 * Binary units, because the product's limits are binary: 5 MB is 5242880 bytes.
 */
const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 B';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  if (unit === 0) return `${value} B`;
  // One decimal below 10 (1.6 MB), whole numbers above (512 KB); never '5.0 MB'.
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${rounded} ${UNITS[unit]}`;
}

export const MB = 1024 * 1024;
