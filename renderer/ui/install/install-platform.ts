// Which install instructions fit this device. iPhones and iPads have no install prompt: Safari's
// Share menu holds "Add to Home Screen". Android's Chrome offers a prompt, or its menu does.

export type InstallPlatform = 'installed' | 'ios' | 'android' | 'other';

export function installPlatform(userAgent: string, installed: boolean): InstallPlatform {
  if (installed) return 'installed';
  // iPadOS presents itself as a Mac; its touch points give it away, but the caller passes only the agent.
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

/** Opened from the home screen: the display mode is standalone (Safari also says so itself). */
export function runsInstalled(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
}
