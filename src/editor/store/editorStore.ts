import { applyPatches, enablePatches, produceWithPatches, setAutoFreeze, type Draft } from 'immer';
import { createStore } from 'zustand/vanilla';
import { useStoreWithEqualityFn } from 'zustand/traditional';
import { shallow } from 'zustand/shallow';
import type { BreakpointName } from '../../schema/breakpoints';
import type { Area } from '../../schema/layout/area';
import type { LayoutComponent } from '../../schema/layout/component';
import type { LayoutDocument } from '../../schema/layout/document';
import type { ComponentVisibility } from '../../schema/visibility';
import type { Theme } from '../../schema/theme/theme';
import { addArea as addAreaAction } from './actions/addArea';
import { addComponent as addComponentAction } from './actions/addComponent';
import { clearOverride as clearOverrideAction } from './actions/clearOverride';
import { duplicateComponent as duplicateAction } from './actions/duplicateComponent';
import { duplicateComponents as duplicateManyAction } from './actions/duplicateComponents';
import { moveComponent as moveAction } from './actions/moveComponent';
import { moveComponentsBy as moveManyAction } from './actions/moveComponentsBy';
import { moveComponentsTo as moveManyToAction } from './actions/moveComponentsTo';
import { placeArea as placeAreaAction, type AreaPlacement } from './actions/placeArea';
import { setGridSettingsAt as setGridAtAction } from './actions/setGridSettingsAt';
import { pasteComponents as pasteAction } from './actions/pasteComponents';
import {
  insertSection as insertSectionAction,
  type InsertableSection,
} from './actions/insertSection';
import { removeArea as removeAreaAction } from './actions/removeArea';
import { removeComponent as removeAction } from './actions/removeComponent';
import { removeComponents as removeManyAction } from './actions/removeComponents';
import { renameComponent as renameAction } from './actions/renameComponent';
import { setAreaVisibility as setAreaVisibilityAction } from './actions/setAreaVisibility';
import { setCustomCss as setCustomCssAction } from './actions/setCustomCss';
import {
  setGridSettings as setGridAction,
  type GridSettingsPatch,
} from './actions/setGridSettings';
import { setOverride as setOverrideAction, type OverridePatch } from './actions/setOverride';
import { setTheme as setThemeAction } from './actions/setTheme';
import { findComponent, slotChildren } from './actions/tree';
import { updateArea as updateAreaAction, type AreaPatch } from './actions/updateArea';
import { updateComponentData as updateDataAction } from './actions/updateComponentData';
import { updateComponentStyles as updateStylesAction } from './actions/updateComponentStyles';
import { updateComponentVisibility as updateVisibilityAction } from './actions/updateComponentVisibility';
import { historyMarker, record, UNSAVED, type HistoryEntry, type HistoryMarker } from './history';
import { newId } from './ids';
import {
  NO_GROUP,
  selectionOf,
  selectionRoots,
  toggleInSelection,
  validGroup,
} from './multiSelection';
import type { Device, DocumentMeta, OverrideTarget, Selection, Slot, ThemeMode } from './types';

enablePatches();
/*
 * Frozen results catch a mutation of the document outside an action, so development and the
 * tests freeze every result. The production build does not (immer's own default before v8):
 * freezing walks the changed component list — 1,000 items on the benchmark layout — after every
 * keystroke, and a document loaded through parseLayout is frozen whole anyway.
 */
setAutoFreeze(import.meta.env.DEV);

export interface EditorState {
  document: LayoutDocument;
  selection: Selection;
  /** Every selected component when two or more are (multiSelection.ts); else empty. */
  group: readonly string[];
  /**
   * A saved version shown on the canvas instead of the draft, read only: while it is set, no
   * change reaches the document and nothing can be selected.
   */
  preview: VersionPreview | null;
  device: Device;
  /** The breakpoint the canvas shows when the device is 'fit' (set by the canvas). */
  fitBreakpoint: BreakpointName;
  themeMode: ThemeMode;
  /** Changes not yet saved to the server: the history stands elsewhere than at the save. */
  dirty: boolean;
  /** The history position of the last saved (or loaded) document. */
  savedAt: HistoryMarker;
  /** Bumped on every document change (edits, undo, redo, load): drafts and autosave watch it. */
  changeCount: number;
  past: HistoryEntry[];
  future: HistoryEntry[];
  canUndo: boolean;
  canRedo: boolean;
}

export interface VersionPreview {
  revision: number;
  document: LayoutDocument;
}

export interface EditorActions {
  /** Adds a component with its type's defaults and selects it. Returns its id. */
  addComponent: (type: string, slot: Slot, index?: number) => string;
  moveComponent: (id: string, slot: Slot, index: number) => void;
  removeComponent: (id: string) => void;
  /** Copies a component (and what its tabs hold) right after itself and selects the copy. */
  duplicateComponent: (id: string) => string;
  updateComponentData: (id: string, data: Record<string, unknown>, coalesceKey?: string) => void;
  updateComponentStyles: (
    id: string,
    styles: Record<string, unknown>,
    coalesceKey?: string,
  ) => void;
  updateComponentVisibility: (
    id: string,
    visibility: Partial<ComponentVisibility>,
    coalesceKey?: string,
  ) => void;
  renameComponent: (id: string, name: string) => void;
  /**
   * Pastes copied components with new ids: after the selected component, at the end of the
   * selected area, else into their own area when it exists, else the first area. `slot`
   * overrides the target. Returns the new root ids.
   */
  pasteComponents: (
    components: readonly LayoutComponent[],
    slot?: Slot,
    index?: number,
  ) => string[];
  /**
   * Inserts a saved or starter section as one undo step, every id new: into a slot like a
   * paste, or as a new full-width area row ('new-area'). Selects the new area, else the first
   * inserted component.
   */
  insertSection: (
    section: InsertableSection,
    target: { slot: Slot; index?: number } | 'new-area',
  ) => { areaId: string | null; rootIds: string[] };
  /** Adds an area (a new full-width row by default), selects it and returns its id. */
  addArea: (area?: Partial<Area>) => string;
  updateArea: (id: string, patch: AreaPatch, coalesceKey?: string) => void;
  removeArea: (id: string) => void;
  /** Moves/resizes an area as seen on `breakpoint` (base on mobile, an override on tablet/desktop). */
  placeArea: (
    id: string,
    breakpoint: BreakpointName,
    patch: AreaPlacement,
    coalesceKey?: string,
  ) => void;
  /** Grid settings as edited while previewing `breakpoint` (base on mobile, else an override). */
  setGridSettingsAt: (
    breakpoint: BreakpointName,
    patch: GridSettingsPatch,
    coalesceKey?: string,
  ) => void;
  setGridSettings: (patch: GridSettingsPatch, coalesceKey?: string) => void;
  setOverride: (
    breakpoint: BreakpointName,
    target: OverrideTarget,
    patch: OverridePatch,
    coalesceKey?: string,
  ) => void;
  clearOverride: (breakpoint: BreakpointName, target: OverrideTarget, key?: string) => void;
  /** Shows or hides an area on one device only (pins the other devices). */
  setAreaVisibility: (id: string, breakpoint: BreakpointName, visible: boolean) => void;
  setCustomCss: (css: string, coalesceKey?: string) => void;
  setTheme: (theme: Theme | undefined, coalesceKey?: string) => void;
  setThemeMode: (mode: ThemeMode) => void;
  select: (selection: Selection) => void;
  /** Shift-click: adds a component to the selection, or takes it out when it is in. */
  toggleSelect: (id: string) => void;
  /** Selects these components (a group when two or more). */
  selectComponents: (ids: readonly string[]) => void;
  /** Deletes every selected component as one undo step. */
  removeSelected: () => void;
  /** Copies every selected component right after itself, as one step; selects the copies. */
  duplicateSelected: () => string[];
  /** Moves every selected component one place up or down among its siblings, as one step. */
  moveSelected: (delta: -1 | 1) => void;
  /**
   * A drag's drop: the dragged component moves to `slot` at `index` (as `moveComponent`), and
   * when it is part of the selected group the whole group moves with it, side by side in
   * reading order — one undo step either way.
   */
  moveDragged: (draggedId: string, slot: Slot, index: number) => void;
  /** Shows a saved version on the canvas, read only, until endPreview. */
  startPreview: (preview: VersionPreview) => void;
  endPreview: () => void;
  /** Selects the parent of the selection: tab container, then area, then the page. */
  selectParent: () => void;
  setDevice: (device: Device) => void;
  setFitBreakpoint: (breakpoint: BreakpointName) => void;
  undo: () => void;
  redo: () => void;
  /** Replaces the document (a load, a new layout, a recovered draft): history starts over. */
  loadDocument: (document: LayoutDocument, meta?: DocumentMeta) => void;
  /** After a successful save: nothing left unsaved, unless edits came while it was sent. */
  markSaved: (meta?: DocumentMeta) => void;
  /**
   * Something saved with the document changed outside its history (the layout's name, held by
   * the open-layout store): no undo step, and unsaved until the next save whatever undo does.
   */
  markChanged: () => void;
}

export type EditorStore = EditorState & EditorActions;

const emptyDocument: LayoutDocument = { version: 3, components: [], custom_css: '' };

const makeId = (prefix: string, taken: ReadonlySet<string>) => newId(prefix, taken);

function idsOf(doc: LayoutDocument): Set<string> {
  const ids = new Set(doc.components.map((c) => c.id));
  for (const area of doc.grid_config?.areas ?? []) ids.add(area.id);
  return ids;
}

/** Keeps the selection pointing at something that exists after a change, undo or redo. */
function validSelection(doc: LayoutDocument, selection: Selection): Selection {
  if (!selection) return null;
  if (selection.kind === 'component') return findComponent(doc, selection.id) ? selection : null;
  return doc.grid_config?.areas.some((a) => a.id === selection.id) ? selection : null;
}

/**
 * The selection after an undo or redo: the step's own (what was selected when it was made, or
 * what it left selected) when that still exists, else the current one if it does.
 */
function restoredSelection(
  doc: LayoutDocument,
  recorded: Selection | undefined,
  current: Selection,
): Selection {
  const restored = recorded === undefined ? null : validSelection(doc, recorded);
  return restored ?? validSelection(doc, current);
}

/** The selection (and group) after an undo or redo, as restoredSelection picks it. */
function restoredGroup(
  doc: LayoutDocument,
  recorded: Selection | undefined,
  recordedGroup: readonly string[] | undefined,
  current: { selection: Selection; group: readonly string[] },
): { selection: Selection; group: readonly string[] } {
  const selection = restoredSelection(doc, recorded, current.selection);
  if (!selection) return { selection, group: NO_GROUP };
  const fromStep = recorded !== undefined && selection === validSelection(doc, recorded);
  const group = validGroup(doc, (fromStep ? recordedGroup : current.group) ?? NO_GROUP);
  return { selection, group };
}

const selectedIds = (selection: Selection): string[] =>
  selection?.kind === 'component' ? [selection.id] : [];

export const editorStore = createStore<EditorStore>()((set, get) => {
  /**
   * Runs a document action as one undo step (merged into the previous step when the
   * coalesceKey continues a burst). Returns what the action returned.
   */
  function change<R>(
    recipe: (draft: LayoutDocument) => R,
    coalesceKey?: string,
    after?: (result: R) => Partial<EditorState>,
  ): R {
    const state = get();
    // A previewed version is read only: nothing the owner does may change the draft under it.
    if (state.preview) return undefined as R;
    let result: R | undefined;
    const [document, patches, inversePatches] = produceWithPatches(
      state.document,
      (draft: Draft<LayoutDocument>) => {
        result = recipe(draft as LayoutDocument);
      },
    );
    if (patches.length === 0) return result as R;
    const extra = after ? after(result as R) : {};
    const selection = validSelection(
      document,
      extra.selection !== undefined ? extra.selection : state.selection,
    );
    const group = selection ? validGroup(document, extra.group ?? state.group) : NO_GROUP;
    const history = record(
      { past: state.past, future: state.future },
      {
        patches,
        inversePatches,
        coalesceKey,
        at: Date.now(),
        selectionBefore: state.selection,
        selectionAfter: selection,
        groupBefore: state.group,
        groupAfter: group,
      },
    );
    set({
      document,
      past: history.past,
      future: history.future,
      canUndo: history.past.length > 0,
      canRedo: false,
      dirty: historyMarker(history.past) !== state.savedAt,
      changeCount: state.changeCount + 1,
      ...extra,
      selection,
      group,
    });
    return result as R;
  }

  function defaultPasteSlot(components: readonly LayoutComponent[]): {
    slot: Slot;
    index?: number;
  } {
    const { document, selection } = get();
    const areas = document.grid_config?.areas ?? [];
    if (selection?.kind === 'component') {
      const selected = findComponent(document, selection.id);
      if (selected) {
        const slot: Slot =
          selected.tabId !== undefined
            ? { areaId: selected.areaId, parentId: selected.parentId, tabId: selected.tabId }
            : { areaId: selected.areaId };
        const index = slotChildren(document, slot).findIndex((c) => c.id === selected.id) + 1;
        return { slot, index };
      }
    }
    if (selection?.kind === 'area') return { slot: { areaId: selection.id } };
    const own = components[0]?.areaId;
    if (own && areas.some((a) => a.id === own)) return { slot: { areaId: own } };
    if (areas[0]) return { slot: { areaId: areas[0].id } };
    throw new Error('Add an area before pasting components');
  }

  return {
    document: emptyDocument,
    selection: null,
    group: NO_GROUP,
    preview: null,
    device: 'desktop',
    fitBreakpoint: 'desktop',
    themeMode: 'light',
    dirty: false,
    savedAt: null,
    changeCount: 0,
    past: [],
    future: [],
    canUndo: false,
    canRedo: false,

    addComponent: (type, slot, index) => {
      const id = newId('c', idsOf(get().document));
      return (
        change(
          (doc) => addComponentAction(doc, type, slot, id, index),
          undefined,
          () => ({ selection: { kind: 'component', id }, group: NO_GROUP }),
        ) ?? id
      );
    },
    moveComponent: (id, slot, index) => change((doc) => moveAction(doc, id, slot, index)),
    removeComponent: (id) => {
      change((doc) => removeAction(doc, id));
    },
    duplicateComponent: (id) =>
      change(
        (doc) => duplicateAction(doc, id, makeId),
        undefined,
        (copy) => ({ selection: { kind: 'component', id: copy }, group: NO_GROUP }),
      ),
    updateComponentData: (id, data, key) => change((doc) => updateDataAction(doc, id, data), key),
    updateComponentStyles: (id, styles, key) =>
      change((doc) => updateStylesAction(doc, id, styles), key),
    updateComponentVisibility: (id, visibility, key) =>
      change((doc) => updateVisibilityAction(doc, id, visibility), key),
    renameComponent: (id, name) => change((doc) => renameAction(doc, id, name), `rename:${id}`),
    pasteComponents: (components, slot, index) => {
      if (components.length === 0) return [];
      const target = slot ? { slot, index } : defaultPasteSlot(components);
      return change(
        (doc) => pasteAction(doc, components, target.slot, target.index, makeId),
        undefined,
        (ids) => (ids[0] ? { selection: { kind: 'component', id: ids[0] }, group: NO_GROUP } : {}),
      );
    },
    insertSection: (section, target) =>
      change(
        (doc) => insertSectionAction(doc, section, target, makeId, idsOf(doc)),
        undefined,
        ({ areaId, rootIds }) =>
          areaId
            ? { selection: { kind: 'area', id: areaId } }
            : rootIds[0]
              ? { selection: { kind: 'component', id: rootIds[0] } }
              : {},
      ),
    addArea: (area) => {
      const id = area?.id ?? newId('area', idsOf(get().document));
      change(
        (doc) => addAreaAction(doc, id, area),
        undefined,
        () => ({ selection: { kind: 'area', id }, group: NO_GROUP }),
      );
      return id;
    },
    updateArea: (id, patch, key) => change((doc) => updateAreaAction(doc, id, patch), key),
    removeArea: (id) => {
      change((doc) => removeAreaAction(doc, id));
    },
    placeArea: (id, breakpoint, patch, key) =>
      change((doc) => placeAreaAction(doc, id, breakpoint, patch), key),
    setGridSettingsAt: (breakpoint, patch, key) =>
      change((doc) => setGridAtAction(doc, breakpoint, patch), key),
    setGridSettings: (patch, key) => change((doc) => setGridAction(doc, patch), key),
    setOverride: (breakpoint, target, patch, key) =>
      change((doc) => setOverrideAction(doc, breakpoint, target, patch), key),
    clearOverride: (breakpoint, target, key) =>
      change((doc) => clearOverrideAction(doc, breakpoint, target, key)),
    setAreaVisibility: (id, breakpoint, visible) =>
      change((doc) => setAreaVisibilityAction(doc, id, breakpoint, visible)),
    setCustomCss: (css, key) => change((doc) => setCustomCssAction(doc, css), key),
    setTheme: (theme, key) => change((doc) => setThemeAction(doc, theme), key),
    setThemeMode: (themeMode) => set({ themeMode }),
    select: (selection) => {
      if (get().preview) return;
      set({ selection: validSelection(get().document, selection), group: NO_GROUP });
    },
    toggleSelect: (id) => {
      const { document, selection, group, preview } = get();
      if (preview || !findComponent(document, id)) return;
      set(toggleInSelection({ selection, group }, id));
    },
    selectComponents: (ids) => {
      const { document, preview } = get();
      if (preview) return;
      set(selectionOf(ids.filter((id) => findComponent(document, id))));
    },
    removeSelected: () => {
      const { document, selection, group } = get();
      const ids = selectionRoots(document, group.length > 0 ? group : selectedIds(selection));
      if (ids.length === 0) return;
      change(
        (doc) => removeManyAction(doc, ids),
        undefined,
        () => ({ selection: null, group: NO_GROUP }),
      );
    },
    duplicateSelected: () => {
      const { document, selection, group } = get();
      const ids = selectionRoots(document, group.length > 0 ? group : selectedIds(selection));
      if (ids.length === 0) return [];
      return (
        change(
          (doc) => duplicateManyAction(doc, ids, makeId),
          undefined,
          (copies) => selectionOf(copies),
        ) ?? []
      );
    },
    moveSelected: (delta) => {
      const { document, selection, group } = get();
      const ids = selectionRoots(document, group.length > 0 ? group : selectedIds(selection));
      if (ids.length > 0) change((doc) => moveManyAction(doc, ids, delta));
    },
    moveDragged: (draggedId, slot, index) => {
      const { document, group } = get();
      if (!group.includes(draggedId)) {
        change((doc) => moveAction(doc, draggedId, slot, index));
        return;
      }
      const ids = selectionRoots(document, group);
      change((doc) => moveManyToAction(doc, ids, draggedId, slot, index));
    },
    startPreview: (preview) => set({ preview }),
    endPreview: () => {
      if (get().preview) set({ preview: null });
    },
    selectParent: () => {
      const { selection, document } = get();
      if (!selection) return;
      if (get().group.length > 0) return set({ selection: null, group: NO_GROUP });
      if (selection.kind === 'area') return set({ selection: null });
      const component = findComponent(document, selection.id);
      if (!component) return set({ selection: null });
      if (
        component.tabId !== undefined &&
        component.parentId &&
        findComponent(document, component.parentId)
      ) {
        return set({ selection: { kind: 'component', id: component.parentId } });
      }
      set({ selection: { kind: 'area', id: component.areaId } });
    },
    setDevice: (device) => set({ device }),
    setFitBreakpoint: (fitBreakpoint) => {
      if (get().fitBreakpoint !== fitBreakpoint) set({ fitBreakpoint });
    },
    undo: () => {
      const state = get();
      const entry = state.past[state.past.length - 1];
      if (!entry || state.preview) return;
      const document = applyPatches(state.document, entry.inversePatches);
      // A step undone is closed: the next edit starts a new step even with the same key.
      const closed: HistoryEntry = { ...entry, coalesceKey: undefined };
      const past = state.past.slice(0, -1);
      const future = [...state.future, closed];
      set({
        document,
        past,
        future,
        canUndo: past.length > 0,
        canRedo: true,
        // Undoing back to the saved document leaves nothing to save.
        dirty: historyMarker(past) !== state.savedAt,
        changeCount: state.changeCount + 1,
        ...restoredGroup(document, entry.selectionBefore, entry.groupBefore, state),
      });
    },
    redo: () => {
      const state = get();
      const entry = state.future[state.future.length - 1];
      if (!entry || state.preview) return;
      const document = applyPatches(state.document, entry.patches);
      const past = [...state.past, entry];
      const future = state.future.slice(0, -1);
      set({
        document,
        past,
        future,
        canUndo: true,
        canRedo: future.length > 0,
        dirty: historyMarker(past) !== state.savedAt,
        changeCount: state.changeCount + 1,
        ...restoredGroup(document, entry.selectionAfter, entry.groupAfter, state),
      });
    },
    loadDocument: (document, meta = {}) =>
      set({
        document,
        selection: null,
        group: NO_GROUP,
        preview: null,
        dirty: meta.dirty ?? false,
        savedAt: meta.dirty ? UNSAVED : null,
        changeCount: get().changeCount + 1,
        past: [],
        future: [],
        canUndo: false,
        canRedo: false,
      }),
    markChanged: () => set({ dirty: true, savedAt: UNSAVED, changeCount: get().changeCount + 1 }),
    markSaved: (meta = {}) => {
      const past = get().past;
      const top = past[past.length - 1];
      set({
        dirty: meta.dirty ?? false,
        savedAt:
          meta.savedAt !== undefined ? meta.savedAt : meta.dirty ? UNSAVED : historyMarker(past),
        // A save ends a burst: the next keystroke is a new step, so undo comes back to what
        // was saved (same patches, so the same history position).
        ...(top?.coalesceKey !== undefined
          ? { past: [...past.slice(0, -1), { ...top, coalesceKey: undefined }] }
          : {}),
      });
    },
  };
});

/**
 * The store as a React hook. Selected values are compared with `shallow`, so a selector
 * returning an object or array of unchanged parts causes no re-render. Pass module-level
 * selectors (selectors.ts) so their identity is stable.
 */
export function useEditorStore<T>(
  selector: (state: EditorStore) => T,
  equality: (a: T, b: T) => boolean = shallow,
): T {
  return useStoreWithEqualityFn(editorStore, selector, equality);
}
