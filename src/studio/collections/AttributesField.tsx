import { useId } from 'react';
import type { CollectionAttribute } from '../../schema/entities/collection';

interface Props {
  attributes: CollectionAttribute[];
  onChange: (attributes: CollectionAttribute[]) => void;
}

/** The collection's attributes (label and value), shown by the product attribute blocks. */
export function AttributesField({ attributes, onChange }: Props) {
  const id = useId();
  const set = (index: number, patch: Partial<CollectionAttribute>) =>
    onChange(attributes.map((a, i) => (i === index ? { ...a, ...patch } : a)));
  return (
    <fieldset className="one-st-field" style={{ border: 0, padding: 0, maxWidth: 720 }}>
      <legend className="one-st-label">Attributes</legend>
      <p className="one-st-help">Shown by the product attribute blocks: a label and its value.</p>
      {attributes.map((attribute, index) => (
        <div key={index} className="one-st-attr">
          <div className="one-st-field" style={{ margin: 0 }}>
            <label htmlFor={`${id}-label-${index}`}>Label {index + 1}</label>
            <input
              id={`${id}-label-${index}`}
              value={attribute.label}
              maxLength={200}
              onChange={(e) => set(index, { label: e.target.value })}
            />
          </div>
          <div className="one-st-field" style={{ margin: 0 }}>
            <label htmlFor={`${id}-value-${index}`}>Value {index + 1}</label>
            <input
              id={`${id}-value-${index}`}
              value={attribute.value ?? ''}
              maxLength={1000}
              onChange={(e) => set(index, { value: e.target.value })}
            />
          </div>
          <button
            type="button"
            className="one-st-button"
            onClick={() => onChange(attributes.filter((_, i) => i !== index))}
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
          onClick={() =>
            onChange([...attributes, { label: '', type: 'TEXT', value: '', items: [] }])
          }
        >
          Add an attribute
        </button>
      )}
    </fieldset>
  );
}
