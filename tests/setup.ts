import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// As on the server, custom CSS is scoped synchronously (the browser build loads the scoper lazily).
import '../src/renderer/css/scopeCss';
// Dialogs open at once here, as in a page that has fetched the dialog's code ahead.
import '../src/ui/dialog/RadixModal';

afterEach(() => cleanup());
