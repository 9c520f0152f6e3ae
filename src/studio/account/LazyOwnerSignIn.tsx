import { useEffect, useState, type ComponentType } from 'react';

type SignIn = ComponentType<{ onSignedIn?: () => void }>;

let loaded: SignIn | undefined;
const load = () =>
  import('./OwnerSignIn').then((m) => {
    loaded = m.OwnerSignIn;
    return m.OwnerSignIn;
  });

/**
 * The studio's sign-in (OwnerSignIn) with its code fetched the first time a signed-out owner
 * needs it: the editor and the studio of a signed-in owner never load the sign-in form. A busy
 * status stands in meanwhile; an alert offers a reload if the code could not be fetched.
 */
export function LazyOwnerSignIn({ onSignedIn }: { onSignedIn?: () => void }) {
  const [SignIn, setSignIn] = useState<SignIn | 'failed' | undefined>(() => loaded);
  useEffect(() => {
    if (SignIn) return;
    let live = true;
    load().then(
      (component) => live && setSignIn(() => component),
      (error: unknown) => {
        console.error('Vitrine: the sign-in could not be loaded', error);
        if (live) setSignIn('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [SignIn]);
  if (SignIn === 'failed') {
    return (
      <div role="alert">
        <p>The sign-in could not be loaded. Check the connection and reload the page.</p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    );
  }
  if (!SignIn) {
    return (
      <p role="status" aria-busy="true" aria-label="Loading the sign-in">
        Loading the sign-in…
      </p>
    );
  }
  return <SignIn onSignedIn={onSignedIn} />;
}
