import { AreaPanel } from '../grid/AreaPanel';
import { useEditorStore } from '../store/editorStore';
import { selectSelectedComponent, selectSelection } from '../store/selectors';
import { EditorShortcuts } from '../shortcuts/EditorShortcuts';
import { ComponentPanel } from './ComponentPanel';
import { PageSection } from './PageSection';
import { StyleTag } from '../../renderer/StyleTag';
import { panelCss } from './panelCss';

/**
 * Right sidebar of the editor: the selected component's settings, the selected area's, or —
 * with nothing selected — the page's. It also carries the editor's keyboard shortcuts, which
 * must be live whenever the editor is.
 */
export function InspectorPanel() {
  const selection = useEditorStore(selectSelection);
  const component = useEditorStore(selectSelectedComponent);
  return (
    <div className="one-ed-inspector" aria-label="Inspector" role="region">
      <StyleTag css={panelCss} />
      <EditorShortcuts />
      {selection?.kind === 'area' ? (
        <AreaPanel />
      ) : component ? (
        <ComponentPanel key={component.id} component={component} />
      ) : (
        <PageSection />
      )}
    </div>
  );
}
