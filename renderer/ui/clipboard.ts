/**
 * Puts text on the clipboard; false where the browser will not (no permission, or plain HTTP on a
 * farm network, where the clipboard API does not exist), so the page can say to copy by hand.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
