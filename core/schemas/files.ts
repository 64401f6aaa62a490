import { z } from 'zod';

/**
 * A file the API makes (an export): its name, its type and its bytes in base64, so it travels as
 * JSON over every transport. The REST path of a download procedure sends the bytes themselves.
 */
export const fileDownload = z.object({
  fileName: z.string(),
  contentType: z.string(),
  base64: z.string(),
});
export type FileDownload = z.infer<typeof fileDownload>;

