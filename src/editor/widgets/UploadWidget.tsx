import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { apiErrorMessage } from '../../client/errors';
import {
  acceptedImageGuidance,
  imageUploadGuidance,
  type ImageUploadGuidance,
} from '../../ui/upload/imageUploadGuidance';
import { prepareImageUpload } from '../../ui/upload/compressImage';
import { refusalSentences } from '../../ui/upload/sizeRefusal';
import { UploadGuidance, UploadProgress } from '../../ui/upload/UploadGuidance';
import { IMAGE_ACCEPT_ATTRIBUTE } from '../../ui/upload/thresholds';
import { formatFileSize } from '../../ui/upload/sizes';
import { UPLOAD_MAX_BYTES } from '../../schema/entities/upload';
import { MediaFieldActions } from '../media/MediaFieldActions';
import { useFileDrop } from '../media/useFileDrop';
import { useFieldName } from './fieldScope';
import { describedBy, widgetContext } from './widgetOptions';

export type MediaKind = 'image' | 'video' | 'audio';

const ACCEPT: Record<MediaKind, string> = {
  image: IMAGE_ACCEPT_ATTRIBUTE,
  video: 'video/*',
  audio: 'audio/*',
};

/** blocks.md foundation.md: video and audio uploads are their own type only, at most 5 MB. */
export function mediaFileProblem(file: File, kind: 'video' | 'audio'): string | null {
  if (!file.type.startsWith(`${kind}/`))
    return kind === 'video' ? 'Please select a video file.' : 'Please select an audio file.';
  if (file.size > UPLOAD_MAX_BYTES)
    return `File size (${formatFileSize(file.size)}) exceeds 5MB limit`;
  return null;
}

function Preview({ kind, url, label }: { kind: MediaKind; url: string; label: string }) {
  if (kind === 'image')
    return <img className="one-editor-preview" src={url} alt={`Preview of ${label}`} />;
  if (kind === 'video')
    return (
      <video
        className="one-editor-preview"
        src={url}
        controls
        muted
        aria-label={`Preview of ${label}`}
      />
    );
  return (
    <audio className="one-editor-preview" src={url} controls aria-label={`Preview of ${label}`} />
  );
}

function isPreviewable(url: string): boolean {
  return /^(https?:\/\/|\/|blob:)/.test(url);
}

/**
 * A media source: a URL field, a file uploaded through the API client (its button, or dropped
 * anywhere on the field), or one of the site's files from the media library. Images get the
 * upload guidance and compression of src/ui/upload with a progress bar; every kind shows a
 * preview.
 */
function uploadWidget(kind: MediaKind) {
  return function UploadWidget(props: WidgetProps) {
    const { id, value, onChange, rawErrors, disabled, readonly } = props;
    // The controls are named after the field's full name ("Upload a file for Image of slide 2").
    const label = useFieldName(props.label);
    const { upload, formData } = widgetContext(props);
    // Audio has a source type (blocks.md: url or upload): its file picker is offered with
    // 'Upload', as the video's is; an image's source is one field for both.
    const offersFile = kind !== 'audio' || formData.type === 'upload';
    const [guidance, setGuidance] = useState<ImageUploadGuidance | null>(null);
    const [progress, setProgress] = useState<{ percent: number; label: string } | null>(null);
    const [problem, setProblem] = useState<string | null>(null);
    const errors = (rawErrors?.length ?? 0) > 0 || problem !== null;
    const url = typeof value === 'string' ? value : '';
    const blocked = !upload || disabled || readonly || progress !== null;
    const onFiles = (files: File[]) => {
      if (files.length > 1) setProblem('Please select only one file.');
      else void onFile(files[0]);
    };
    const drop = useFileDrop(onFiles, !offersFile || blocked);

    async function onFile(file: File | undefined) {
      setProblem(null);
      setGuidance(null);
      if (!file || !upload) return;
      let toSend: File = file;
      if (kind === 'image') {
        const shown = imageUploadGuidance(file);
        setGuidance(shown);
        setProgress({ percent: 0, label: 'Optimizing image…' });
        const prepared = await prepareImageUpload(file, (percent) =>
          setProgress({ percent: percent / 2, label: 'Optimizing image…' }),
        );
        if (!prepared.ok) {
          setProgress(null);
          // A refusal the guidance already shows (wrong type, over 5 MB) is not said twice.
          if (prepared.title !== shown.error) {
            setGuidance(null);
            setProblem(refusalSentences(prepared));
          }
          return;
        }
        toSend = prepared.file;
        setGuidance(acceptedImageGuidance(file, prepared.file) ?? shown);
      } else {
        const bad = mediaFileProblem(file, kind);
        if (bad) {
          setProblem(bad);
          return;
        }
      }
      setProgress({ percent: kind === 'image' ? 50 : 0, label: 'Uploading…' });
      try {
        const uploaded = await upload(toSend, kind, (percent) =>
          setProgress({
            percent: kind === 'image' ? 50 + percent / 2 : percent,
            label: 'Uploading…',
          }),
        );
        onChange(uploaded);
      } catch (error) {
        setProblem(`The upload failed: ${apiErrorMessage(error)}`);
      } finally {
        setProgress(null);
      }
    }

    return (
      <div
        className={`one-editor-upload${drop.dropping ? ' one-editor-upload-dropping' : ''}`}
        {...drop.handlers}
      >
        <input
          id={id}
          type="text"
          inputMode="url"
          className="one-editor-input"
          placeholder="https://…"
          value={url}
          disabled={disabled}
          readOnly={readonly}
          aria-invalid={errors || undefined}
          aria-describedby={[describedBy(id, errors), problem ? `${id}__upload` : '']
            .filter(Boolean)
            .join(' ')}
          onChange={(e) =>
            onChange(e.target.value.trim() === '' ? undefined : e.target.value.trim())
          }
        />
        {offersFile ? (
          <MediaFieldActions
            kind={kind}
            label={label}
            accept={ACCEPT[kind]}
            canUpload={Boolean(upload)}
            busy={progress !== null}
            disabled={Boolean(disabled || readonly)}
            onFiles={onFiles}
            onPick={(item) => {
              setProblem(null);
              setGuidance(null);
              onChange(item.url);
            }}
          />
        ) : null}
        <UploadGuidance guidance={guidance} />
        {progress ? <UploadProgress percent={progress.percent} label={progress.label} /> : null}
        {problem ? (
          <p id={`${id}__upload`} className="one-editor-error" role="alert">
            {problem}
          </p>
        ) : null}
        {url && isPreviewable(url) ? <Preview kind={kind} url={url} label={label} /> : null}
      </div>
    );
  };
}

export const ImageUploadWidget = uploadWidget('image');
export const VideoUploadWidget = uploadWidget('video');
export const AudioUploadWidget = uploadWidget('audio');
