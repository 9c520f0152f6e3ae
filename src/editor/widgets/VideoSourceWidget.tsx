import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { apiErrorMessage } from '../../client/errors';
import { generateVideoPoster } from '../../components/video/poster';
import { VIDEO_ACCEPT_ATTRIBUTE, videoUploadGuidance } from '../../components/video/upload';
import { UploadProgress } from '../../ui/upload/UploadGuidance';
import { MediaFieldActions } from '../media/MediaFieldActions';
import { useFileDrop } from '../media/useFileDrop';
import { useFieldName } from './fieldScope';
import { describedBy, widgetContext } from './widgetOptions';

type Progress = { percent: number; label: string };

/**
 * The Video component's source (foundation.md): with type 'url' a link; with type
 * 'upload' a video file (video only, at most 5242880 bytes), uploaded with the poster made from
 * its frame at 1 second (a JPEG at quality 0.8). The link stays editable in both. The file and its
 * poster are written together; typing a link clears the poster, which belonged to the uploaded clip.
 */
export function VideoSourceWidget(props: WidgetProps) {
  const { id, value, rawErrors, disabled, readonly, placeholder } = props;
  const label = useFieldName(props.label);
  const { upload, setFields, formData } = widgetContext(props);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [problem, setProblem] = useState<{ error: string; help: string | null } | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const url = typeof value === 'string' ? value : '';
  const poster = typeof formData.poster === 'string' ? formData.poster : '';
  const uploading = formData.type === 'upload';
  const errors = (rawErrors?.length ?? 0) > 0 || problem !== null;
  const onFiles = (files: File[]) => {
    if (files.length > 1) setProblem({ error: 'Please select only one file.', help: null });
    else if (files[0]) void onFile(files[0]);
  };
  const drop = useFileDrop(
    onFiles,
    !uploading || !upload || Boolean(disabled || readonly) || progress !== null,
  );

  async function onFile(file: File) {
    setProblem(null);
    setNote(null);
    if (!upload) return;
    const guidance = videoUploadGuidance(file);
    if (!guidance.accepted) {
      setProblem({ error: guidance.error ?? '', help: guidance.help });
      return;
    }
    try {
      setProgress({ percent: 0, label: 'Uploading video…' });
      const src = await upload(file, 'video', (percent) =>
        setProgress({ percent: percent * 0.8, label: 'Uploading video…' }),
      );
      setProgress({ percent: 80, label: 'Making the poster…' });
      let posterUrl = '';
      try {
        const jpeg = await generateVideoPoster(file);
        const posterFile = new File([jpeg], `${file.name.replace(/\.[^.]*$/, '')}-poster.jpg`, {
          type: 'image/jpeg',
        });
        posterUrl = await upload(posterFile, 'image', (percent) =>
          setProgress({ percent: 80 + percent * 0.2, label: 'Uploading the poster…' }),
        );
      } catch (error) {
        // The clip itself is fine: it plays without a poster, and the owner is told why.
        setNote(`The video has no poster: ${apiErrorMessage(error)}`);
      }
      setFields({ src, poster: posterUrl }, id);
    } catch (error) {
      setProblem({ error: `The upload failed: ${apiErrorMessage(error)}`, help: null });
    } finally {
      setProgress(null);
    }
  }

  const describedIds = [describedBy(id, errors), problem ? `${id}__upload` : '']
    .filter(Boolean)
    .join(' ');

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
        placeholder={placeholder || 'https://…'}
        value={url}
        disabled={disabled}
        readOnly={readonly}
        aria-invalid={errors || undefined}
        aria-describedby={describedIds}
        onChange={(e) => setFields({ src: e.target.value.trim(), poster: '' }, id)}
      />
      {uploading ? (
        <MediaFieldActions
          kind="video"
          label={label}
          accept={VIDEO_ACCEPT_ATTRIBUTE}
          canUpload={Boolean(upload)}
          busy={progress !== null}
          disabled={Boolean(disabled || readonly)}
          onFiles={onFiles}
          onPick={(item) => {
            setProblem(null);
            setNote(null);
            // A file from the library has no poster made for it: it plays without one.
            setFields({ src: item.url, poster: '' }, id);
          }}
        />
      ) : null}
      {progress ? <UploadProgress percent={progress.percent} label={progress.label} /> : null}
      {problem ? (
        <div id={`${id}__upload`} role="alert">
          <p className="one-editor-error">{problem.error}</p>
          {problem.help ? <p className="one-editor-upload-help">{problem.help}</p> : null}
        </div>
      ) : null}
      {note ? (
        <p className="one-editor-upload-help" role="status">
          {note}
        </p>
      ) : null}
      {uploading && url.startsWith('/') ? (
        <video
          className="one-editor-preview"
          src={url}
          poster={poster || undefined}
          controls
          muted
          preload="metadata"
          aria-label={`Preview of ${label}`}
        />
      ) : null}
    </div>
  );
}
