import type { ToastContent } from './ToastMessage';

export type ToastTone = 'success' | 'danger' | 'warning' | 'info';

export interface ToastInput extends ToastContent {
  tone?: ToastTone;
}

/**
 * Shows a toast. The toaster's code (Blueprint's overlay and its transitions) loads with the first
 * one, so the first screen and screens that never toast do not pay for it.
 */
export function toast(input: ToastInput): void {
  void import('./toaster').then(({ showToast }) => showToast(input));
}
