import { useId, useState } from 'react';
import { apiErrorMessage } from '../../client';
import { useApiClient } from '../../client/ClientProvider';
import { isVideoUrl } from '../../components/product-media/galleryImages';

export interface StudioImage {
  url: string;
  alt?: string | null;
}

interface Props {
  label: string;
  images: StudioImage[];
  onChange: (images: StudioImage[]) => void;
  max: number;
  help?: string;
}

/** Images uploaded through the upload route (checked by content on the server), each with alt text. */
export function ImagesField({ label, images, onChange, max, help }: Props) {
  const client = useApiClient();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const add = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setBusy(true);
    setError(null);
    const added: StudioImage[] = [];
    try {
      for (const file of Array.from(files).slice(0, max - images.length)) {
        const result = await client.uploads.upload(file, { kind: 'image' });
        added.push({ url: result.url, alt: '' });
      }
    } catch (failure) {
      setError(`Not uploaded: ${apiErrorMessage(failure)}`);
    } finally {
      setBusy(false);
      if (added.length > 0) onChange([...images, ...added]);
    }
  };
  return (
    <fieldset className="one-st-field" style={{ border: 0, padding: 0 }}>
      <legend className="one-st-label">{label}</legend>
      {help && <p className="one-st-help">{help}</p>}
      {images.length > 0 && (
        <ul className="one-st-images" style={{ listStyle: 'none', padding: 0, margin: '6px 0' }}>
          {images.map((image, index) => (
            <li key={`${image.url}-${index}`} className="one-st-image">
              {isVideoUrl(image.url) ? (
                // A gallery may hold a video (visitors' product media leave it out): shown as one.
                <video
                  src={image.url}
                  aria-label={image.alt || `Video ${index + 1}`}
                  muted
                  playsInline
                  preload="metadata"
                />
              ) : (
                <img src={image.url} alt={image.alt ?? ''} />
              )}
              {/* Names say which field they belong to: a form has more than one of these
                  (main image, gallery), and a screen reader's list of controls must tell
                  "Remove image 1" of one from the other's. */}
              <label className="one-st-help" htmlFor={`${id}-alt-${index}`}>
                Alt text {index + 1}
                <span className="one-st-sr"> of {label}</span>
              </label>
              <input
                id={`${id}-alt-${index}`}
                className="one-st-input"
                value={image.alt ?? ''}
                maxLength={500}
                onChange={(e) =>
                  onChange(
                    images.map((im, i) => (i === index ? { ...im, alt: e.target.value } : im)),
                  )
                }
              />
              <button
                type="button"
                className="one-st-button"
                onClick={() => onChange(images.filter((_, i) => i !== index))}
              >
                Remove
                <span className="one-st-sr">
                  {' '}
                  image {index + 1} from {label}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {images.length < max && (
        <div>
          <label className="one-st-button" htmlFor={`${id}-file`} style={{ width: 'fit-content' }}>
            {busy ? 'Uploading…' : `Add ${max === 1 ? 'an image' : 'images'}`}
          </label>
          <input
            id={`${id}-file`}
            className="one-st-sr"
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            multiple={max > 1}
            disabled={busy}
            onChange={(e) => {
              void add(e.target.files);
              e.target.value = '';
            }}
          />
        </div>
      )}
      {error && (
        <p role="alert" className="one-st-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
