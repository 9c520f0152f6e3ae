export { AuthProvider, type AuthProviderProps } from './AuthProvider';
export { useAuth, useOptionalAuth, AuthContext, type AuthContextValue } from './AuthContext';
