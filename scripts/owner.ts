/**
 * `npm run owner -- add you@example.com [--site site_id]`: makes an e-mail an owner of a site
 * (the first site when none is named), in the database of DATA_DIR or DATABASE_URL. They then
 * sign in at PUBLIC_URL/studio with a code e-mailed to them.
 */
import { resolve } from 'node:path';
import { openDatabase } from '../server/db/connect';
import { ensureOwner } from '../server/services/members';

const USAGE = 'Usage: npm run owner -- add you@example.com [--site site_id]';

async function main(args: string[]): Promise<number> {
  const [command, rawEmail, ...rest] = args;
  const email = rawEmail?.trim().toLowerCase();
  if (command !== 'add' || !email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    console.error(USAGE);
    return 2;
  }
  const siteFlag = rest.indexOf('--site');
  const siteId = siteFlag >= 0 ? rest[siteFlag + 1] : undefined;
  if (siteFlag >= 0 && !siteId) {
    console.error(USAGE);
    return 2;
  }
  const database = await openDatabase({
    dataDir: resolve(process.env.DATA_DIR ?? './data'),
    databaseUrl: process.env.DATABASE_URL || undefined,
  });
  try {
    const result = await ensureOwner(database.db, email, { siteId, promote: true });
    if (!result) {
      console.error(
        siteId
          ? `No site "${siteId}".`
          : 'No site yet: start the server once (it seeds the demo site), then run this again.',
      );
      return 1;
    }
    console.log(`${email} is an owner of ${result.siteId}. Sign in at /studio with a code.`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
