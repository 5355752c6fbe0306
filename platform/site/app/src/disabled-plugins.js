// Plugins that JupyterLite 0.8 itself disables in its Notebook 7 apps (app/notebooks and app/tree
// package.json, "disabledExtensions"): JupyterLab plugins that would talk to a Jupyter server or
// duplicate what the @jupyterlite/* and @jupyter-notebook/* plugins provide. Data, not logic.

/** Disabled on every page. */
const common = [
  '@jupyterlab/application-extension:dirty',
  '@jupyterlab/application-extension:info',
  '@jupyterlab/application-extension:layout',
  '@jupyterlab/application-extension:logo',
  '@jupyterlab/application-extension:main',
  '@jupyterlab/application-extension:move-widget',
  '@jupyterlab/application-extension:notfound',
  '@jupyterlab/application-extension:paths',
  '@jupyterlab/application-extension:property-inspector',
  '@jupyterlab/application-extension:shell',
  '@jupyterlab/application-extension:status',
  '@jupyterlab/application-extension:tree-resolver',
  '@jupyterlab/apputils-extension:announcements',
  '@jupyterlab/apputils-extension:kernel-status',
  '@jupyterlab/apputils-extension:palette-restorer',
  '@jupyterlab/apputils-extension:print',
  '@jupyterlab/apputils-extension:resolver',
  '@jupyterlab/apputils-extension:running-sessions-status',
  '@jupyterlab/apputils-extension:splash',
  '@jupyterlab/apputils-extension:workspaces',
  '@jupyterlab/console-extension:kernel-status',
  '@jupyterlab/docmanager-extension:download',
  '@jupyterlab/docmanager-extension:path-status',
  '@jupyterlab/docmanager-extension:saving-status',
  '@jupyterlab/filebrowser-extension:download',
  '@jupyterlab/filebrowser-extension:share-file',
  '@jupyterlab/filebrowser-extension:widget',
  '@jupyterlab/fileeditor-extension:editor-syntax-status',
  '@jupyterlab/fileeditor-extension:language-server',
  '@jupyterlab/fileeditor-extension:search',
  '@jupyterlab/help-extension:about',
  '@jupyterlab/help-extension:open',
  '@jupyterlab/lsp-extension:plugin',
  '@jupyterlab/notebook-extension:execution-indicator',
  '@jupyterlab/notebook-extension:kernel-status',
  '@jupyterlab/services-extension:config-section-manager',
  '@jupyterlab/services-extension:connection-status',
  '@jupyterlab/services-extension:default-drive',
  '@jupyterlab/services-extension:event-manager',
  '@jupyterlab/services-extension:kernel-manager',
  '@jupyterlab/services-extension:kernel-spec-manager',
  '@jupyterlab/services-extension:nbconvert-manager',
  '@jupyterlab/services-extension:session-manager',
  '@jupyterlab/services-extension:setting-manager',
  '@jupyterlab/services-extension:user-manager',
  '@jupyterlab/services-extension:workspace-manager',
  '@jupyter-notebook/application-extension:logo',
  '@jupyter-notebook/application-extension:opener',
  '@jupyter-notebook/application-extension:path-opener',
  '@jupyter-notebook/help-extension:about',
];

/** The course's own additions: plugins of kept packages that need packages left out, or that ours replace. */
const course = [
  '@jupyterlab/apputils-extension:settings', // replaced by course-site:settings (src/settings-plugin.ts)
  '@jupyterlite/services-extension:settings', // replaced by course-site:setting-manager (the same file)
  '@jupyterlab/tooltip-extension:consoles', // needs @jupyterlab/console-extension
  '@jupyterlab/tooltip-extension:files', // needs @jupyterlab/fileeditor-extension
];

/** Disabled per page, on top of the common ones. */
export const disabledByPage = {
  notebooks: [
    ...common,
    ...course,
    '@jupyterlab/docmanager-extension:opener',
    '@jupyterlab/documentsearch-extension:labShellWidgetListener',
    '@jupyterlab/filebrowser-extension:browser',
    '@jupyterlab/filebrowser-extension:file-upload-status',
    '@jupyterlab/filebrowser-extension:open-with',
  ],
  tree: [
    ...common,
    ...course,
    '@jupyterlab/application-extension:commands',
    '@jupyterlab/application-extension:top-bar',
    '@jupyterlab/notebook-extension:export',
    '@jupyterlab/notebook-extension:language-server',
    '@jupyterlab/notebook-extension:search',
    '@jupyterlab/notebook-extension:toc',
    '@jupyterlab/notebook-extension:update-raw-mimetype',
    '@jupyterlite/application-extension:lsp-connection-manager',
  ],
};
