import { whenIdle } from '../whenIdle';
import { fetchAheadInTurn } from './fetchAheadInTurn';
import { lazyModule } from './lazyModule';
import { loadRadixModal } from '../../ui/dialog/modalImplementation';
import { loadComponentDefinition } from '../../components/lazyRegistry';
import { componentTypes } from '../../schema/componentTypes';

/**
 * The editor's lazy boundaries: code that only some panels or fields need, kept out of the
 * editor's start-up chunks and fetched the first time it is used (docs/architecture.md lists
 * them). The test in tests/scripts/startupChunks.test.ts fails when one of their libraries
 * reaches the start-up chunks again.
 */

/**
 * The inspector's panels (the page's sections, an area's and a component's settings), fetched
 * once the layout is painted: the canvas never waits for them.
 */
export const inspectorPart = lazyModule(() => import('../panels/inspectorViews'));

/** The generated forms: @rjsf/core, the ajv validator and the editor's widgets. */
export const formPart = lazyModule(() => import('../panels/form/SchemaForm'));

/** The rich-text editor (TipTap and ProseMirror). */
export const richTextPart = lazyModule(() => import('../widgets/RichTextField'));

/** The code editor (CodeMirror and its languages). */
export const codePart = lazyModule(() => import('../widgets/CodeEditor'));

/** The custom CSS panel, which adds CodeMirror's linter to the code editor. */
export const customCssPart = lazyModule(() => import('../css/CustomCssEditor'));

/** The theme panel: its colour pickers (react-colorful), font settings and contrast checks. */
export const themePart = lazyModule(() => import('../theme/ThemeEditor'));

/** The layers panel: the tree, its rows' drag and drop and the window of lines it draws. */
export const layersPart = lazyModule(() => import('../layers/LayersPanel'));

/**
 * What the editor shows now and then: its dialogs (open a layout, versions, live page, media, a
 * save conflict, the keyboard shortcuts), a version preview's banner, a multiple selection's panel,
 * the in-place text editor. Radix's dialog, which every one of those dialogs needs, is fetched
 * beside it, so the first dialog opened waits for both at once behind one loading status, not
 * for one and then the other.
 */
export const occasionalPart = lazyModule(() =>
  Promise.all([import('./occasionalViews'), loadRadixModal()]).then(([views]) => views),
);

/**
 * The palette's sections (the starter library and the site's saved ones), below every component
 * type in the Add tab: fetched once the canvas has painted the layout.
 */
export const sectionsPart = lazyModule(() => import('../sections/PaletteSections'));

/** The drop-down menus (a component's context menu, the zoom menu): Radix's menu, Floating UI. */
export const menusPart = lazyModule(() => import('../menus/dropdownMenus'));

/**
 * The code of the editor's first screen that waits for the canvas (the inspector's panels, the
 * palette's sections), fetched as soon as the canvas has painted the layout. The panels still
 * show themselves only once the browser is idle after that paint (useAfterCanvas), but their
 * code is read in the meantime: the owner then sees them at once, or after a short loading
 * status, rather than a status for the whole fetch.
 */
export function fetchFirstScreenParts(): void {
  void inspectorPart.load().catch(() => undefined);
  void sectionsPart.load().catch(() => undefined);
}

/**
 * Once the canvas is interactive and the browser idle, fetches what the first selection needs
 * (the forms and the rich-text editor, which nearly every page has), the layers panel and the
 * menus, then the code of every block type the page does not use yet, so selecting a
 * component, opening the Layers tab or a menu, or dropping a new block rarely waits for code.
 * One part at a time, so what the owner asks for meanwhile is not queued behind all of them.
 * Returns its cancel.
 */
export function preloadCommonParts(): () => void {
  let stopFetching = () => {};
  const stopWaiting = whenIdle(
    () => {
      stopFetching = fetchAheadInTurn([
        // The inspector's code is already on its way (fetchFirstScreenParts); the forms wait
        // for it rather than compete.
        () => inspectorPart.load(),
        () => formPart.load(),
        () => richTextPart.load(),
        () => layersPart.load(),
        // The menus and the dialogs' code after them: an owner selects a component before anything else.
        () => menusPart.load(),
        loadRadixModal,
        () => occasionalPart.load(),
        // Loaded without telling the canvas (nothing on it changes): a block dropped later
        // finds its type's code in at once.
        ...componentTypes.map((type) => () => loadComponentDefinition(type)),
      ]);
    },
    { timeout: 3000, fallbackMs: 1500 },
  );
  return () => {
    stopWaiting();
    stopFetching();
  };
}
