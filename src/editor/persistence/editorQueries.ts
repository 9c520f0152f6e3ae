import { createQueryClient } from '../../client/ClientProvider';
import type { ApiClient } from '../../client';
import { queryKeys } from '../../client/queryKeys';
import { editorClient } from './editorClient';

/**
 * The editor's react-query cache: the page entry seeds it with the requests it starts while the
 * editor's code loads (openingRequests.ts), and the editor's reads — the layout at open, the
 * layout list, the versions, a previewed version, the collection — all go through it.
 */
export const editorQueryClient = createQueryClient();
// The collection previewed on the canvas is read once per visit: a product changed in the
// studio meanwhile shows the next time the editor opens.
editorQueryClient.setQueryDefaults(queryKeys.collection(), { staleTime: Infinity });

/**
 * The client the editor's hooks get from the provider: each call goes to the editor's current
 * client, which is made afresh after a sign-in or a newly entered key (editorClient.ts), so the
 * provider never holds one that authorises with a forgotten key.
 */
export const currentEditorClient = new Proxy({} as ApiClient, {
  get: (_target, key) => editorClient()[key as keyof ApiClient],
});
