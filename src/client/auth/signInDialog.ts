import { closeDialog, openDialog } from '../../ui/dialog/dialogStore';

/** The dialog id the AuthProvider registers its sign-in dialog under. */
export const SIGN_IN_DIALOG_ID = 'sign-in';

/** Opens the e-mail code sign-in dialog (registered by AuthProvider). */
export function openSignInDialog(): boolean {
  return openDialog(SIGN_IN_DIALOG_ID);
}

export function closeSignInDialog(): void {
  closeDialog(SIGN_IN_DIALOG_ID);
}
