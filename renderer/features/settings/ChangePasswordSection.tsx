import { Button } from '@blueprintjs/core';
import { Key } from '@blueprintjs/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { changePasswordForm, PASSWORD_MIN_LENGTH, type ChangePasswordForm } from '../../../core/schemas/auth';
import { errorMessage, fieldIssues } from '../../api/errors';
import { useTRPC } from '../../api/trpc';
import { showFieldIssues } from '../../ui/record-save';
import { PasswordField } from '../../ui/PasswordField';
import { toast } from '../../ui/toast';
import { SettingsSection } from './SettingsSection';

type PasswordName = keyof ChangePasswordForm;
const PASSWORD_FIELDS: Record<PasswordName, { id: string; label: string; autoComplete: string; hint?: string }> = {
  currentPassword: { id: 'password-current', label: 'Current password', autoComplete: 'current-password' },
  newPassword: { id: 'password-new', label: 'New password', autoComplete: 'new-password', hint: `At least ${PASSWORD_MIN_LENGTH} characters` },
  confirmPassword: { id: 'password-confirm', label: 'Confirm new password', autoComplete: 'new-password' },
};
const FIELDS = Object.keys(PASSWORD_FIELDS) as PasswordName[];
/** The current password on a row of its own, the new one and its copy side by side. */
const ROWS: PasswordName[][] = [['currentPassword'], ['newPassword', 'confirmPassword']];
const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change Password: the current one, then the new one twice. The farm's other devices are signed out. */
export function ChangePasswordSection() {
  const trpc = useTRPC();
  const change = useMutation(trpc.auth.changePassword.mutationOptions());
  const form = useForm<ChangePasswordForm, unknown, z.output<typeof changePasswordForm>>({ resolver: zodResolver(changePasswordForm), defaultValues: EMPTY });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset(EMPTY);
      toast({ tone: 'success', title: 'Password changed', description: 'Your other devices are signed out: sign in there with the new password.' });
    } catch (error) {
      showFieldIssues(form.setError, fieldIssues(error), FIELDS);
      toast({ tone: 'danger', title: 'Password not changed', description: errorMessage(error, 'Please try again.') });
    }
  });

  return (
    <SettingsSection title="Change Password" description="Signs out every other phone and computer signed in to this farm; this one stays signed in.">
      <form className="fh-settings-form" onSubmit={(event) => void submit(event)} noValidate aria-label="Change Password">
        {ROWS.map((row) => (
          <div key={row.join()} className="fh-settings-fields">
            {row.map((name) => (
              <PasswordField key={name} registration={form.register(name)} error={errors[name]?.message} {...PASSWORD_FIELDS[name]} />
            ))}
          </div>
        ))}
        <Button className="fh-settings-action" type="submit" size="large" icon={<Key />} text="Change Password" loading={change.isPending} />
      </form>
    </SettingsSection>
  );
}
