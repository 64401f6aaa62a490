import type { AuthResult } from '../../../core/schemas/auth';
import { storeTokenForReload } from '../../api/auth-token';
import { keepUser } from '../../api/query-client';
import { toastAfterReload } from '../../ui/pending-toast';
import { toast } from '../../ui/toast';

/** The page reloads about a second after sign-in, so the greeting can be read. */
export const SIGN_IN_RELOAD_DELAY_MS = 1000;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Both finish with a full page load rather than a client-side switch: the new session starts
// with empty caches and, in Electron, a main process that already holds the token. The account
// is kept beside the token, so that page load draws the farm without waiting to ask who it is.

async function storeSignIn(token: string, user: AuthResult['user']): Promise<void> {
  await storeTokenForReload(token);
  keepUser(token, user);
}

export async function completeSignIn({ token, user }: AuthResult, returnTo: string): Promise<void> {
  await storeSignIn(token, user);
  toast({ tone: 'success', title: 'Welcome back!', description: `Logged in to ${user.farmName}` });
  await delay(SIGN_IN_RELOAD_DELAY_MS);
  window.location.replace(returnTo);
}

export async function completeSignUp({ token, user }: AuthResult, returnTo: string): Promise<void> {
  await storeSignIn(token, user);
  toastAfterReload({
    tone: 'success',
    title: 'Account created!',
    description: `Welcome to Farm Hand, ${user.farmName}!`,
  });
  window.location.replace(returnTo);
}
