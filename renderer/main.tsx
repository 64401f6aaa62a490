import './ui/global-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getAuthToken } from './api/auth-token';
import { App } from './App';
import { catchInstallPrompt } from './features/install/install-prompt';
import { authTokenChanged, registerServiceWorker } from './platform';
import { followDarkMode } from './ui/dark-mode';
import { showPendingToast } from './ui/pending-toast';

registerServiceWorker();
catchInstallPrompt();
followDarkMode();

function render() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lost its #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  showPendingToast();
}

// Electron signs IPC calls in its main process: hand it the stored token before the first call.
void authTokenChanged(getAuthToken()).catch(() => undefined).then(render);
