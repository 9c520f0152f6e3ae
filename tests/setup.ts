import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
// As on the server, custom CSS is scoped synchronously (the browser build loads the scoper lazily).
import '../src/renderer/css/scopeCss';
// Dialogs open at once here, as in a page that has fetched the dialog's code ahead.
import '../src/ui/dialog/RadixModal';

afterEach(() => cleanup());

// Every block type renders at once here, as on the server: the browser's renderer loads each
// type when a layout first shows it, which tests/scripts/kitPackage.test.ts and the kit's
// browser test run through. Imported before the tests rather than with this file, so a test
// file's vi.mock of a module the blocks use still applies to them.
beforeAll(async () => {
  await import('../src/components/registry');
});
