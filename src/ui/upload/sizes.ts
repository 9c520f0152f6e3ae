/**
 * Human-readable file sizes for upload messages ('File size (6.2 MB) exceeds 5MB limit').
 * Binary units, because the product's limits are binary: 5 MB is 5242880 bytes.
 */
const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

export const MB = 1024 * 1024;

/** Every limit in the product's messages is 5 MB ('File size (X) exceeds 5MB limit'). */
const LIMIT_BYTES = 5 * MB;

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
  if (bytes > LIMIT_BYTES && unit === 2 && rounded <= 5) return overLimit(value);
  return `${rounded} ${UNITS[unit]}`;
}

/**
 * A size just over the limit is never rounded down to the limit itself: 5.03 MB reads
 * '5.03 MB', not 'File size (5 MB) exceeds 5MB limit'.
 */
function overLimit(megabytes: number): string {
  for (const decimals of [2, 3]) {
    const fixed = megabytes.toFixed(decimals);
    if (Number(fixed) > 5) return `${fixed} MB`;
  }
  return `${(Math.ceil(megabytes * 1000) / 1000).toFixed(3)} MB`;
}
