import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { todayISO } from '../../../core/domain/dates';
import { dueNotices } from '../../../core/domain/farm-notifications';
import { privacyAtLoad } from '../../api/privacy-mode';
import { useTRPC } from '../../api/trpc';
import { useDeviceSettings } from '../device-settings';
import { noticePermission, showNotice } from './browser-notifications';
import { useNoticesSent } from './notices-sent';

/**
 * Sends the day's Heat Cycle Reminders and Calving Alerts when Notifications are on and the browser
 * allows them, from the dashboard's heat and calving lists (no herd download). Never in privacy mode:
 * the demo farm's cows are nobody's to be reminded of.
 */
export function useFarmNotifications(): void {
  const trpc = useTRPC();
  const { enableNotifications, heatCycleReminders, calvingAlerts } = useDeviceSettings((state) => state.settings);
  const sent = useNoticesSent((state) => state.settings);
  const markSent = useNoticesSent((state) => state.markSent);
  const on = enableNotifications && !privacyAtLoad && noticePermission() === 'granted';
  const widgets = useQuery({ ...trpc.dashboard.widgets.queryOptions(), enabled: on }).data;

  useEffect(() => {
    if (!on || !widgets) return;
    const today = todayISO();
    for (const notice of dueNotices(widgets, today, { heatCycleReminders, calvingAlerts }, sent)) {
      markSent(notice.kind, today);
      // A notice the browser will not show is no reason to break the screen.
      showNotice(notice).catch(() => undefined);
    }
  }, [on, widgets, heatCycleReminders, calvingAlerts, sent, markSent]);
}
