import { apiErrorMessage, isApiRequestError } from '../../client';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../../client/queryKeys';
import { layoutListQuery, layoutQuery } from '../../client/queries/layoutQueries';
import { loadLayoutComponents } from '../../components/lazyRegistry';
import { getComponentSchema, parseLayoutDocument } from '../../components/schemaRegistry';
import { takeCheckedLayout, type LayoutCheck } from '../../schema/layout/checkedLayout';
import { layoutRecord, type LayoutRecord } from '../../schema/entities/layoutRecord';
import type { LayoutDocument } from '../../schema/layout/document';
import { showToast } from '../../ui/toast/toastStore';
import { warnAboutCustomCss } from '../css/cssWarningStore';
import { editorStore } from '../store/editorStore';
import { historyMarker } from '../store/history';
import { editorClient } from './editorClient';
import { clearDraft, readDraft } from './localDraft';
import { editorQueryClient } from './editorQueries';
import {
  givenLayout,
  givenLayoutCheck,
  initialLayoutChoice,
  OPENING_LIST,
} from './openingRequests';
import { openLayoutStore } from './openLayoutStore';
import { resetSettingsSentence } from './resetSettings';
import { pageTemplates, templateDocument } from '../../schema/sections/pageTemplates';

/** A brand-new layout: one area, so there is somewhere to drop the first component. */
export function emptyDocument(): LayoutDocument {
  const parsed = parseLayoutDocument({
    version: 3,
    grid_config: {
      areas: [{ id: 'main', name: 'Main', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }],
    },
  });
  if (!parsed.ok) throw new Error('The empty layout does not parse');
  return parsed.layout;
}

function setUrl(layoutId: string | null) {
  const url = new URL(window.location.href);
  if (layoutId) url.searchParams.set('layout', layoutId);
  else url.searchParams.delete('layout');
  // Opening the layout the address already names leaves the history entry as it is: replacing
  // it tells the browser of a navigation that changed nothing.
  if (url.href !== window.location.href) window.history.replaceState(null, '', url);
}

function failed(title: string, error: unknown) {
  if (isApiRequestError(error) && (error.status === 401 || error.status === 403)) {
    openLayoutStore.setState({
      needsKey: true,
      status: 'error',
      loadErrorTitle: title,
      loadErrors: [{ path: '', message: apiErrorMessage(error) }],
    });
    return;
  }
  openLayoutStore.setState({
    status: 'error',
    loadErrorTitle: title,
    loadErrors: [{ path: '', message: apiErrorMessage(error) }],
  });
}

/** Long enough to read a few named settings: the notice is the only place they are named. */
const RESET_NOTICE_MS = 15_000;

/**
 * Puts a server record into the editor after parseLayout and the migrations. A document that
 * does not parse is NOT loaded: its errors are shown with their paths and nothing is saved
 * over the stored copy. With `check`, the record came with the page and the server parsed its
 * document already: its result is taken as it is.
 */
export async function applyRecord(
  record: LayoutRecord,
  { offerDraft = true, check }: { offerDraft?: boolean; check?: LayoutCheck } = {},
): Promise<boolean> {
  const parsed =
    (check && takeCheckedLayout(record.document, check, getComponentSchema)) ??
    parseLayoutDocument(record.document);
  if (!parsed.ok) {
    openLayoutStore.setState({
      status: 'error',
      loadErrorTitle: `The layout "${record.name}" could not be opened`,
      loadErrors: parsed.errors,
    });
    return false;
  }
  // The code of the types it uses first, so the canvas shows the whole layout at once. A type
  // whose code cannot be fetched still opens: its blocks say so, and its data is kept.
  await loadLayoutComponents(parsed.layout).catch((error: unknown) =>
    console.error('Vitrine: a block type could not be loaded', error),
  );
  // The id first: what watches the document (the local draft) sees the new layout's id with it.
  openLayoutStore.setState({ layoutId: record.id, revision: record.revision, name: record.name });
  editorStore.getState().loadDocument(parsed.layout);
  openLayoutStore.setState({
    status: 'ready',
    loadErrors: null,
    loadErrorTitle: null,
    componentErrors: parsed.componentErrors,
    publishedRevision: record.published_revision,
    lastSavedAt: record.updated_at,
    conflict: null,
    draftOffer: null,
    collectionId: record.collection_id,
  });
  setUrl(record.id);
  // Nothing the parse let go of is lost without a word: the stored copy still has it until a
  // save, so the owner is told what it was while it can still be set again.
  const resetSentence = resetSettingsSentence(parsed.layout.components, parsed.resetFields);
  if (parsed.migrated.length > 0) {
    const upgraded = `Updated to the current format (${parsed.migrated.join(', ')}). Save to keep it.`;
    showToast({
      title: 'Layout upgraded',
      description: resetSentence ? `${upgraded} ${resetSentence}` : upgraded,
      duration: resetSentence ? RESET_NOTICE_MS : undefined,
    });
  } else if (resetSentence) {
    showToast({
      title: 'Some settings were reset',
      description: resetSentence,
      duration: RESET_NOTICE_MS,
    });
  }
  if (offerDraft) {
    const draft = await readDraft(record.id);
    if (draft && JSON.stringify(draft.document) !== JSON.stringify(parsed.layout)) {
      openLayoutStore.setState({ draftOffer: draft });
    }
  }
  return true;
}

/**
 * Reads through the editor's query cache, taking an answer already there (the page entry's
 * early request, still on its way or arrived) once: the entry is then marked stale, so opening
 * again asks the server.
 */
async function readOnce<T, K extends QueryKey>(
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<T> {
  try {
    return await editorQueryClient.fetchQuery({ ...options, staleTime: Infinity });
  } finally {
    void editorQueryClient.invalidateQueries({
      queryKey: options.queryKey,
      exact: true,
      refetchType: 'none',
    });
  }
}

/** After a write: the layout's cached reads (list, record, versions) are asked again when next shown. */
function forgetLayoutReads(layoutId: string): void {
  for (const queryKey of [
    queryKeys.layouts(),
    queryKeys.layout(layoutId),
    queryKeys.layoutVersions(layoutId),
  ])
    void editorQueryClient.invalidateQueries({ queryKey, refetchType: 'none' });
}

export async function openLayout(id: string): Promise<boolean> {
  openLayoutStore.setState({ status: 'loading' });
  try {
    const record = await readOnce(layoutQuery(editorClient(), id));
    if (!record) {
      openLayoutStore.setState({
        status: 'error',
        loadErrorTitle: 'Layout not found',
        loadErrors: [{ path: '', message: `There is no layout with id "${id}".` }],
      });
      return false;
    }
    const check = givenLayoutCheck(record);
    const checked = layoutRecord.safeParse(record);
    if (!checked.success) {
      openLayoutStore.setState({
        status: 'error',
        loadErrorTitle: 'The server sent a malformed layout',
        loadErrors: checked.error.issues.map((i) => ({
          path: i.path.join('.'),
          message: i.message,
        })),
      });
      return false;
    }
    return applyRecord(checked.data, { check });
  } catch (error) {
    failed('The layout could not be loaded', error);
    return false;
  }
}

export async function fetchDemoDocument(): Promise<unknown> {
  const response = await fetch('/demo/layout.json');
  if (!response.ok)
    throw new Error(`The demo layout could not be fetched (HTTP ${response.status})`);
  return response.json();
}

function createFailed(error: unknown): false {
  showToast({
    title: 'Could not create the layout',
    description: apiErrorMessage(error),
    variant: 'destructive',
  });
  return false;
}

/** Where a new layout starts: an empty page, the demo, or one of the page templates (its id). */
export type LayoutStart = 'empty' | 'demo' | `template:${string}`;

function startDocument(from: LayoutStart): unknown {
  if (from === 'empty') return emptyDocument();
  const template = pageTemplates.find((t) => `template:${t.id}` === from);
  if (!template) throw new Error(`No page template "${from}"`);
  return templateDocument(template);
}

/** Creates a layout on the server (empty, from the demo or a page template) and opens it. */
export async function createLayout(name: string, from: LayoutStart): Promise<boolean> {
  let document: unknown;
  try {
    document = from === 'demo' ? await fetchDemoDocument() : startDocument(from);
  } catch (error) {
    return createFailed(error);
  }
  return createLayoutFrom(name, document);
}

/** Creates a layout on the server holding `document` and opens it. */
async function createLayoutFrom(name: string, document: unknown): Promise<boolean> {
  try {
    const parsed = parseLayoutDocument(document);
    if (!parsed.ok) throw new Error(parsed.errors.map((e) => `${e.path}: ${e.message}`).join('; '));
    const record = await editorClient().layouts.create({ name, document: parsed.layout });
    return await applyRecord(record, { offerDraft: false });
  } catch (error) {
    return createFailed(error);
  }
}

/** The opening of the layout the page was given, started before the editor first rendered. */
let openedBeforeMount: Promise<boolean> | null = null;

/**
 * Opens the layout the server gave the page with it (an editor address naming one), before the
 * editor first renders: resolves once it is open, or could not be, so the editor's first render
 * draws the canvas with the panels in one pass. Its record and its blocks' code are in the
 * page already, so this waits for no request. Without one given it starts nothing, and the
 * editor opens its layout once mounted (openAtMount).
 */
export function openGivenLayout(): Promise<void> {
  const requested = new URLSearchParams(window.location.search).get('layout');
  if (!requested || !givenLayout(requested)) return Promise.resolve();
  openedBeforeMount = openLayout(requested);
  // Open as soon as the status says so: the local draft it then looks for does not hold it.
  const settled = new Promise<void>((resolve) => {
    const unsubscribe = openLayoutStore.subscribe((state) => {
      if (state.status === 'loading') return;
      unsubscribe();
      resolve();
    });
  });
  return Promise.race([openedBeforeMount.then(() => undefined), settled]);
}

/** What the editor opens as it mounts: its first layout, unless it was opened before. */
export function openAtMount(): Promise<void> {
  return openedBeforeMount ? openedBeforeMount.then(() => undefined) : openInitialLayout();
}

/**
 * The layout to start with: ?layout=<id>, else the seeded demo layout (named "Demo…"), else
 * the most recently changed one, else a new layout from the demo.
 */
export async function openInitialLayout(): Promise<void> {
  const requested = new URLSearchParams(window.location.search).get('layout');
  if (requested) {
    await openLayout(requested);
    return;
  }
  openLayoutStore.setState({ status: 'loading' });
  try {
    const list = (await readOnce(layoutListQuery(editorClient(), OPENING_LIST)))?.data ?? [];
    const demo = initialLayoutChoice(list);
    if (demo) await openLayout(demo.id);
    else await createLayout('Demo layout', 'demo');
  } catch (error) {
    failed('The layouts could not be loaded', error);
  }
}

/** Saves the document with the revision it started from. A 409 opens the conflict choice. */
export async function save(): Promise<boolean> {
  const state = editorStore.getState();
  const session = openLayoutStore.getState();
  if (session.saving) return false;
  // No layout is open (it is loading, or it failed to open): nothing the owner sees to save,
  // and the stored document stays as it is.
  if (session.status !== 'ready') return false;
  if (!session.layoutId || session.revision === null) {
    return createLayoutFrom(session.name || 'Untitled layout', state.document);
  }
  openLayoutStore.setState({ saving: true });
  const document = state.document;
  const changeCount = state.changeCount;
  const savedAt = historyMarker(state.past);
  try {
    const record = await editorClient().layouts.save(session.layoutId, {
      document,
      revision: session.revision,
      ...(session.name ? { name: session.name } : {}),
    });
    forgetLayoutReads(record.id);
    // Edits made while the request was in flight stay unsaved (and in the local draft); a
    // rename made meanwhile stays the name shown and is saved next time.
    const stillDirty = editorStore.getState().changeCount !== changeCount;
    const renamedMeanwhile = openLayoutStore.getState().name !== session.name;
    openLayoutStore.setState({
      layoutId: record.id,
      revision: record.revision,
      ...(renamedMeanwhile ? {} : { name: record.name }),
      saving: false,
      lastSavedAt: record.updated_at,
      publishedRevision: record.published_revision,
    });
    editorStore.getState().markSaved({ dirty: stillDirty, savedAt });
    if (!stillDirty) await clearDraft(record.id);
    // Saved whatever the CSS holds (nothing is lost); its problems are named, not hidden.
    const cssNote = await warnAboutCustomCss('saved', document.custom_css, record.revision);
    showToast({
      title: 'Saved',
      description: cssNote
        ? `Version ${record.revision}. ${cssNote}`
        : `Version ${record.revision}`,
      variant: cssNote ? 'default' : 'success',
    });
    return true;
  } catch (error) {
    openLayoutStore.setState({ saving: false });
    if (isApiRequestError(error) && error.status === 409) {
      const current = layoutRecord.safeParse((error.body as { current?: unknown } | null)?.current);
      if (current.success) {
        openLayoutStore.setState({ conflict: current.data });
        return false;
      }
    }
    if (isApiRequestError(error) && (error.status === 401 || error.status === 403))
      openLayoutStore.setState({ needsKey: true });
    showToast({
      title: 'Not saved',
      description: `${apiErrorMessage(error)} Your changes are kept in this browser.`,
      variant: 'destructive',
    });
    return false;
  }
}

/** 409 choice: write mine over theirs (theirs stays in the version history). */
export async function overwriteTheirs(): Promise<void> {
  const conflict = openLayoutStore.getState().conflict;
  if (!conflict) return;
  // Mine is saved on top of their revision, under the name I gave it.
  openLayoutStore.setState({ layoutId: conflict.id, revision: conflict.revision, conflict: null });
  editorStore.getState().markSaved({ dirty: true });
  await save();
}

/** 409 choice: my version becomes a new layout, and the editor loads theirs. Nothing is lost. */
export async function keepBoth(): Promise<void> {
  const conflict = openLayoutStore.getState().conflict;
  if (!conflict) return;
  const mine = editorStore.getState();
  try {
    const name = `${(openLayoutStore.getState().name || conflict.name).slice(0, 90)} (my copy)`;
    // The copy shows the same collection's products as the layout it was edited from.
    const copy = await editorClient().layouts.create({
      name,
      document: mine.document,
      collection_id: conflict.collection_id,
    });
    await clearDraft(conflict.id);
    await applyRecord(conflict, { offerDraft: false });
    showToast({
      title: 'Both versions kept',
      description: `Yours was saved as "${copy.name}". Open it from "Open".`,
      variant: 'success',
    });
  } catch (error) {
    showToast({
      title: 'Could not save your copy',
      description: `${apiErrorMessage(error)} Nothing was changed.`,
      variant: 'destructive',
    });
  }
}

export async function publish(): Promise<void> {
  if (openLayoutStore.getState().status !== 'ready') return;
  if (editorStore.getState().dirty && !(await save())) return;
  const { layoutId, revision } = openLayoutStore.getState();
  if (!layoutId) return;
  openLayoutStore.setState({ publishing: true });
  try {
    const record = await editorClient().layouts.publish(layoutId, revision ?? undefined);
    forgetLayoutReads(layoutId);
    openLayoutStore.setState({ publishing: false, publishedRevision: record.published_revision });
    const cssNote = await warnAboutCustomCss(
      'published',
      editorStore.getState().document.custom_css,
      record.published_revision,
    );
    showToast({
      title: 'Published',
      description: `Visitors now see version ${record.published_revision}.${cssNote ? ` ${cssNote}` : ''}`,
      variant: cssNote ? 'default' : 'success',
    });
  } catch (error) {
    openLayoutStore.setState({ publishing: false });
    showToast({
      title: 'Not published',
      description: apiErrorMessage(error),
      variant: 'destructive',
    });
  }
}

/** Makes an old version the new draft and loads it. */
export async function restoreVersion(revision: number): Promise<void> {
  const { layoutId } = openLayoutStore.getState();
  if (!layoutId) return;
  try {
    const record = await editorClient().layouts.restore(layoutId, revision);
    forgetLayoutReads(layoutId);
    await applyRecord(record, { offerDraft: false });
    await clearDraft(layoutId);
    showToast({
      title: `Version ${revision} restored`,
      description: `It is now version ${record.revision}.`,
      variant: 'success',
    });
  } catch (error) {
    showToast({
      title: 'Could not restore',
      description: apiErrorMessage(error),
      variant: 'destructive',
    });
  }
}

/** Takes the offered local draft: its edits come back, unsaved, on top of the server revision. */
export function acceptDraft(): void {
  const draft = openLayoutStore.getState().draftOffer;
  if (!draft) return;
  const parsed = parseLayoutDocument(draft.document);
  if (!parsed.ok) {
    showToast({
      title: 'The local draft is damaged',
      description: parsed.errors[0]?.message ?? '',
      variant: 'destructive',
    });
    openLayoutStore.setState({ draftOffer: null });
    return;
  }
  // Saving goes through the revision check, so a draft older than the server copy meets the conflict choice.
  const { revision } = openLayoutStore.getState();
  openLayoutStore.setState({ revision: draft.revision ?? revision, draftOffer: null });
  editorStore.getState().loadDocument(parsed.layout, { dirty: true });
}

/**
 * Renames the layout. Not a document change (no undo step): the name goes with the next save,
 * so until then the layout has unsaved changes whatever undo does.
 */
export function renameLayout(name: string): void {
  const next = name.trim();
  if (!next || next === openLayoutStore.getState().name) return;
  openLayoutStore.setState({ name: next });
  editorStore.getState().markChanged();
}

export async function discardDraft(): Promise<void> {
  const draft = openLayoutStore.getState().draftOffer;
  openLayoutStore.setState({ draftOffer: null });
  if (draft) await clearDraft(draft.layoutId);
}
