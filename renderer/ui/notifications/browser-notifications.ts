import type { FarmNotice } from '../../../core/domain/farm-notifications';

// The browser's notifications. Android's Chrome allows them only through the service worker
// (`new Notification` throws there), so the worker shows them when there is one.

export type NoticePermission = NotificationPermission | 'unsupported';

export function noticePermission(): NoticePermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks once; a browser that was already answered answers again at once without asking. */
export async function askNoticePermission(): Promise<NoticePermission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.requestPermission();
}

export async function showNotice({ kind, title, body }: FarmNotice): Promise<void> {
  // The tag replaces yesterday's notice of the same kind instead of stacking a new one.
  const options: NotificationOptions = { body, tag: `farm-hand-${kind}`, icon: '/icon-192.png' };
  const registration = await navigator.serviceWorker?.getRegistration();
  if (registration) await registration.showNotification(title, options);
  else new Notification(title, options);
}
