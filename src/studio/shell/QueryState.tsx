import type { ReactNode } from 'react';
import { apiErrorMessage } from '../../client';
import { isAuthRefusal } from '../studioAuth';
import { CredentialPrompt } from './CredentialPrompt';

interface Props {
  isPending: boolean;
  error: unknown;
  what: string;
  children: ReactNode;
}

/** A screen's data: loading, refused (the sign-in prompt), failed (the reason), or the screen. */
export function QueryState({ isPending, error, what, children }: Props) {
  if (error) {
    if (isAuthRefusal(error)) return <CredentialPrompt reason={apiErrorMessage(error)} />;
    return (
      <p role="alert" className="one-st-error">
        {what} could not be loaded: {apiErrorMessage(error)}
      </p>
    );
  }
  if (isPending) return <p role="status">Loading {what.toLowerCase()}…</p>;
  return <>{children}</>;
}
