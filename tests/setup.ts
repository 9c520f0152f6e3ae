import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// Components render in any language in the tests, as on the server.
import '../src/i18n/allLocales';

afterEach(() => cleanup());
