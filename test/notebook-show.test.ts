import { afterEach, describe, expect, it, vi } from 'vitest';
import { show, inKernel, describeMarkup } from '../lib/notebook';
import { kernelApi, setKernelApiForTesting, type KernelApi } from '../lib/notebook/kernel-display';

/** A fake tslab API recording what reaches the notebook. */
function fakeKernel(): KernelApi & { html: string[] } {
  const html: string[] = [];
  return {
    html,
    display: { html: (s) => void html.push(s), text: (s) => void html.push(s) },
    newDisplay: () => ({ html: () => {}, text: () => {} }),
  };
}

afterEach(() => {
  setKernelApiForTesting(undefined);
  delete (globalThis as { __tslab__?: unknown }).__tslab__;
  vi.restoreAllMocks();
});

describe('show', () => {
  it('outside the kernel logs a one-line note and does not throw', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(inKernel()).toBe(false);
    show('<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"></svg>');
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0][0])).toMatch(/^\[show\] <svg> 30×20, 0\.1 kB/);
  });

  it('in the kernel sends the markup to display.html', () => {
    const kernel = fakeKernel();
    setKernelApiForTesting(kernel);
    show('<b>hi</b>');
    expect(kernel.html).toEqual(['<b>hi</b>']);
  });

  it('falls back to the note when tslab is not ready', () => {
    setKernelApiForTesting({
      display: { html: () => { throw new Error('Not ready'); }, text: () => {} },
      newDisplay: () => { throw new Error('Not ready'); },
    });
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    show('<p>x</p>');
    expect(String(log.mock.calls[0][0])).toContain('[show] <p>');
  });

  it('detects the kernel through the require hook tslab installs as globalThis.__tslab__', () => {
    const kernel = fakeKernel();
    const asked: string[] = [];
    (globalThis as { __tslab__?: unknown }).__tslab__ = {
      require: (id: string) => {
        asked.push(id);
        return id === 'tslab' ? kernel : undefined;
      },
    };
    expect(kernelApi()).toBe(kernel);
    expect(asked).toEqual(['tslab']);
    show('<i>x</i>');
    expect(kernel.html).toEqual(['<i>x</i>']);
  });

  it('a hook without the display API is not a kernel', () => {
    (globalThis as { __tslab__?: unknown }).__tslab__ = { require: () => ({}) };
    expect(inKernel()).toBe(false);
  });

  it('rejects non-strings with a TypeError', () => {
    expect(() => show(42 as never)).toThrow('content must be a string, got 42');
  });

  it('describe summarises markup without dumping it', () => {
    expect(describeMarkup('<figure class="x"><svg width="1" height="2"></svg></figure>')).toMatch(/^\[show\] <figure> 1×2/);
  });
});
