import ImagePlus from 'lucide-react/icons/image-plus';
import X from 'lucide-react/icons/x';
import { useEffect, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { showToast } from '../../ui/toast/toastStore';
import {
  acceptedImageGuidance,
  compressImage,
  IMAGE_ACCEPT_ATTRIBUTE,
  imageDecodes,
  imageKind,
  imageUploadGuidance,
  refusalAfterCompressing,
  refusalBeforeCompressing,
  refusalSentences,
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
  'imageUnreadable',
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
 * The add-activity image picker: one image, by click or drop, checked as it is picked (its
 * type, then whether it opens); jpeg/png above 1.5 MB are compressed (the original is kept when
 * compression fails); a file still above 5 MB afterwards is cleared with the 'File still too
 * large after optimization' toast (blocks.md).
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

  /** The latest pick: a check still running for an earlier file does not act on this one. */
  const latestPick = useRef(0);

  const clear = () => {
    onChange(null);
    setGuidance(null);
    if (input.current) input.current.value = '';
  };

  /**
   * A refused file is not kept: no preview, one message saying why, and the picker is free to
   * take the next file (the same one again too, as the input is emptied).
   */
  const refuse = (message: string) => {
    setWidgetError(message);
    clear();
  };

  const accept = async (file: File) => {
    const pick = ++latestPick.current;
    setWidgetError(null);
    const advice = imageUploadGuidance(file);
    if (advice.kind === null) {
      // A picture in another format (GIF, HEIC, SVG…) is told the formats the form takes; a
      // file that is no picture at all, the widget's own words.
      refuse(
        isOtherImageFormat(file)
          ? activityFormMessages.unsupportedFormat
          : imageWidgetMessages.invalidType,
      );
      return;
    }
    onBusyChange?.(true);
    try {
      // Larger than a browser can draw: refused as such before a decode that could only fail
      // (and would then call a sound picture damaged).
      const tooLarge = await refusalBeforeCompressing(file);
      if (pick !== latestPick.current) return;
      if (tooLarge) {
        refuse(refusalSentences(tooLarge));
        return;
      }
      // Named and typed as a picture is not enough: a text file called photo.jpg, or a damaged
      // photo, is refused now rather than by the server once the form is sent.
      const opens = await imageDecodes(file);
      if (pick !== latestPick.current) return;
      if (!opens) {
        refuse(imageWidgetMessages.imageUnreadable);
        return;
      }
      setGuidance(advice);
      if (!advice.compress) {
        onChange(file);
        return;
      }
      await optimise(file, advice, pick);
    } finally {
      if (pick === latestPick.current) onBusyChange?.(false);
    }
  };

  /** jpeg and png above 1.5 MB, compressed before they are kept (blocks.md). */
  const optimise = async (file: File, advice: ImageUploadGuidance, pick: number) => {
    setProgress(0);
    try {
      const result = await compressImage(file, setProgress);
      const refused = await refusalAfterCompressing(result);
      if (pick !== latestPick.current) return;
      // Compressed and still over 5 MB: the spec's toast. Not compressed at all (it failed, or
      // gave nothing smaller): the form says so, not "even after compression".
      if (refused?.kind === 'still-too-large') {
        showToast({ ...feedToasts.stillTooLarge, description: refused.message });
        clear();
        return;
      }
      if (refused) {
        refuse(refusalSentences(refused));
        return;
      }
      setGuidance(acceptedImageGuidance(file, result.file) ?? advice);
      onChange(result.file);
    } catch (failure) {
      console.error('Processing the image failed', failure);
      if (pick === latestPick.current) refuse(imageWidgetMessages.processingFailed);
    } finally {
      setProgress(null);
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

  // One message at a time: the widget's word on the file just picked wins over the form's.
  const message = widgetError ?? error;
  const hasMessage = Boolean(message);
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
          {message}
        </p>
      ) : null}
    </div>
  );
}
