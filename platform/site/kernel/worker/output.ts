/**
 * Where a cell's output goes: the execute request it belongs to. Output written after a cell ended
 * (by a timer it started) still goes to that cell, as on the server (tslab keeps the last writers).
 */
export type Post = (message: Record<string, unknown>) => void;

let post: Post = () => undefined;
let currentId: string | null = null;

export function setPoster(p: Post): void {
  post = p;
}

/** The request whose cell runs now (or ran last). */
export function setCurrentRequest(id: string): void {
  currentId = id;
}

export function hasRequest(): boolean {
  return currentId !== null;
}

export function writeStream(name: 'stdout' | 'stderr', text: string): void {
  if (currentId === null || text === '') return;
  post({ type: 'stream', id: currentId, name, text });
}

export function writeDisplay(data: Record<string, unknown>, transient: { display_id?: string }, update: boolean): void {
  if (currentId === null) throw new Error('Not ready');
  post({ type: 'display', id: currentId, data, metadata: {}, transient, update });
}
