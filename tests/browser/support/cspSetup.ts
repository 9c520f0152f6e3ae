import { afterAll, afterEach } from 'vitest';
import { failOnCspViolations } from './cspGuard';

// A setup file of the browser project (vitest.config.ts): in every browser test file, a test —
// or the file's last hooks — during which a page broke the Content-Security-Policy fails.
afterEach(failOnCspViolations);
afterAll(failOnCspViolations);
