import { useId, useState } from 'react';
import { apiErrorMessage } from '../../client';
import type { CollectionDetail } from '../../schema/entities/collection';
import { showToast } from '../../ui/toast/toastStore';
import { usePatchCollection } from '../data';
import { AttributesField } from './AttributesField';
import { ImagesField, type StudioImage } from './ImagesField';
import { slugProblem } from './slugify';

/** Name, address, description, images, attributes and the product name template. */
export function DetailsForm({ collection }: { collection: CollectionDetail }) {
  const id = useId();
  const patch = usePatchCollection(collection.id);
  const [name, setName] = useState(collection.name);
  const [slug, setSlug] = useState(collection.slug);
  const [description, setDescription] = useState(collection.description ?? '');
  const [template, setTemplate] = useState(collection.product_name_template ?? '');
  const [image, setImage] = useState<StudioImage[]>(
    collection.image ? [{ url: collection.image }] : [],
  );
  const [gallery, setGallery] = useState<StudioImage[]>(collection.gallery);
  const [attributes, setAttributes] = useState(collection.attributes);
  const slugError = slugProblem(slug);
  const nameError = name.trim() ? null : 'Enter a name.';
  return (
    <form
      className="one-st-card"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (slugError || nameError) return;
        patch.mutate(
          {
            name: name.trim(),
            slug,
            description: description.trim() || null,
            product_name_template: template.trim() || null,
            image: image[0]?.url ?? null,
            gallery: gallery.map((g) => ({ url: g.url, alt: g.alt || null })),
            attributes: attributes.filter((a) => a.label.trim()),
          },
          {
            onSuccess: (saved) =>
              showToast({
                title: 'Details saved',
                description:
                  saved.slug !== collection.slug
                    ? `New address /c/${saved.slug}; /c/${collection.slug} now leads there.`
                    : undefined,
                variant: 'success',
              }),
          },
        );
      }}
    >
      <h2 id={`${id}-title`}>Details</h2>
      <div className="one-st-field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          value={name}
          maxLength={200}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={nameError ? true : undefined}
        />
        {nameError && <p className="one-st-error">{nameError}</p>}
      </div>
      <div className="one-st-field">
        <label htmlFor={`${id}-slug`}>Slug</label>
        <input
          id={`${id}-slug`}
          value={slug}
          maxLength={64}
          onChange={(e) => setSlug(e.target.value)}
          aria-invalid={slugError ? true : undefined}
          aria-describedby={`${id}-slug-help`}
        />
        <p id={`${id}-slug-help`} className="one-st-help">
          The address /c/{slug || 'slug'}. Changing it keeps the old address working: visitors and
          printed tags that use /c/{collection.slug} are sent to the new one.
        </p>
        {slugError && <p className="one-st-error">{slugError}</p>}
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
      <div className="one-st-field">
        <label htmlFor={`${id}-template`}>Product name template</label>
        <input
          id={`${id}-template`}
          value={template}
          maxLength={300}
          onChange={(e) => setTemplate(e.target.value)}
          aria-describedby={`${id}-template-help`}
        />
        <p id={`${id}-template-help`} className="one-st-help">
          The item’s name on its page. {'{{tokenId}}'} becomes its number (“Lamp {'{{tokenId}}'}” →
          “Lamp 7”); {'{{collection}}'}, {'{{firstName}}'}, {'{{lastName}}'} and {'{{email}}'}
          work too.
        </p>
      </div>
      <ImagesField label="Main image" images={image} onChange={setImage} max={1} />
      <ImagesField
        label="Gallery"
        images={gallery}
        onChange={setGallery}
        max={50}
        help="Shown by the product media blocks, in this order."
      />
      <AttributesField attributes={attributes} onChange={setAttributes} />
      {patch.error && (
        <p role="alert" className="one-st-error">
          Not saved: {apiErrorMessage(patch.error)}
        </p>
      )}
      <button type="submit" className="one-st-button one-st-primary" disabled={patch.isPending}>
        Save details
      </button>
    </form>
  );
}
