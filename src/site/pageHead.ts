import { escapeHtml } from '../schema/escapeHtml';
import type { Collection, CollectionDetail } from '../schema/entities/collection';
import { scriptSafeJson } from '../renderer/scriptSafeJson';
import { metaDescription, pageTitle } from './pageMeta';
import { collectionPath } from './routes';

/**
 * What a visitor page says about itself to search engines and link previews: title,
 * description, canonical address, Open Graph and Twitter card, and for a token page a
 * schema.org Product. React-free: the server writes it into the page's head.
 */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute; absent for pages that are not to be indexed under another address. */
  canonical: string | null;
  /** Absolute URL of the item's picture. */
  image: string | null;
  jsonLd: Record<string, unknown> | null;
  /** A page that answers 404 asks not to be indexed. */
  noindex: boolean;
}

/** An address on the site (a path or an absolute URL) made absolute against the public URL. */
export function absoluteUrl(publicUrl: string, href: string | null | undefined): string | null {
  if (!href) return null;
  try {
    const url = new URL(href, `${publicUrl}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const CURRENCY_SYMBOLS: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY' };

/**
 * The price of an item: an attribute labelled "price" whose value reads as an amount (its
 * currency from a symbol or a three-letter code), else the collection's retail price, which the
 * product card shows in US dollars.
 */
export function productPrice(
  collection: Collection,
): { price: string; currency: string | null } | null {
  for (const attribute of collection.attributes) {
    if (!/price/i.test(attribute.label) || !attribute.value) continue;
    const amount = /(\d+(?:[.,]\d{1,2})?)/.exec(attribute.value.replace(/[\s,](?=\d{3}\b)/g, ''));
    if (!amount?.[1]) continue;
    const code = /\b([A-Z]{3})\b/.exec(attribute.value)?.[1];
    const symbol = Object.keys(CURRENCY_SYMBOLS).find((s) => attribute.value?.includes(s));
    return {
      price: Number(amount[1].replace(',', '.')).toFixed(2),
      currency: code ?? (symbol ? CURRENCY_SYMBOLS[symbol]! : null),
    };
  }
  const retail = collection.retail_settings?.price;
  return typeof retail === 'number' ? { price: retail.toFixed(2), currency: 'USD' } : null;
}

/** The head of a collection or token page, from the data the page renders. */
export function collectionPageHead(options: {
  publicUrl: string;
  collection: Collection;
  token: CollectionDetail['token'] | null;
  tokenId: string | null;
}): PageHead {
  const { publicUrl, collection, token, tokenId } = options;
  const title = pageTitle(collection, tokenId, null);
  const description = metaDescription(collection.description);
  const canonical = absoluteUrl(publicUrl, collectionPath(collection.slug, tokenId));
  const image = absoluteUrl(publicUrl, collection.image);
  let jsonLd: Record<string, unknown> | null = null;
  if (tokenId && token) {
    const price = productPrice(collection);
    jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: title,
      ...(description ? { description } : {}),
      ...(image ? { image } : {}),
      sku: tokenId,
      ...(collection.registrant
        ? { brand: { '@type': 'Brand', name: collection.registrant } }
        : {}),
      ...(canonical ? { url: canonical } : {}),
      ...(price
        ? {
            offers: {
              '@type': 'Offer',
              price: price.price,
              ...(price.currency ? { priceCurrency: price.currency } : {}),
              ...(canonical ? { url: canonical } : {}),
            },
          }
        : {}),
    };
  }
  return { title, description, canonical, image, jsonLd, noindex: false };
}

/** The head tags of a page, escaped; JSON-LD safe inside its script element. */
export function headTags(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  const meta = (attribute: 'name' | 'property', key: string, value: string | null) => {
    if (value) tags.push(`<meta ${attribute}="${key}" content="${escapeHtml(value)}">`);
  };
  meta('name', 'description', head.description);
  if (head.noindex) meta('name', 'robots', 'noindex');
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  meta('property', 'og:type', 'website');
  meta('property', 'og:title', head.title);
  meta('property', 'og:description', head.description);
  meta('property', 'og:url', head.canonical);
  meta('property', 'og:image', head.image);
  meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary');
  meta('name', 'twitter:title', head.title);
  meta('name', 'twitter:description', head.description);
  meta('name', 'twitter:image', head.image);
  if (head.jsonLd)
    tags.push(`<script type="application/ld+json">${scriptSafeJson(head.jsonLd)}</script>`);
  return tags.join('\n');
}
