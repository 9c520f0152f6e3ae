/**
 * Title placeholders (foundation.md): {{tokenId}}, {{collection}}, {{email}}, {{firstName}},
 * {{lastName}}. If any placeholder remains, or the result is empty, the collection name is used.
 * React-free, for any title built from page data.
 */
export interface PlaceholderContext {
  collection?: { name: string } | null;
  tokenId?: string | null;
  user?: {
    email?: string | null;
    metadata?: { firstName?: string | null; lastName?: string | null };
  } | null;
}

export const TITLE_PLACEHOLDERS = [
  'tokenId',
  'collection',
  'email',
  'firstName',
  'lastName',
] as const;

function placeholderValues(context: PlaceholderContext): Record<string, string | null | undefined> {
  return {
    tokenId: context.tokenId,
    collection: context.collection?.name,
    email: context.user?.email,
    firstName: context.user?.metadata?.firstName,
    lastName: context.user?.metadata?.lastName,
  };
}

/** Fills the known placeholders that have a value; leaves the others in place. */
export function replacePlaceholders(template: string, context: PlaceholderContext): string {
  const values = placeholderValues(context);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === null || value === undefined || value === '' ? match : value;
  });
}

/** The title to show: placeholders filled, or the collection name when any remains or it is empty. */
export function fillTitle(
  template: string | null | undefined,
  context: PlaceholderContext,
): string {
  const filled = replacePlaceholders(template ?? '', context).trim();
  if (filled === '' || /\{\{.*?\}\}/.test(filled)) return context.collection?.name ?? '';
  return filled;
}
