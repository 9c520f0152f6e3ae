import type { SectionFragmentInput } from './sectionFragment';

/** A section that ships with the product: offered in every site's palette under "Sections". */
export interface StarterSection {
  /** Stable across releases: page templates name their sections by it. */
  id: string;
  name: string;
  description: string;
  fragment: SectionFragmentInput;
}

const text = (id: string, content: string, styles: Record<string, unknown> = {}) => ({
  id,
  type: 'text',
  areaId: 'section',
  data: { content },
  styles,
});

const centred = { body: { align: 'center' }, h1: { align: 'center' }, h2: { align: 'center' } };

/**
 * The starter library: the parts a product page is made of, each a whole grid area with its
 * components, filled with words an owner replaces rather than with empty blocks.
 */
export const starterSections: readonly StarterSection[] = [
  {
    id: 'hero',
    name: 'Hero',
    description: 'A big title, a sentence and a button',
    fragment: {
      area: { name: 'Hero' },
      components: [
        text(
          'hero-title',
          '<h1>Made to be kept</h1><p>Each piece is numbered and registered to its owner. Tap it to see its story.</p>',
          centred,
        ),
        {
          id: 'hero-button',
          type: 'button',
          areaId: 'section',
          data: { text: 'Register yours', variant: 'primary' },
        },
      ],
    },
  },
  {
    id: 'product-details',
    name: 'Product details',
    description: 'Pictures, the product card and its specifications',
    fragment: {
      area: { name: 'Product details' },
      components: [
        { id: 'details-media', type: 'product-media', areaId: 'section' },
        { id: 'details-card', type: 'product-card', areaId: 'section' },
        {
          id: 'details-specs',
          type: 'product-attributes',
          areaId: 'section',
          data: { title: 'Specifications' },
        },
      ],
    },
  },
  {
    id: 'story',
    name: 'Story',
    description: 'A picture beside the story of how it was made',
    fragment: {
      area: { name: 'Story' },
      components: [
        {
          id: 'story-image',
          type: 'image',
          areaId: 'section',
          data: { source: 'url', src: '', alt: 'The workshop' },
        },
        text(
          'story-text',
          '<h2>Our story</h2><p>Tell your customers where it comes from, who made it and why it lasts.</p>',
        ),
      ],
    },
  },
  {
    id: 'feed',
    name: 'Feed',
    description: 'Owners’ posts and photos, and yours',
    fragment: {
      area: { name: 'Feed' },
      components: [
        text('feed-title', '<h2>From the owners</h2>', centred),
        { id: 'feed-posts', type: 'activity-feed', areaId: 'section' },
      ],
    },
  },
  {
    id: 'faq',
    name: 'FAQ',
    description: 'Questions owners ask, with their answers',
    fragment: {
      area: { name: 'FAQ' },
      components: [
        text(
          'faq-text',
          '<h2>Questions</h2>' +
            '<h3>How do I register my product?</h3><p>Tap it with your phone and follow the steps: it takes a minute.</p>' +
            '<h3>Can I give it to someone else?</h3><p>Yes. Its registration can be transferred to the new owner.</p>' +
            '<h3>What if I lose it?</h3><p>Write to us with its number and we will help.</p>',
        ),
      ],
    },
  },
  {
    id: 'footer',
    name: 'Footer',
    description: 'A line, links and share buttons',
    fragment: {
      area: { name: 'Footer' },
      components: [
        { id: 'footer-line', type: 'separator', areaId: 'section' },
        {
          id: 'footer-links',
          type: 'links',
          areaId: 'section',
          data: {
            title: '',
            links: [
              { id: 'site', type: 'custom', url: 'https://example.com', text: 'Our shop' },
              { id: 'contact', type: 'custom', url: 'mailto:hello@example.com', text: 'Contact' },
            ],
          },
          styles: { layout: 'row' },
        },
        { id: 'footer-share', type: 'share', areaId: 'section' },
      ],
    },
  },
];

export function starterSection(id: string): StarterSection | undefined {
  return starterSections.find((section) => section.id === id);
}
