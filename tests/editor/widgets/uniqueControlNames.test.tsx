import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SchemaForm } from '../../../src/editor/panels/form/SchemaForm';
import { carouselSchema } from '../../../src/components/carousel/schema';
import { carouselPanel } from '../../../src/components/carousel/panel';
import { blockGridSchema } from '../../../src/components/block-grid/schema';
import { blockGridPanel } from '../../../src/components/block-grid/panel';
import { defaultTheme } from '../../../src/schema/theme/theme';
import { loadLazyParts } from '../support/lazyParts';
import { controlNames, repeatedNames } from '../support/controlNames';

beforeAll(loadLazyParts);
vi.setConfig({ testTimeout: 30_000 });

const upload = async () => 'https://example.com/uploaded.png';

const slide = (n: number) => ({
  src: `https://example.com/${n}.png`,
  alt: `Slide ${n}`,
  title: `Title ${n}`,
  caption: `Caption ${n}`,
});

describe('every control of a panel has a name of its own', () => {
  it("a carousel's content form with three slides: each slide's fields are named after it", async () => {
    const { container } = render(
      <SchemaForm
        idPrefix="content"
        schema={carouselSchema.content}
        hints={carouselPanel.content}
        value={{ images: [slide(1), slide(2), slide(3)] }}
        onCommit={() => {}}
        theme={defaultTheme}
        themeMode="light"
        upload={upload}
      />,
    );
    await screen.findByLabelText('Upload a file for Image of slide 3');
    expect(repeatedNames(container)).toEqual([]);
    // The visible label stays the field's own; the slide is said, not shown.
    const image = screen.getByRole('textbox', { name: 'Image of slide 2' });
    expect(document.querySelector(`label[for="${image.id}"]`)?.firstChild?.textContent).toBe(
      'Image',
    );
    expect(controlNames(container)).toEqual(
      expect.arrayContaining([
        'button "Choose Image of slide 1 from the media library"',
        'textbox "Alt text of slide 3"',
        'button "Remove 2. Title 2"',
      ]),
    );
  });

  it('a Styles form with a border and a shadow: each colour is named after its group', async () => {
    const { container } = render(
      <SchemaForm
        idPrefix="styles"
        schema={carouselSchema.style}
        hints={carouselPanel.style}
        value={{
          border: { color: '#111111', width: '1px' },
          shadow: { color: '#222222', offsetX: '2px' },
          carousel: { border: { color: '#333333' } },
          navigation: { border: { color: '#444444' } },
        }}
        onCommit={() => {}}
        theme={defaultTheme}
        themeMode="light"
        upload={upload}
      />,
    );
    await screen.findByRole('button', { name: 'Open the colour picker for Color of shadow' });
    expect(repeatedNames(container)).toEqual([]);
    expect(controlNames(container)).toEqual(
      expect.arrayContaining([
        'button "Open the colour picker for Color of border"',
        'textbox "Color of border"',
        'button "Open the colour picker for Border color of carousel"',
      ]),
    );
  });
});

describe("a block grid's blocks", () => {
  it('each block of each container has its own names', async () => {
    const block = (id: string, order: number) => ({
      id,
      order,
      type: 'text-image',
      card: { header: `Header ${id}`, body: { content: '<p>Body</p>' }, footer: 'Footer' },
      image: { url: `https://example.com/${id}.png`, type: 'image' },
    });
    const { container } = render(
      <SchemaForm
        idPrefix="content"
        schema={blockGridSchema.content}
        hints={blockGridPanel.content}
        value={{
          containers: [
            { id: 'c1', layout: 'half', blocks: [block('block-a', 0), block('block-b', 1)] },
            { id: 'c2', layout: 'full', blocks: [] },
          ],
        }}
        onCommit={() => {}}
        theme={defaultTheme}
        themeMode="light"
        upload={upload}
      />,
    );
    await screen.findByLabelText('Upload a file for Image of block 2 of container 1');
    expect(repeatedNames(container)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Add block to container 2' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Bold in Body of card of block 2 of container 1' }),
    ).toBeTruthy();
    // jsdom computes each element's style for its name the first time in a tenth of a second.
  }, 120_000);
});
