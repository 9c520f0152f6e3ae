import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { apiErrorMessage } from '../../client';
import { useApiClient } from '../../client/ClientProvider';
import { showToast } from '../../ui/toast/toastStore';
import { studioKeys } from '../data';
import { StudioLink } from '../shell/StudioLink';
import { navigate, studioPaths } from '../shell/studioRouter';
import { slugFromName, slugProblem } from './slugify';

/** Name, address and description: enough to create it; the rest is set on its own screen. */
export function NewCollection() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const id = useId();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  const [description, setDescription] = useState('');
  const [tried, setTried] = useState(false);
  const shownSlug = slugEdited ? slug : slugFromName(name);
  const slugError = slugProblem(shownSlug);
  const nameError = name.trim() ? null : 'Enter a name.';
  const create = useMutation({
    mutationFn: () =>
      client.collections.create({
        name: name.trim(),
        slug: shownSlug,
        description: description.trim() || null,
      }),
    onSuccess: async (created) => {
      await queryClient.invalidateQueries({ queryKey: studioKeys.collections });
      showToast({ title: 'Collection created', description: created.name, variant: 'success' });
      navigate(studioPaths.collection(created.id));
    },
  });
  return (
    <>
      <p className="one-st-crumbs">
        <StudioLink href="/studio">Collections</StudioLink> /
      </p>
      <h1>New collection</h1>
      <p className="one-st-lead">Images, attributes, pages and settings come next.</p>
      <form
        className="one-st-card"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!nameError && !slugError) create.mutate();
        }}
      >
        <div className="one-st-field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={200}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={tried && nameError ? true : undefined}
            aria-describedby={tried && nameError ? `${id}-name-error` : undefined}
          />
          {tried && nameError && (
            <p id={`${id}-name-error`} className="one-st-error">
              {nameError}
            </p>
          )}
        </div>
        <div className="one-st-field">
          <label htmlFor={`${id}-slug`}>Slug</label>
          <input
            id={`${id}-slug`}
            value={shownSlug}
            maxLength={64}
            onChange={(e) => {
              setSlugEdited(true);
              setSlug(e.target.value);
            }}
            aria-invalid={(tried || slugEdited) && slugError ? true : undefined}
            aria-describedby={`${id}-slug-help`}
          />
          <p id={`${id}-slug-help`} className="one-st-help">
            The collection’s address: /c/{shownSlug || 'slug'}. Lowercase letters, digits and
            hyphens.
          </p>
          {(tried || slugEdited) && slugError && <p className="one-st-error">{slugError}</p>}
        </div>
        <div className="one-st-field">
          <label htmlFor={`${id}-description`}>Description</label>
          <textarea
            id={`${id}-description`}
            value={description}
            maxLength={10000}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
        {create.error && (
          <p role="alert" className="one-st-error">
            Not created: {apiErrorMessage(create.error)}
          </p>
        )}
        <div className="one-st-row">
          <button
            type="submit"
            className="one-st-button one-st-primary"
            disabled={create.isPending}
          >
            Create collection
          </button>
          <StudioLink className="one-st-button" href="/studio">
            Cancel
          </StudioLink>
        </div>
      </form>
    </>
  );
}
