import { createContext, useContext } from 'react';

/** Tells the studio a new credential was given: it remakes its client and asks again. */
export const CredentialChanged = createContext<(secret: string) => void>(() => {});

export function useCredentialChanged() {
  return useContext(CredentialChanged);
}
