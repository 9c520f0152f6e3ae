import type { OwnedProduct } from '../../schema/entities/access';
import { t } from '../../i18n/i18n';
import { FieldLabel } from './FieldLabel';

interface ItemPickerProps {
  id: string;
  /** The owner's items in this collection, once they are in. */
  items: readonly OwnedProduct[] | undefined;
  failed: boolean;
  value: string | null;
  onChange: (tokenId: string) => void;
}

/**
 * On a collection's page a post still belongs to one item: the owner picks which of theirs
 * (the form starts on their first, so an owner of one item only reads its number).
 */
export function ItemPicker({ id, items, failed, value, onChange }: ItemPickerProps) {
  let control;
  if (failed || items?.length === 0) {
    control = (
      <p id={id} role="alert" className="one-activity-error">
        {t('feed.itemsFailed')}
      </p>
    );
  } else if (!items) {
    control = (
      <p id={id} role="status" className="one-activity-help">
        {t('feed.itemsLoading')}
      </p>
    );
  } else {
    control = (
      <select
        id={id}
        className="one-activity-input"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        {items.map((item) => (
          <option key={item.token_id} value={item.token_id}>
            {t('tap.number', { tokenId: item.token_id })}
          </option>
        ))}
      </select>
    );
  }
  return (
    <div className="one-activity-field">
      <FieldLabel htmlFor={id} label={t('feed.item')} required />
      {control}
    </div>
  );
}
