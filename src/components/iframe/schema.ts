import { z } from 'zod';
import { defineComponentSchema } from '../../schema/componentSchema';
import { sharedStyleFields } from '../../schema/styleFields';

/**: iframe aspect ratio 0.5 to 3. */
export const IFRAME_ASPECT_BOUNDS = { min: 0.5, max: 3 } as const;

export const iframeSchema = defineComponentSchema({
  type: 'iframe',
  label: 'Iframe',
  group: 'Media',
  description: 'A web page or a pasted embed code in a sandboxed frame.',
  content: () =>
    z.object({
      /**: url or html, default html. */
      inputType: z.enum(['url', 'html']).default('html'),
      /** With inputType url: an http(s) address. */
      src: z.string().trim().max(2048).default(''),
      /** With inputType html: an embed snippet; only its first iframe is used, sanitised. */
      htmlSnippet: z.string().max(20_000).default(''),
      title: z.string().max(300).default(''),
      allowFullscreen: z.boolean().default(true),
      aspectRatio: z
        .number()
        .min(IFRAME_ASPECT_BOUNDS.min)
        .max(IFRAME_ASPECT_BOUNDS.max)
        .default(1.78),
      /** Responsive: full width at the aspect ratio. Off: the snippet's own width and height. */
      responsive: z.boolean().default(true),
    }),
  style: () => z.object({ ...sharedStyleFields }),
});

export type IframeData = z.output<typeof iframeSchema.content>;
