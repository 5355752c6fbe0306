// A JupyterLite kernel whose code runs in a Web Worker (kernel/worker.js, protocol in
// worker-protocol.ts). This class owns the worker's life: start, one execute at a time in order,
// interrupt (cooperative through a SharedArrayBuffer when the page is cross-origin isolated,
// otherwise by stopping the worker), restart.
import type { KernelMessage } from '@jupyterlab/services';
import { BaseKernel, type IKernel } from '@jupyterlite/services';
import {
  INTERRUPT,
  INTERRUPT_GRACE_MS,
  RUN,
  type FromWorker,
  type ReplyStatus,
  type ToWorker,
} from './worker-protocol';
import { startWorker, takeSpareWorker, type StartedWorker, type WorkerSource } from './spare-worker';

type ExecuteReply = KernelMessage.IExecuteReplyMsg['content'];
type Header = KernelMessage.IHeader<KernelMessage.MessageType> | undefined;

interface Execute {
  id: string;
  code: string;
  header: Header;
  executionCount: number;
  lastError?: { ename: string; evalue: string; traceback: string[] };
  interrupted: boolean;
  resolve: (reply: ExecuteReply) => void;
}

interface Request {
  resolve: (reply: { status: ReplyStatus; content?: Record<string, unknown> }) => void;
}

export interface IWorkerKernelOptions extends IKernel.IOptions {
  /** The worker's script, the site root (sent to the worker at init) and the files' version. */
  source: WorkerSource;
  /** The kernel_info reply's content. */
  info: KernelMessage.IInfoReplyMsg['content'];
}

/** The words a student reads when Stop had to end the worker. */
export const STOPPED = {
  ename: 'KernelStopped',
  evalue:
    'The kernel was stopped to end this cell, and all its variables were lost. ' +
    'Run the earlier cells again (Run → Run All Above Selected Cell) before going on.',
};

/** What a student can do when the worker did not start. */
export const NOT_STARTED_ADVICE = 'Check the network connection, then run the cell again: the kernel tries to start anew.';

export class WorkerKernel extends BaseKernel {
  private readonly options: IWorkerKernelOptions;
  private worker: Worker | null = null;
  private workerReady: Promise<void> = Promise.resolve();
  private initError: string | null = null;
  private interruptFlag: Int32Array | null = null;
  private generation = 0;
  /** The worker did not start: the next execute starts a new one. */
  private startAtNextRun = false;
  private nextId = 0;
  private queue: Execute[] = [];
  private current: Execute | null = null;
  private graceTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly requests = new Map<string, Request>();

  constructor(options: IWorkerKernelOptions) {
    // Tag the execute_reply of an interrupted cell as JupyterLite's own interrupt replies are
    // tagged, so its kernel client treats it as an interrupt (queued cells get "Interrupted")
    // and not as a failing cell.
    const interrupted = new Set<string>();
    super({
      ...options,
      sendMessage: (msg) => {
        if (msg.header.msg_type === 'execute_reply' && interrupted.delete(msg.parent_header.msg_id as string)) {
          msg.metadata = { ...msg.metadata, cause: 'interrupt' };
        }
        options.sendMessage(msg);
      },
    });
    this.markInterrupted = (header) => header && interrupted.add(header.msg_id);
    this.options = options;
    this.startWorker();
  }

  private readonly markInterrupted: (header: Header) => void;

  /** Resolves when the current worker has answered init (even if init failed). */
  get ready(): Promise<void> {
    return this.workerReady;
  }

  dispose(): void {
    if (this.isDisposed) return;
    this.stopWorker();
    this.abortAll();
    super.dispose();
  }

  /** Stop: ask the worker to stop the running cell; stop the worker if it cannot or will not. */
  interrupt(): void {
    this.abortQueued();
    const running = this.current;
    if (!running || running.interrupted) return;
    running.interrupted = true;
    this.markInterrupted(running.header);
    if (!this.interruptFlag) {
      this.restartAfterStop(running);
      return;
    }
    Atomics.store(this.interruptFlag, 0, INTERRUPT);
    Atomics.notify(this.interruptFlag, 0);
    this.graceTimer = setTimeout(() => {
      if (this.current === running) this.restartAfterStop(running);
    }, INTERRUPT_GRACE_MS);
  }

  async kernelInfoRequest(): Promise<KernelMessage.IInfoReplyMsg['content']> {
    return this.options.info;
  }

  executeRequest(content: KernelMessage.IExecuteRequestMsg['content']): Promise<ExecuteReply> {
    return new Promise((resolve) => {
      this.queue.push({
        id: this.newId('x'),
        code: content.code,
        header: this.parentHeader,
        executionCount: this.executionCount,
        interrupted: false,
        resolve,
      });
      this.pump();
    });
  }

  async completeRequest(content: KernelMessage.ICompleteRequestMsg['content']) {
    const { status, content: reply } = await this.request({ type: 'complete', code: content.code, cursor: content.cursor_pos });
    const fallback = { matches: [], cursor_start: content.cursor_pos, cursor_end: content.cursor_pos };
    return { metadata: {}, ...fallback, ...(status === 'ok' ? reply : {}), status: 'ok' } as KernelMessage.ICompleteReplyMsg['content'];
  }

  async inspectRequest(content: KernelMessage.IInspectRequestMsg['content']) {
    const { status, content: reply } = await this.request({
      type: 'inspect',
      code: content.code,
      cursor: content.cursor_pos,
      detailLevel: content.detail_level,
    });
    return { found: false, data: {}, metadata: {}, ...(status === 'ok' ? reply : {}), status: 'ok' } as KernelMessage.IInspectReplyMsg['content'];
  }

  async isCompleteRequest(content: KernelMessage.IIsCompleteRequestMsg['content']) {
    const { status, content: reply } = await this.request({ type: 'is_complete', code: content.code });
    return (status === 'ok' && reply ? reply : { status: 'unknown' }) as unknown as KernelMessage.IIsCompleteReplyMsg['content'];
  }

  async commInfoRequest(): Promise<KernelMessage.ICommInfoReplyMsg['content']> {
    return { status: 'ok', comms: {} };
  }

  // No widgets and no stdin in this kernel: comm and input messages are accepted and ignored.
  inputReply(): void {}
  async commOpen(): Promise<void> {}
  async commMsg(): Promise<void> {}
  async commClose(): Promise<void> {}

  // --- the worker ---

  private newId(prefix: string): string {
    return `${prefix}${this.generation}.${++this.nextId}`;
  }

  private startWorker(): void {
    this.generation += 1;
    this.initError = null;
    this.workerReady = new Promise<void>((resolve) => {
      const failed = (message: string) => {
        this.initError = message;
        resolve();
      };
      let started: StartedWorker;
      try {
        started = takeSpareWorker() ?? startWorker(this.options.source);
      } catch (error) {
        failed(`the kernel's worker could not be created (${String(error)})`);
        return;
      }
      const worker = started.worker;
      this.worker = worker;
      this.interruptFlag = started.shared ? new Int32Array(started.shared) : null;
      started.listen((msg) => {
        if (this.worker !== worker) return; // a stopped worker's last words
        if (msg.type === 'ready') resolve();
        else if (msg.type === 'init-failed') failed(msg.message);
        else this.onWorkerMessage(msg);
      }, (message) => {
        if (this.worker === worker) failed(message);
      });
    });
  }

  private stopWorker(): void {
    clearTimeout(this.graceTimer);
    this.worker?.terminate();
    this.worker = null;
  }

  /** The running cell did not stop in time (or cannot be asked): end the worker, start anew. */
  private restartAfterStop(running: Execute): void {
    this.stopWorker();
    this.publishExecuteError({ ...STOPPED, traceback: [`${STOPPED.ename}: ${STOPPED.evalue}`] }, running.header);
    this.finish(running, { status: 'error', ...STOPPED, traceback: [], execution_count: running.executionCount });
    this.abortAll();
    this.startWorker();
  }

  private abortQueued(): void {
    for (const queued of this.queue.splice(0)) {
      queued.resolve({ status: 'abort', execution_count: queued.executionCount } as ExecuteReply);
    }
  }

  /** Everything still waiting on a worker that is gone gets a neutral answer. */
  private abortAll(): void {
    this.abortQueued();
    if (this.current) this.finish(this.current, { status: 'abort', execution_count: this.current.executionCount } as ExecuteReply);
    for (const request of this.requests.values()) request.resolve({ status: 'abort' });
    this.requests.clear();
  }

  private finish(execute: Execute, reply: ExecuteReply): void {
    if (this.current === execute) {
      this.current = null;
      clearTimeout(this.graceTimer);
    }
    execute.resolve(reply);
    queueMicrotask(() => this.pump());
  }

  /** Start the next execute once the worker is ready and none is running. */
  private pump(): void {
    if (this.current || this.queue.length === 0 || this.isDisposed) return;
    if (this.startAtNextRun) {
      this.startAtNextRun = false;
      this.startWorker();
    }
    const next = this.queue.shift()!;
    this.current = next;
    void this.workerReady.then(() => {
      if (this.current !== next) return;
      if (this.initError !== null || !this.worker) {
        // Most often the network went down before the worker's files were fetched: the cells waiting
        // behind this one would fail alike, so they are aborted, and the next run starts a new worker.
        const evalue = `The TypeScript kernel could not start: ${this.initError ?? 'no worker'}. ${NOT_STARTED_ADVICE}`;
        this.publishExecuteError({ ename: 'KernelNotStarted', evalue, traceback: [evalue] }, next.header);
        this.abortQueued();
        this.finish(next, { status: 'error', ename: 'KernelNotStarted', evalue, traceback: [], execution_count: next.executionCount });
        this.stopWorker();
        this.startAtNextRun = true;
        return;
      }
      if (this.interruptFlag) Atomics.store(this.interruptFlag, 0, RUN);
      this.post({ type: 'execute', id: next.id, code: next.code });
    });
  }

  private post(message: ToWorker): void {
    this.worker?.postMessage(message);
  }

  private async request(
    message: { type: 'complete'; code: string; cursor: number } | { type: 'inspect'; code: string; cursor: number; detailLevel: number } | { type: 'is_complete'; code: string },
  ): Promise<{ status: ReplyStatus; content?: Record<string, unknown> }> {
    await this.workerReady;
    if (this.initError !== null || !this.worker) return { status: 'abort' };
    const id = this.newId('r');
    return new Promise((resolve) => {
      this.requests.set(id, { resolve });
      this.post({ ...message, id } as ToWorker);
    });
  }

  private onWorkerMessage(msg: Exclude<FromWorker, { type: 'ready' } | { type: 'init-failed' }>): void {
    const running = this.current;
    if (msg.type === 'reply') {
      const request = this.requests.get(msg.id);
      if (request) {
        this.requests.delete(msg.id);
        request.resolve({ status: msg.status, content: msg.content });
        return;
      }
    }
    // Output of any execute but the running one (e.g. a stopped one's) is dropped.
    if (!running || msg.id !== running.id) return;
    switch (msg.type) {
      case 'stream':
        this.stream({ name: msg.name, text: msg.text }, running.header);
        break;
      case 'display': {
        const content = { data: msg.data, metadata: msg.metadata ?? {}, transient: msg.transient ?? {} } as KernelMessage.IDisplayDataMsg['content'];
        if (msg.update) this.updateDisplayData(content as KernelMessage.IUpdateDisplayDataMsg['content'], running.header);
        else this.displayData(content, running.header);
        break;
      }
      case 'result':
        this.publishExecuteResult({ execution_count: running.executionCount, data: msg.data, metadata: {} } as KernelMessage.IExecuteResultMsg['content'], running.header);
        break;
      case 'error':
        running.lastError = { ename: msg.ename, evalue: msg.evalue, traceback: msg.traceback ?? [] };
        this.publishExecuteError(running.lastError, running.header);
        break;
      case 'reply':
        this.finish(running, this.executeReply(running, msg.status, msg.content));
        break;
    }
  }

  private executeReply(execute: Execute, status: ReplyStatus, content: Record<string, unknown> = {}): ExecuteReply {
    const execution_count = execute.executionCount;
    if (status === 'ok') return { status, execution_count, user_expressions: {}, payload: [], ...content } as ExecuteReply;
    if (status === 'abort') return { status, execution_count } as ExecuteReply;
    const error = execute.lastError ?? { ename: 'Error', evalue: 'the cell failed', traceback: [] };
    return { status: 'error', execution_count, ...error, ...content } as ExecuteReply;
  }
}
