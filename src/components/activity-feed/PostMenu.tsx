import MoreHorizontal from 'lucide-react/icons/ellipsis';
import { useEffect, useId, useRef, useState } from 'react';
import { apiErrorMessage } from '../../client';
import { useOptionalApiClient } from '../../client/ClientProvider';
import { t } from '../../i18n/i18n';
import { showToast } from '../../ui/toast/toastStore';
import { hasReported, rememberReported } from './reportedPosts';

/**
 * A post's menu for visitors who did not write it: "Report post". A visitor reports a post once
 * (the server counts one report per account or visitor of the day; this browser remembers it
 * and shows "Reported" instead).
 */
export function PostMenu({ id, title }: { id: string; title: string }) {
  const client = useOptionalApiClient();
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(false);
  const [sending, setSending] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const firstItem = useRef<HTMLButtonElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  // Read after hydration: the server's HTML cannot know what this browser reported.
  useEffect(() => setReported(hasReported(id)), [id]);
  useEffect(() => {
    if (!open) return;
    firstItem.current?.focus();
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  if (!client?.apiKey) return null;

  const report = async () => {
    setSending(true);
    try {
      await client.activities.report(id);
      rememberReported(id);
      setReported(true);
      showToast({ title: t('feed.reportThanks'), variant: 'success' });
    } catch (error) {
      showToast({
        title: t('feed.reportError'),
        description: apiErrorMessage(error),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
      setOpen(false);
      trigger.current?.focus();
    }
  };

  return (
    <div
      className="one-activity-menu"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          trigger.current?.focus();
        }
      }}
    >
      <button
        ref={trigger}
        type="button"
        className="one-activity-delete"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={title ? t('feed.postMenuNamed', { title }) : t('feed.postMenu')}
        onClick={() => setOpen((o) => !o)}
      >
        <MoreHorizontal aria-hidden="true" />
      </button>
      {open ? (
        <ul className="one-activity-menu-list" role="menu" id={menuId}>
          <li role="none">
            <button
              ref={firstItem}
              type="button"
              role="menuitem"
              aria-disabled={reported || sending || undefined}
              onClick={() => {
                if (!reported && !sending) void report();
              }}
            >
              {reported ? t('feed.reported') : t('feed.report')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
