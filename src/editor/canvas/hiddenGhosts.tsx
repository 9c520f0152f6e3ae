import Ghost from 'lucide-react/icons/ghost';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { breakpointMinWidth, type BreakpointName } from '../../schema/breakpoints';
import { StyleTag } from '../../renderer/StyleTag';
import { layoutScope } from '../../renderer/css/layoutCss';

/** Whether components hidden on the previewed device show as ghosts (the default) or vanish. */
export const ghostStore = createStore<{ showGhosts: boolean }>(() => ({ showGhosts: true }));

const RANGES: Record<BreakpointName, string> = {
  mobile: `(max-width: ${breakpointMinWidth.tablet - 0.02}px)`,
  tablet: `(min-width: ${breakpointMinWidth.tablet}px) and (max-width: ${breakpointMinWidth.desktop - 0.02}px)`,
  desktop: `(min-width: ${breakpointMinWidth.desktop}px)`,
};

/**
 * In the builder, a component hidden on the previewed device shows outlined, faded and labelled
 * "Hidden on mobile" instead of vanishing. Same media ranges as the visitor page's hide rules,
 * which it outranks only inside the builder's layout root ([data-builder]).
 */
export function ghostCss(scopeId: string): string {
  const root = `${layoutScope(scopeId)}[data-builder]`;
  return (Object.keys(RANGES) as BreakpointName[])
    .map((device) => {
      const ghost = `${root} .one-component.one-hide-${device}`;
      return `@media ${RANGES[device]}{${ghost}{display:revert !important;position:relative;outline:2px dashed #64748b;outline-offset:-2px;min-height:28px}${ghost}>*{opacity:.35}${ghost}::after{content:"Hidden on ${device}";position:absolute;top:4px;left:4px;z-index:5;padding:2px 8px;border-radius:4px;background:#334155;color:#fff;font:600 12px/1.4 system-ui,sans-serif;pointer-events:none}}`;
    })
    .join('\n');
}

/** Rendered inside the canvas frame, next to the layout. */
export function HiddenGhosts({ scopeId }: { scopeId: string }) {
  const show = useStore(ghostStore, (s) => s.showGhosts);
  return show ? <StyleTag css={ghostCss(scopeId)} /> : null;
}

/** The toolbar switch: show or hide the ghosts of components hidden on this device. */
export function GhostToggle() {
  const show = useStore(ghostStore, (s) => s.showGhosts);
  return (
    <button
      type="button"
      className="one-editor-button"
      aria-pressed={show}
      title="What is hidden on the previewed device shows faded and labelled"
      onClick={() => ghostStore.setState({ showGhosts: !show })}
    >
      <Ghost aria-hidden size={14} /> Show what is hidden on this device
    </button>
  );
}
