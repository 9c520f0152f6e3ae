import Plus from 'lucide-react/icons/plus';
import { buttonClassName } from '../shared/buttonStyle';
import type { ActivityFeedData } from './schema';

/** blocks.md: in builder preview the feed shows a disabled button and placeholder skeleton bars. */
export function FeedSkeleton({ data }: { data: ActivityFeedData }) {
  return (
    <div className="one-activity-feed-preview" aria-label="Activity feed preview">
      {data.allowUserUploads ? (
        <div className="one-activity-feed-actions">
          <button type="button" className={buttonClassName(data.buttons.add.variant)} disabled>
            <Plus aria-hidden="true" />
            {data.buttons.add.label || 'Add to Feed'}
          </button>
        </div>
      ) : null}
      <ul className="one-activity-feed-list" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <li key={index} className="one-activity-card one-activity-skeleton">
            {data.feed.showImage ? <div className="one-skeleton-bar one-skeleton-image" /> : null}
            <div className="one-activity-card-body">
              <div className="one-skeleton-bar" style={{ width: '55%', height: 18 }} />
              <div className="one-skeleton-bar" style={{ width: '90%' }} />
              <div className="one-skeleton-bar" style={{ width: '70%' }} />
              <div className="one-skeleton-bar" style={{ width: '35%', height: 10 }} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
