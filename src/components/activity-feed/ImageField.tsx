import ImagePlus from 'lucide-react/icons/image-plus';
import X from 'lucide-react/icons/x';
import { useEffect, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { showToast } from '../../ui/toast/toastStore';
import {
  acceptedImageGuidance,
  compressImage,
  IMAGE_ACCEPT_ATTRIBUTE,
  IMAGE_UPLOAD_LIMITS,
  imageKind,
  imageUploadGuidance,
  uploadMessages,
  type ImageUploadGuidance,
} from '../../ui/upload';
import { UploadGuidance, UploadProgress } from '../../ui/upload/UploadGuidance';
import { feedToasts } from './activityRules';
import { activityFormMessages } from './formSchema';
import { FieldLabel } from './FieldLabel';
import { messageGroup, t } from '../../i18n/i18n';

/** blocks.md "Image upload widget" messages, word for word. */
export const imageWidgetMessages = messageGroup('feed', [
  'onlyOne',
  'invalidType',
  'processingFailed',
  'invalidDrop',
]);

const OTHER_IMAGE_EXTENSION = /\.(gif|bmp|svg|heic|heif|avif|tiff?|ico)$/i;

function isOtherImageFormat(file: File): boolean {
  return file.type.toLowerCase().startsWith('image/') || OTHER_IMAGE_EXTENSION.test(file.name);
}

interface ImageFieldProps {
  id: string;
  label: string;
  description?: string;
  required: boolean;
  value: File | null | undefined;
  onChange: (file: File | null) => void;
  /** The form's validation message for the field. */
  error?: string;
  /** Tells the form an image is being optimised (submit waits). */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * The add-activity image picker: one image, by click or drop; jpeg/png above 1.5 MB are
 * compressed (the original is kept when compression fails); a file still above 5 MB afterwards
 * is cleared with the 'File still too large after optimization' toast (blocks.md).
 */
export function ImageField({
  id,
  label,
  description,
  required,
  value,
  onChange,
  error,
  onBusyChange,
}: ImageFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [widgetError, setWidgetError] = useState<string | null>(null);
  const [guidance, setGuidance] = useState<ImageUploadGuidance | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!value || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  const clear = () => {
    onChange(null);
    setGuidance(null);
    if (input.current) input.current.value = '';
  };

  const accept = async (file: File) => {
    setWidgetError(null);
    const advice = imageUploadGuidance(file);
    setGuidance(advice);
    if (advice.kind === null) {
      // A picture in another format (GIF, HEIC, SVG…) is refused here and by the form, which
      // names the formats it takes ('Only .jpg, .jpeg, .png, and .webp formats are supported');
      // a file that is no picture at all is refused here alone.
      if (isOtherImageFormat(file)) {
        setGuidance(null);
        setWidgetError(imageWidgetMessages.invalidType);
        onChange(file);
        return;
      }
      setWidgetError(imageWidgetMessages.invalidType);
      clear();
      return;
    }
    if (!advice.compress) {
      onChange(file);
      return;
    }
    onBusyChange?.(true);
    setProgress(0);
    try {
      const result = await compressImage(file, setProgress);
      if (result.file.size > IMAGE_UPLOAD_LIMITS.maxBytes) {
        showToast({
          ...feedToasts.stillTooLarge,
          description: uploadMessages.stillTooLarge(result.file.size),
        });
        clear();
        return;
      }
      setGuidance(acceptedImageGuidance(file, result.file) ?? advice);
      onChange(result.file);
    } catch (failure) {
      console.error('Processing the image failed', failure);
      setWidgetError(imageWidgetMessages.processingFailed);
      clear();
    } finally {
      setProgress(null);
      onBusyChange?.(false);
    }
  };

  const onFiles = (files: FileList | null, dropped: boolean) => {
    if (!files || files.length === 0) return;
    if (files.length > 1) {
      setWidgetError(imageWidgetMessages.onlyOne);
      return;
    }
    const file = files[0] as File;
    if (dropped && imageKind(file) === null) {
      setWidgetError(imageWidgetMessages.invalidDrop);
      return;
    }
    void accept(file);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    onFiles(event.dataTransfer.files, true);
  };

  // The widget's word wins, except that the form's formats line is said too.
  const messages = [
    widgetError ?? error,
    widgetError && error === activityFormMessages.unsupportedFormat ? error : undefined,
  ].filter((line): line is string => Boolean(line));
  const hasMessage = messages.length > 0;
  const describedBy = [`${id}-hint`, hasMessage ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <div className="one-activity-field">
      <FieldLabel htmlFor={id} label={label} required={required} />
      {description ? <p className="one-activity-help">{description}</p> : null}
      {value && preview ? (
        <div className="one-activity-image-preview">
          <img src={preview} alt={t('feed.preview')} />
          <button
            type="button"
            className="one-activity-image-remove"
            aria-label={t('feed.removeFile')}
            onClick={clear}
          >
            <X aria-hidden="true" />
          </button>
        </div>
      ) : (
        <div
          className="one-activity-dropzone"
          data-dragging={dragging || undefined}
          data-invalid={hasMessage || undefined}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <ImagePlus aria-hidden="true" />
          <span>{t('feed.dropHere')}</span>
          <button
            type="button"
            className="one-activity-browse"
            onClick={() => input.current?.click()}
            disabled={progress !== null}
          >
            {t('feed.chooseFile')}
          </button>
        </div>
      )}
      <input
        ref={input}
        id={id}
        className="one-sr-only"
        type="file"
        accept={IMAGE_ACCEPT_ATTRIBUTE}
        aria-required={required}
        aria-invalid={hasMessage || undefined}
        aria-describedby={describedBy}
        tabIndex={-1}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onFiles(event.target.files, false)}
      />
      {progress !== null ? <UploadProgress percent={progress} /> : null}
      <p id={`${id}-hint`} className="one-activity-help">
        {t('feed.imageFormats')} <span>{uploadMessages.autoOptimizedHelp}</span>
      </p>
      {guidance && !hasMessage ? (
        <UploadGuidance
          guidance={{
            ...guidance,
            // Said once, in the hint above; the others (the phone-photo hint) are the file's own.
            help: guidance.help.filter((line) => line !== uploadMessages.autoOptimizedHelp),
          }}
        />
      ) : null}
      {hasMessage ? (
        <p id={`${id}-error`} className="one-activity-error" role="alert">
          {messages.map((line, index) => (
            <span key={line} className="one-activity-error-line">
              {index > 0 ? ' ' : null}
              {line}
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}
