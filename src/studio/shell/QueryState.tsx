import type { ReactNode } from 'react';
import { apiErrorMessage } from '../../client';
import { isAuthRefusal } from '../studioAuth';
import { CredentialPrompt } from './CredentialPrompt';

interface Props {
  isPending: boolean;
  error: unknown;
  what: string;
  /**
   * The screen's heading, for a screen whose h1 is part of what loads: a failed load still has
   * its level-one heading, so the page says where the owner is as well as what went wrong.
   */
  title?: string;
  children: ReactNode;
}

/** A screen's data: loading, refused (the sign-in prompt), failed (the reason), or the screen. */
export function QueryState({ isPending, error, what, title, children }: Props) {
  if (error) {
    if (isAuthRefusal(error)) return <CredentialPrompt reason={apiErrorMessage(error)} />;
    return (
      <>
        {title && <h1>{title}</h1>}
        <p role="alert" className="one-st-error">
          {what} could not be loaded: {apiErrorMessage(error)}
        </p>
      </>
    );
  }
  if (isPending) return <p role="status">Loading {what.toLowerCase()}…</p>;
  return <>{children}</>;
}
