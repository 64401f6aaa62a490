import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { VERIFY_EMAIL_PARAM } from '../../../core/schemas/auth';
import { errorMessage } from '../../api/errors';
import { useTRPC } from '../../api/trpc';
import { withoutParam } from '../../ui/search-params';

export type EmailConfirmation = { state: 'none' } | { state: 'checking' } | { state: 'done'; tone: 'success' | 'danger'; message: string };

/**
 * A verification link opens Settings > Account with its secret in the address (?verify=…): this
 * sends it to the server once, signed in, takes it out of the address (so a reload or the history
 * does not keep it) and answers what became of it, for the tab to show.
 */
export function useEmailConfirmation(): EmailConfirmation {
  const trpc = useTRPC();
  const confirm = useMutation(trpc.auth.confirmEmail.mutationOptions());
  const [params, setParams] = useSearchParams();
  const token = params.get(VERIFY_EMAIL_PARAM);
  const sent = useRef<string | null>(null);
  const [result, setResult] = useState<EmailConfirmation>({ state: 'none' });

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    setResult({ state: 'checking' });
    setParams(withoutParam(VERIFY_EMAIL_PARAM), { replace: true });
    confirm.mutateAsync({ token }).then(
      ({ email, alreadyVerified }) =>
        setResult({ state: 'done', tone: 'success', message: alreadyVerified ? `This link was already used: ${email} is verified.` : `Your email address ${email} is verified.` }),
      (error: unknown) => setResult({ state: 'done', tone: 'danger', message: errorMessage(error, 'The link could not be checked. Please try again.') }),
    );
  }, [token, confirm, setParams]);

  return result;
}
