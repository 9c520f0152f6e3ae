import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SchemaForm } from '../../../src/editor/panels/form/SchemaForm';
import { shadowStyle } from '../../../src/schema/styleFields';
import { defaultTheme } from '../../../src/schema/theme/theme';
import { loadLazyParts } from '../support/lazyParts';

beforeAll(loadLazyParts);
vi.setConfig({ testTimeout: 30_000 });

describe("the Styles tab's shadow fields", () => {
  const realCss = globalThis.CSS;
  // jsdom has no CSS parser for the editor's length check to ask: every value is one it takes,
  // as a padding takes '1px 2px' in a browser.
  beforeEach(() => {
    globalThis.CSS = { supports: () => true } as unknown as typeof CSS;
  });
  afterEach(() => {
    globalThis.CSS = realCss;
  });

  it('an offset of two lengths shows the reason at its field and is not written; one length is', async () => {
    const commits: unknown[] = [];
    render(
      <SchemaForm
        idPrefix="styles"
        schema={z.object({ shadow: shadowStyle.optional() })}
        value={{ shadow: { color: '#000000', offsetX: '2px' } }}
        onCommit={(next) => commits.push(next)}
        theme={defaultTheme}
        themeMode="light"
      />,
    );
    const field = await screen.findByLabelText('Offset x of shadow');
    fireEvent.change(field, { target: { value: '1px 2px' } });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(
      await screen.findByText(
        '“1px 2px” is more than one length: use a single one here, such as 4px',
      ),
    ).toBeTruthy();
    expect(commits).toEqual([]);

    fireEvent.change(field, { target: { value: '3px' } });
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(commits.at(-1)).toEqual({ shadow: { color: '#000000', offsetX: '3px' } });
  });
});
