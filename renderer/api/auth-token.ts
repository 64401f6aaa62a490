import { create } from 'zustand';
import { authTokenChanged } from '../platform';
import { loadStored, saveStored, STORAGE_KEYS } from '../platform/local-store';

// The bearer token, stored as plain text under `authToken` so the web link can read it per request.

interface AuthTokenState {
  token: string | null;
}

export const useAuthToken = create<AuthTokenState>(() => ({
  token: loadStored(STORAGE_KEYS.authToken, (raw) => raw || undefined, null),
}));

export const getAuthToken = () => useAuthToken.getState().token;

/** Stores the token and waits until the platform signs calls with it. */
export async function setAuthToken(token: string | null): Promise<void> {
  saveStored(STORAGE_KEYS.authToken, token);
  useAuthToken.setState({ token });
  await authTokenChanged(token);
}

/**
 * Stores the token for the page load that follows a sign-in, without starting a session in this
 * one: the page reloads after sign-in, and this keeps the form on screen until it does.
 */
export async function storeTokenForReload(token: string): Promise<void> {
  saveStored(STORAGE_KEYS.authToken, token);
  await authTokenChanged(token);
}
