import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorMessage } from '../../client';
import { useApiClient } from '../../client/ClientProvider';
import type { ModeratedActivity, ModerationQuery } from '../../schema/entities/activity';
import { TOKEN_ID_PATTERN } from '../../schema/entities/tokenAdmin';
import { Modal } from '../../ui/dialog/Modal';
import { showToast } from '../../ui/toast/toastStore';
import { useManagedCollection } from '../data';
import { Pager } from '../shell/Pager';
import { QueryState } from '../shell/QueryState';
import { CollectionCrumbs } from '../shell/CollectionCrumbs';
import { usePagedQuery } from '../shell/usePagedQuery';

const PAGE = 20;

/** Which posts the queue shows, as one choice. */
const SHOWS = {
  all: { label: 'All posts', query: {} },
  reported: { label: 'Reported', query: { reported: 'true' } },
  pending: { label: 'Awaiting approval', query: { status: 'PENDING' } },
  hidden: { label: 'Hidden', query: { hidden: 'true' } },
  visible: { label: 'Visible', query: { hidden: 'false' } },
} satisfies Record<string, { label: string; query: ModerationQuery }>;
type Show = keyof typeof SHOWS;

interface Filters {
  show: Show;
  token: string;
  author: string;
}

/**
 * Why the token field cannot filter, or null when it can: a token number has the form every
 * token is stored in (letters, digits, dots, hyphens, underscores), so anything else matches
 * no post and is said to be a mistake, not sent as a search that finds nothing.
 */
function tokenFieldError(value: string): string | null {
  if (value === '' || TOKEN_ID_PATTERN.test(value)) return null;
  return `“${value.length > 40 ? `${value.slice(0, 40)}…` : value}” is not a valid token number: a token number holds only letters, digits, dots, hyphens and underscores.`;
}

const author = (post: ModeratedActivity) =>
  post.owner_email ?? post.owner_address ?? (post.type === 'CREATOR' ? 'The brand' : 'Unknown');

/** A collection's posts, newest first: filter, hide, unhide, approve, delete. */
export function ModerationScreen({ id }: { id: string }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const collection = useManagedCollection(id);
  const [draft, setDraft] = useState<Filters>({ show: 'all', token: '', author: '' });
  const [filters, setFilters] = useState<Filters>(draft);
  const [deleting, setDeleting] = useState<ModeratedActivity | null>(null);
  // Set when the filter is submitted, as the other studio forms check their fields.
  const [tokenError, setTokenError] = useState<string | null>(null);
  const query: ModerationQuery = {
    ...SHOWS[filters.show].query,
    token_id: filters.token || undefined,
    author: filters.author || undefined,
  };
  const {
    query: queue,
    total,
    pager,
  } = usePagedQuery({
    key: ['studio', 'moderation', id, query],
    pageSize: PAGE,
    label: 'Post pages',
    fetchPage: (page, signal) => client.activities.moderation(id, { ...query, ...page }, signal),
  });
  const moderate = useMutation({
    mutationFn: ({
      post,
      action,
    }: {
      post: ModeratedActivity;
      action: 'hide' | 'unhide' | 'approve';
    }) => client.activities.moderate(post.id, action),
    onSuccess: async (_, { post, action }) => {
      await queryClient.invalidateQueries({ queryKey: ['studio', 'moderation', id] });
      const name = post.title ? `“${post.title}”` : 'The post';
      showToast({
        title:
          action === 'hide'
            ? `${name} is hidden from visitors`
            : action === 'unhide'
              ? `${name} is visible again`
              : `${name} is published`,
        variant: 'success',
      });
    },
    onError: (error) =>
      showToast({
        title: 'The post could not be changed',
        description: apiErrorMessage(error),
        variant: 'destructive',
      }),
  });
  const busy = (post: ModeratedActivity) =>
    moderate.isPending && moderate.variables?.post.id === post.id;
  return (
    <>
      <CollectionCrumbs id={id} name={collection.data?.name} />
      <QueryState
        isPending={collection.isPending || queue.isPending}
        error={collection.error ?? queue.error}
        what="The feed’s posts"
        title="Feed moderation"
      >
        <h1>Feed moderation</h1>
        <p className="one-st-lead">
          {collection.data?.name}: {total} {total === 1 ? 'post' : 'posts'}
          {filters.show !== 'all' && ` (${SHOWS[filters.show].label.toLowerCase()})`}
        </p>
        <form
          className="one-st-row one-st-filters"
          role="search"
          aria-label="Posts"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const token = draft.token.trim();
            const error = tokenFieldError(token);
            setTokenError(error);
            // The posts shown stay those of the last valid filter: nothing is asked for.
            if (error) return;
            setFilters({ ...draft, token, author: draft.author.trim() });
          }}
        >
          <div className="one-st-field">
            <label htmlFor="moderation-show">Show</label>
            <select
              id="moderation-show"
              value={draft.show}
              onChange={(event) => {
                const next = { ...draft, show: event.target.value as Show };
                setDraft(next);
                setFilters({ ...filters, show: next.show });
              }}
            >
              {Object.entries(SHOWS).map(([value, { label }]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div className="one-st-field">
            <label htmlFor="moderation-token">Token number</label>
            <input
              id="moderation-token"
              value={draft.token}
              aria-invalid={tokenError ? true : undefined}
              aria-describedby={tokenError ? 'moderation-token-error' : undefined}
              onChange={(event) => setDraft({ ...draft, token: event.target.value })}
            />
            {tokenError && (
              <p id="moderation-token-error" role="alert" className="one-st-error">
                {tokenError}
              </p>
            )}
          </div>
          <div className="one-st-field">
            <label htmlFor="moderation-author">Author’s e-mail or wallet</label>
            <input
              id="moderation-author"
              value={draft.author}
              onChange={(event) => setDraft({ ...draft, author: event.target.value })}
            />
          </div>
          <button type="submit" className="one-st-button one-st-primary">
            Filter
          </button>
        </form>
        {total === 0 ? (
          <p className="one-st-card">
            {filters.token ? `No post on token ${filters.token} matches.` : 'No post matches.'}
          </p>
        ) : (
          <section aria-labelledby="moderation-posts">
            <h2 id="moderation-posts" className="one-st-sr">
              Posts
            </h2>
            <ul className="one-st-list">
              {queue.data?.data.map((post) => (
                <li key={post.id} className="one-st-post">
                  <div className="one-st-row">
                    <h3>{post.title || 'Untitled post'}</h3>
                    {post.hidden_at && <span className="one-st-flag">Hidden</span>}
                    {post.status === 'PENDING' && (
                      <span className="one-st-flag one-st-flag-warn">Awaiting approval</span>
                    )}
                    {post.report_count > 0 && (
                      <span className="one-st-flag one-st-flag-danger">
                        Reported {post.report_count} {post.report_count === 1 ? 'time' : 'times'}
                      </span>
                    )}
                  </div>
                  <p className="one-st-meta">
                    {author(post)}
                    {post.token_id && ` · token ${post.token_id}`} ·{' '}
                    {new Date(post.created_at).toLocaleString()}
                    {post.from_previous_owner && ' · from a previous owner'}
                  </p>
                  {post.image && <img src={post.image.url} alt="" />}
                  {post.content && <p>{post.content}</p>}
                  <div className="one-st-row">
                    {post.status === 'PENDING' && (
                      <button
                        type="button"
                        className="one-st-button one-st-primary"
                        disabled={busy(post)}
                        onClick={() => moderate.mutate({ post, action: 'approve' })}
                      >
                        Approve<span className="one-st-sr"> {post.title ?? 'post'}</span>
                      </button>
                    )}
                    {post.hidden_at ? (
                      <button
                        type="button"
                        className="one-st-button"
                        disabled={busy(post)}
                        onClick={() => moderate.mutate({ post, action: 'unhide' })}
                      >
                        Unhide<span className="one-st-sr"> {post.title ?? 'post'}</span>
                      </button>
                    ) : (
                      <button
                        type="button"
                        className="one-st-button"
                        disabled={busy(post)}
                        onClick={() => moderate.mutate({ post, action: 'hide' })}
                      >
                        Hide<span className="one-st-sr"> {post.title ?? 'post'}</span>
                      </button>
                    )}
                    <button
                      type="button"
                      className="one-st-button one-st-danger"
                      onClick={() => setDeleting(post)}
                    >
                      Delete<span className="one-st-sr"> {post.title ?? 'post'}</span>
                    </button>
                  </div>
                </li>
              ))}
            </ul>
            <Pager {...pager} />
          </section>
        )}
      </QueryState>
      {deleting && (
        <DeletePostDialog collectionId={id} post={deleting} onClose={() => setDeleting(null)} />
      )}
    </>
  );
}

/** Deleting cannot be undone (hiding can): it asks first. */
function DeletePostDialog({
  collectionId,
  post,
  onClose,
}: {
  collectionId: string;
  post: ModeratedActivity;
  onClose: () => void;
}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: async () => {
      const result = await client.activities.delete(post.id);
      if (!result.success) throw new Error('The post was already deleted.');
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['studio', 'moderation', collectionId] });
      showToast({ title: 'Post deleted', variant: 'success' });
      onClose();
    },
  });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Delete “${post.title || 'Untitled post'}”?`}
      description="The post is removed for good. To take it off the feed and keep it, hide it instead."
    >
      {remove.error && (
        <p role="alert" className="one-st-error">
          {apiErrorMessage(remove.error)}
        </p>
      )}
      <div className="one-st-row" style={{ marginTop: 16 }}>
        <button
          type="button"
          className="one-st-button one-st-danger"
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
        >
          Delete post
        </button>
        <button type="button" className="one-st-button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
