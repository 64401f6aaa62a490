import { OverlayToaster, Position, type Intent, type Toaster } from '@blueprintjs/core';
import { Error as ErrorIcon, InfoSign, TickCircle, WarningSign } from '@blueprintjs/icons';
import { createElement } from 'react';
import { TOAST_TIMEOUT_MS } from '../../core/domain/constants';
import type { ToastInput, ToastTone } from './toast';
import { ToastMessage } from './ToastMessage';

// The app's one toaster: one toast at a time, shown for 5 seconds, created with the first toast.

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

export async function showToast({ tone = 'info', ...content }: ToastInput): Promise<void> {
  toaster ??= OverlayToaster.create({ maxToasts: 1, position: Position.TOP });
  (await toaster).show({
    message: createElement(ToastMessage, content),
    intent: INTENTS[tone],
    icon: createElement(ICONS[tone]),
    timeout: TOAST_TIMEOUT_MS,
  });
}
