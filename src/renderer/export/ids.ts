/** Where an exported page keeps what its standalone script reads (the page and the script agree). */
export const EXPORT_ASSETS_ID = 'vitrine-assets';

/** The standalone script's path inside an exported folder, and where the server serves it. */
export const STANDALONE_SCRIPT_FILE = 'assets/vitrine-standalone.js';
export const STANDALONE_SCRIPT_URL = '/standalone/vitrine-standalone.js';

/** The folder an export copies its images and media into. */
export const MEDIA_DIR = 'media';
