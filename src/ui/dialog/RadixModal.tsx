import * as Dialog from '@radix-ui/react-dialog';
import X from 'lucide-react/icons/x';
import type { RefObject } from 'react';
import { StyleTag } from '../../renderer/StyleTag';
import { t } from '../../i18n/i18n';
import type { ModalProps } from './Modal';
import { provideRadixModal } from './modalImplementation';
import { usePortalContainer } from './portalContainer';
import './scrollLockNonce';

/**
 * The dialog's frame. On a phone its close button keeps its small look and takes taps on a
 * 44 px square around it, as every visitor control does (docs/decisions/visitor-pages.md).
 */
export const modalCss = `
.one-modal-overlay{position:fixed;inset:0;z-index:2147482000;background:var(--one-bg-overlay,rgba(15,23,42,.6))}
.one-modal{box-sizing:border-box;position:fixed;z-index:2147482001;left:50%;top:50%;transform:translate(-50%,-50%);width:calc(100vw - 24px);max-height:calc(100vh - 24px);overflow:auto;background:var(--one-bg-card,#fff);color:var(--one-foreground,#0f172a);border:1px solid var(--one-border-card,#e2e8f0);border-radius:calc(var(--one-radius-card,4px) + 4px);padding:20px;box-shadow:0 20px 50px rgba(0,0,0,.3);font-family:var(--one-font-body,system-ui,sans-serif)}
.one-modal-title{margin:0 32px 12px 0;font-size:18px;font-family:var(--one-font-heading,inherit);font-weight:var(--one-font-weight-heading,600)}
.one-modal-close{position:absolute;top:12px;right:12px;background:none;border:0;color:inherit;cursor:pointer;padding:4px;border-radius:4px}
.one-modal-close:focus-visible{outline:2px solid var(--one-primary,#3b82f6)}
@media (max-width:640px),(pointer:coarse){.one-modal-close::after{content:'';position:absolute;left:50%;top:50%;width:44px;height:44px;transform:translate(-50%,-50%)}}
.one-modal .one-sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
`;

/** A click on a toast (its Dismiss, say) is not a click outside the dialog under it. */
function preventInsideToaster(event: { target: EventTarget | null; preventDefault(): void }): void {
  if (event.target instanceof Element && event.target.closest('.one-toaster'))
    event.preventDefault();
}

/**
 * The opener, or what took its place: a dialog can change what opened it (signing in turns
 * "Sign in" into "Sign out"), and an opener marked `data-focus-key` hands focus to the element
 * now carrying the same key.
 */
function stillThere(opener: HTMLElement): HTMLElement | null {
  if (opener.isConnected) return opener;
  const key = opener.dataset.focusKey;
  if (!key) return null;
  return document.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`);
}

/**
 * The one modal shell of the kit, Radix's dialog: focus trap, Escape, overlay click and a
 * labelled close button. Closing puts focus back where it was when the dialog opened
 * (`returnFocusTo`, kept by ./Modal.tsx): our dialogs open from the store, not from a Radix
 * trigger, so Radix alone would leave focus on the body.
 */
export function RadixModal({
  open,
  onOpenChange,
  title,
  hideTitle,
  description,
  labelledBy,
  width = 520,
  className,
  children,
  returnFocusTo,
}: ModalProps & { returnFocusTo: RefObject<HTMLElement | null> }) {
  const portalContainer = usePortalContainer();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={portalContainer}>
        <StyleTag css={modalCss} />
        <Dialog.Overlay className="one-modal-overlay" />
        <Dialog.Content
          className={['one-modal', className].filter(Boolean).join(' ')}
          style={{ maxWidth: width }}
          // Without a description the dialog is named by its title alone; repeating the title
          // as a hidden description made screen readers, and text lookups, find it twice.
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...(labelledBy ? { 'aria-labelledby': labelledBy } : {})}
          onPointerDownOutside={preventInsideToaster}
          onFocusOutside={preventInsideToaster}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current ? stillThere(returnFocusTo.current) : null;
            returnFocusTo.current = null;
            if (target && target !== document.body) {
              event.preventDefault();
              target.focus({ preventScroll: true });
            }
          }}
        >
          <Dialog.Title className={hideTitle ? 'one-sr-only' : 'one-modal-title'}>
            {title}
          </Dialog.Title>
          {description ? <Dialog.Description>{description}</Dialog.Description> : null}
          {children}
          <Dialog.Close className="one-modal-close" aria-label={t('ui.close')}>
            <X size={18} aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

provideRadixModal(RadixModal);
