/**
 * `@vitrine/kit/client`: the typed API client (one request function holding the key, retries
 * and error rules) and its react-query hooks and provider. React and @tanstack/react-query are
 * the app's own (peer dependencies).
 */
export * from '../../../src/client/index';
export {
  ApiClientProvider,
  createQueryClient,
  useApiClient,
  useOptionalApiClient,
} from '../../../src/client/ClientProvider';
export { AuthProvider } from '../../../src/client/auth/AuthProvider';
export { useAuth } from '../../../src/client/auth/AuthContext';
export { queryKeys } from '../../../src/client/queryKeys';
export { useActivities } from '../../../src/client/hooks/useActivities';
export { useCollection, type UseCollectionOptions } from '../../../src/client/hooks/useCollection';
export { useCreateActivity } from '../../../src/client/hooks/useCreateActivity';
export { useOwnership } from '../../../src/client/hooks/useOwnership';
export { useRegisterEmail } from '../../../src/client/hooks/useRegisterEmail';
export { useSession } from '../../../src/client/hooks/useSession';
export { absoluteUploads, fetchWithAbsoluteUploads } from '../../../src/client/uploadLinks';
