import { useCallback, useEffect, useState } from 'react';
import { apiErrorMessage } from '../../client';

/** Loads a value, reloads on demand, and keeps the server's reason when a call fails. */
export function useLoaded<T>(load: () => Promise<T>) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    try {
      setData(await load());
      setError(null);
    } catch (cause) {
      setError(apiErrorMessage(cause));
    }
  }, [load]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data, error, reload };
}

/** Runs a change; its refusal (a 403 for a viewer, a 409 for the last owner) is the message. */
export function useAction() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (action: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    try {
      await action();
      setError(null);
      return true;
    } catch (cause) {
      setError(apiErrorMessage(cause));
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { error, busy, run };
}
