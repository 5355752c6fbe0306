/// <reference lib="dom" />
/**
 * The page bundle as a function, kept so a Web Worker can run the same library: the carrier
 * widget's script wraps the bundle in a function, calls it, and hands the function here
 * (`setFactory`); `workerUrl` turns its source text into a Blob URL that starts `workerMain`.
 * No second copy of the library travels with the page: the worker's text is the function's own.
 */
let factory: (() => unknown) | null = null;

/** Called by the carrier script with the function that defines the bundle. */
export function setFactory(f: () => unknown): void {
  factory = f;
}

/** A Blob URL for a worker running the bundle's `workerMain`, or null when there is no factory or no Worker. */
export function workerUrl(): string | null {
  if (!factory || typeof Worker === 'undefined' || typeof Blob === 'undefined' || typeof URL === 'undefined' || !URL.createObjectURL) return null;
  const text = `var CourseWidgets=(${factory.toString()})();CourseWidgets.workerMain();`;
  return URL.createObjectURL(new Blob([text], { type: 'text/javascript' }));
}
