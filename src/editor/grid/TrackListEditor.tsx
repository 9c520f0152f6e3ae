import { Minus, Plus } from 'lucide-react';
import { ValidatedInput } from './ValidatedInput';
import { validateTrack } from './validators';

interface Props {
  /** 'Column' or 'Row'. */
  noun: 'Column' | 'Row';
  tracks: readonly string[];
  max: number;
  onChange: (tracks: string[], coalesceKey?: string) => void;
}

/** One input per track with add and remove; a track list always keeps at least one track. */
export function TrackListEditor({ noun, tracks, max, onChange }: Props) {
  const plural = `${noun.toLowerCase()}s`;
  return (
    <fieldset className="one-editor-tracks">
      <legend>
        {noun}s ({tracks.length})
      </legend>
      {tracks.map((track, index) => (
        <div key={index} className="one-editor-track">
          <ValidatedInput
            label={`${noun} ${index + 1} size`}
            value={track}
            validate={validateTrack}
            onCommit={(text) => {
              const next = [...tracks];
              next[index] = text;
              onChange(next, `track:${plural}:${index}`);
            }}
          />
          <button
            type="button"
            className="one-editor-icon-button"
            aria-label={`Remove ${noun.toLowerCase()} ${index + 1}`}
            disabled={tracks.length <= 1}
            onClick={() => onChange(tracks.filter((_, i) => i !== index))}
          >
            <Minus aria-hidden size={14} />
          </button>
        </div>
      ))}
      <button
        type="button"
        className="one-editor-button"
        disabled={tracks.length >= max}
        onClick={() => onChange([...tracks, noun === 'Column' ? '1fr' : 'auto'])}
      >
        <Plus aria-hidden size={14} /> Add {noun.toLowerCase()}
      </button>
    </fieldset>
  );
}
