import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// As on the server, custom CSS is scoped synchronously (the browser build loads the scoper lazily).
import '../src/renderer/css/scopeCss';

afterEach(() => cleanup());
