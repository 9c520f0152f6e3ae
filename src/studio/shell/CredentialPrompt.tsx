import { useId, useState } from 'react';
import { CREDENTIAL_HELP, CREDENTIAL_LABEL } from '../studioAuth';
import { useCredentialChanged } from './credentialContext';

/** Shown where the server refused the studio's credential: asks for one and tries again. */
export function CredentialPrompt({ reason }: { reason: string }) {
  const [value, setValue] = useState('');
  const changed = useCredentialChanged();
  const id = useId();
  return (
    <section className="one-st-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Sign in to the studio</h2>
      <p role="alert">{reason}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (value.trim()) changed(value.trim());
        }}
      >
        <div className="one-st-field">
          <label htmlFor={`${id}-key`}>{CREDENTIAL_LABEL}</label>
          <input
            id={`${id}-key`}
            type="password"
            autoComplete="off"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-describedby={`${id}-help`}
          />
          <p id={`${id}-help`} className="one-st-help">
            {CREDENTIAL_HELP}
          </p>
        </div>
        <button type="submit" className="one-st-button one-st-primary">
          Sign in
        </button>
      </form>
    </section>
  );
}
