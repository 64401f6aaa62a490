// The export's file name (DECISIONS "Export": farm_hand_cattle_{YYYY-MM-DD}.xlsx), apart from the
// download code so it is testable without a browser.
import { todayISO } from '../../../../core/domain';

/** The server's file name from Content-Disposition, else the DECISIONS name for today. */
export function exportFileName(contentDisposition: string | null, today: string = todayISO()): string {
  const header = contentDisposition ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded.trim());
  const plain = /filename="?([^";]+)"?/i.exec(header)?.[1];
  return plain?.trim() || `farm_hand_cattle_${today}.xlsx`;
}
