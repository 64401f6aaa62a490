import { OverlayToaster, Position, type Intent, type Toaster } from '@blueprintjs/core';
import { Error as ErrorIcon, InfoSign, TickCircle, WarningSign } from '@blueprintjs/icons';
import { createElement } from 'react';
import { TOAST_TIMEOUT_MS } from '../../core/domain/constants';
import { ToastMessage, type ToastContent } from './ToastMessage';

// The app's one toaster: one toast at a time, shown for 5 seconds. Created on first use so
// screens that never toast do not pay for it.


export type ToastTone = 'success' | 'danger' | 'warning' | 'info';

export interface ToastInput extends ToastContent {
  tone?: ToastTone;
}

const INTENTS: Record<ToastTone, Intent> = {
  success: 'success',
  danger: 'danger',
  warning: 'warning',
  info: 'primary',
};

const ICONS = {
  success: TickCircle,
  danger: ErrorIcon,
  warning: WarningSign,
  info: InfoSign,
} as const;

let toaster: Promise<Toaster> | undefined;

function getToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.create({ maxToasts: 1, position: Position.TOP });
  return toaster;
}

export function toast({ tone = 'info', ...content }: ToastInput): void {
  void getToaster().then((instance) =>
    instance.show({
      message: createElement(ToastMessage, content),
      intent: INTENTS[tone],
      icon: createElement(ICONS[tone]),
      timeout: TOAST_TIMEOUT_MS,
    }),
  );
}
