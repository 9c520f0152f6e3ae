import Images from 'lucide-react/icons/images';
import Upload from 'lucide-react/icons/upload';
import { useId, useMemo, useState } from 'react';
import { useOptionalApiClient } from '../../client/ClientProvider';
import { defaultTheme, themeSchema } from '../../schema/theme/theme';
import { MediaLibraryDialog } from '../lazy/lazyViews';
import { editorClient } from '../persistence/editorClient';
import { editorStore } from '../store/editorStore';
import { fontFileFormat, type FontFileFormat } from './fonts';

function setFontFile(which: 'body' | 'heading', format: FontFileFormat, url: string): void {
  const state = editorStore.getState();
  const theme = state.document.theme ?? defaultTheme;
  const font = theme.typography[which];
  const parsed = themeSchema().safeParse({
    ...theme,
    typography: {
      ...theme.typography,
      [which]: { ...font, font_files: { ...font.font_files, [format]: url } },
    },
  });
  if (parsed.success) state.setTheme(parsed.data, `theme:theme-font:${which}:${format}`);
}

/**
 * Under an uploaded font's file addresses: a picker that uploads one file per format and fills
 * its address, or takes files already in the site's media library. The editor's own client (with the owner's key) unless a provider above gives
 * one, as the panels' uploads do: /editor has no provider, and font files upload like images.
 */
export function FontFileUpload({ which }: { which: 'body' | 'heading' }) {
  const id = useId();
  const provided = useOptionalApiClient();
  const client = useMemo(() => provided ?? editorClient(), [provided]);
  const [problem, setProblem] = useState<string | null>(null);
  const [libraryOpen, setLibraryOpen] = useState(false);
  return (
    <div className="one-editor-field">
      <label htmlFor={id} className="one-editor-label">
        Font files (woff2, woff, otf, ttf)
      </label>
      <div className="one-editor-upload-actions">
        <label className="one-editor-upload-file one-editor-button">
          <Upload aria-hidden size={14} />
          <span aria-hidden>Upload font files</span>
          <input
            id={id}
            type="file"
            multiple
            accept=".woff2,.woff,.otf,.ttf,font/woff2,font/woff,font/otf,font/ttf"
            disabled={!client}
            aria-describedby={`${id}__help${problem ? ` ${id}__error` : ''}`}
            onChange={async (e) => {
              setProblem(null);
              const files = [...(e.target.files ?? [])];
              e.target.value = '';
              for (const file of files) {
                const format = fontFileFormat(file.name);
                if (!format) {
                  setProblem(`${file.name} is not a woff2, woff, otf or ttf file.`);
                  continue;
                }
                try {
                  const result = await client.uploads.upload(file, { kind: 'font' });
                  if (result) setFontFile(which, format, result.url);
                } catch (error) {
                  setProblem(`The upload of ${file.name} failed: ${(error as Error).message}`);
                }
              }
            }}
          />
        </label>
        <button
          type="button"
          className="one-editor-button"
          disabled={!client}
          onClick={() => setLibraryOpen(true)}
        >
          <Images aria-hidden size={14} /> Font files from the media library
        </button>
      </div>
      <MediaLibraryDialog
        open={libraryOpen}
        onOpenChange={setLibraryOpen}
        client={client}
        kind="font"
        onPick={(item) => {
          setLibraryOpen(false);
          const format = fontFileFormat(item.url);
          if (format) setFontFile(which, format, item.url);
        }}
      />
      <p id={`${id}__help`} className="one-editor-help">
        {client
          ? 'Choose one file per format; the browser uses the first it supports.'
          : 'This server does not store font files yet: paste the https:// address of each file below.'}
      </p>
      {problem ? (
        <ul id={`${id}__error`} className="one-editor-errors" role="alert">
          <li className="one-editor-error">{problem}</li>
        </ul>
      ) : null}
    </div>
  );
}
