import type { IncomingMessage } from 'node:http';

/** The body passed its limit: the rest of it is left unread. */
export class BodyTooLargeError extends Error {}

/** Reads a request body, stopping (and refusing) the moment it passes `limit` bytes (a chunked upload declares no length). */
export function readLimited(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      cleanup();
      req.pause();
      reject(new BodyTooLargeError());
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}
