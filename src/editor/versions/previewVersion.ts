import { apiErrorMessage } from '../../client';
import { parseLayoutDocument } from '../../components/schemaRegistry';
import { showToast } from '../../ui/toast/toastStore';
import { layoutVersionQuery } from '../../client/queries/layoutQueries';
import { editorClient } from '../persistence/editorClient';
import { editorQueryClient } from '../persistence/editorQueries';
import { openLayoutStore } from '../persistence/openLayoutStore';
import { restoreVersion } from '../persistence/session';
import { editorStore } from '../store/editorStore';

/**
 * Fetches a saved version and shows it on the canvas, read only, checked as a loaded layout
 * is. Resolves true when the preview started; a failure is told in a toast.
 */
export async function previewVersion(revision: number): Promise<boolean> {
  const { layoutId } = openLayoutStore.getState();
  if (!layoutId) return false;
  const refuse = (description: string) => {
    showToast({
      title: `Version ${revision} could not be shown`,
      description,
      variant: 'destructive',
    });
    return false;
  };
  try {
    const version = await editorQueryClient.fetchQuery(
      layoutVersionQuery(editorClient(), layoutId, revision),
    );
    if (!version) return refuse('It no longer exists.');
    const parsed = parseLayoutDocument(version.document);
    if (!parsed.ok) return refuse(parsed.errors[0]?.message ?? 'Its document is not valid.');
    editorStore.getState().startPreview({ revision, document: parsed.layout });
    return true;
  } catch (error) {
    return refuse(apiErrorMessage(error));
  }
}

/**
 * Restores the previewed version (it becomes the new draft). The caller asks first when the
 * draft has unsaved changes (./RestoreVersionConfirm.tsx): they are replaced.
 */
export async function restorePreviewed(): Promise<void> {
  const { preview } = editorStore.getState();
  if (!preview) return;
  await restoreVersion(preview.revision);
  editorStore.getState().endPreview();
}
