import { createContext, useContext, type ComponentType } from 'react';
import type { MessageKey } from '../i18n/i18n';

/** What a live-only block shows on a standalone page in place of itself: its sentence. */
export type LiveOnlyNoticeComponent = ComponentType<{ type: string; message: MessageKey }>;

/**
 * On a page exported to stand alone (a folder or one file opened from disk or any static host)
 * there is no API behind it, so blocks that read or write through the API show a plain sentence
 * saying they work on the live page, instead of a form that would fail or a spinner. The
 * context holds the component that shows it there (standalone.tsx), and nothing elsewhere, so
 * the renderer itself carries neither it nor the texts it reads.
 */
export const StandaloneContext = createContext<LiveOnlyNoticeComponent | null>(null);

/** The live-only notice on a standalone page; null everywhere else. */
export function useStandaloneNotice(): LiveOnlyNoticeComponent | null {
  return useContext(StandaloneContext);
}

/** The types that need the API, and what each says on a standalone page. */
const LIVE_ONLY_MESSAGES: Readonly<Record<string, MessageKey>> = {
  registration: 'standalone.registration',
  'activity-feed': 'standalone.feed',
  'product-card': 'standalone.product',
  'product-attributes': 'standalone.product',
  'product-media': 'standalone.product',
};

/** The message a type shows on a standalone page in place of itself; undefined when it works there. */
export function liveOnlyMessage(type: string): MessageKey | undefined {
  return Object.hasOwn(LIVE_ONLY_MESSAGES, type) ? LIVE_ONLY_MESSAGES[type] : undefined;
}
