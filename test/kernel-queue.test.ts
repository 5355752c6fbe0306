// The server kernel's execute queue (platform/kernel/tslab-adapter.cjs): after a failing cell, the
// requests sent with it are aborted, one sent after its reply runs, and the wait for requests still
// arriving is bounded, so a client that keeps sending cannot hold the error's reply back.
import { createRequire } from 'module';
import { afterEach, describe, expect, it } from 'vitest';

const { createExecuteQueue } = createRequire(__filename)('../platform/kernel/tslab-adapter.cjs');

const history = { add() {}, setOutput() {} };
/** A handler whose executor fails on cells starting with 'throw' and answers the others. */
const handler = {
  createWriteToIopub: () => () => true,
  executor: {
    run: async (code: string) => (code.startsWith('throw') ? { ok: false, error: { error: new Error('stop here') } } : { ok: true }),
  },
};
const io = { publish() {}, writeStream() {}, writeDisplayData() {}, jupyter: {} };
const stdout = process.stdout.write;
const stderr = process.stderr.write;
const status = (reply: Promise<{ status: string }>) => reply.then((r) => r.status);
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  process.stdout.write = stdout;
  process.stderr.write = stderr;
});

describe('the execute queue after an error', () => {
  it('aborts the requests sent with the failing one, also those read while it fails, and runs one sent after its reply', async () => {
    const queue = createExecuteQueue(history);
    const failing = status(queue.execute(handler, { code: 'throw' }, io));
    const queued = status(queue.execute(handler, { code: '1' }, io));
    await later(2); // read from the socket only once the failing cell has run
    const readLate = status(queue.execute(handler, { code: '2' }, io));
    expect(await Promise.all([failing, queued, readLate])).toEqual(['error', 'aborted', 'aborted']);
    expect(await status(queue.execute(handler, { code: '3' }, io))).toBe('ok');
  });

  it('runs the requests that do not ask to stop on errors', async () => {
    const queue = createExecuteQueue(history);
    const replies = [status(queue.execute(handler, { code: 'throw', stop_on_error: false }, io)), status(queue.execute(handler, { code: '4' }, io))];
    expect(await Promise.all(replies)).toEqual(['error', 'ok']);
  });

  it('replies to the error while requests keep arriving (its wait is bounded), and the kernel answers the next one', async () => {
    const queue = createExecuteQueue(history);
    let sending = true;
    const failing = status(queue.execute(handler, { code: 'throw' }, io));
    const stream = (async () => {
      while (sending) {
        void queue.execute(handler, { code: '5' }, io);
        await later(3);
      }
    })();
    expect(await failing).toBe('error');
    sending = false;
    await stream;
    expect(await status(queue.execute(handler, { code: '6' }, io))).toBe('ok');
  }, 10_000);
});
