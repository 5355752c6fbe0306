/**
 * Running code on a kernel the way the Notebook page does: Jupyter's messages over the kernel's
 * websocket. Node 20 has a WebSocket only behind `--experimental-websocket` (the classroom's npm
 * script passes it); Node 22 has it always.
 */
import { randomUUID } from 'crypto';
import { SetupError } from '../kernel/setup-error';

export interface CellRun {
  /** `ok`, `error` (the cell threw, or was interrupted), or `timeout` (no reply in time). */
  status: 'ok' | 'error' | 'timeout';
  ms: number;
  /** `ename: evalue` of an error. */
  error?: string;
}

interface Pending {
  started: number;
  reply?: { status: string; error?: string };
  idle: boolean;
  resolve(run: CellRun): void;
  timer: NodeJS.Timeout;
}

export class KernelChannel {
  private readonly ws: WebSocket;
  private readonly session = randomUUID();
  private readonly pending = new Map<string, Pending>();
  readonly opened: Promise<void>;

  constructor(url: string) {
    if (typeof WebSocket === 'undefined') {
      throw new SetupError('this Node has no WebSocket: run with `node --experimental-websocket` (Node 20) or use Node ≥ 22');
    }
    this.ws = new WebSocket(url.includes('session_id=') ? url : `${url}${url.includes('?') ? '&' : '?'}session_id=${this.session}`);
    this.opened = new Promise((resolve, reject) => {
      this.ws.addEventListener('open', () => resolve());
      this.ws.addEventListener('error', () => reject(new Error(`websocket to ${url.replace(/token=[^&]+/, 'token=…')} failed`)));
    });
    this.ws.addEventListener('message', (event) => this.onMessage(String(event.data)));
    this.ws.addEventListener('close', () => {
      for (const [id, p] of this.pending) this.finish(id, p, { status: 'error', error: 'websocket closed' });
    });
  }

  private finish(id: string, p: Pending, result: { status: CellRun['status']; error?: string }): void {
    clearTimeout(p.timer);
    this.pending.delete(id);
    p.resolve({ ...result, ms: Date.now() - p.started });
  }

  private onMessage(text: string): void {
    const msg = JSON.parse(text);
    const parent = msg.parent_header?.msg_id as string | undefined;
    const p = parent ? this.pending.get(parent) : undefined;
    if (!p) return;
    if (msg.msg_type === 'execute_reply') {
      const c = msg.content;
      p.reply = { status: c.status, error: c.status === 'ok' ? undefined : `${c.ename ?? c.status}: ${c.evalue ?? ''}`.trim() };
    } else if (msg.msg_type === 'status' && msg.content.execution_state === 'idle') {
      p.idle = true;
    }
    // A cell is done when its reply came and the kernel went idle (its outputs have all arrived).
    if (p.reply && p.idle) this.finish(parent!, p, { status: p.reply.status === 'ok' ? 'ok' : 'error', error: p.reply.error });
  }

  /** Runs one cell; resolves with its status and time from request to the kernel going idle. */
  async execute(code: string, timeoutMs = 120_000): Promise<CellRun> {
    await this.opened;
    const id = randomUUID();
    const message = {
      header: { msg_id: id, msg_type: 'execute_request', username: 'classroom', session: this.session, date: new Date().toISOString(), version: '5.3' },
      parent_header: {},
      metadata: {},
      content: { code, silent: false, store_history: true, user_expressions: {}, allow_stdin: false, stop_on_error: true },
      channel: 'shell',
      buffers: [],
    };
    return new Promise<CellRun>((resolve) => {
      const p: Pending = {
        started: Date.now(), idle: false, resolve,
        timer: setTimeout(() => this.finish(id, p, { status: 'timeout', error: `no reply in ${timeoutMs / 1000} s` }), timeoutMs),
      };
      this.pending.set(id, p);
      this.ws.send(JSON.stringify(message));
    });
  }

  close(): void {
    this.ws.close();
  }
}
