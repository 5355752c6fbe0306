"""Jupyter's kernel conformance suite (Debian's python3-jupyter-kernel-test) for the project's kernel.

Run by test/kernel-protocol.test.ts through `/usr/bin/python3 -m unittest`, with JUPYTER_PATH pointing
at the project-local kernel spec (.jupyter-local/share/jupyter). Every sample is TypeScript.
Two tests of the suite do not apply and are skipped by the suite itself, which the vitest side checks
by name: test_pager (TypeScript has no `?` help pager) and test_clear_output (tslab's display API
has no clear_output).
"""
import unittest

import jupyter_kernel_test


class TslabKernelTests(jupyter_kernel_test.KernelTests):
    kernel_name = "tslab"
    language_name = "typescript"
    file_extension = ".ts"

    code_hello_world = 'console.log("hello, world");'
    code_stderr = 'console.error("something went wrong");'

    completion_samples = [
        {"text": "Math.ma", "matches": {"max"}},
        {"text": "const knightCount = 1;\nknightC", "matches": {"knightCount"}},
    ]

    complete_code_samples = ["1 + 1", "let x = 3;", "function f(n: number) {\n  return n * 2;\n}"]
    incomplete_code_samples = ["function f(n: number) {", "const xs = [1, 2,", "if (true) {\n  console.log(1);"]
    invalid_code_samples = ["let x = ;", "const x = );", "1 +* 2"]

    code_generate_error = 'throw new RangeError("n must be at least 1, got 0");'

    code_execute_result = [
        {"code": "6 * 7", "result": "42"},
        {"code": "[1, 2, 3].map((x) => x * x)", "result": "[ 1, 4, 9 ]"},
        {"code": "'TypeScript'.length", "result": "10"},
    ]
    # Glob, as IPython's history search: matches "6 * 7" only.
    code_history_pattern = "6 ? 7"
    supported_history_operations = ("tail", "range", "search")

    code_display_data = [
        {"code": 'import * as tslab from "tslab";\ntslab.display.html("<b>bold</b>");', "mime": "text/html"},
        {"code": 'import * as tslab from "tslab";\ntslab.display.text("plain");', "mime": "text/plain"},
    ]

    code_inspect_sample = "Math.max"


if __name__ == "__main__":
    unittest.main()
