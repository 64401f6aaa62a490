import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { sameEmail } from '../../../core/domain/email';
import { useTRPC } from '../../api/trpc';
import { PasswordField } from '../../ui/PasswordField';
import { TextField } from '../../ui/TextField';
import type { AccountValues } from './useAccountForm';

type FarmField = 'farmName' | 'ownerName' | 'location';

const FARM_FIELDS: { name: FarmField; label: string; autoComplete: string; placeholder?: string }[] = [
  { name: 'farmName', label: 'Farm name', autoComplete: 'organization', placeholder: 'e.g. Cottonwood Creek Ranch' },
  { name: 'ownerName', label: 'Owner name', autoComplete: 'name' },
  { name: 'location', label: 'Location', autoComplete: 'address-level1', placeholder: 'County, state' },
];

/**
 * The account's fields, bound to the page's one account form. `idPrefix` keeps ids unique per tab;
 * both tabs edit the same values, so what is typed on one shows on the other.
 */
export function AccountFields({ idPrefix, withEmail }: { idPrefix: string; withEmail: boolean }) {
  const { register, formState } = useFormContext<AccountValues>();
  const { errors } = formState;
  const trpc = useTRPC();
  // The farm's name and location are its owner's to change: a member sees them as they are.
  const member = useQuery({ ...trpc.auth.me.queryOptions(), select: (user) => user.role !== 'owner' }).data === true;
  return (
    <div className="fh-settings-fields">
      {FARM_FIELDS.map(({ name, ...field }) =>
        member && name !== 'ownerName' ? (
          <TextField key={name} id={`${idPrefix}-${name}`} registration={register(name)} readOnly hint="Only the farm's owner can change this" {...field} />
        ) : (
          <TextField key={name} id={`${idPrefix}-${name}`} registration={register(name)} error={errors[name]?.message} {...field} />
        ),
      )}
      {withEmail ? (
        <>
          <TextField
            id={`${idPrefix}-email`}
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            registration={register('email')}
            error={errors.email?.message}
          />
          <EmailChangePassword id={`${idPrefix}-current-password`} />
        </>
      ) : null}
    </div>
  );
}

/** Appears once the e-mail differs from the saved one: moving the account to a new e-mail takes its password. */
function EmailChangePassword({ id }: { id: string }) {
  const { register, formState, control } = useFormContext<AccountValues>();
  const email = useWatch({ control, name: 'email' });
  if (sameEmail(email, formState.defaultValues?.email ?? '')) return null;
  return (
    <PasswordField
      id={id}
      label="Current password"
      hint="Needed to change the e-mail you sign in with"
      autoComplete="current-password"
      registration={register('currentPassword')}
      error={formState.errors.currentPassword?.message}
    />
  );
}
