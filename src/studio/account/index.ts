/** The studio's account screens and session, for the studio shell and the editor. */
export { ApiKeysScreen } from './ApiKeysScreen';
export { OwnerSignIn } from './OwnerSignIn';
export {
  OwnerSessionProvider,
  RequireOwner,
  studioClient,
  useOwnerSession,
  type OwnerSessionStatus,
  type OwnerSessionValue,
} from './ownerSession';
export { PeopleScreen } from './PeopleScreen';
export { SiteSettingsScreen } from './SiteSettingsScreen';
