// The plugin that gives the site its TypeScript kernel: registers the kernel spec `typescript`
// on JupyterLite's kernel specs, and routes Stop (interrupt) to the kernel, which JupyterLite's
// kernel client does not do by itself (it only cancels the queued requests).
import type { JupyterFrontEnd, JupyterFrontEndPlugin } from '@jupyterlab/application';
import { PageConfig } from '@jupyterlab/coreutils';
import { IKernelClient, IKernelSpecs } from '@jupyterlite/services';
import { KERNEL_VERSION_KEY, prestartWorker, workerSource } from './spare-worker';
import { WorkerKernel } from './worker-kernel';

export const KERNEL_NAME = 'typescript';

const languageInfo = {
  name: 'typescript',
  version: '5',
  mimetype: 'text/typescript',
  file_extension: '.ts',
  codemirror_mode: 'typescript',
};

/** The site root as an absolute URL ending in '/', from the page's (merged) baseUrl. */
export function siteBaseUrl(): string {
  return new URL(PageConfig.getBaseUrl(), window.location.href).href.replace(/\/?$/, '/');
}

/** Make Stop reach our kernels: after JupyterLite has cancelled the queued requests. */
function routeInterrupts(client: IKernelClient, kernels: Map<string, WorkerKernel>): void {
  const cancelQueued = client.interrupt.bind(client);
  client.interrupt = async (kernelId: string) => {
    await cancelQueued(kernelId);
    kernels.get(kernelId)?.interrupt();
  };
}

const plugin: JupyterFrontEndPlugin<void> = {
  id: 'course-typescript-kernel:plugin',
  description: 'The TypeScript kernel, running in a Web Worker (kernel/worker.js).',
  autoStart: true,
  requires: [IKernelSpecs],
  optional: [IKernelClient],
  activate: (_app: JupyterFrontEnd, specs: IKernelSpecs, client: IKernelClient | null) => {
    const kernels = new Map<string, WorkerKernel>();
    const source = workerSource(siteBaseUrl(), PageConfig.getOption(KERNEL_VERSION_KEY));
    // The notebook page will want a kernel: its worker loads while the interface starts.
    if (window.location.pathname.includes('/notebooks/')) prestartWorker(source);
    specs.register({
      spec: {
        name: KERNEL_NAME,
        display_name: 'TypeScript',
        language: 'typescript',
        argv: [],
        resources: {},
        metadata: {},
        env: {},
      },
      create: async (options) => {
        const kernel = new WorkerKernel({
          ...options,
          source,
          info: {
            status: 'ok',
            protocol_version: '5.3',
            implementation: 'course-typescript',
            implementation_version: '0.1.0',
            language_info: languageInfo,
            banner: 'TypeScript, in a Web Worker of this page',
            help_links: [],
          },
        });
        kernels.set(kernel.id, kernel);
        // A restart disposes a kernel and creates one with the same id: forget only this one.
        kernel.disposed.connect(() => {
          if (kernels.get(kernel.id) === kernel) kernels.delete(kernel.id);
        });
        return kernel;
      },
    });
    if (client) routeInterrupts(client, kernels);
  },
};

export default plugin;
