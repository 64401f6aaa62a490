// Apart from the file schemas, as file-download-paths.ts is: the web's file link decodes an upload
// in the entry script, which must not bring zod in with it.

/** A file's bytes, decoded from its base64 (a FileDownload's, an upload's). */
export function fileBytes(base64: string): Uint8Array {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}
