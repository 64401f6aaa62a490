import { Button } from '@blueprintjs/core';
import { Link as LinkIcon, Tick } from '@blueprintjs/icons';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { useTRPC } from '../../api/trpc';
import { copyText } from '../../ui/clipboard';
import { toast } from '../../ui/toast';
import { useCopiedFlag } from '../../ui/useCopiedFlag';
import { InputGroup } from '../../ui/controls';

const COPIED_MS = 3000;

/**
 * Copy Excel Download Link: a 15-minute link to the workbook that opens without signing in, for
 * another app or browser. Where the clipboard refuses, the link is shown to copy by hand.
 */
export function DownloadLinkButton() {
  const trpc = useTRPC();
  const makeLink = useMutation(trpc.exports.cattleWorkbookLink.mutationOptions());
  const [copied, markCopied] = useCopiedFlag(COPIED_MS);
  const [uncopied, setUncopied] = useState<string | null>(null);

  const copy = async () => {
    try {
      const link = `${window.location.origin}${(await makeLink.mutateAsync({})).url}`;
      if (await copyText(link)) {
        setUncopied(null);
        markCopied();
        toast({ tone: 'success', title: 'Copied!', description: 'Download link copied. It works for 15 minutes.' });
      } else {
        setUncopied(link);
        toast({ tone: 'danger', title: 'Copy failed - Please copy the URL manually' });
      }
    } catch (error) {
      toast({ tone: 'danger', title: 'Export failed', description: errorMessage(error, 'There was an error exporting your data. Please try again.') });
    }
  };

  return (
    <>
      <Button
        size="large"
        icon={copied ? <Tick /> : <LinkIcon />}
        text={copied ? 'Copied!' : 'Copy Excel Download Link'}
        loading={makeLink.isPending}
        onClick={() => void copy()}
      />
      {uncopied ? (
        <InputGroup
          className="fh-download-link"
          size="large"
          readOnly
          value={uncopied}
          aria-label="Download link (works for 15 minutes)"
          onFocus={(event) => event.currentTarget.select()}
        />
      ) : null}
    </>
  );
}
