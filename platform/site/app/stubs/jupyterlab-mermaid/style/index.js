// The markdown parser's style imports this; no mermaid styles are needed without mermaid.
