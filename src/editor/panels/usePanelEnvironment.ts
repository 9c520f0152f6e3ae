import { useCallback, useMemo } from 'react';
import { useOptionalApiClient } from '../../client/ClientProvider';
import { uploadWithProgress } from '../media/uploadWithProgress';
import { editorClient } from '../persistence/editorClient';
import { defaultTheme, type Theme } from '../../schema/theme/theme';
import { useEditorStore } from '../store/editorStore';
import { selectTheme, selectThemeMode } from '../store/selectors';
import type { WidgetContext } from '../widgets/widgetOptions';

/** What every generated form needs from around it: the page theme, the mode, and uploads. */
export function usePanelEnvironment(): {
  theme: Theme;
  themeMode: 'light' | 'dark';
  upload?: WidgetContext['upload'];
} {
  const documentTheme = useEditorStore(selectTheme);
  const themeMode = useEditorStore(selectThemeMode);
  // The editor's own client (with the owner's key) unless a provider above gives one.
  const provided = useOptionalApiClient();
  const client = useMemo(() => provided ?? editorClient(), [provided]);
  const upload = useCallback<NonNullable<WidgetContext['upload']>>(
    async (file, kind, onProgress) => {
      if (!client) throw new Error('No connection to the server');
      const result = await uploadWithProgress(client, file, kind, onProgress);
      return result.url;
    },
    [client],
  );
  return useMemo(
    () => ({
      theme: documentTheme ?? defaultTheme,
      themeMode,
      upload: client ? upload : undefined,
    }),
    [documentTheme, themeMode, client, upload],
  );
}
