import { useEffect, useId, useState, type CSSProperties, type ReactNode } from 'react';
import { buttonRowStyle, buttonClassName, buttonStyleToCss } from '../shared/buttonStyle';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useOptionalAuth, type AuthContextValue } from '../../client/auth/AuthContext';
import { useOptionalApiClient } from '../../client/ClientProvider';
import type { ApiClient } from '../../client';
import { usePageContext } from '../../renderer/PageContext';
import {
  closeDialog,
  dialogStore,
  isDialogOpen,
  openDialog,
  registerDialog,
} from '../../ui/dialog/dialogStore';
import type { ComponentRenderProps } from '../types';
import { registrationCss } from './css';
import type { RegistrationFlowState } from './flowTypes';
import { REGISTRATION_TEXT } from './messages';
import type { RegistrationData, RegistrationStyles } from './schema';
import { RegistrationView } from './RegistrationView';
import { useRegistrationFlow } from './useRegistrationFlow';
import { StyleTag } from '../../renderer/StyleTag';
import { t } from '../../i18n/i18n';

/** foundation.md: the dialog id a block-grid card with action type registration opens. */
export const REGISTRATION_DIALOG_ID = 'registration';

type Props = ComponentRenderProps<RegistrationData, RegistrationStyles>;

function buttonStyle(styles: RegistrationStyles): CSSProperties {
  return buttonStyleToCss(styles.button);
}

function triggerClass(styles: RegistrationStyles, extra: string): string {
  return [buttonClassName('primary', styles.button), 'one-registration-trigger', extra]
    .filter(Boolean)
    .join(' ');
}

function TriggerRow({ styles, children }: { styles: RegistrationStyles; children: ReactNode }) {
  return (
    <div className="one-button-row" style={buttonRowStyle(styles.button.align)}>
      {children}
    </div>
  );
}

/** blocks.md: registration, in modal, static or block-only display. */
export function Registration(props: Props) {
  const client = useOptionalApiClient();
  const auth = useOptionalAuth();
  if (props.builder) return <RegistrationPreview {...props} />;
  if (!client || !auth) return <RegistrationWithoutClient {...props} />;
  return <RegistrationRuntime {...props} client={client} auth={auth} />;
}

/** Builder mode: previews only, a placeholder saying what visitors will get. */
function RegistrationPreview({ data, styles }: Props) {
  return (
    <div className="one-registration">
      <StyleTag css={registrationCss} />
      {data.type === 'modal' ? (
        <TriggerRow styles={styles}>
          <button
            type="button"
            className={triggerClass(styles, data.triggerButton.className)}
            style={buttonStyle(styles)}
            disabled
          >
            {data.triggerButton.unregisteredLabel}
          </button>
        </TriggerRow>
      ) : (
        <div className="one-registration-placeholder">
          {data.type === 'static'
            ? `Registration form: "${data.form.title}" shows here when the page is opened from a tap or on a token page.`
            : 'Registration (block-only): opened by a block-grid card with the registration action.'}
        </div>
      )}
    </div>
  );
}

function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

interface TriggerProps {
  data: RegistrationData;
  styles: RegistrationStyles;
  hasToken: boolean;
  visible: boolean;
  /** False while settings wait to be laid over the data: the label may still change. */
  settled: boolean;
}

/**
 * blocks.md: the trigger appears only after mount and only with a register parameter or a
 * token; hidden when triggerButton.active is false; 'View Registration' with a token (a token
 * page, a tap's included), else 'Register' (a collection page opened with `register`). Before
 * mount (a server-rendered page, JavaScript still loading) its box is there but invisible, out
 * of reach of pointer, keyboard and screen readers, so appearing moves nothing on the page. On
 * a page with islands the page has mounted when its script runs: the scheduler marks the
 * block's host (WAITING_ATTRIBUTE) and the trigger shows as the server rendered it; the block
 * hydrates when the trigger is first used, and the click opens the dialog then.
 */
function TriggerButton({ data, styles, hasToken, visible, settled }: TriggerProps) {
  const mounted = useMounted();
  if (!visible || !data.triggerButton.active) return null;
  const pending = mounted && settled ? '' : ' one-registration-pending';
  return (
    <TriggerRow styles={styles}>
      <button
        type="button"
        className={triggerClass(styles, data.triggerButton.className) + pending}
        style={buttonStyle(styles)}
        aria-haspopup="dialog"
        onClick={() => openDialog(REGISTRATION_DIALOG_ID)}
      >
        {hasToken ? data.triggerButton.registeredLabel : data.triggerButton.unregisteredLabel}
      </button>
    </TriggerRow>
  );
}

function FlowFromStore({
  store,
  stepId,
  dialogId,
}: {
  store: StoreApi<{ flow: RegistrationFlowState }>;
  stepId: string;
  dialogId: string;
}) {
  const flow = useStore(store, (s) => s.flow);
  return (
    <div className="one-registration one-registration-dialog">
      <StyleTag css={registrationCss} />
      <RegistrationView flow={flow} stepId={stepId} onClose={() => closeDialog(dialogId)} />
    </div>
  );
}

/**
 * Registers the 'registration' dialog for the block's life; the dialog shows the live flow.
 * The page after a registration may show another layout, without this block: a success screen
 * (confetti, discount code) then stays until the visitor closes it — the modal's dialog is kept
 * open, and a static form's success carries on in a dialog of its own.
 */
function useRegistrationDialog(flow: RegistrationFlowState, type: RegistrationData['type']) {
  const [store] = useState(() => createStore<{ flow: RegistrationFlowState }>(() => ({ flow })));
  const stepId = useId();
  useEffect(() => {
    store.setState({ flow });
  }, [store, flow]);
  useEffect(() => {
    const dialog = (dialogId: string) => ({
      title: t('registration.dialogTitle'),
      width: 480,
      // Named by the step it shows ('Register Your Product'), as its visible title says.
      labelledBy: stepId,
      render: () => <FlowFromStore store={store} stepId={stepId} dialogId={dialogId} />,
    });
    if (type !== 'static') {
      return registerDialog(REGISTRATION_DIALOG_ID, {
        ...dialog(REGISTRATION_DIALOG_ID),
        keepOpenOnUnregister: () => store.getState().flow.step === 'SUCCESS',
      });
    }
    const id = `${REGISTRATION_DIALOG_ID}-${stepId}`;
    const unregister = registerDialog(id, { ...dialog(id), keepOpenOnUnregister: () => true });
    // A block-grid card with the registration action opens the flow in a dialog (foundation
    //) on a page whose registration is static too — unless another block answers already.
    const unregisterShared = dialogStore.getState().registered[REGISTRATION_DIALOG_ID]
      ? () => {}
      : registerDialog(REGISTRATION_DIALOG_ID, {
          ...dialog(REGISTRATION_DIALOG_ID),
          keepOpenOnUnregister: () => store.getState().flow.step === 'SUCCESS',
        });
    return () => {
      const { step, celebration } = store.getState().flow;
      const shownInDialog = isDialogOpen(REGISTRATION_DIALOG_ID);
      unregisterShared();
      if (step === 'SUCCESS' && celebration && !shownInDialog) openDialog(id);
      unregister();
    };
  }, [store, stepId, type]);
}

function RegistrationRuntime({
  data,
  styles,
  client,
  auth,
}: Props & { client: ApiClient; auth: AuthContextValue }) {
  const page = usePageContext();
  const flow = useRegistrationFlow({ data, page, auth, client });
  const entitled = Boolean(page.register || page.tokenId);
  useRegistrationDialog(flow, data.type);

  if (data.type === 'block-only') return null;
  if (data.type === 'static') {
    if (!entitled) return null;
    return (
      <div className="one-registration one-registration-static">
        <StyleTag css={registrationCss} />
        <RegistrationView flow={flow} />
      </div>
    );
  }
  return (
    <div className="one-registration">
      <StyleTag css={registrationCss} />
      <TriggerButton
        data={flow.data}
        styles={styles}
        hasToken={Boolean(page.tokenId)}
        visible={entitled}
        settled
      />
    </div>
  );
}

/** blocks.md "Missing registration client": 'Registration failed'. */
function RegistrationWithoutClient({ data, styles }: Props) {
  const page = usePageContext();
  const entitled = Boolean(page.register || page.tokenId);
  useEffect(() => {
    if (data.type === 'static') return;
    return registerDialog(REGISTRATION_DIALOG_ID, {
      title: t('registration.dialogTitle'),
      render: () => (
        <p className="one-registration-error" role="alert">
          {REGISTRATION_TEXT.noClient}
        </p>
      ),
    });
  }, [data.type]);
  if (data.type === 'block-only') return null;
  if (data.type === 'static') {
    return entitled ? (
      <div className="one-registration one-registration-static">
        <StyleTag css={registrationCss} />
        <p className="one-registration-error" role="alert">
          {REGISTRATION_TEXT.noClient}
        </p>
      </div>
    ) : null;
  }
  return (
    <div className="one-registration">
      <StyleTag css={registrationCss} />
      <TriggerButton
        data={data}
        styles={styles}
        hasToken={Boolean(page.tokenId)}
        visible={entitled}
        settled
      />
    </div>
  );
}
