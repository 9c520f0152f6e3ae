/**
 * `npm run storage:migrate`: copies the uploads in DATA_DIR/uploads into the bucket named by
 * STORAGE_URL (s3://bucket/prefix, with the usual AWS variables), checking each copy's
 * SHA-256. Run it again after a stop: what is already there is skipped. Exits 1 when a file
 * could not be copied.
 */
import { resolve } from 'node:path';
import { MIME_BY_EXT } from '../server/services/files';
import { migrateUploads } from '../server/storage/migrate';
import { parseStorageUrl } from '../server/storage/s3Settings';

const settings = parseStorageUrl(process.env);
if (!settings) {
  console.error('storage:migrate needs STORAGE_URL=s3://bucket/prefix (and AWS_* settings).');
  process.exit(2);
}
const uploadsDir = resolve(process.env.DATA_DIR ?? './data', 'uploads');
console.log(`Copying ${uploadsDir} to s3://${settings.bucket}/${settings.prefix}`);
const report = await migrateUploads(uploadsDir, settings, {
  mimeOf: (ext) => MIME_BY_EXT[ext],
  log: (line) => console.log(line),
});
console.log(
  `${report.copied.length} copied, ${report.skipped.length} already there, ${report.failed.length} failed.`,
);
process.exit(report.failed.length > 0 ? 1 : 0);
