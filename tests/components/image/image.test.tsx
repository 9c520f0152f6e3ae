import { fireEvent, render, screen } from '@testing-library/react';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { imageComponent } from '../../../src/components/image/definition';
import { imagePanel } from '../../../src/components/image/panel';
import { imageSchema, imageUploadBounds } from '../../../src/components/image/schema';
import type { LayoutComponent } from '../../../src/schema/layout/component';
import { asStored } from '../asStored';

function renderImage(
  data: Record<string, unknown>,
  styles: Record<string, unknown> = {},
  builder = false,
) {
  const { Render } = imageComponent;
  return render(
    <Render
      data={asStored(imageSchema.content, data)}
      styles={imageSchema.style.parse(styles)}
      component={{ id: 'i', type: 'image', areaId: 'a', order: 0 } as LayoutComponent}
      builder={builder}
    />,
  );
}

describe('image', () => {
  it(": alt defaults to 'Image'", () => {
    expect(imageSchema.content.parse({}).alt).toBe('Image');
    renderImage({ src: 'https://cdn.example.com/a.jpg' });
    expect(screen.getByRole('img', { name: 'Image' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/a.jpg',
    );
  });

  it(": an empty image shows 'No image selected', live and in the builder", () => {
    renderImage({});
    expect(screen.getByText('No image selected')).toBeInTheDocument();
    renderImage({}, {}, true);
    expect(screen.getAllByText('No image selected')).toHaveLength(2);
  });

  it(': the default box height is 220 px', () => {
    renderImage({ src: '/uploads/a.png', alt: 'A' });
    expect(screen.getByRole('img', { name: 'A' })).toHaveStyle({ height: '220px', width: '100%' });
  });

  it(': image upload max 5242880 bytes, image types only — carried to the upload widget', () => {
    expect(imageUploadBounds.maxBytes).toBe(5242880);
    expect(imageUploadBounds.accept.every((type) => type.startsWith('image/'))).toBe(true);
    expect(imagePanel.content?.src?.widget).toBe('image-upload');
    const json = z.toJSONSchema(imageSchema.content, { io: 'input' }) as {
      properties: Record<string, { upload?: unknown }>;
    };
    expect(json.properties.src?.upload).toMatchObject({
      maxBytes: 5242880,
      widget: 'image-upload',
    });
  });

  it(': radius 0 to 300; width and height 0 to 1000; caption font 8 to 32; margin 0 to 32', () => {
    const ok = (styles: object) => imageSchema.style.safeParse(styles).success;
    expect(ok({ image: { borderRadius: 300, width: 1000, height: 0 } })).toBe(true);
    expect(ok({ image: { borderRadius: 301 } })).toBe(false);
    expect(ok({ image: { width: 1001 } })).toBe(false);
    expect(ok({ image: { height: -1 } })).toBe(false);
    expect(ok({ caption: { fontSize: 8, margin: 32 } })).toBe(true);
    expect(ok({ caption: { fontSize: 33 } })).toBe(false);
    expect(ok({ caption: { margin: 33 } })).toBe(false);
  });

  it(': object fit cover, contain, fill, scale-down, none', () => {
    for (const objectFit of ['cover', 'contain', 'fill', 'scale-down', 'none']) {
      expect(imageSchema.style.safeParse({ image: { objectFit } }).success).toBe(true);
    }
    renderImage(
      { src: '/a.png', alt: 'A' },
      {
        image: {
          objectFit: 'contain',
          objectPosition: 'top',
          borderRadius: 12,
          filter: 'grayscale(1)',
        },
      },
    );
    expect(screen.getByRole('img', { name: 'A' })).toHaveStyle({
      objectFit: 'contain',
      objectPosition: 'top',
      borderRadius: '12px',
      filter: 'grayscale(1)',
    });
  });

  it('shows the caption and links the image', () => {
    renderImage({
      src: '/a.png',
      alt: 'Aurora',
      caption: 'Edition one',
      link: 'https://example.com',
      target: '_blank',
    });
    expect(screen.getByText('Edition one').tagName).toBe('FIGCAPTION');
    expect(screen.getByRole('link', { name: 'Aurora' })).toHaveAttribute(
      'href',
      'https://example.com/',
    );
  });

  it('security: javascript: and data: sources and links are never emitted', () => {
    renderImage({ src: 'javascript:alert(1)', link: 'javascript:alert(1)' });
    expect(screen.getByText('No image selected')).toBeInTheDocument();
    renderImage({ src: 'data:image/svg+xml,<svg onload=alert(1)>', alt: 'x' });
    expect(screen.queryByRole('img', { name: 'x' })).toBeNull();
    renderImage({ src: '/a.png', alt: 'Safe', link: 'javascript:alert(1)' });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('security: a filter cannot load a URL', () => {
    expect(
      imageSchema.style.safeParse({ image: { filter: 'url(https://evil.example/f.svg#x)' } })
        .success,
    ).toBe(false);
  });

  it(' builder mode: the image link does not navigate', () => {
    renderImage({ src: '/a.png', alt: 'A', link: 'https://example.com' }, {}, true);
    const link = screen.getByRole('img', { name: 'A' }).closest('a')!;
    expect(link).toHaveAttribute('href', 'https://example.com/');
    expect(fireEvent.click(link)).toBe(false);
  });
});

describe('image in the builder', () => {
  it('a refused address is pointed out to the site owner', () => {
    renderImage({ src: 'javascript:alert(1)' }, {}, true);
    expect(
      screen.getByText('The image address must start with https:// or /.'),
    ).toBeInTheDocument();
  });
});
