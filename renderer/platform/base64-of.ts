/**
 * A file's bytes in base64, as the API's JSON carries files. The browser's reader encodes off the
 * page's thread, so a 10 MB file does not hold up the screen.
 */
export function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(blob);
  });
}
