import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { apiErrorMessage } from '../../client';
import { useApiClient } from '../../client/ClientProvider';
import type { LayoutSummary } from '../../schema/entities/layoutRecord';
import type { AdminToken } from '../../schema/entities/tokenAdmin';
import { Modal } from '../../ui/dialog/Modal';
import { showToast } from '../../ui/toast/toastStore';
import { ImagesField } from '../collections/ImagesField';
import { LayoutSelect } from '../collections/LayoutSelect';

interface Props {
  token: AdminToken;
  layouts: LayoutSummary[];
  onClose: () => void;
}

/** One token's own attributes, images and, where the item needs it, its own page layout. */
export function TokenEditor({ token, layouts, onClose }: Props) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const id = useId();
  const [attributes, setAttributes] = useState(() =>
    Object.entries(token.attributes).map(([name, value]) => ({ name, value })),
  );
  const [images, setImages] = useState(token.images);
  const [layoutId, setLayoutId] = useState(token.layout_id);
  const save = useMutation({
    mutationFn: () =>
      client.tokens.update(token.id, {
        attributes: Object.fromEntries(
          attributes.filter((a) => a.name.trim()).map((a) => [a.name.trim(), a.value]),
        ),
        images: images.map((i) => ({ url: i.url, alt: i.alt || null })),
        layout_id: layoutId,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['studio'] });
      showToast({ title: `Token ${token.token_id} saved`, variant: 'success' });
      onClose();
    },
  });
  const set = (index: number, patch: Partial<{ name: string; value: string }>) =>
    setAttributes(attributes.map((a, i) => (i === index ? { ...a, ...patch } : a)));
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Token ${token.token_id}`}
      width={640}
    >
      <div className="one-studio-dialog">
        <fieldset className="one-st-field" style={{ border: 0, padding: 0, maxWidth: 'none' }}>
          <legend className="one-st-label">Attributes</legend>
          {attributes.map((attribute, index) => (
            <div key={index} className="one-st-attr">
              <div className="one-st-field" style={{ margin: 0 }}>
                <label htmlFor={`${id}-n-${index}`}>Name {index + 1}</label>
                <input
                  id={`${id}-n-${index}`}
                  value={attribute.name}
                  maxLength={64}
                  onChange={(e) => set(index, { name: e.target.value })}
                />
              </div>
              <div className="one-st-field" style={{ margin: 0 }}>
                <label htmlFor={`${id}-v-${index}`}>Value {index + 1}</label>
                <input
                  id={`${id}-v-${index}`}
                  value={attribute.value}
                  maxLength={1000}
                  onChange={(e) => set(index, { value: e.target.value })}
                />
              </div>
              <button
                type="button"
                className="one-st-button"
                onClick={() => setAttributes(attributes.filter((_, i) => i !== index))}
              >
                Remove<span className="one-st-sr"> attribute {index + 1}</span>
              </button>
            </div>
          ))}
          {attributes.length < 50 && (
            <button
              type="button"
              className="one-st-button"
              style={{ width: 'fit-content' }}
              onClick={() => setAttributes([...attributes, { name: '', value: '' }])}
            >
              Add an attribute
            </button>
          )}
        </fieldset>
        <ImagesField label="Images" images={images} onChange={setImages} max={20} />
        <LayoutSelect
          id={`${id}-layout`}
          label="Own page layout"
          value={layoutId}
          onChange={setLayoutId}
          layouts={layouts}
          emptyLabel="The collection’s token page layout"
          help="Only for an item that needs a page of its own."
        />
        {save.error && (
          <p role="alert" className="one-st-error">
            Not saved: {apiErrorMessage(save.error)}
          </p>
        )}
        <div className="one-st-row">
          <button
            type="button"
            className="one-st-button one-st-primary"
            disabled={save.isPending}
            onClick={() => save.mutate()}
          >
            Save token
          </button>
          <button type="button" className="one-st-button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </div>
    </Modal>
  );
}
