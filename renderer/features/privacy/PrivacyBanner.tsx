import { Button } from '@blueprintjs/core';
import { EyeOff } from '@blueprintjs/icons';
import { privacyAtLoad } from '../../api/privacy-mode';
import { toggledPrivacyUrl } from '../../ui/privacy';
import './PrivacyBanner.css';

/** The strip across the top while privacy mode is on, with the way to turn it off. */
export default function PrivacyBanner() {
  return (
    <div className="fh-privacy-banner" role="status">
      <EyeOff className="fh-privacy-icon" />
      <span className="fh-privacy-text">Privacy Mode Active: personal data is hidden and demo data is shown</span>
      <Button
        size="small"
        variant="outlined"
        className="fh-privacy-toggle"
        text={privacyAtLoad ? 'Turn off' : 'Turn on'}
        onClick={() => window.location.assign(toggledPrivacyUrl(window.location.href))}
      />
    </div>
  );
}
