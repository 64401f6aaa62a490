import { Button } from '@blueprintjs/core';
import { NewLink, NewPerson } from '@blueprintjs/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIsMutating, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { invitableRoles, ROLE_LABELS, type Role } from '../../../core/domain/roles';
import { invitationCreate, type InvitationCreate, type InvitationCreated } from '../../../core/schemas/members';
import { errorMessage, fieldIssues } from '../../api/errors';
import { useTRPC } from '../../api/trpc';
import { Dialog, DialogBody, DialogFooter } from '../../ui/Dialog';
import { FormDialogFooter } from '../../ui/FormDialogFooter';
import { showFieldIssues } from '../../ui/record-save';
import { ROLE_REACH } from '../../ui/role-words';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast';
import { InvitationLink } from './InvitationLink';
import '../../ui/RecordFormDialog.css';

const FIELDS = ['email', 'role'] as const;

interface Invited {
  invitation: InvitationCreated;
  email: string;
  role: Role;
}

/** The form, then the invitation it made. A new one at each opening of the dialog (its contents are). */
function InviteMember({ role, onClose }: { role: Role; onClose: () => void }) {
  const trpc = useTRPC();
  const invite = useMutation(trpc.farm.invite.mutationOptions());
  // Never the owner's role (a farm has one owner), which the schema of an invitation knows too.
  const roles = invitableRoles(role) as InvitationCreate['role'][];
  const [invited, setInvited] = useState<Invited | null>(null);
  // Invite Another brings the form back in place of the button that had the focus: the focus goes to
  // its first field. At the dialog's opening the dialog itself takes the focus, as every dialog does.
  const [again, setAgain] = useState(false);
  const form = useForm<InvitationCreate, unknown, z.output<typeof invitationCreate>>({
    resolver: zodResolver(invitationCreate),
    defaultValues: { email: '', role: roles.at(-1) },
  });
  const chosen = useWatch({ control: form.control, name: 'role' });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      setInvited({ invitation: await invite.mutateAsync(values), email: values.email, role: values.role });
    } catch (error) {
      showFieldIssues(form.setError, fieldIssues(error), FIELDS);
      toast({ tone: 'danger', title: 'Invitation failed', description: errorMessage(error, 'Please try again.') });
    }
  });

  const inviteAnother = () => {
    form.reset();
    setInvited(null);
    setAgain(true);
  };

  if (invited) {
    return (
      <>
        <DialogBody>
          <InvitationLink {...invited} />
        </DialogBody>
        <DialogFooter
          className="fh-dialog-footer"
          actions={
            <>
              <Button size="large" icon={<NewPerson />} text="Invite Another" onClick={inviteAnother} />
              <Button size="large" intent="primary" text="Done" onClick={onClose} />
            </>
          }
        />
      </>
    );
  }
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Invite member">
      <DialogBody>
        <p className="fh-invite-lead">They get a link to make their own account on this farm, with the role you choose.</p>
        <TextField
          id="invite-email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder="name@example.com"
          autoFocus={again}
          registration={form.register('email')}
          error={errors.email?.message}
        />
        <SelectField
          id="invite-role"
          label="Role"
          options={roles.map((value) => ({ value, label: ROLE_LABELS[value] }))}
          registration={form.register('role')}
          error={errors.role?.message}
          hint={chosen ? ROLE_REACH[chosen] : undefined}
        />
      </DialogBody>
      <FormDialogFooter isPending={invite.isPending} onCancel={onClose} submitText="Create Invitation" icon={<NewLink />} />
    </form>
  );
}

/**
 * Invite Member: an e-mail and a role among those the caller may invite, then the link and code to
 * send, with the link as a QR code. The role starts at the one that reaches least: more is a choice,
 * never a default. Invite Another starts a fresh form; the lists behind refresh by themselves.
 */
export function InviteMemberDialog({ isOpen, role, onClose }: { isOpen: boolean; role: Role; onClose: () => void }) {
  const trpc = useTRPC();
  // While the invitation is being made the dialog stays: closed then, its code would never be seen.
  const pending = useIsMutating({ mutationKey: trpc.farm.invite.mutationKey() }) > 0;
  return (
    <Dialog isOpen={isOpen} onClose={pending ? undefined : onClose} title="Invite Member" icon={<NewPerson />} className="fh-form-dialog fh-invite-dialog" canOutsideClickClose={false}>
      <InviteMember role={role} onClose={onClose} />
    </Dialog>
  );
}
