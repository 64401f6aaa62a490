import { Button } from '@blueprintjs/core';
import { Envelope } from '@blueprintjs/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/errors';
import { useTRPC } from '../../api/trpc';
import { toast } from '../../ui/toast';

/** Email Excel File: the workbook to the account's own address, through the server's mail settings. */
export function EmailExportButton() {
  const trpc = useTRPC();
  const email = useQuery(trpc.auth.me.queryOptions()).data?.email;
  const send = useMutation(trpc.exports.emailCattleWorkbook.mutationOptions());

  const run = async () => {
    try {
      const { cattleCount } = await send.mutateAsync({});
      toast({ tone: 'success', title: 'Email sent', description: `Your cattle records (${cattleCount} head) are on their way to ${email ?? 'your e-mail'}.` });
    } catch (error) {
      toast({ tone: 'danger', title: 'Email failed', description: errorMessage(error, 'Please try again.') });
    }
  };

  return <Button size="large" icon={<Envelope />} text="Email Excel File" loading={send.isPending} onClick={() => void run()} />;
}
