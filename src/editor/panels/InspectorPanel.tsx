import { memo, useDeferredValue, useEffect, useLayoutEffect, useRef } from 'react';
import { useEditorStore } from '../store/editorStore';
import { selectComponent, selectGroup, selectPreview, selectSelection } from '../store/selectors';
import { GroupPanel, VersionPreviewNote } from '../lazy/lazyViews';
import { LoadingPart } from '../lazy/LoadingPart';
import { useLazyModules } from '../lazy/lazyModule';
import { inspectorPart } from '../lazy/parts';
import { useAfterCanvas } from '../lazy/useAfterCanvas';
import { EditorShortcuts } from '../shortcuts/EditorShortcuts';
import { StyleTag } from '../../renderer/StyleTag';
import './panels.css';

/** The shortcuts read the store themselves: an edit of the selection does not re-render them. */
const Shortcuts = memo(EditorShortcuts);

/**
 * Right sidebar of the editor: the selected component's settings, the selected area's, or —
 * with nothing selected — the page's. It also carries the editor's keyboard shortcuts, which
 * must be live whenever the editor is.
 */
export function InspectorPanel() {
  // The panels show once the layout is on the canvas (or could not be opened) and the browser
  // is idle after painting it, so that they never delay the canvas or the first input on it.
  // Their code is fetched from that paint on (fetchFirstScreenParts); if it is not in yet when
  // they would show, the panel says so.
  const opened = useAfterCanvas();
  const loading = useLazyModules(opened ? [inspectorPart] : [], { background: true });
  const views = inspectorPart.loaded();
  const selection = useEditorStore(selectSelection);
  const grouped = useEditorStore(selectGroup).length > 0;
  const previewing = useEditorStore(selectPreview) !== null;
  // Switching to another component mounts its forms (and a rich-text editor): ≈ 10–30 ms. It
  // is a deferred update, so the canvas shows the new selection (a click, a duplicate's copy)
  // first and the panel follows right after, in work React can interrupt. Edits to the shown
  // component are not deferred: its data comes from the store as it is.
  const shownId = useDeferredValue(selection?.kind === 'component' ? selection.id : '');
  // Whether it exists, not the component itself: the panel's forms read what they show, so an
  // edit of the component does not re-render the inspector around them.
  const exists = useEditorStore((s) => selectComponent(shownId)(s) !== undefined);
  // Another component's settings start at their top, not where the last panel was scrolled to.
  // Whether the panel is scrolled is noted as it scrolls: writing scrollTop forces a layout of
  // the editor, which a duplicate or a click on an unscrolled panel should not pay for.
  const region = useRef<HTMLDivElement>(null);
  const scrolled = useRef(false);
  const shownKey = selection?.kind === 'area' ? `area:${selection.id}` : shownId;
  useEffect(() => {
    const scroller = region.current?.closest('.one-editor-right');
    if (!scroller) return;
    const onScroll = () => {
      scrolled.current = scroller.scrollTop > 0;
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => scroller.removeEventListener('scroll', onScroll);
  }, []);
  useLayoutEffect(() => {
    if (!scrolled.current) return;
    const scroller = region.current?.closest('.one-editor-right');
    if (scroller) scroller.scrollTop = 0;
    scrolled.current = false;
  }, [shownKey]);
  return (
    <div ref={region} className="one-editor-inspector" aria-label="Inspector" role="region">
      {views && <StyleTag css={views.uploadGuidanceCss} />}
      <Shortcuts />
      {!views ? (
        opened && (
          <LoadingPart state={loading === 'failed' ? 'failed' : 'loading'} what="the settings" />
        )
      ) : previewing ? (
        <VersionPreviewNote />
      ) : grouped ? (
        <GroupPanel />
      ) : selection?.kind === 'area' ? (
        <views.AreaPanel />
      ) : exists ? (
        <views.ComponentPanel key={shownId} id={shownId} />
      ) : (
        <views.PageSection />
      )}
    </div>
  );
}
