import { del, get, set } from 'idb-keyval';
import type { LayoutDocument } from '../../schema/layout/document';

/** An unsaved document kept in IndexedDB, offered back after a crash or reload. */
export interface LocalDraft {
  layoutId: string | null;
  /** The server revision the draft's edits started from. */
  revision: number | null;
  layoutName: string;
  document: LayoutDocument;
  savedAt: string;
}

export function draftKey(layoutId: string | null): string {
  return `vitrine-editor-draft:${layoutId ?? 'unsaved'}`;
}

export async function readDraft(layoutId: string | null): Promise<LocalDraft | null> {
  try {
    return ((await get(draftKey(layoutId))) as LocalDraft | undefined) ?? null;
  } catch {
    return null;
  }
}

export async function writeDraft(draft: LocalDraft): Promise<void> {
  try {
    await set(draftKey(draft.layoutId), draft);
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
