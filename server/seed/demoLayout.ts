import { componentSchemas } from '../../src/components/schemaRegistry';
import { componentTypes, type ComponentType } from '../../src/schema/componentTypes';

/**
 * The demo's published layout: every component type, with its defaults, a few
 * friendly overrides (each falls back to the plain defaults if the type's schema refuses it).
 */
function content(
  type: ComponentType,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const schema = componentSchemas[type].content;
  const withOverrides = schema.safeParse(overrides);
  return withOverrides.success ? withOverrides.data : schema.parse({});
}

const styles = (type: ComponentType) => componentSchemas[type].style.parse({});

type Placement = { type: ComponentType; area: string; overrides?: Record<string, unknown> };

const placements: Placement[] = [
  {
    type: 'text',
    area: 'hero',
    overrides: {
      content:
        '<h1>Vitrine demo collection</h1><p>Twelve numbered pieces, each with its own tag. Tap yours to register it and share its story.</p>',
    },
  },
  {
    type: 'image',
    area: 'hero',
    overrides: { src: '/uploads/seed-product-front.png', alt: 'The demo product, front' },
  },
  { type: 'button', area: 'hero', overrides: { text: 'See the collection', link: '/c/demo' } },
  { type: 'product-media', area: 'product' },
  { type: 'product-card', area: 'product' },
  {
    type: 'registration',
    area: 'product',
    // The form visitors fill mirrors the collection's registration settings (which only owners
    // may read): the server requires the 'terms' consent.
    overrides: {
      form: {
        consents: [
          {
            id: 'terms',
            title: 'Terms',
            url: 'https://example.com/terms',
            required: true,
            label: 'I agree to the registration terms',
          },
          { id: 'marketing', required: false, label: 'Send me news about new runs' },
        ],
      },
    },
  },
  { type: 'product-attributes', area: 'details' },
  { type: 'share', area: 'details', overrides: { title: 'Share this piece' } },
  { type: 'countdown', area: 'details', overrides: { targetDateTime: '2030-01-01T00:00' } },
  { type: 'date-time', area: 'details', overrides: { date: '2026-11-01', time: '18:00' } },
  {
    type: 'location',
    area: 'details',
    overrides: { address: '1 Harbour Street', city: 'Lisbon', country: 'Portugal' },
  },
  { type: 'activity-feed', area: 'community' },
  { type: 'tab-container', area: 'community' },
  {
    type: 'carousel',
    area: 'more',
    overrides: {
      images: [
        { src: '/uploads/seed-product-back.png', alt: 'Back' },
        { src: '/uploads/seed-product-detail.png', alt: 'Detail' },
        { src: '/uploads/seed-product-box.png', alt: 'Box' },
      ],
    },
  },
  {
    type: 'block-grid',
    area: 'more',
    overrides: {
      containers: [
        {
          id: 'c1',
          layout: 'half',
          title: 'From the workshop',
          blocks: [
            {
              id: 'b-story',
              order: 0,
              type: 'text',
              action_type: 'post',
              card: {
                header: 'The story',
                body: { content: '<p>How twelve lamps were spun, brushed and numbered.</p>' },
                footer: 'Read the post',
              },
              dialog: {
                post_title: 'Twelve lamps, one lathe',
                post_date: '2026-11-01',
                post_body:
                  '<p>Each shade is spun from one aluminium disc, brushed by hand and numbered on its base next to its NFC tag.</p>',
              },
            },
            {
              id: 'b-detail',
              order: 1,
              type: 'image',
              action_type: 'image',
              image: {
                url: '/uploads/seed-product-detail.png',
                alt: 'The numbered base',
                file_type: 'image/png',
              },
              dialog: { caption: 'The number and the tag sit under the base.' },
            },
          ],
        },
      ],
    },
  },
  { type: 'video', area: 'more' },
  { type: 'audio', area: 'more' },
  { type: 'embed', area: 'more' },
  { type: 'iframe', area: 'more' },
  {
    type: 'links',
    area: 'more',
    overrides: {
      links: [
        {
          id: 'link-1',
          type: 'custom',
          url: 'https://example.com',
          text: 'Maker website',
          target: '_blank',
          icon: '',
        },
      ],
    },
  },
  { type: 'separator', area: 'more' },
];

export function demoLayoutDocument() {
  const order = new Map<string, number>();
  const components = placements.map(({ type, area, overrides }) => {
    const n = order.get(area) ?? 0;
    order.set(area, n + 1);
    return {
      id: `demo-${type}`,
      type,
      areaId: area,
      order: n,
      data: content(type, overrides),
      styles: styles(type),
      visibility: { mobile: true, tablet: true, desktop: true },
    };
  });
  // One child inside the tab container's first tab.
  const tabs = (components.find((c) => c.type === 'tab-container')?.data.tabs ?? []) as {
    id: string;
  }[];
  if (tabs[0]) {
    components.push({
      id: 'demo-tab-text',
      type: 'text',
      areaId: 'community',
      order: 0,
      data: content('text', {
        content: '<p>Care: keep away from direct sunlight; wipe with a dry cloth.</p>',
      }),
      styles: styles('text'),
      visibility: { mobile: true, tablet: true, desktop: true },
      ...{ tabId: tabs[0].id, parentId: 'demo-tab-container' },
    });
  }
  const wide = { templateColumns: ['2fr', '1fr'], templateRows: ['auto', 'auto', 'auto'] };
  const desktopAreas = {
    hero: { startCol: 0, endCol: 2, startRow: 0, endRow: 1 },
    product: { startCol: 0, endCol: 1, startRow: 1, endRow: 2 },
    details: { startCol: 1, endCol: 2, startRow: 1, endRow: 2 },
    community: { startCol: 0, endCol: 1, startRow: 2, endRow: 3 },
    more: { startCol: 1, endCol: 2, startRow: 2, endRow: 3 },
  };
  const areas = Object.entries(desktopAreas).map(([id, wideArea], row) => ({
    id,
    name: id.charAt(0).toUpperCase() + id.slice(1),
    startCol: 0,
    endCol: 1,
    startRow: row,
    endRow: row + 1,
    breakpoints: { tablet: wideArea, desktop: wideArea },
  }));
  return {
    version: 3,
    grid_config: {
      templateColumns: ['1fr'],
      templateRows: ['auto', 'auto', 'auto', 'auto', 'auto'],
      gap: '16px',
      padding: '16px',
      maxContentWidth: '1200px',
      areas,
      breakpoints: { tablet: wide, desktop: wide },
    },
    components,
    custom_css: '',
  };
}

export const demoComponentTypes = componentTypes;
