import { del, get, set } from 'idb-keyval';
import type { LayoutDocument } from '../../schema/layout/document';
import { isRecord } from '../../schema/isRecord';
import { documentFromParts, documentParts } from './documentJson';

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
 * A draft as stored: its document as JSON texts (documentJson.ts) — its components' and the
 * rest's — which IndexedDB copies as strings. Drafts earlier editors stored hold the document
 * as one text, or the document itself; all are read.
 */
type StoredDraft = Omit<LocalDraft, 'document'> & {
  documentShell: string;
  componentsJson: readonly string[];
};

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
    const { documentShell, componentsJson, documentJson, ...rest } = stored;
    let document: unknown = stored.document;
    if (
      typeof documentShell === 'string' &&
      Array.isArray(componentsJson) &&
      componentsJson.every((text) => typeof text === 'string')
    )
      document = documentFromParts(documentShell, componentsJson);
    else if (typeof documentJson === 'string') document = JSON.parse(documentJson);
    return isRecord(document)
      ? ({ ...rest, document: document as unknown as LayoutDocument } as LocalDraft)
      : null;
  } catch {
    return null;
  }
}

export async function writeDraft(draft: LocalDraft): Promise<void> {
  try {
    const { document, ...rest } = draft;
    const { shell, components } = documentParts(document);
    const stored: StoredDraft = { ...rest, documentShell: shell, componentsJson: components };
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
