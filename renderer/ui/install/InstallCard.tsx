import { Button, Callout } from '@blueprintjs/core';
import { Download, Share, TickCircle } from '@blueprintjs/icons';
import { useState } from 'react';
import { installPlatform, runsInstalled } from './install-platform';
import { promptInstall, useInstallOffered } from './install-prompt';
import { useInstallDismissed } from './install-dismissed';
import { SafariShareHelp } from './SafariShareHelp';

function IosSteps({ onHelp }: { onHelp: () => void }) {
  return (
    <div className="fh-install-steps">
      <h3>On iPhone or iPad (Safari)</h3>
      <ol>
        <li>Tap the Share button in Safari.</li>
        <li>Choose Add to Home Screen.</li>
        <li>Tap Add. Farm Hand appears on your home screen.</li>
      </ol>
      <Button variant="minimal" icon={<Share />} text="Where is the Share button?" onClick={onHelp} />
    </div>
  );
}

function AndroidSteps() {
  return (
    <div className="fh-install-steps">
      <h3>On Android (Chrome)</h3>
      <ol>
        <li>Open Chrome's menu (the three dots at the top right).</li>
        <li>Choose Install app, or Add to Home screen.</li>
        <li>Confirm. Farm Hand appears with your other apps.</li>
      </ol>
    </div>
  );
}

/**
 * Installing Farm Hand: the browser's own install dialog where it offers one, and the steps for
 * iPhone and Android (the device's own first). "Not now" hides the card on this device.
 */
export function InstallCard() {
  const offered = useInstallOffered();
  const dismissed = useInstallDismissed((state) => state.settings);
  const setDismissed = useInstallDismissed((state) => state.setDismissed);
  const [helpOpen, setHelpOpen] = useState(false);
  const platform = installPlatform(navigator.userAgent, runsInstalled());

  if (platform === 'installed') {
    return (
      <Callout intent="success" icon={<TickCircle />} className="fh-install-card">
        Farm Hand is installed on this device: it opens from the home screen, full screen, and starts without signal.
      </Callout>
    );
  }
  if (dismissed) {
    return (
      <div className="fh-install-card fh-install-hidden">
        <p>The install steps are hidden on this device.</p>
        <Button text="Show install steps" onClick={() => setDismissed(false)} />
      </div>
    );
  }
  const ios = <IosSteps onHelp={() => setHelpOpen(true)} />;
  return (
    <div className="fh-install-card">
      <p className="fh-install-lead">
        Install Farm Hand on this device: it opens from the home screen like any app, full screen, and starts even with no signal.
      </p>
      {offered ? <Button size="large" intent="primary" icon={<Download />} text="Install App" onClick={() => void promptInstall()} /> : null}
      <div className="fh-install-platforms">
        {platform === 'android' ? (
          <>
            <AndroidSteps />
            {ios}
          </>
        ) : (
          <>
            {ios}
            <AndroidSteps />
          </>
        )}
      </div>
      <Button variant="minimal" text="Not now" onClick={() => setDismissed(true)} />
      <SafariShareHelp isOpen={helpOpen} onClose={() => setHelpOpen(false)} />
    </div>
  );
}
