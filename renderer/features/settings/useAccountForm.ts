import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type BaseSyntheticEvent } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { sameEmail } from '../../../core/domain/email';
import { accountProfileForm, memberProfileForm } from '../../../core/schemas/auth';
import { errorCode, errorMessage, fieldIssues } from '../../api/errors';
import { useTRPC } from '../../api/trpc';
import { useDeviceSettings } from '../../ui/device-settings';
import { showFieldIssues } from '../../ui/record-save';
import { toast } from '../../ui/toast';

export const SETTINGS_TABS = ['account', 'members', 'general', 'notifications', 'appearance', 'data'] as const;

export type AccountValues = z.input<typeof accountProfileForm>;
export type AccountForm = UseFormReturn<AccountValues, unknown, z.output<typeof accountProfileForm>>;
const FIELDS = ['farmName', 'ownerName', 'location', 'email', 'currentPassword'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];
const ownerResolver = zodResolver(accountProfileForm);
const memberResolver = zodResolver(memberProfileForm);
/** Account shows every field; General shows the farm's details but not the e-mail and its password. */
const shownOn = (tab: SettingsTab, field: string) => tab === 'account' || (tab === 'general' && field !== 'email' && field !== 'currentPassword');

/**
 * The account form behind Save Settings: farm name, owner name, location and e-mail (with the
 * current password when the e-mail changes), sent with PATCH /api/auth/update-profile (which
 * refreshes the signed-in user). A copy of the farm's details stays in this device's settings. A
 * field the schema or the server refuses opens the tab it is on.
 */
export function useAccountForm({ tab, showTab }: { tab: SettingsTab; showTab: (tab: SettingsTab) => void }) {
  const trpc = useTRPC();
  const me = useQuery(trpc.auth.me.queryOptions());
  const update = useMutation(trpc.auth.updateProfile.mutationOptions());
  const remember = useDeviceSettings((state) => state.update);
  // The farm's name and location are its owner's: a member's form checks and sends their own fields only.
  const ownsFarm = useRef(true);
  useEffect(() => {
    ownsFarm.current = me.data === undefined || me.data.role === 'owner';
  }, [me.data]);
  const form: AccountForm = useForm<AccountValues, unknown, z.output<typeof accountProfileForm>>({
    // A member's values are read as the owner's form reads them, less the farm's fields.
    resolver: (values, context, options) => (ownsFarm.current ? ownerResolver : memberResolver)(values, context, options as never) as never,
    defaultValues: { farmName: '', ownerName: '', location: '', email: '', currentPassword: '' },
  });

  const user = me.data;
  useEffect(() => {
    if (user) form.reset({ farmName: user.farmName, ownerName: user.ownerName ?? '', location: user.location ?? '', email: user.email, currentPassword: '' });
  }, [user, form]);

  const showField = (field: string | undefined) => {
    if (field && !shownOn(tab, field)) showTab('account');
  };

  const submit = form.handleSubmit(
    async (values) => {
      try {
        // The password goes only with a new e-mail: the field is not even shown otherwise.
        const { currentPassword: _password, ...profile } = values;
        const saved = await update.mutateAsync(sameEmail(values.email, user?.email ?? '') ? profile : values);
        remember({ farmName: saved.farmName, ownerName: saved.ownerName ?? '', location: saved.location ?? '' });
        toast({ tone: 'success', title: 'Account updated' });
      } catch (error) {
        showFieldIssues(form.setError, fieldIssues(error), FIELDS);
        // The only conflict an account has is an e-mail another account uses: say so at the field.
        if (errorCode(error) === 'CONFLICT') form.setError('email', { type: 'server', message: errorMessage(error, '') });
        showField(FIELDS.find((field) => form.getFieldState(field).error));
        toast({ tone: 'danger', title: 'Update failed', description: errorMessage(error, 'Please try again.') });
      }
    },
    (errors) => showField(FIELDS.find((field) => errors[field])),
  );

  return { form, submit: (event?: BaseSyntheticEvent) => void submit(event), saving: update.isPending };
}
