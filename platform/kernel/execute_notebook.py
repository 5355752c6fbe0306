"""Execute one notebook on the project's tslab kernel; write the executed .ipynb and an .html.

Started by platform/kernel/execute.ts as `execute_notebook.py --serve`: it executes one notebook per line of
standard input until the input ends, so that a queue of notebooks pays for importing nbclient and nbconvert
(about 0.5–0.8 CPU-seconds) once, not once per notebook. Each line is one JSON object:
  {"input", "output_ipynb", "output_html", "cwd", "parameters" (dict or null), "quick" (bool),
   "timeout" (s per cell), "kernel", "env" (variables for the kernel, over this process's)}
and, for the grader (platform/grading), optionally "keep_going" (bool): run every cell even after errors,
interrupting a cell that exceeds the timeout instead of stopping the run.
For each it prints one line, RESULT_PREFIX and then JSON: {"ok", "cells", "seconds", "failure": {...} | null,
"failed_cells": [...], "timed_out": [...]} (the last two: cell indices of the notebook as given), or
{"python_error": traceback} when Python itself failed (a kernel that did not start).
"""
import json
import os
import re
import sys
import time
import traceback

import nbformat
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError, CellTimeoutError, DeadKernelError
from nbconvert import HTMLExporter

# href="01a-where-the-rule-fails.ipynb" (or ../es/…, #anchors kept): a course notebook named by a relative path.
SIBLING_NOTEBOOK_LINK = re.compile(r'href="((?:\.\./|[\w-]+/)*\d\d[a-z]?-[\w-]+)\.ipynb(#[^"]*)?"')

# Jupyter's 60 s for a kernel's first kernel_info reply is short where a loaded machine starts several
# kernels at once (a test suite, a teacher grading a class): one start timed out in a suite's run.
STARTUP_TIMEOUT = 180

# Marks a result line in --serve mode: a kernel's own output may reach the same stdout.
RESULT_PREFIX = "@@executed "

INJECTED_TAG = "injected-parameters"
INJECTED_COMMENT = {
    "en": "// Injected by the notebook runner: these values replace the ones above for this run.",
    "es": "// Celda añadida por el ejecutor de cuadernos: estos valores sustituyen a los de arriba en esta ejecución.",
}


def parameters_cell_index(nb):
    for i, cell in enumerate(nb.cells):
        if cell.cell_type == "code" and "parameters" in cell.get("metadata", {}).get("tags", []):
            return i
    return None


def inject_parameters(nb, values):
    """Papermill's idea for a TypeScript kernel: a cell after the one tagged `parameters` reassigns
    its `let` names, so the rest of the notebook runs with the new values."""
    index = parameters_cell_index(nb)
    if index is None:
        raise ValueError("no cell tagged 'parameters'")
    # In the notebook's language: a translated edition records it in its metadata (platform/translations).
    language = (nb.metadata.get("translation") or {}).get("language")
    lines = [INJECTED_COMMENT.get(language, INJECTED_COMMENT["en"])]
    # A block, so the cell has no last expression to echo.
    lines += ["{"] + ["  %s = %s;" % (name, json.dumps(value)) for name, value in values.items()] + ["}"]
    cell = nbformat.v4.new_code_cell("\n".join(lines))
    cell.metadata["tags"] = [INJECTED_TAG]
    nb.cells.insert(index + 1, cell)


ANSI = re.compile(r"\x1b\[[0-9;]*m")
# The kernel's error report (platform/kernel/error-report.cjs) names the cell's line as
# "this cell, line N" (or "called from this cell, line N" when the throw was in lib/ or another cell).
THIS_CELL_LINE = re.compile(r"^(?:called from )?this cell, line (\d+)", re.M)


def error_text(cell):
    """The error a failed cell shows, as plain text: the kernel's traceback (it starts with
    `ename: evalue`), else whatever the cell wrote to stderr."""
    for out in cell.get("outputs", []):
        if out.get("output_type") == "error":
            traceback = ANSI.sub("", "\n".join(out.get("traceback", []))).strip()
            return traceback or "%s: %s" % (out.get("ename", "Error"), out.get("evalue", ""))
    parts = [out.get("text", "") for out in cell.get("outputs", [])
             if out.get("output_type") == "stream" and out.get("name") == "stderr"]
    return "\n".join(p.strip() for p in parts if p.strip())


def failing_line(cell, message):
    """The cell's line the kernel's report points at, with its source; (None, first line) if none."""
    source = cell.source.splitlines()
    found = THIS_CELL_LINE.findall(message)
    if found and 1 <= int(found[-1]) <= len(source):
        n = int(found[-1])
        return n, source[n - 1]
    return None, (source[0] if source else "")


def original_index(i, injected_at):
    """Cell index in the notebook as committed (the injected cell is reported as -1)."""
    if injected_at is None or i < injected_at:
        return i
    return -1 if i == injected_at else i - 1


def notebook_title(nb):
    """The text of the notebook's first Markdown heading, or its file's name when it has none."""
    for cell in nb.cells:
        if cell.cell_type != "markdown":
            continue
        for line in cell.source.splitlines():
            if line.startswith("# "):
                return line[2:].strip()
    return "Notebook"


def execute(args):
    """Executes the notebook `args` names and writes its outputs; returns the result to print."""
    nb = nbformat.read(args["input"], as_version=4)
    params = dict(args.get("parameters") or {})
    if args.get("quick"):
        index = parameters_cell_index(nb)
        if index is not None:
            quick = nb.cells[index].metadata.get("quick_parameters", {})
            params = {**quick, **params}
    injected_at = None
    if params:
        inject_parameters(nb, params)
        injected_at = parameters_cell_index(nb) + 1

    executed = []
    started_at = {}
    seconds_of = {}

    def on_cell_start(cell, cell_index):
        started_at[cell_index] = time.time()

    def on_cell_executed(cell, cell_index, execute_reply):
        seconds_of[cell_index] = time.time() - started_at.get(cell_index, time.time())
        executed.append(cell_index)

    keep_going = bool(args.get("keep_going"))
    timeout = args.get("timeout", 600)
    client = NotebookClient(
        nb,
        timeout=timeout,
        startup_timeout=STARTUP_TIMEOUT,
        kernel_name=args.get("kernel", "tslab"),
        resources={"metadata": {"path": args["cwd"]}},
        allow_errors=keep_going,
        # tslab runs cells with breakOnSigint, so an interrupt stops even a synchronous infinite loop.
        interrupt_on_timeout=keep_going,
        on_cell_start=on_cell_start,
        on_cell_executed=on_cell_executed,
    )
    started = time.time()
    failure = None
    try:
        client.execute(env={**os.environ, **(args.get("env") or {})})
    except (CellExecutionError, CellTimeoutError, DeadKernelError) as e:
        failure = {"kind": type(e).__name__, "message": str(e).strip()[-4000:]}
    # A cell with an error output, or one that wrote to stderr, counts as failed.
    for i, cell in enumerate(nb.cells):
        if cell.cell_type != "code":
            continue
        message = error_text(cell)
        if message:
            line_no, line = failing_line(cell, message)
            failure = {
                "kind": (failure or {}).get("kind", "ErrorOutput"),
                "cell_index": original_index(i, injected_at),
                "line": line_no,
                "source_line": line,
                "message": message[:4000],  # the report starts with `ename: evalue`
            }
            break
    if failure is not None and "cell_index" not in failure:
        # Timeouts and dead kernels leave no output: blame the first cell that did not finish.
        pending = [i for i, c in enumerate(nb.cells) if c.cell_type == "code" and i not in executed]
        if pending:
            cell = nb.cells[pending[0]]
            failure.update({"cell_index": original_index(pending[0], injected_at), "line": 1,
                            "source_line": (cell.source.splitlines() or [""])[0]})
    seconds = time.time() - started

    nbformat.write(nb, args["output_ipynb"])
    exporter = HTMLExporter()
    # The page's title is the notebook's own (its first heading), and its language the edition's, so a
    # browser tab and a screen reader read the Spanish edition as Spanish (nbconvert writes "Notebook", no lang).
    body, _ = exporter.from_notebook_node(nb, resources={"metadata": {"name": notebook_title(nb)}})
    language = nb.metadata.get("translation", {}).get("language", "en")
    body = body.replace("<html>", f'<html lang="{language}">', 1)
    # The pages link to each other as the notebooks do (an appendix, the main notebook): in the HTML,
    # a link to a sibling notebook goes to its page, which the same run writes beside this one.
    body = SIBLING_NOTEBOOK_LINK.sub(r'href="\1.html\2"', body)
    with open(args["output_html"], "w", encoding="utf-8") as f:
        f.write(body)
    code_cells = sum(1 for c in nb.cells if c.cell_type == "code")
    failed_cells = [original_index(i, injected_at) for i, c in enumerate(nb.cells)
                    if c.cell_type == "code" and error_text(c)]
    timed_out = [original_index(i, injected_at) for i, t in seconds_of.items() if t >= timeout * 0.98]
    return {"ok": failure is None, "cells": code_cells, "seconds": round(seconds, 2),
            "failure": failure, "failed_cells": failed_cells, "timed_out": sorted(timed_out)}


def serve():
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            result = execute(json.loads(line))
        except Exception:
            result = {"python_error": traceback.format_exc()[-4000:]}
        print(RESULT_PREFIX + json.dumps(result), flush=True)


def main():
    if sys.argv[1:] != ["--serve"]:
        sys.exit("usage: execute_notebook.py --serve   (one JSON job per line of standard input)")
    serve()


if __name__ == "__main__":
    main()
