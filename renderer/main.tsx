import './ui/global-styles';
// The home screen, the installed app's start page, travels in the entry chunk: opening the app
// draws the farm's home without a second round of downloads. Other screens load on demand.
import './features/dashboard/DashboardPage';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { onlineManager } from '@tanstack/react-query';
import { getAuthToken } from './api/auth-token';
import { lastLoaded, phoneReplica } from './api/query-client';
import { App } from './App';
import { catchInstallPrompt } from './ui/install/install-prompt';
import { authTokenChanged, registerServiceWorker } from './platform';
import { preloadScreenAt } from './screens';
import { followDarkMode } from './ui/dark-mode';
import { keepAppInertBehindDialogs } from './ui/inert-behind-dialogs';
import { showPendingToast } from './ui/pending-toast';

registerServiceWorker();
catchInstallPrompt();
followDarkMode();

function render() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lost its #root element');
  keepAppInertBehindDialogs(container);
  const root = createRoot(container);
  // A transition lets React draw the first screen in small slices, between which the phone stays
  // responsive, instead of one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  showPendingToast();
}

// The query library assumes a network until told otherwise; a phone that starts with none should
// show what it last loaded at once rather than fail each read.
onlineManager.setOnline(navigator.onLine);

// Before the first render: Electron signs IPC calls in its main process, so it gets the stored
// token; the web brings back what this device last loaded, so the screens open on it; and the
// screen being opened is loaded, so the first render draws it whole.
const token = getAuthToken();
// The phone's copy of the farm starts loading at once: the first farm read waits for it rather than start it.
void phoneReplica?.engine();
void Promise.all([
  authTokenChanged(token).catch(() => undefined),
  lastLoaded?.restore(),
  token !== null ? preloadScreenAt(window.location.pathname) : undefined,
]).then(() => {
  lastLoaded?.start();
  render();
});
