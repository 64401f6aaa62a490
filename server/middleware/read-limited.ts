import type { IncomingMessage } from 'node:http';
import type { Context } from 'koa';

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

/** Answers 413 with `message` for a body left unread, and closes the connection once the answer is out. */
export function refuseUnreadBody(ctx: Context, message: string): void {
  ctx.set('Connection', 'close');
  ctx.status = 413;
  ctx.body = { message, code: 'PAYLOAD_TOO_LARGE' };
}
