import { Transform } from 'node:stream';

/** Past this many bytes held, they go on at once rather than at the end of the turn. */
const MAX_HELD_BYTES = 64 * 1024;

/**
 * Joins the small chunks a streamed render writes in one turn of the event loop (React and the
 * router write a page as a hundred or so pieces of 2 kB) into one, passed on at the end of that turn.
 * The compression behind it (brotli or gzip on libuv's thread pool) then runs a few times per page
 * rather than once per piece, each of which cost a round trip through the main thread. What the
 * render writes later (a Suspense boundary resolving) still goes out as soon as it is written.
 */
export function coalesceChunks(): Transform {
  let held: Uint8Array[] = [];
  let heldBytes = 0;
  let scheduled: NodeJS.Immediate | undefined;

  const release = (stream: Transform) => {
    clearImmediate(scheduled);
    scheduled = undefined;
    if (heldBytes === 0) return;
    const chunk = held.length === 1 ? held[0]! : Buffer.concat(held, heldBytes);
    held = [];
    heldBytes = 0;
    stream.push(chunk);
  };

  return new Transform({
    transform(chunk: Uint8Array, _encoding, done) {
      held.push(chunk);
      heldBytes += chunk.byteLength;
      if (heldBytes >= MAX_HELD_BYTES) release(this);
      else scheduled ??= setImmediate(() => release(this));
      done();
    },
    flush(done) {
      release(this);
      done();
    },
    destroy(error, done) {
      clearImmediate(scheduled);
      held = [];
      done(error);
    },
  });
}
