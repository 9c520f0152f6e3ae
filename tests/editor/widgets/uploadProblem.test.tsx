import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SchemaForm } from '../../../src/editor/panels/form/SchemaForm';
import { defaultTheme } from '../../../src/schema/theme/theme';
import { loadLazyParts } from '../support/lazyParts';

// An image the compression could not bring under 5 MB: the refusal the field must word.
vi.mock('../../../src/ui/upload/compressImage', () => ({
  prepareImageUpload: async () => ({
    ok: false,
    title: 'File still too large after optimization',
    message:
      'Even after compression (5.1 MB), this file exceeds our 5MB limit. Please try a smaller image.',
  }),
}));

beforeAll(loadLazyParts);

describe('an image upload the field refuses', () => {
  it('shows the refusal as sentences: its title ends before its explanation starts', async () => {
    const upload = vi.fn(async () => '/uploads/x.png');
    render(
      <SchemaForm
        idPrefix="f"
        schema={z.object({ src: z.string().optional() })}
        hints={{ src: { label: 'Image', widget: 'image-upload' } }}
        value={{}}
        onCommit={() => undefined}
        theme={defaultTheme}
        themeMode="light"
        upload={upload}
      />,
    );
    await userEvent
      .setup()
      .upload(
        screen.getByLabelText('Upload a file for Image'),
        new File(['x'], 'big.png', { type: 'image/png' }),
      );
    expect(
      await screen.findByText(
        'File still too large after optimization. Even after compression (5.1 MB), this file exceeds our 5MB limit. Please try a smaller image.',
      ),
    ).toBeVisible();
    expect(upload).not.toHaveBeenCalled();
  });
});
