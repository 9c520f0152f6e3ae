import { del, get, set } from 'idb-keyval';
import type { LayoutDocument } from '../../schema/layout/document';
import { isRecord } from '../../schema/isRecord';
import { documentJson } from './documentJson';

/** An unsaved document kept in IndexedDB, offered back after a crash or reload. */
export interface LocalDraft {
  layoutId: string | null;
  /** The server revision the draft's edits started from. */
  revision: number | null;
  layoutName: string;
  document: LayoutDocument;
  savedAt: string;
}

/**
 * A draft as stored: its document as JSON text (documentJson.ts), which IndexedDB copies as
 * one string. A draft an earlier editor stored holds the document itself; both are read.
 */
type StoredDraft = Omit<LocalDraft, 'document'> & { documentJson: string };

export function draftKey(layoutId: string | null): string {
  return `vitrine-editor-draft:${layoutId ?? 'unsaved'}`;
}

/**
 * The draft kept for `layoutId`, or null — also for one whose text cannot be read back: the
 * session parses what it is given, and a draft that is not a document is no draft.
 */
export async function readDraft(layoutId: string | null): Promise<LocalDraft | null> {
  try {
    const stored: unknown = await get(draftKey(layoutId));
    if (!isRecord(stored)) return null;
    if (typeof stored.documentJson !== 'string') {
      return isRecord(stored.document) ? (stored as unknown as LocalDraft) : null;
    }
    const { documentJson: text, ...rest } = stored as unknown as StoredDraft;
    const document: unknown = JSON.parse(text);
    return isRecord(document) ? { ...rest, document: document as unknown as LayoutDocument } : null;
  } catch {
    return null;
  }
}

export async function writeDraft(draft: LocalDraft): Promise<void> {
  try {
    const { document, ...rest } = draft;
    const stored: StoredDraft = { ...rest, documentJson: documentJson(document) };
    await set(draftKey(draft.layoutId), stored);
  } catch {
    // No IndexedDB (private mode, quota): the server copy and the dirty guard still protect work.
  }
}

export async function clearDraft(layoutId: string | null): Promise<void> {
  try {
    await del(draftKey(layoutId));
  } catch {
    // See writeDraft.
  }
}
