import { useEffect, useReducer, useRef, type ReactNode } from 'react';
import { t } from '../../i18n/i18n';
import { loadedRadixModal, loadRadixModal } from './modalImplementation';
// Before any dialog or menu of the page opens, wherever its code comes from.
import './scrollLockNonce';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Visually hide the title (it stays the dialog's accessible name). */
  hideTitle?: boolean;
  description?: string;
  /** Id of an element inside that names the dialog instead of its title (a step's heading). */
  labelledBy?: string;
  width?: number;
  className?: string;
  children: ReactNode;
}

type LoadState = 'idle' | 'failed';

/**
 * The one modal shell of the kit (./RadixModal.tsx). Its code loads the first time a dialog
 * opens: until it arrives a busy status ("Loading...") stands in its place, or an alert named
 * by the dialog's title if it could not be fetched. The element focused when the dialog opened gets focus back
 * when it closes.
 */
export function Modal(props: ModalProps) {
  const { open, title } = props;
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const [state, settle] = useReducer((_: LoadState, next: LoadState) => next, 'idle');
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  if (open && returnFocusTo.current === null && typeof document !== 'undefined') {
    returnFocusTo.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  const Implementation = loadedRadixModal();
  useEffect(() => {
    if (!open || Implementation) return;
    let live = true;
    loadRadixModal().then(
      () => {
        if (live) rerender();
      },
      (error: unknown) => {
        console.error('Vitrine: the dialog could not be loaded', error);
        if (live) settle('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [open, Implementation]);

  if (Implementation) return <Implementation {...props} returnFocusTo={returnFocusTo} />;
  if (!open) return null;
  if (state === 'failed') {
    return (
      <p role="alert" aria-label={title} className="one-modal-loading">
        {t('site.loadFailed')}
      </p>
    );
  }
  return (
    // Named as it reads, as every loading status of the kit and the editor is.
    <p role="status" aria-busy="true" aria-label={t('site.loading')} className="one-modal-loading">
      {t('site.loading')}
    </p>
  );
}
