import X from 'lucide-react/icons/x';
import { useLayoutEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { dismissToast, toastStore } from './toastStore';
import { StyleTag } from '../../renderer/StyleTag';
import { t } from '../../i18n/i18n';

const css = `
.one-toaster{position:fixed;z-index:2147483000;left:8px;right:8px;bottom:8px;display:flex;flex-direction:column;gap:8px;pointer-events:none}
@media (min-width:640px){.one-toaster{left:auto;right:16px;bottom:16px;width:380px}}
.one-toast{pointer-events:auto;display:flex;gap:12px;align-items:flex-start;padding:12px 14px;border-radius:8px;border:1px solid var(--one-border,#e2e8f0);background:var(--one-bg-card,#fff);color:var(--one-foreground,#0f172a);box-shadow:0 8px 24px rgba(0,0,0,.15);font:14px/1.4 var(--one-font-body,system-ui,sans-serif);transition:opacity .2s,transform .2s}
.one-toast[data-state=closed]{opacity:0;transform:translateY(8px);pointer-events:none;visibility:hidden;transition:opacity .2s,transform .2s,visibility 0s linear .2s}
.one-toast[data-variant=destructive]{background:var(--one-destructive,#ef4444);color:var(--one-destructive-foreground,#fff);border-color:transparent}
.one-toast[data-variant=success]{border-left:4px solid var(--one-success,#16a34a)}
.one-toast-body{flex:1;min-width:0}
.one-toast-title{font-weight:600}
.one-toast-description{margin-top:2px;opacity:.9}
.one-toast-close{background:none;border:0;color:inherit;cursor:pointer;padding:2px;border-radius:4px;opacity:.7}
.one-toast-close:hover,.one-toast-close:focus-visible{opacity:1}
`;

/** The toast area: one toast at a time, bottom right on wide screens. */
export function Toaster() {
  const toasts = useStore(toastStore, (s) => s.toasts);
  const area = useRef<HTMLElement>(null);
  // Where the keyboard was before it came to a toast: a closing toast hides its Dismiss button,
  // and the focus goes back there rather than to the page.
  const cameFrom = useRef<HTMLElement | null>(null);
  // Before the browser applies the closed toast's hidden style (which would drop the focus).
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || !area.current?.contains(active)) return;
    if (active.closest('.one-toast')?.getAttribute('data-state') !== 'closed') return;
    const back = cameFrom.current;
    if (back?.isConnected) back.focus({ preventScroll: true });
  }, [toasts]);
  return (
    <>
      <StyleTag css={css} />
      <section
        ref={area}
        className="one-toaster"
        aria-label={t('ui.notifications')}
        aria-live="polite"
        onFocus={(event) => {
          const from = event.relatedTarget;
          if (from instanceof HTMLElement && !event.currentTarget.contains(from)) {
            cameFrom.current = from;
          }
        }}
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className="one-toast"
            role={toast.variant === 'destructive' ? 'alert' : 'status'}
            data-state={toast.open ? 'open' : 'closed'}
            // A dismissed toast fades out and stays in the store until its removal 3 s later
            // (foundation); meanwhile it is gone for screen readers and lookups.
            aria-hidden={toast.open ? undefined : true}
            data-variant={toast.variant}
          >
            <div className="one-toast-body">
              <div className="one-toast-title">{toast.title}</div>
              {toast.description ? (
                <div className="one-toast-description">{toast.description}</div>
              ) : null}
            </div>
            <button
              type="button"
              className="one-toast-close"
              aria-label={t('ui.dismiss')}
              onClick={() => dismissToast(toast.id)}
            >
              <X size={16} aria-hidden="true" />
            </button>
          </div>
        ))}
      </section>
    </>
  );
}
