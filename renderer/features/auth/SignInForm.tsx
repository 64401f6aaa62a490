import { Button } from '@blueprintjs/core';
import { LogIn } from '@blueprintjs/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { loginInput } from '../../../core/schemas/auth';
import { errorMessage, fieldIssues } from '../../api/errors';
import { useTRPC } from '../../api/trpc';
import { showFieldIssues } from '../../ui/record-save';
import { PasswordField } from '../../ui/PasswordField';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast';
import { completeSignIn } from './complete-auth';
import { DEMO_ACCOUNT } from '../../../core/demo/account';
import { DemoAccountCallout } from './DemoAccountCallout';

type LoginValues = z.input<typeof loginInput>;
const FIELDS = ['email', 'password'] as const;

export function SignInForm({ returnTo }: { returnTo: string }) {
  const trpc = useTRPC();
  const login = useMutation(trpc.auth.login.mutationOptions());
  const form = useForm<LoginValues, unknown, z.output<typeof loginInput>>({
    resolver: zodResolver(loginInput),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await completeSignIn(await login.mutateAsync(values), returnTo);
    } catch (error) {
      showFieldIssues(form.setError, fieldIssues(error), FIELDS);
      toast({ tone: 'danger', title: 'Login failed', description: errorMessage(error, 'Please try again.') });
    }
  });

  const fillDemoAccount = () => {
    form.setValue('email', DEMO_ACCOUNT.email, { shouldValidate: true });
    form.setValue('password', DEMO_ACCOUNT.password, { shouldValidate: true });
  };

  return (
    <form className="fh-auth-form" onSubmit={submit} noValidate aria-label="Sign in">
      <TextField
        id="sign-in-email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="username"
        placeholder="you@yourfarm.com"
        registration={form.register('email')}
        error={errors.email?.message}
      />
      <PasswordField
        id="sign-in-password"
        label="Password"
        autoComplete="current-password"
        registration={form.register('password')}
        error={errors.password?.message}
      />
      <Button
        type="submit"
        intent="primary"
        size="large"
        fill
        icon={<LogIn />}
        loading={isSubmitting}
        text="Sign In"
      />
      <DemoAccountCallout onUse={fillDemoAccount} />
    </form>
  );
}
