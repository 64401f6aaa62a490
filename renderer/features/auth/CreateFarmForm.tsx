import { Button } from '@blueprintjs/core';
import { Add } from '@blueprintjs/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PASSWORD_MIN_LENGTH, signupInput } from '../../../core/schemas/auth';
import { errorCode, errorMessage, fieldIssues } from '../../api/errors';
import { useTRPC } from '../../api/trpc';
import { showFieldIssues } from '../../ui/record-save';
import { PasswordField } from '../../ui/PasswordField';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast';
import { completeSignUp } from './complete-auth';

type SignupValues = z.input<typeof signupInput>;
const FIELDS = ['email', 'password', 'farmName', 'ownerName', 'location'] as const;

export function CreateFarmForm({ returnTo }: { returnTo: string }) {
  const trpc = useTRPC();
  const signup = useMutation(trpc.auth.signup.mutationOptions());
  const form = useForm<SignupValues, unknown, z.output<typeof signupInput>>({
    resolver: zodResolver(signupInput),
    defaultValues: { email: '', password: '', farmName: '', ownerName: '', location: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await completeSignUp(await signup.mutateAsync(values), returnTo);
    } catch (error) {
      showFieldIssues(form.setError, fieldIssues(error), FIELDS);
      // The only conflict sign-up has is an e-mail already registered: say so at the field too.
      if (errorCode(error) === 'CONFLICT') form.setError('email', { type: 'server', message: errorMessage(error, '') });
      toast({ tone: 'danger', title: 'Signup failed', description: errorMessage(error, 'Please try again.') });
    }
  });

  return (
    <form className="fh-auth-form" onSubmit={submit} noValidate aria-label="Create farm">
      <TextField
        id="create-farm-name"
        label="Farm name"
        autoComplete="organization"
        placeholder="e.g. Cottonwood Creek Ranch"
        registration={form.register('farmName')}
        error={errors.farmName?.message}
      />
      <div className="fh-auth-row">
        <TextField
          id="create-farm-owner"
          label="Owner name"
          optional
          autoComplete="name"
          registration={form.register('ownerName')}
          error={errors.ownerName?.message}
        />
        <TextField
          id="create-farm-location"
          label="Location"
          optional
          autoComplete="address-level1"
          placeholder="County, state"
          registration={form.register('location')}
          error={errors.location?.message}
        />
      </div>
      <TextField
        id="create-farm-email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@yourfarm.com"
        registration={form.register('email')}
        error={errors.email?.message}
      />
      <PasswordField
        id="create-farm-password"
        label="Password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
        registration={form.register('password')}
        error={errors.password?.message}
      />
      <Button type="submit" intent="primary" size="large" fill icon={<Add />} loading={isSubmitting} text="Create Farm" />
    </form>
  );
}
