import { createContext, useContext } from 'react';
import type { OtpVerifyResult } from '../../schema/entities/access';
import type { User } from '../../schema/entities/user';

export interface AuthContextValue {
  /** The signed-in user, once the server returned one. */
  user: User | null;
  /** The session's e-mail (blocks.md "get the session for a domain (returns email)"). */
  email: string | null;
  isAuthenticated: boolean;
  /** The first session check is running. */
  isLoading: boolean;
  /** The site's domain the session belongs to. */
  domain: string;
  /** Asks the server again (after a sign-in or a registration changed the user). */
  refresh: () => Promise<void>;
  /** Re-reads the signed-in user as stored now (blocks.md "get the updated user"). */
  refreshUser: () => Promise<void>;
  signOut: () => Promise<void>;
  /** Sends a 6-digit code to the e-mail. */
  sendCode: (email: string) => Promise<void>;
  /** Signs in with the code; a wrong code resolves with success false and why. */
  verifyCode: (email: string, code: string) => Promise<OtpVerifyResult>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** blocks.md "Auth context used outside its provider": an error is thrown. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

/** For blocks that also render without a site around them (editor previews): null outside. */
export function useOptionalAuth(): AuthContextValue | null {
  return useContext(AuthContext);
}
