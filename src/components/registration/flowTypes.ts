import type { OtpVerifyResult } from '../../schema/entities/access';
import type { RegistrationFormValues } from './formValues';
import type { RegistrationData, RegistrationField } from './schema';
import type { RegistrationStep } from './steps';

export interface WalletState {
  /** An injected EIP-1193 wallet exists in this browser. */
  available: boolean;
  address: string | null;
  busy: boolean;
  error: string | null;
}

/** Everything the registration views need: the block's state, already decided. */
export interface RegistrationFlowState {
  step: RegistrationStep;
  /** The block's data with the registration settings laid over it. */
  data: RegistrationData;
  /** Fields the settings ask for without requiring them. */
  optionalFields: ReadonlySet<RegistrationField>;
  /** False while settings wait to be laid over the data (their code loading). */
  settled: boolean;
  hasToken: boolean;
  /** The server said the token is registered (to anyone) when the page was read. */
  tokenRegistered: boolean;
  /** The brand's contact (https: or mailto:) for a visitor whose item is someone else's. */
  contact: string | null;
  email: string | null;
  /** Inline error of the last submit (also shown as a toast). */
  error: string | null;
  submitting: boolean;
  /** The registration that just succeeded here (confetti plays once for it), or null. */
  celebration: object | null;
  /** Offered only when a short URL is known (a wallet registration claims it). */
  wallet: WalletState | null;
  submit: (values: RegistrationFormValues) => void;
  sendCode: (email: string) => Promise<void>;
  verifyCode: (email: string, code: string) => Promise<OtpVerifyResult>;
  /** Signs out, back to AUTH: a visitor signed in with the wrong e-mail starts again. */
  signOut: () => void;
  connectWallet: () => void;
  disconnectWallet: () => void;
}
