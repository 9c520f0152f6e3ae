import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../ClientProvider';
import { layoutVersionsQuery } from '../queries/layoutQueries';

/** GET /v1/layouts/{id}/versions, newest first; nothing is asked without an id or while not `enabled`. */
export function useLayoutVersions(id: string | null, { enabled = true } = {}) {
  const client = useApiClient();
  return useQuery({ ...layoutVersionsQuery(client, id ?? ''), enabled: enabled && Boolean(id) });
}
