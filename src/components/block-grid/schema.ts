import { z } from 'zod';
import { defineComponentSchema } from '../../schema/componentSchema';
import { cssColor } from '../../schema/cssValue';
import { objectFits, sharedStyleFields } from '../../schema/styleFields';
import { linkUrl } from '../../schema/linkUrl';

export const containerLayouts = ['full', 'half', 'left-sidebar', 'right-sidebar'] as const;
export type ContainerLayout = (typeof containerLayouts)[number];
/** foundation.md: blocks per container: full 1, half 2, sidebars 3. */
export const blocksPerLayout: Record<ContainerLayout, number> = {
  full: 1,
  half: 2,
  'left-sidebar': 3,
  'right-sidebar': 3,
};

export const blockTypes = ['placeholder', 'text', 'text-image', 'image-text', 'image'] as const;
export const blockActionTypes = [
  'image',
  'carousel',
  'post',
  'video',
  'iframe',
  'url',
  'registration',
] as const;
export type BlockActionType = (typeof blockActionTypes)[number];
export const DEFAULT_POST_DATE_FORMAT = 'MMMM d, yyyy';

/**
 * The grid's content schema, built the first time it is read (`defineComponentSchema`): a page
 * without a block grid never builds its media, block and container schemas.
 */
function buildBlockGridContent() {
  const text = (max: number) => z.string().max(max).default('');

  /** foundation.md Media: url, alt, poster_url, file_type, order, title, caption, button, style. */
  const mediaSchema = z.object({
    url: text(2048),
    alt: text(300),
    poster_url: text(2048),
    /** MIME type or kind ('image/jpeg', 'image', 'video/mp4'). */
    file_type: text(100),
    order: z.number().default(0),
    title: text(200),
    caption: text(1000),
    button: z
      .object({
        href: linkUrl().default(''),
        text: text(100),
        variant: z.enum(['primary', 'secondary', 'outline']).default('primary'),
        class_name: text(200),
      })
      .prefault({}),
    style: z
      .object({
        width: z.number().min(0).max(4000).optional(),
        height: z.number().min(0).max(4000).optional(),
        size: z.enum(['cover', 'contain', 'auto']).optional(),
        object_fit: z.enum(objectFits).default('cover'),
        object_position: z
          .string()
          .max(40)
          .regex(/^[a-z0-9%. -]*$/i, 'Use keywords or percentages, e.g. "center" or "50% 20%"')
          .default('center'),
      })
      .prefault({}),
  });

  const px = (max: number) => z.number().min(0).max(max).optional();

  /** foundation.md Block. */
  const blockSchema = z.object({
    id: z.string().trim().min(1).max(100),
    component_id: z.string().max(100).optional(),
    container_id: z.string().max(100).optional(),
    /** Slot within the container, from 0. */
    order: z.number().int().min(0).max(2).default(0),
    type: z.enum(blockTypes).default('placeholder'),
    action_type: z.enum(blockActionTypes).nullish(),
    /** Where a block with the 'url' action goes. */
    url: linkUrl().default(''),
    dialog: z
      .object({
        class_name: text(200),
        caption: text(1000),
        carousel_style: z.enum(['overlay', 'bottom']).default('bottom'),
        carousel_cta: text(100),
        post_title: text(200),
        post_date: text(40),
        post_date_format: z.string().max(60).default(DEFAULT_POST_DATE_FORMAT),
        post_body: text(100_000),
        youtube: text(2048),
        iframe_url: text(2048),
        iframe_code: text(20_000),
        iframe_input_type: z.enum(['url', 'code']).default('url'),
      })
      .prefault({}),
    image: mediaSchema.nullish(),
    background_image: mediaSchema.nullish(),
    video: mediaSchema.nullish(),
    gallery: z.array(mediaSchema).max(30).default([]),
    card: z
      .object({
        header: text(200),
        body: z
          .object({
            /** Rich HTML, sanitised when shown. */
            content: text(20_000),
            align_vertical: z.enum(['top', 'center', 'bottom']).default('top'),
            align_horizontal: z.enum(['left', 'center', 'right']).default('left'),
            class_name: text(200),
          })
          .prefault({}),
        footer: text(500),
      })
      .prefault({}),
    style: z
      .object({
        color: cssColor.optional(),
        font_size: z.number().min(8).max(72).optional(),
        line_height: z.number().min(0.5).max(3).optional(),
        border_radius: px(100),
        border_width: px(20),
        border_color: cssColor.optional(),
        background_color: cssColor.optional(),
        overlay_color: cssColor.optional(),
        padding_top: px(200),
        padding_bottom: px(200),
        padding_left: px(200),
        padding_right: px(200),
        min_height: px(2000),
      })
      .prefault({}),
    /** Columns x rows the block's slot spans: '1x1', or '1x2' for a sidebar's tall slot. */
    target_size: z.enum(['1x1', '1x2']).optional(),
  });

  /** foundation.md: containers have ids prefixed 'c', a layout, a title and their blocks. */
  const containerSchema = z.object({
    id: z
      .string()
      .trim()
      .regex(/^c[\w-]{0,99}$/, 'A container id starts with "c"'),
    layout: z.enum(containerLayouts).default('full'),
    title: text(200),
    /**
     * Blocks inline, or the id of a block kept in another container of this grid. The bound is the
     * most any layout holds (foundation.md), not the container's own layout: loading drops what
     * fails, and a stored over-full container must load whole (the renderer shows the layout's
     * number and keeps the rest, shown again if the layout is switched back).
     * Nor is it a JSON Schema condition for the editor: its form trims a list to a condition's
     * maxItems whenever any field changes, dropping those blocks.
     */
    blocks: z
      .array(z.union([blockSchema, z.string().max(100)]))
      .max(3)
      .default([]),
  });

  return z.object({
    containers: z
      .array(containerSchema)
      .min(1)
      .max(10)
      .default([{ id: 'c1', layout: 'full', title: '', blocks: [] }]),
  });
}

/** foundation.md Block grid: data.containers (1 to 10), styles.spacing.gap. */
export const blockGridSchema = defineComponentSchema({
  type: 'block-grid',
  label: 'Block grid',
  group: 'Layout',
  description:
    'Containers of cards (full, half or with a sidebar) that open images, galleries, posts, videos and embeds.',
  content: buildBlockGridContent,
  style: () => z.object({ ...sharedStyleFields }),
});

export type BlockGridData = z.output<typeof blockGridSchema.content>;
export type Container = BlockGridData['containers'][number];
export type Block = Exclude<Container['blocks'][number], string>;
export type Media = NonNullable<Block['image']>;
export type BlockGridStyles = z.output<typeof blockGridSchema.style>;
