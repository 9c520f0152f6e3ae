/**
 * The server is production unless NODE_ENV is exactly `development` (server/config.ts). The
 * libraries it renders pages with read NODE_ENV too, and React picks its development build for
 * anything but `production` — several times slower, with checks meant for a developer. So a
 * production server says `production` to them, whatever NODE_ENV it was started with. Imported
 * first by the entry, before anything loads React.
 */
if (process.env.NODE_ENV !== 'development') process.env.NODE_ENV = 'production';
