export { AuthProvider, type AuthProviderProps } from './AuthProvider';
export { useAuth, useOptionalAuth, AuthContext, type AuthContextValue } from './AuthContext';
export { openSignInDialog, closeSignInDialog, SIGN_IN_DIALOG_ID } from './signInDialog';
