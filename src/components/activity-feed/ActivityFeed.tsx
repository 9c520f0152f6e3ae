import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useEffect, useState, type CSSProperties } from 'react';
import { useOptionalApiClient } from '../../client/ClientProvider';
import { MISSING_KEY } from '../../client/errors';
import { useActivities } from '../../client/hooks/useActivities';
import { useOptionalAuth } from '../../client/auth/AuthContext';
import type { Activity } from '../../schema/entities/activity';
import { usePageContext } from '../../renderer/PageContext';
import { ProductPlaceholder } from '../product-card/ProductPlaceholder';
import type { ComponentRenderProps } from '../types';
import { buttonClassName, buttonStyleToCss } from '../shared/buttonStyle';
import { canDeleteActivity, canReportActivity, feedTexts, isAuthError } from './activityRules';
import { ActivityItem } from './ActivityItem';
import { AddToFeed } from './AddToFeed';
import { DeleteActivityDialog } from './DeleteActivityDialog';
import { FeedSkeleton } from './FeedSkeleton';
import { feedQuery, pageInfo } from './query';
import type { ActivityFeedData, ActivityFeedStyles } from './schema';
import { useMergedFeedSettings } from './feedSettingsMerge';
import { useFeedNow } from './useFeedNow';
import { t } from '../../i18n/i18n';

function textCss(style: ActivityFeedStyles['text']): CSSProperties {
  return {
    color: style.color,
    fontSize: style.fontSize,
    lineHeight: style.lineHeight,
    letterSpacing: style.letterSpacing === undefined ? undefined : `${style.letterSpacing}px`,
    marginBottom: style.marginBottom,
  };
}

function rootStyle(styles: ActivityFeedStyles): CSSProperties {
  return {
    ...textCss(styles.text),
    marginBottom: undefined,
    ...buttonStyleToCss({
      color: styles.button.color,
      backgroundColor: styles.button.backgroundColor,
      fontSize: styles.button.fontSize,
      border:
        styles.button.borderRadius === undefined
          ? undefined
          : { style: 'solid', radius: styles.button.borderRadius },
    }),
  };
}

/** The visitor's feed: posts of the page's token (or collection), paged, with the add control. */
function LiveFeed({
  settings,
  styles,
}: {
  /** The block's data with the collection's activity settings laid over it. */
  settings: ActivityFeedData;
  styles: ActivityFeedStyles;
}) {
  const { collection, tokenId, user: pageUser } = usePageContext();
  const auth = useOptionalAuth();
  const now = useFeedNow();
  const { feed } = settings;
  const [page, setPage] = useState(0);
  const [toDelete, setToDelete] = useState<Activity | null>(null);
  const query = useActivities(
    feedQuery({
      collectionSlug: collection?.slug,
      tokenId,
      pageSize: feed.pageSize,
      page,
      sortOrder: feed.sortOrder,
    }),
  );
  const userId = auth?.user?.id ?? pageUser?.id ?? null;

  useEffect(() => setPage(0), [feed.pageSize, feed.sortOrder, collection?.slug, tokenId]);

  if (!collection) return null;
  const activities = query.data?.data ?? [];
  const info = pageInfo(query.data?.pagination, page, feed.pageSize);
  const titleStyle = textCss(styles.title);

  let body;
  if (query.isPending && query.fetchStatus !== 'idle') {
    body = (
      <p className="one-activity-feed-status" role="status">
        {feedTexts.loading}
      </p>
    );
  } else if (query.isError) {
    const authFailure = isAuthError(query.error) && feed.showAuthenticationError;
    body = (
      <p className="one-activity-feed-status one-activity-feed-error" role="alert">
        {authFailure ? feed.authenticationErrorText : feedTexts.loadError}
      </p>
    );
  } else if (activities.length === 0) {
    body = <p className="one-activity-feed-status">{feed.noActivityMessage}</p>;
  } else {
    body = (
      <ul
        className="one-activity-feed-list"
        aria-label={t('feed.posts')}
        aria-busy={query.isFetching || undefined}
      >
        {activities.map((activity) => (
          <ActivityItem
            key={activity.id}
            activity={activity}
            feed={feed}
            creatorName={collection.name}
            now={now}
            canDelete={canDeleteActivity(activity, userId)}
            canReport={canReportActivity(activity, userId)}
            onDelete={setToDelete}
            titleStyle={titleStyle}
          />
        ))}
      </ul>
    );
  }

  return (
    <section className="one-activity-feed" aria-label={t('feed.feed')} style={rootStyle(styles)}>
      {settings.allowUserUploads ? (
        <AddToFeed
          settings={settings}
          styles={styles}
          collection={collection}
          tokenId={tokenId ?? null}
          pageUser={pageUser}
        />
      ) : null}
      {body}
      {info.pageCount > 1 || info.hasPrevious ? (
        <nav className="one-activity-feed-pages" aria-label={t('feed.pages')}>
          <button
            type="button"
            className={buttonClassName('outline')}
            onClick={() => setPage((p) => Math.max(0, p - 1))}
            disabled={!info.hasPrevious || query.isFetching}
          >
            <ChevronLeft aria-hidden="true" />
            {t('feed.previousPage')}
          </button>
          <span className="one-activity-feed-page" aria-live="polite">
            {t('feed.pageOf', { page: page + 1, count: info.pageCount })}
          </span>
          <button
            type="button"
            className={buttonClassName('outline')}
            onClick={() => setPage((p) => p + 1)}
            disabled={!info.hasNext || query.isFetching}
          >
            {t('feed.nextPage')}
            <ChevronRight aria-hidden="true" />
          </button>
        </nav>
      ) : null}
      <DeleteActivityDialog activity={toDelete} onClose={() => setToDelete(null)} />
    </section>
  );
}

/** blocks.md: with no API key the feed cannot load; the reason goes to the console. */
function MissingClient() {
  useEffect(() => console.error(new Error(MISSING_KEY.activities)), []);
  return (
    <section className="one-activity-feed" aria-label={t('feed.feed')}>
      <p className="one-activity-feed-status one-activity-feed-error" role="alert">
        {feedTexts.loadError}
      </p>
    </section>
  );
}

/** blocks.md "Activity feed": the runtime feed; a skeleton preview in builder mode. */
export function ActivityFeed({
  data,
  styles,
  builder,
}: ComponentRenderProps<ActivityFeedData, ActivityFeedStyles>) {
  const client = useOptionalApiClient();
  const { collection } = usePageContext();
  const { merged, pending } = useMergedFeedSettings(data, collection?.activity_settings);
  if (builder) {
    return (
      <section className="one-activity-feed" aria-label={t('feed.feed')} style={rootStyle(styles)}>
        <FeedSkeleton data={merged} />
      </section>
    );
  }
  if (!collection) return <ProductPlaceholder label="Activity feed" builder={builder} />;
  if (!client || !client.apiKey) return <MissingClient />;
  // The collection's settings are being laid over the block: the feed shows it is loading.
  if (pending)
    return (
      <section className="one-activity-feed" aria-label={t('feed.feed')} style={rootStyle(styles)}>
        <p className="one-activity-feed-status" role="status">
          {feedTexts.loading}
        </p>
      </section>
    );
  return <LiveFeed settings={merged} styles={styles} />;
}
