// The static list of plugin packages the site is built from: JupyterLite 0.8's Notebook 7 apps
// (app/notebooks, app/tree) minus what the course does not need (see README.md, "Left out").
// `pages` says where each package is registered; one bundle serves both pages.
import jlApplication from '@jupyterlab/application-extension';
import jlApputils from '@jupyterlab/apputils-extension';
import jlCellToolbar from '@jupyterlab/cell-toolbar-extension';
import jlCodemirror from '@jupyterlab/codemirror-extension';
import jlCompleter from '@jupyterlab/completer-extension';
import jlDocmanager from '@jupyterlab/docmanager-extension';
import jlDocumentsearch from '@jupyterlab/documentsearch-extension';
import jlFilebrowser from '@jupyterlab/filebrowser-extension';
import jlJavascript from '@jupyterlab/javascript-extension';
import jlJson from '@jupyterlab/json-extension';
import jlLsp from '@jupyterlab/lsp-extension';
import jlMainmenu from '@jupyterlab/mainmenu-extension';
import jlMarkedparser from '@jupyterlab/markedparser-extension';
import jlMetadataform from '@jupyterlab/metadataform-extension';
import jlNotebook from '@jupyterlab/notebook-extension';
import jlRendermime from '@jupyterlab/rendermime-extension';
import jlServices from '@jupyterlab/services-extension';
import jlShortcuts from '@jupyterlab/shortcuts-extension';
import jlThemeLight from '@jupyterlab/theme-light-extension';
import jlToc from '@jupyterlab/toc-extension';
import jlTooltip from '@jupyterlab/tooltip-extension';
import jlTranslation from '@jupyterlab/translation-extension';
import jlUiComponents from '@jupyterlab/ui-components-extension';
import nbApplication from '@jupyter-notebook/application-extension';
import nbDocmanager from '@jupyter-notebook/docmanager-extension';
import nbNotebook from '@jupyter-notebook/notebook-extension';
import nbTree from '@jupyter-notebook/tree-extension';
import liteApplication from '@jupyterlite/application-extension';
import liteApputils from '@jupyterlite/apputils-extension';
import liteNotebookApplication from '@jupyterlite/notebook-application-extension';
import liteServices from '@jupyterlite/services-extension';
import settings from './settings-plugin.ts';
import typescriptKernel from './typescript-kernel.ts';

const BOTH = ['notebooks', 'tree'];
const NOTEBOOKS = ['notebooks'];
const TREE = ['tree'];

/** Plugin packages, in JupyterLite's order, each with the pages that register it. */
export const extensions = [
  ['@jupyterlab/application-extension', jlApplication, BOTH],
  ['@jupyterlab/apputils-extension', jlApputils, BOTH],
  ['@jupyterlab/cell-toolbar-extension', jlCellToolbar, BOTH],
  ['@jupyterlab/codemirror-extension', jlCodemirror, BOTH],
  ['@jupyterlab/completer-extension', jlCompleter, BOTH],
  ['@jupyterlab/docmanager-extension', jlDocmanager, BOTH],
  ['@jupyterlab/documentsearch-extension', jlDocumentsearch, NOTEBOOKS],
  ['@jupyterlab/filebrowser-extension', jlFilebrowser, BOTH],
  ['@jupyterlab/lsp-extension', jlLsp, NOTEBOOKS],
  ['@jupyterlab/mainmenu-extension', jlMainmenu, BOTH],
  ['@jupyterlab/markedparser-extension', jlMarkedparser, NOTEBOOKS],
  ['@jupyterlab/metadataform-extension', jlMetadataform, BOTH],
  ['@jupyterlab/notebook-extension', jlNotebook, BOTH],
  ['@jupyterlab/rendermime-extension', jlRendermime, BOTH],
  ['@jupyterlab/services-extension', jlServices, BOTH],
  ['@jupyterlab/shortcuts-extension', jlShortcuts, BOTH],
  ['@jupyterlab/theme-light-extension', jlThemeLight, BOTH],
  ['@jupyterlab/toc-extension', jlToc, NOTEBOOKS],
  ['@jupyterlab/tooltip-extension', jlTooltip, BOTH],
  ['@jupyterlab/translation-extension', jlTranslation, BOTH],
  ['@jupyterlab/ui-components-extension', jlUiComponents, BOTH],
  ['@jupyter-notebook/application-extension', nbApplication, BOTH],
  ['@jupyter-notebook/docmanager-extension', nbDocmanager, BOTH],
  ['@jupyter-notebook/notebook-extension', nbNotebook, NOTEBOOKS],
  ['@jupyter-notebook/tree-extension', nbTree, TREE],
  ['@jupyterlite/application-extension', liteApplication, BOTH],
  ['@jupyterlite/apputils-extension', liteApputils, BOTH],
  ['@jupyterlite/notebook-application-extension', liteNotebookApplication, BOTH],
  ['@jupyterlite/services-extension', liteServices, BOTH],
  ['course-site-settings', settings, BOTH],
  ['course-typescript-kernel', typescriptKernel, BOTH],
].map(([name, module, pages]) => ({ name, module, pages }));

/** Renderer (mime) extensions: outputs of these types render on every page. */
export const mimeExtensions = [
  ['@jupyterlab/javascript-extension', jlJavascript, BOTH],
  ['@jupyterlab/json-extension', jlJson, BOTH],
].map(([name, module, pages]) => ({ name, module, pages }));

