import { createContext, useContext } from 'react';
import type { Collection } from '../schema/entities/collection';
import type { User } from '../schema/entities/user';

/**
 * What a page knows beyond its layout: the collection (and token, on an item page), the
 * signed-in user, the query parameters. The visitor page fills it from the API; the editor
 * from the collection being edited. Product blocks read it.
 */
export interface PageContextValue {
  collection?: Collection | null;
  /** The token's number within the collection, on an item page. */
  tokenId?: string | null;
  /**
   * What the server said of that token when the page was read: registered (to anyone) or not.
   * Lets the page know the item's state before any form is shown; absent when not known.
   */
  token?: { registered: boolean; registered_at: string | null } | null;
  /** The short URL code of the tapped token ('code' query parameter). */
  shortUrl?: string | null;
  /** True when the page was opened with the 'register' query parameter. */
  register?: boolean;
  user?: User | null;
  /** The site's domain, for session calls. */
  domain?: string;
}

export const PageContext = createContext<PageContextValue>({});

export function usePageContext(): PageContextValue {
  return useContext(PageContext);
}
