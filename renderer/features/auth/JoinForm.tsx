import { Button } from '@blueprintjs/core';
import { NewPerson } from '@blueprintjs/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ROLE_LABELS } from '../../../core/domain/roles';
import { PASSWORD_MIN_LENGTH } from '../../../core/schemas/auth';
import { joinInput, type InvitationPreview, type JoinInput } from '../../../core/schemas/members';
import { errorCode, errorMessage, fieldIssues } from '../../api/errors';
import { useTRPC } from '../../api/trpc';
import { PasswordField } from '../../ui/PasswordField';
import { showFieldIssues } from '../../ui/record-save';
import { ROLE_REACH } from '../../ui/role-words';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast';
import { completeSignUp } from './complete-auth';

const FIELDS = ['name', 'email', 'password'] as const;

/**
 * "Join {farm}": the new member's name, e-mail (the invited one, filled in) and password. Joining
 * signs in exactly as creating a farm does, and opens the dashboard.
 */
export function JoinForm({ code, invitation }: { code: string; invitation: InvitationPreview }) {
  const trpc = useTRPC();
  const join = useMutation(trpc.auth.join.mutationOptions());
  const form = useForm<JoinInput, unknown, z.output<typeof joinInput>>({
    resolver: zodResolver(joinInput),
    defaultValues: { code, name: '', email: invitation.email, password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await completeSignUp(await join.mutateAsync(values), '/');
    } catch (error) {
      showFieldIssues(form.setError, fieldIssues(error), FIELDS);
      // The e-mail has an account already (409): say so at the field too, as Create Farm does.
      if (errorCode(error) === 'CONFLICT') form.setError('email', { type: 'server', message: errorMessage(error, '') });
      toast({ tone: 'danger', title: 'Join failed', description: errorMessage(error, 'Please try again.') });
    }
  });

  return (
    <form className="fh-auth-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="join-title">
      <h2 id="join-title" className="fh-join-title">
        Join {invitation.farmName}
      </h2>
      <p className="fh-join-text">
        You are invited as <strong>{ROLE_LABELS[invitation.role]}</strong>. {ROLE_REACH[invitation.role]}
      </p>
      <TextField id="join-name" label="Your name" autoComplete="name" registration={form.register('name')} error={errors.name?.message} />
      <TextField
        id="join-email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="username"
        hint="The address the invitation was sent to"
        registration={form.register('email')}
        error={errors.email?.message}
      />
      <PasswordField
        id="join-password"
        label="Password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
        registration={form.register('password')}
        error={errors.password?.message}
      />
      <Button type="submit" intent="primary" size="large" fill icon={<NewPerson />} loading={isSubmitting} text="Join Farm" />
    </form>
  );
}
