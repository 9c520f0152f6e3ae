import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { Address } from 'viem';
import type { AuthContextValue } from '../../client/auth/AuthContext';
import type { ApiClient } from '../../client';
import { queryKeys } from '../../client/queryKeys';
import { refusalReason } from '../../ui/refusalText';
import { invalidateAfterRegistration } from '../../client/hooks/invalidateAfterRegistration';
import { useOwnership } from '../../client/hooks/useOwnership';
import { useRegistrationSettings } from '../../client/hooks/useRegistrationSettings';
import type { PageContextValue } from '../../renderer/PageContext';
import type { RegisterResult } from '../../schema/entities/registration';
import { showToast } from '../../ui/toast/toastStore';
import type { RegistrationFlowState } from './flowTypes';
import {
  buildMetadata,
  optionalFields,
  preSubmitError,
  type RegistrationFormValues,
} from './formValues';
import {
  CONFETTI_MS,
  ERROR_TOAST_MS,
  REFUSAL_TEXT,
  REGISTRATION_TEXT,
  registrationErrorMessage,
} from './messages';
import { navigateInPage } from './navigate';
import { useMergedSettings } from './settingsMerge';
import type { RegistrationData } from './schema';
import { INITIAL_STEP, stepReducer } from './steps';
import { successTarget } from './successTarget';
import { injectedWallet, signWithWallet, WALLET_TEXT } from './wallet';
import { t } from '../../i18n/i18n';

/** viem, loaded when a wallet is used: the page itself never needs it. */
const walletMessage = () => import('./walletMessage');

interface FlowArgs {
  data: RegistrationData;
  page: PageContextValue;
  auth: AuthContextValue;
  client: ApiClient;
}

/**
 * The registration block's behaviour (blocks.md): the step from the session,
 * ownership and settings; the submit with its checks, invalidations, analytics, confetti and
 * navigation; the wallet path. Views receive the result as plain state.
 */
export function useRegistrationFlow({ data, page, auth, client }: FlowArgs): RegistrationFlowState {
  const queryClient = useQueryClient();
  const collection = page.collection ?? null;
  const tokenId = page.tokenId ?? null;
  const shortUrl = page.shortUrl ?? null;
  const startedAt = useRef(Date.now());

  const [registered, setRegistered] = useState<RegisterResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [wallet, setWallet] = useState<{ address: Address; chainId: number } | null>(null);
  const [walletBusy, setWalletBusy] = useState(false);
  const [walletError, setWalletError] = useState<string | null>(null);
  const [walletAvailable, setWalletAvailable] = useState(false);
  useEffect(() => setWalletAvailable(injectedWallet() !== null), []);

  // blocks.md: the ownership check of this token, by e-mail or user id — with the same
  // payload as the activity feed's, so the page asks once and both share the cached answer.
  const ownership = useOwnership({
    email: auth.email ?? undefined,
    user_id: auth.user?.id ?? undefined,
    collection_slug: tokenId ? collection?.slug : undefined,
    collection_id: tokenId ? collection?.id : undefined,
    token_id: tokenId ?? undefined,
  });
  const isOwner = auth.isAuthenticated && ownership.data?.is_owner === true;
  const settings = useRegistrationSettings({
    isOwner,
    token_id: tokenId ?? undefined,
    collection_id: collection?.id,
  });

  const [current, dispatch] = useReducer(stepReducer, INITIAL_STEP);
  const signedIn = auth.isAuthenticated || wallet !== null;
  const computed = stepReducer(current, {
    type: 'inputs',
    inputs: {
      isAuthenticated: signedIn,
      isOwner,
      ownershipLoading: ownership.isLoading,
      settingsLoading: settings.isLoading,
      hasShortUrl: Boolean(shortUrl),
      tokenRegistered: page.token?.registered === true,
    },
  });
  // The collection's form settings (which fields, which consents) are laid over the block when
  // the form is shown: the form's own code brings the schema the merge checks with, so a page
  // that only shows the trigger loads none of it.
  const visitorForm =
    computed === 'FORM' && collection?.registration_form
      ? { form: collection.registration_form }
      : undefined;
  const { merged, pending: mergePending } = useMergedSettings(
    data,
    collection?.registration_settings ?? visitorForm,
    settings.data,
    registered?.registration_settings,
  );
  const optional = useMemo(
    () =>
      optionalFields(
        collection?.registration_settings ?? { form: collection?.registration_form },
        settings.data,
        registered?.registration_settings,
      ),
    [
      collection?.registration_settings,
      collection?.registration_form,
      settings.data,
      registered?.registration_settings,
    ],
  );
  // The first session check shows LOADING rather than a sign-in form that flashes away.
  // Settings still to lay over the block (their code loading): LOADING too, never a form or a
  // success screen without the collection's rules and words.
  const step =
    (computed === 'AUTH' && auth.isLoading && !wallet) || mergePending ? 'LOADING' : computed;

  const fail = useCallback((message: string) => {
    setError(message);
    showToast({
      title: REGISTRATION_TEXT.errorToastTitle,
      description: message,
      variant: 'destructive',
      duration: ERROR_TOAST_MS,
    });
  }, []);

  const succeed = useCallback(
    (result: RegisterResult) => {
      setRegistered(result);
      dispatch({ type: 'registered' });
      void invalidateAfterRegistration(queryClient, client, shortUrl);
      // The registration wrote the user's details (e-mail) or started a session (wallet).
      void (wallet ? auth.refresh() : auth.refreshUser());
      const duration = Math.max(0, Math.round((Date.now() - startedAt.current) / 1000));
      void client.analytics
        .track({
          event: 'product_registered',
          type: 'verified',
          duration,
          token_id: result.token_id,
          collection_id: collection?.id,
          collection_slug: collection?.slug,
        })
        .catch((failure: unknown) => console.warn('product_registered was not recorded', failure));
      const target = successTarget({
        pathname: window.location.pathname,
        pageTokenId: tokenId,
        tokenId: result.token_id,
        successLayoutId: merged.onSuccessLayout.id,
        successUrl: merged.onSuccessUrl,
      });
      if (target.kind === 'navigate') navigateInPage(target.href);
      // The confirmation is seen (and the confetti played) before the page leaves.
      if (target.kind === 'redirect')
        setTimeout(() => window.location.assign(target.href), CONFETTI_MS);
    },
    [
      queryClient,
      client,
      shortUrl,
      auth,
      wallet,
      collection?.id,
      collection?.slug,
      tokenId,
      merged,
    ],
  );

  const submitEmail = useCallback(
    async (values: RegistrationFormValues) => {
      const missing = preSubmitError({ email: auth.email, shortUrl, collectionId: collection?.id });
      if (missing) return fail(missing);
      const result = await client.registrations.registerEmail({
        email: auth.email as string,
        user_id: auth.user?.id ?? null,
        collection_id: collection?.id as string,
        short_url: shortUrl as string,
        token_id: tokenId ?? undefined,
        metadata: buildMetadata(merged.form, values),
      });
      // No answer at all is the client's reading of a 404: the tap's code is unknown here.
      if (!result) return fail(REFUSAL_TEXT.unknownTap);
      if (!result.success || !result.token_id) return fail(REGISTRATION_TEXT.failed);
      // Without a session the server first confirms the e-mail by a link (not a failure).
      if (result.pending) return setError(t('registration.confirmByEmail'));
      succeed(result);
    },
    [
      auth.email,
      auth.user?.id,
      shortUrl,
      tokenId,
      collection?.id,
      client,
      merged.form,
      fail,
      succeed,
    ],
  );

  const submitWallet = useCallback(
    async (values: RegistrationFormValues, account: { address: Address; chainId: number }) => {
      const provider = injectedWallet();
      if (!provider) return fail(WALLET_TEXT.noWallet);
      if (!shortUrl) return fail(REGISTRATION_TEXT.shortUrlRequired);
      if (!collection?.id) return fail(REGISTRATION_TEXT.collectionRequired);
      const nonce = await client.registrations.walletNonce();
      if (!nonce) return fail(REGISTRATION_TEXT.failed);
      const { buildWalletMessage } = await walletMessage();
      const message = buildWalletMessage({
        address: account.address,
        chainId: account.chainId,
        nonce: nonce.nonce,
        expiresAt: nonce.expires_at,
        domain: window.location.host,
        origin: window.location.origin,
        collectionId: collection.id,
        collectionName: collection.name,
        shortUrl,
        tokenId,
      });
      let signature: `0x${string}`;
      try {
        signature = await signWithWallet(provider, account.address, message);
      } catch {
        return fail(WALLET_TEXT.rejected);
      }
      const result = await client.registrations.registerWallet({
        message,
        signature,
        collection_id: collection.id,
        short_url: shortUrl,
        token_id: tokenId ?? undefined,
        metadata: buildMetadata(merged.form, values),
      });
      if (!result) return fail(REFUSAL_TEXT.unknownTap);
      if (!result.success || !result.token_id) return fail(REGISTRATION_TEXT.failed);
      succeed(result);
    },
    [shortUrl, collection?.id, collection?.name, client, tokenId, merged.form, fail, succeed],
  );

  const submit = useCallback(
    (values: RegistrationFormValues) => {
      setError(null);
      setSubmitting(true);
      const run = wallet ? submitWallet(values, wallet) : submitEmail(values);
      run
        .catch((failure: unknown) => {
          console.error('Registration failed', failure);
          fail(registrationErrorMessage(failure));
          // Registered by someone else since the page was read: the page reads the token
          // again, and the form gives way to the already-registered state (TAKEN).
          if (refusalReason(failure) === 'already_registered')
            void queryClient.invalidateQueries({ queryKey: queryKeys.collection() });
        })
        .finally(() => setSubmitting(false));
    },
    [wallet, submitWallet, submitEmail, fail, queryClient],
  );

  const connect = useCallback(() => {
    const provider = injectedWallet();
    if (!provider) {
      setWalletError(WALLET_TEXT.noWallet);
      return;
    }
    setWalletBusy(true);
    setWalletError(null);
    walletMessage()
      .then(({ connectWallet }) => connectWallet(provider))
      .then(setWallet)
      .catch(() => setWalletError(WALLET_TEXT.rejected))
      .finally(() => setWalletBusy(false));
  }, []);

  return {
    step,
    data: merged,
    optionalFields: optional,
    settled: !mergePending,
    hasToken: Boolean(tokenId),
    tokenRegistered: page.token?.registered === true,
    contact: collection?.contact ?? null,
    email: auth.email,
    error,
    submitting,
    celebration: registered,
    wallet: shortUrl
      ? {
          available: walletAvailable,
          address: wallet?.address ?? null,
          busy: walletBusy,
          error: walletError,
        }
      : null,
    submit,
    sendCode: auth.sendCode,
    verifyCode: auth.verifyCode,
    signOut: () => {
      setWallet(null);
      void auth.signOut();
    },
    connectWallet: connect,
    disconnectWallet: () => setWallet(null),
  };
}
