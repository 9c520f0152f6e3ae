import type { Config } from '@puckeditor/core';

/**
 * Puck component types standing for the bench layout's: a Text whose field is Puck's rich-text
 * field (our panel edits a text with a rich-text editor too; by Puck's default, as in ours, it
 * is also edited in place in the canvas), a Heading and an Image. Each render marks its root
 * with `data-bench-id`, which the harness counts in the canvas as it counts our canvas's
 * `data-component-id`.
 */
export interface BenchComponents {
  Text: { text: string };
  Heading: { title: string };
  Image: { alt: string };
}

/** A 1×1 grey pixel: the image renders without a request, as our bench's types do. */
const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAIAAAMLCwgAAACH5BAAAAAAALAAAAAABAAEAAAICRAEAOw==';

export const benchConfig: Config<BenchComponents> = {
  components: {
    Text: {
      fields: { text: { type: 'richtext' } },
      defaultProps: { text: '<p>Text</p>' },
      render: ({ id, text }) => <div data-bench-id={id}>{text}</div>,
    },
    Heading: {
      fields: { title: { type: 'text' } },
      defaultProps: { title: 'Heading' },
      render: ({ id, title }) => <h2 data-bench-id={id}>{title}</h2>,
    },
    Image: {
      fields: { alt: { type: 'text' } },
      defaultProps: { alt: 'Image' },
      render: ({ id, alt }) => (
        <img data-bench-id={id} src={PIXEL} alt={alt} width={320} height={80} />
      ),
    },
  },
};
