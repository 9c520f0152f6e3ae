import { lazy, Suspense } from 'react';
import Loader2 from 'lucide-react/icons/loader-circle';
import Wallet from 'lucide-react/icons/wallet';
import { contactHref } from '../../schema/entities/contact';
import { SignInForm } from '../../ui/auth/SignInForm';
import { DiscountCode } from './DiscountCode';
import type { RegistrationFlowState } from './flowTypes';
import { REGISTRATION_TEXT, TAKEN_TEXT } from './messages';
import { safeHref } from './safeHref';
import { useConfetti } from './useConfetti';
import { WALLET_TEXT } from './wallet';
import { t } from '../../i18n/i18n';

/**
 * The form (react-hook-form and its resolver) loads when a visitor reaches it, never with the
 * page: it shows only after the visitor's session is known, so the server never renders it.
 */
const RegistrationForm = lazy(() =>
  import('./RegistrationForm').then((module) => ({ default: module.RegistrationForm })),
);

function StepImage({ src }: { src: string }) {
  const href = safeHref(src);
  return href ? <img className="one-registration-image" src={href} alt="" /> : null;
}

function Message({ text }: { text: string }) {
  return text ? <p className="one-registration-message">{text}</p> : null;
}

function InlineError({ error }: { error: string | null }) {
  return error ? (
    <p className="one-registration-error one-registration-submit-error" role="alert">
      {error}
    </p>
  ) : null;
}

/** Who is signed in, with the way out to another e-mail; nothing when no one is. */
function SignedInAs({ flow }: { flow: RegistrationFlowState }) {
  if (!flow.email) return null;
  return (
    <p className="one-registration-muted">
      {t('registration.signedInAs', { email: flow.email })}{' '}
      <button type="button" className="one-registration-linkbutton" onClick={flow.signOut}>
        {t('registration.useDifferentEmail')}
      </button>
    </p>
  );
}

function WalletOption({ flow }: { flow: RegistrationFlowState }) {
  const wallet = flow.wallet;
  // Only where a wallet is present: a visitor signing in by e-mail never reads about wallets.
  if (!wallet || (!wallet.available && !wallet.error)) return null;
  return (
    <div className="one-registration-wallet">
      {wallet.available ? (
        // "or" only before a second way in; without a wallet there is just the note.
        <>
          <div className="one-registration-or" aria-hidden="true">
            <span>or</span>
          </div>
          <button
            type="button"
            className="one-registration-button one-registration-button-outline"
            onClick={flow.connectWallet}
            disabled={wallet.busy}
          >
            <Wallet size={16} aria-hidden="true" />
            {wallet.busy ? WALLET_TEXT.connecting : WALLET_TEXT.option}
          </button>
        </>
      ) : null}
      {wallet.error ? (
        <p className="one-registration-error" role="alert">
          {wallet.error}
        </p>
      ) : null}
    </div>
  );
}

/** One registration step, as blocks.md describe it; plain state in, markup out. */
export function RegistrationView({
  flow,
  headingLevel = 2,
  stepId,
  onClose,
}: {
  flow: RegistrationFlowState;
  headingLevel?: 2 | 3;
  /** Closes the dialog the step is shown in (absent in the page). */
  onClose?: () => void;
  /** Id of the step's root, named by the step's title: the dialog is named by it. */
  stepId?: string;
}) {
  const { step, data } = flow;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  useConfetti(step === 'SUCCESS' ? flow.celebration : null);

  if (step === 'LOADING') {
    return (
      <div
        className="one-registration-step one-registration-loading"
        role="status"
        data-step="LOADING"
        id={stepId}
      >
        <Loader2 className="one-registration-spinner" size={20} aria-hidden="true" />
        <span>{REGISTRATION_TEXT.loading}</span>
      </div>
    );
  }

  if (step === 'AUTH') {
    return (
      <section
        id={stepId}
        className="one-registration-step"
        data-step="AUTH"
        aria-label={data.auth.title}
      >
        <StepImage src={data.auth.image} />
        <Heading className="one-registration-title">{data.auth.title}</Heading>
        {flow.tokenRegistered ? (
          <p className="one-registration-message" role="note">
            {TAKEN_TEXT.authNote}
          </p>
        ) : null}
        <Message text={data.auth.message} />
        <SignInForm sendCode={flow.sendCode} verifyCode={flow.verifyCode} autoFocus={false} />
        <WalletOption flow={flow} />
      </section>
    );
  }

  if (step === 'NOT_OWNER') {
    return (
      <section
        id={stepId}
        className="one-registration-step"
        data-step="NOT_OWNER"
        aria-label={t('registration.notTheOwner')}
      >
        <p className="one-registration-message" role="alert">
          {flow.hasToken ? REGISTRATION_TEXT.notOwner : REGISTRATION_TEXT.notOwnerNoToken}
        </p>
        <SignedInAs flow={flow} />
      </section>
    );
  }

  if (step === 'TAKEN') {
    const contact = contactHref(flow.contact);
    return (
      <section
        id={stepId}
        className="one-registration-step"
        data-step="TAKEN"
        aria-label={TAKEN_TEXT.title}
      >
        <Heading className="one-registration-title">{TAKEN_TEXT.title}</Heading>
        <p className="one-registration-message" role="alert">
          {TAKEN_TEXT.message}
        </p>
        <p className="one-registration-message">{TAKEN_TEXT.still}</p>
        <div className="one-registration-actions">
          {onClose ? (
            <button type="button" className="one-registration-button" onClick={onClose}>
              {TAKEN_TEXT.viewPage}
            </button>
          ) : null}
          {contact ? (
            <a className="one-registration-button one-registration-button-outline" href={contact}>
              {TAKEN_TEXT.contact}
            </a>
          ) : null}
        </div>
        <SignedInAs flow={flow} />
      </section>
    );
  }

  if (step === 'FORM') {
    const viaWallet = flow.wallet?.address;
    return (
      <section
        id={stepId}
        className="one-registration-step"
        data-step="FORM"
        aria-label={data.form.title}
      >
        <Heading className="one-registration-title">{data.form.title}</Heading>
        <Message text={data.form.message} />
        {viaWallet ? (
          <p className="one-registration-muted">
            {WALLET_TEXT.connectedAs(viaWallet)}{' '}
            <button
              type="button"
              className="one-registration-linkbutton"
              onClick={flow.disconnectWallet}
            >
              {WALLET_TEXT.disconnect}
            </button>
          </p>
        ) : flow.email ? (
          <p className="one-registration-muted">
            {t('registration.registeringAs', { email: flow.email })}
          </p>
        ) : null}
        <Suspense fallback={<p role="status">{t('site.loading')}</p>}>
          <RegistrationForm
            form={data.form}
            submitting={flow.submitting}
            submitLabel={viaWallet ? t('registration.signAndRegister') : t('registration.register')}
            optional={flow.optionalFields}
            onSubmit={flow.submit}
          />
        </Suspense>
        <InlineError error={flow.error} />
      </section>
    );
  }

  const button = data.success.button;
  const buttonHref = safeHref(button.url);
  return (
    <section
      id={stepId}
      className="one-registration-step one-registration-success"
      data-step="SUCCESS"
      aria-label={data.success.title}
    >
      <StepImage src={data.success.image} />
      <Heading className="one-registration-title">{data.success.title}</Heading>
      <Message text={data.success.message} />
      {data.success.discountCode ? <DiscountCode code={data.success.discountCode} /> : null}
      {button.label && buttonHref ? (
        <a
          className={['one-registration-button', button.className].filter(Boolean).join(' ')}
          href={buttonHref}
        >
          {button.label}
        </a>
      ) : null}
    </section>
  );
}
