import { closeDialog, openDialog } from '../dialog/dialogStore';

/** The dialog id SignInDialogRegistration registers the sign-in dialog under. */
export const SIGN_IN_DIALOG_ID = 'sign-in';

/** Opens the e-mail code sign-in dialog (registered by SignInDialogRegistration). */
export function openSignInDialog(): boolean {
  return openDialog(SIGN_IN_DIALOG_ID);
}

export function closeSignInDialog(): void {
  closeDialog(SIGN_IN_DIALOG_ID);
}
