import { componentSchemas } from '../../src/components/schemaRegistry';
import { componentTypes, type ComponentType } from '../../src/schema/componentTypes';

/**
 * The demo's published layout: every component type that can show real content from the seed,
 * with a few friendly overrides (each falls back to the plain defaults if the type's schema
 * refuses it). The blocks that need outside media (video, embed, iframe) sit in a showcase
 * layout for the editor instead, so the public demo shows no builder empty state. The demo's
 * plain image is a small square in the hero, not a strip cropped across the page.
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

type Placement = {
  type: ComponentType;
  area: string;
  overrides?: Record<string, unknown>;
  /** Style values over the type's defaults, read by its style schema. */
  style?: Record<string, unknown>;
};

/**
 * The demo's carousel dots: 12 px dots 12 px apart, so each dot's 24 px hit area (the dot and
 * its padding) touches the next without overlapping it: the minimum target size of WCAG (axe's
 * target-size rule), which the spec's smaller default dots do not reach.
 */
const DEMO_DOTS = { size: 12, gap: 12 };

const placements: Placement[] = [
  {
    type: 'text',
    area: 'hero',
    overrides: {
      content:
        '<h1>Vitrine demo collection</h1><p>Twelve numbered pieces, each with its own tag. Tap yours to register it and share its story.</p>',
    },
  },
  // A thumbnail of the piece between the title and its button: a fixed square, not a strip
  // cropped across the whole width.
  {
    type: 'image',
    area: 'hero',
    overrides: { src: '/uploads/seed-product-front.600x600.png', alt: 'The demo product, front' },
    style: { image: { align: 'left', width: 160, height: 160, borderRadius: 8 } },
  },
  { type: 'button', area: 'hero', overrides: { text: 'See the collection', link: '/c/demo' } },
  { type: 'product-media', area: 'product', style: { indicators: DEMO_DOTS } },
  { type: 'product-card', area: 'product' },
  {
    type: 'registration',
    area: 'product',
    // The block's own consents, the same as the collection's registration settings (which the
    // form also lays over it): the server requires the 'terms' consent.
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
  {
    type: 'links',
    area: 'details',
    overrides: {
      title: 'Find the maker',
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
  { type: 'activity-feed', area: 'community' },
  {
    type: 'tab-container',
    area: 'community',
    overrides: {
      tabs: [
        { id: 'care', label: 'Care', visibility: { mobile: true, tablet: true, desktop: true } },
        { id: 'story', label: 'Story', visibility: { mobile: true, tablet: true, desktop: true } },
      ],
    },
  },
  {
    type: 'carousel',
    area: 'more',
    overrides: {
      images: [
        { src: '/uploads/seed-product-back.600x600.png', alt: 'Back' },
        { src: '/uploads/seed-product-detail.600x600.png', alt: 'Detail' },
        { src: '/uploads/seed-product-box.600x600.png', alt: 'Box' },
      ],
    },
    style: { indicators: DEMO_DOTS },
  },
  {
    type: 'block-grid',
    area: 'community',
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
                url: '/uploads/seed-product-detail.600x600.png',
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
  // A chime made at seed time (server/seed/chime.ts).
  { type: 'audio', area: 'more', overrides: { type: 'upload', src: '/uploads/seed-chime.wav' } },
  { type: 'separator', area: 'more' },
];

/** The blocks whose content lives elsewhere (a video file, a provider, a page): the editor's showcase. */
const showcasePlacements: Placement[] = [
  {
    type: 'text',
    area: 'hero',
    overrides: {
      content:
        '<h1>Every block</h1><p>The blocks that show media from elsewhere. Give each a source to see it.</p>',
    },
  },
  {
    type: 'image',
    area: 'product',
    overrides: { src: '/uploads/seed-product-front.600x600.png', alt: 'The demo product, front' },
  },
  { type: 'video', area: 'product' },
  { type: 'embed', area: 'product' },
  { type: 'iframe', area: 'details' },
];

/**
 * The demo's colours: the spec's default theme with a primary, destructive and success dark
 * enough for white text at WCAG AA (4.5:1), and their dark-mode pairs. The schema's default
 * primary (#3b82f6) stays the default for new layouts.
 */
const demoTheme = {
  mode: 'light',
  colors: {
    supports_dark_mode: true,
    light: {
      primary: '#1d4ed8',
      primary_foreground: '#ffffff',
      destructive: '#b91c1c',
      destructive_foreground: '#ffffff',
      success: '#15803d',
      success_foreground: '#ffffff',
    },
    dark: {
      primary: '#93c5fd',
      primary_foreground: '#0b1120',
      destructive: '#fca5a5',
      destructive_foreground: '#0b1120',
      success: '#86efac',
      success_foreground: '#052e16',
    },
  },
};

function buildComponents(list: Placement[]) {
  const order = new Map<string, number>();
  return list.map(({ type, area, overrides, style }) => {
    const n = order.get(area) ?? 0;
    order.set(area, n + 1);
    return {
      id: `demo-${type}`,
      type,
      areaId: area,
      order: n,
      data: content(type, overrides),
      styles: style ? componentSchemas[type].style.parse(style) : styles(type),
      visibility: { mobile: true, tablet: true, desktop: true },
    };
  });
}

export function demoLayoutDocument() {
  const components: ReturnType<typeof buildComponents>[number][] = buildComponents(placements);
  // One child inside each of the tab container's tabs.
  const tabs = (components.find((c) => c.type === 'tab-container')?.data.tabs ?? []) as {
    id: string;
  }[];
  const tabTexts = [
    '<p>Keep away from direct sunlight; wipe with a dry cloth.</p>',
    '<p>Spun, brushed and numbered by hand in a run of twelve.</p>',
  ];
  tabs.forEach((tab, index) => {
    const text = tabTexts[index];
    if (!text) return;
    components.push({
      id: `demo-tab-text-${tab.id}`,
      type: 'text',
      areaId: 'community',
      order: 0,
      data: content('text', { content: text }),
      styles: styles('text'),
      visibility: { mobile: true, tablet: true, desktop: true },
      ...{ tabId: tab.id, parentId: 'demo-tab-container' },
    });
  });
  return { ...gridDocument(components), theme: demoTheme };
}

/** The showcase layout (not published): the blocks the public demo leaves out. */
export function showcaseLayoutDocument() {
  return { ...gridDocument(buildComponents(showcasePlacements)), theme: demoTheme };
}

function gridDocument(components: ReturnType<typeof buildComponents>) {
  // Two columns from tablet up: the product and its community on the left, its details and
  // more images on the right. The left column stays within the activity feed's 668 px, so the
  // feed fills it and lines up with the blocks above and below it.
  const wide = { templateColumns: ['3fr', '2fr'], templateRows: ['auto', 'auto', 'auto'] };
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
      maxContentWidth: '1080px',
      areas,
      breakpoints: { tablet: wide, desktop: wide },
    },
    components,
    custom_css: '',
  };
}

export const demoComponentTypes = componentTypes;
