import type { Collection } from '../../schema/entities/collection';
import type { User } from '../../schema/entities/user';

export interface TitleValues {
  collection: Pick<Collection, 'name' | 'product_name_template'>;
  tokenId?: string | null;
  user?: Pick<User, 'email' | 'metadata'> | null;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * foundation.md "Title placeholders": {{tokenId}}, {{collection}}, {{email}}, {{firstName}},
 * {{lastName}} are filled from the page; if any placeholder remains or the result is empty,
 * the collection name is used.
 */
export function productTitle({ collection, tokenId, user }: TitleValues): string {
  const template = collection.product_name_template?.trim();
  if (!template) return collection.name;
  const values: Record<string, string | null | undefined> = {
    tokenId,
    collection: collection.name,
    email: user?.email,
    firstName: user?.metadata?.firstName,
    lastName: user?.metadata?.lastName,
  };
  let unresolved = false;
  const title = template
    .replace(PLACEHOLDER, (match, name: string) => {
      const value = values[name];
      if (value === null || value === undefined || String(value).trim() === '') {
        unresolved = true;
        return match;
      }
      return String(value);
    })
    .trim();
  return unresolved || title === '' ? collection.name : title;
}
