/** The notebook platform: Jupyter discovery and set-up, the project-local kernel spec, execution, serving. */
export * from './setup-error';
export * from './paths';
export * from './apt';
export * from './jupyter';
export * from './chromium';
export * from './kernel-test-suite';
export * from './kernel-spec';
export * from './setup';
export * from './notebook-files';
export * from './execute';
export * from './server';
