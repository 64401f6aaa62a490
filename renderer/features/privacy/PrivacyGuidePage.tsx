import { Button, Card } from '@blueprintjs/core';
import { Clipboard, EyeOff, Tick } from '@blueprintjs/icons';
import { DEMO_ACCOUNT } from '../../../core/demo/account';
import { PRIVACY_MESSAGES, privacyAtLoad } from '../../api/privacy-mode';
import { PageHeader } from '../../ui/PageHeader';
import { copyText } from '../../ui/clipboard';
import { toast } from '../../ui/toast';
import { useCopiedFlag } from '../../ui/useCopiedFlag';
import { privacyUrl } from './privacy-url';
import { privacyGuideScreen } from './screen';
import './PrivacyGuidePage.css';
import { InputGroup } from '../../ui/controls';

/** How long "Copied!" stays on the button after a copy. */
const COPIED_MS = 2000;

const WHAT_IT_DOES = [
  `Every screen shows a made-up farm, ${DEMO_ACCOUNT.farmName}, with about 120 head, pastures, tanks and feed, instead of your records.`,
  "Your farm's name and your e-mail are hidden everywhere, the header included.",
  `Nothing you change is saved: a save says "${PRIVACY_MESSAGES.writeRefused}"`,
  'Your own records are not asked for, so none of them can show on the screen.',
  'A yellow banner across the top says it is on, with a button to turn it off.',
];

/** What privacy mode is for, and the two ways to turn it on: go there now, or copy the address. */
export default function PrivacyGuidePage() {
  const url = privacyUrl(window.location.origin);
  const [copied, markCopied] = useCopiedFlag(COPIED_MS);

  const copy = async () => {
    if (await copyText(url)) {
      markCopied();
      toast({ tone: 'success', title: 'Copied!', description: 'Privacy URL copied to clipboard' });
    } else {
      toast({ tone: 'danger', title: 'Copy failed - Please copy the URL manually' });
    }
  };

  return (
    <div className="fh-privacy-guide">
      <PageHeader icon={<privacyGuideScreen.icon />} title={privacyGuideScreen.title} subtitle="Show Farm Hand to someone without showing your herd." />
      <Card className="fh-privacy-card">
        <h2 className="fh-privacy-heading">What privacy mode does</h2>
        <ul className="fh-privacy-list">
          {WHAT_IT_DOES.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Card>
      <Card className="fh-privacy-card">
        <h2 className="fh-privacy-heading">Turning it on</h2>
        <p>
          Add <code>?privacy=true</code> to the address of any page, or open this address. It stays on until you turn it
          off from the banner.
        </p>
        <label className="fh-privacy-url-label" htmlFor="privacy-url">
          Privacy address
        </label>
        <InputGroup id="privacy-url" size="large" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        <div className="fh-privacy-actions">
          <Button
            intent="primary"
            size="large"
            icon={<EyeOff />}
            text={privacyAtLoad ? 'Privacy mode is on' : 'Enable Privacy Mode'}
            disabled={privacyAtLoad}
            onClick={() => window.location.assign(url)}
          />
          <Button variant="outlined" size="large" icon={copied ? <Tick /> : <Clipboard />} text={copied ? 'Copied!' : 'Copy Privacy URL'} onClick={() => void copy()} />
        </div>
      </Card>
    </div>
  );
}
