import Loader2 from 'lucide-react/icons/loader-circle';
import MapPin from 'lucide-react/icons/map-pin';
import Trash2 from 'lucide-react/icons/trash';
import type { CSSProperties } from 'react';
import type { Activity } from '../../schema/entities/activity';
import { authorLabel } from './activityRules';
import { formatFeedDate } from './formatDate';
import { PostMenu } from './PostMenu';
import type { ActivityFeedData } from './schema';
import { t } from '../../i18n/i18n';

interface ActivityItemProps {
  activity: Activity;
  feed: ActivityFeedData['feed'];
  creatorName: string;
  now: Date;
  canDelete: boolean;
  /** Whether the visitor may report it: a published post someone else wrote. */
  canReport: boolean;
  onDelete: (activity: Activity) => void;
  titleStyle?: CSSProperties;
}

/** The client's own copy of a post being sent has an id it made up (useCreateActivity). */
export const isOptimistic = (activity: Pick<Activity, 'id'>) => activity.id.startsWith('pending-');

/** One post: image, title, caption, location, author and date as the feed settings say. */
export function ActivityItem({
  activity,
  feed,
  creatorName,
  now,
  canDelete,
  canReport,
  onDelete,
  titleStyle,
}: ActivityItemProps) {
  // Being sent (the optimistic copy) or, on a pre-moderated feed, stored and waiting for the
  // brand's approval: only its author sees it then, with its own words.
  const sending = activity.status === 'PENDING' && isOptimistic(activity);
  const awaiting = activity.status === 'PENDING' && !sending;
  const pending = sending;
  const title = feed.showTitle ? activity.title?.trim() : '';
  const caption = feed.showCaption ? activity.content?.trim() : '';
  const location = feed.showLocations ? activity.location?.trim() : '';
  const imageUrl = feed.showImage ? activity.image?.url : undefined;
  const author = feed.showAuthor ? authorLabel(activity, creatorName) : null;
  const date = feed.showDate ? formatFeedDate(activity.created_at, now) : null;

  return (
    <li
      className="one-activity-card"
      data-activity-id={activity.id}
      data-status={awaiting ? 'AWAITING_APPROVAL' : (activity.status ?? undefined)}
      aria-busy={pending || undefined}
    >
      {awaiting ? (
        <p className="one-activity-awaiting">
          <strong>{t('feed.awaitingApproval')}</strong>
          <span>{t('feed.awaitingApprovalHint')}</span>
        </p>
      ) : null}
      {imageUrl ? (
        <div className="one-activity-image">
          <img
            src={imageUrl}
            alt={activity.title?.trim() || t('feed.photo')}
            loading="lazy"
            decoding="async"
          />
          {pending ? (
            <div className="one-activity-pending" role="status">
              <Loader2 className="one-spin" aria-hidden="true" />
              <span>{t('feed.posting')}</span>
            </div>
          ) : null}
        </div>
      ) : pending ? (
        <div className="one-activity-pending one-activity-pending-inline" role="status">
          <Loader2 className="one-spin" aria-hidden="true" />
          <span>{t('feed.posting')}</span>
        </div>
      ) : null}
      <div className="one-activity-card-body">
        {title ? (
          <h3 className="one-activity-title" style={titleStyle}>
            {title}
          </h3>
        ) : null}
        {caption ? <p className="one-activity-caption">{caption}</p> : null}
        {location ? (
          <p className="one-activity-location">
            <MapPin aria-hidden="true" />
            <span>{location}</span>
          </p>
        ) : null}
        {activity.from_previous_owner ? (
          <p className="one-activity-previous">{t('feed.previousOwner')}</p>
        ) : null}
        {author || date || canDelete || canReport ? (
          <div className="one-activity-meta">
            <span>
              {author ? <span className="one-activity-author">{author}</span> : null}
              {author && date ? <span aria-hidden="true"> · </span> : null}
              {date ? (
                <time className="one-activity-date" dateTime={activity.created_at}>
                  {date}
                </time>
              ) : null}
            </span>
            {canReport && !canDelete ? <PostMenu id={activity.id} title={title ?? ''} /> : null}
            {canDelete && !pending ? (
              <button
                type="button"
                className="one-activity-delete"
                aria-label={title ? t('feed.deleteNamedPost', { title }) : t('feed.deletePost')}
                onClick={() => onDelete(activity)}
              >
                <Trash2 aria-hidden="true" />
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
