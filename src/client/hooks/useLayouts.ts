import { useQuery } from '@tanstack/react-query';
import type { LayoutListQuery } from '../api/layouts';
import { useApiClient } from '../ClientProvider';
import { layoutListQuery } from '../queries/layoutQueries';

/** GET /v1/layouts: the site's layouts, read while `enabled` (a dialog that is open). */
export function useLayouts(query: LayoutListQuery = {}, { enabled = true } = {}) {
  const client = useApiClient();
  return useQuery({ ...layoutListQuery(client, query), enabled });
}
