// The markdown parser asks for this token as optional; no plugin provides it here,
// so fenced ```mermaid blocks render as code. Nothing else of @jupyterlab/mermaid is used.
import { Token } from '@lumino/coreutils';

export const IMermaidMarkdown = new Token('@jupyterlab/mermaid:IMermaidMarkdown');
