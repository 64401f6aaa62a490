import { Button, Callout, Card } from '@blueprintjs/core';
import { ArrowLeft, Clipboard, Tick } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { todayISO } from '../../../core/domain/dates';
import { herdTextReport, TEXT_EXPORT_PREVIEW_CHARS } from '../../../core/domain/herd-text-report';
import { errorMessage } from '../../api/errors';
import { useTRPC } from '../../api/trpc';
import { ScreenIcon } from '../../screens/ScreenIcon';
import { copyText } from '../../ui/clipboard';
import { LinkButton } from '../../ui/LinkButton';
import { PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/toast';
import { useCopiedFlag } from '../../ui/useCopiedFlag';
import { exportDataScreen } from './screen';
import './ExportDataPage.css';

/** How long "Copied!" stays on the button after a copy. */
const COPIED_MS = 3000;
const COPY_FAILED = 'Copy failed - Please manually select and copy the text below';

const PASTE_STEPS = [
  'Tap Copy All Data.',
  'Open Notes (or any notes or e-mail app).',
  'Start a new note, then touch and hold where you write and choose Paste.',
];

/** The herd as plain text to copy into a notes app: the steps, the copy button and a preview. */
export default function ExportDataPage() {
  const trpc = useTRPC();
  const herd = useQuery(trpc.cattle.list.queryOptions());
  const farmName = useQuery(trpc.auth.me.queryOptions()).data?.farmName ?? 'Farm Hand';
  // Built once per answer: 10,000 head is about 2 MB of text.
  const report = useMemo(() => (herd.data ? herdTextReport(farmName, todayISO(), herd.data) : null), [herd.data, farmName]);
  const [copied, markCopied] = useCopiedFlag(COPIED_MS);
  // Once a copy fails, the whole text stays on the page to be copied by hand.
  const [failed, setFailed] = useState(false);

  const copy = async () => {
    if (!report) return;
    if (await copyText(report)) {
      markCopied();
      toast({ tone: 'success', title: 'Copied to clipboard!', description: 'All cattle data copied. Open Notes and paste.' });
    } else {
      setFailed(true);
      toast({ tone: 'danger', title: COPY_FAILED });
    }
  };

  const preview = report ? report.slice(0, TEXT_EXPORT_PREVIEW_CHARS) : '';
  return (
    <div className="fh-export-data">
      <PageHeader
        icon={<ScreenIcon path={exportDataScreen.path} size={24} />}
        title={exportDataScreen.title}
        subtitle="Your cattle records as plain text, for a notes app or an e-mail"
        actions={<LinkButton to="/settings?tab=data" icon={<ArrowLeft />} text="Back to Settings" />}
      />
      <Card className="fh-panel">
        <h2 className="fh-export-heading">Copy into a notes app</h2>
        <ol className="fh-export-steps">
          {PASTE_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <Button
          intent="primary"
          size="large"
          icon={copied ? <Tick /> : <Clipboard />}
          text={copied ? 'Copied!' : 'Copy All Data'}
          disabled={!report}
          onClick={() => void copy()}
        />
        {herd.isError ? (
          <Callout intent="danger" className="fh-export-callout">
            {errorMessage(herd.error, 'Your cattle records could not be loaded. Please try again.')}
          </Callout>
        ) : null}
      </Card>
      {failed && report ? (
        <Card className="fh-panel">
          <h2 className="fh-export-heading">{COPY_FAILED}</h2>
          <textarea
            className="bp6-input fh-export-all"
            aria-label="All cattle data"
            readOnly
            value={report}
            onFocus={(event) => event.currentTarget.select()}
          />
        </Card>
      ) : null}
      <Card className="fh-panel">
        <h2 className="fh-export-heading">Preview</h2>
        {report === null ? (
          <p className="fh-export-note">{herd.isPending ? 'Loading your cattle records…' : ''}</p>
        ) : (
          <>
            <pre className="fh-export-preview" tabIndex={0} aria-label="Preview of the text">
              {preview}
            </pre>
            {report.length > TEXT_EXPORT_PREVIEW_CHARS ? (
              <p className="fh-export-note">
                Showing the first {TEXT_EXPORT_PREVIEW_CHARS.toLocaleString('en-US')} of {report.length.toLocaleString('en-US')} characters. Copy All
                Data copies everything.
              </p>
            ) : null}
          </>
        )}
      </Card>
    </div>
  );
}
