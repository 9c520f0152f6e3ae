import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { apiErrorMessage } from '../../client';
import { useApiClient } from '../../client/ClientProvider';
import { MAX_TOKEN_START, MAX_TOKENS_PER_CALL } from '../../schema/entities/tokenAdmin';
import { showToast } from '../../ui/toast/toastStore';

/** N numbered tokens: from 1 (after the highest number) or from a chosen start. */
export function CreateNumbered({ collectionId }: { collectionId: string }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const id = useId();
  const [count, setCount] = useState('10');
  const [start, setStart] = useState('');
  const countNumber = Number(count);
  const startNumber = start.trim() === '' ? undefined : Number(start);
  const countError =
    Number.isInteger(countNumber) && countNumber >= 1 && countNumber <= MAX_TOKENS_PER_CALL
      ? null
      : `A whole number from 1 to ${MAX_TOKENS_PER_CALL.toLocaleString('en')}.`;
  // The same bounds as the server's, so a number it would refuse is named here, in words.
  const startError =
    startNumber === undefined ||
    (Number.isInteger(startNumber) && startNumber >= 0 && startNumber <= MAX_TOKEN_START)
      ? null
      : `A whole number from 0 to ${MAX_TOKEN_START.toLocaleString('en')}, or empty to go on after the highest number.`;
  const create = useMutation({
    mutationFn: () =>
      client.tokens.create(collectionId, { count: countNumber, start: startNumber }),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: ['studio'] });
      const made = result?.data ?? [];
      showToast({
        title: `${result?.created ?? 0} tokens created`,
        description: made.length
          ? `Numbers ${made[0]!.token_id} to ${made[made.length - 1]!.token_id}`
          : undefined,
        variant: 'success',
      });
    },
  });
  return (
    <form
      className="one-st-card"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!countError && !startError) create.mutate();
      }}
    >
      <h2 id={`${id}-title`}>Create numbered tokens</h2>
      <div className="one-st-row" style={{ alignItems: 'flex-start' }}>
        <div className="one-st-field" style={{ width: 180 }}>
          <label htmlFor={`${id}-count`}>How many</label>
          <input
            id={`${id}-count`}
            inputMode="numeric"
            value={count}
            onChange={(e) => setCount(e.target.value)}
            aria-invalid={countError ? true : undefined}
            aria-describedby={countError ? `${id}-count-error` : undefined}
          />
          {countError && (
            <p id={`${id}-count-error`} className="one-st-error">
              {countError}
            </p>
          )}
        </div>
        <div className="one-st-field" style={{ width: 220 }}>
          <label htmlFor={`${id}-start`}>First number (optional)</label>
          <input
            id={`${id}-start`}
            inputMode="numeric"
            value={start}
            onChange={(e) => setStart(e.target.value)}
            aria-invalid={startError ? true : undefined}
            aria-describedby={`${id}-start-help`}
          />
          <p id={`${id}-start-help`} className={startError ? 'one-st-error' : 'one-st-help'}>
            {startError ?? 'Empty: after the highest number (1 for a new collection).'}
          </p>
        </div>
      </div>
      {create.error && (
        <p role="alert" className="one-st-error">
          Nothing was created: {apiErrorMessage(create.error)}
        </p>
      )}
      <button type="submit" className="one-st-button one-st-primary" disabled={create.isPending}>
        Create tokens
      </button>
    </form>
  );
}
