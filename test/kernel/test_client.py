"""The kernel from a Jupyter client (jupyter_client, as the Notebook and nbclient use it): results,
errors that point at the student's line, parameters re-run, interrupts, restart, top-level await.
Run by test/kernel-protocol.test.ts with JUPYTER_PATH at the project-local kernel spec."""
import os
import signal
import subprocess
import sys
import time
import unittest

from kernel_client import PROJECT_ROOT, KernelCase, plain


def line_of(path, needle):
    """1-based number of the line of a project file containing needle (so edits do not break tests)."""
    with open(os.path.join(PROJECT_ROOT, path), encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if needle in line:
                return i, line.rstrip("\n")
    raise AssertionError("%r not in %s" % (needle, path))


class Results(KernelCase):
    def test_last_expression_is_an_execute_result_with_the_execution_count(self):
        reply, outputs = self.run_cell("const answer = 6 * 7;\nanswer")
        self.assertEqual([t for t, _ in outputs], ["execute_input", "execute_result"])
        count = outputs[0][1]["execution_count"]
        self.assertEqual(reply["execution_count"], count)
        self.assertEqual(outputs[1][1], {"execution_count": count, "data": {"text/plain": "42"}, "metadata": {}})

    def test_the_kernel_runs_with_the_spec_allocator_settings(self):
        # kernel.json's env (platform/kernel/kernel-spec.ts): freed arrays are reused, so timings do not pay page faults.
        self.assertEqual(self.result_of("[process.env.MALLOC_MMAP_THRESHOLD_, process.env.MALLOC_TRIM_THRESHOLD_].join(' ')"),
                         "33554432 1073741824")

    def test_strings_show_as_text_and_objects_as_node_shows_them(self):
        self.assertEqual(self.result_of("'row 1\\nrow 2'"), "row 1\nrow 2")
        self.assertEqual(self.result_of("({ n: 8, tour: [0, 10] })"), "{ n: 8, tour: [ 0, 10 ] }")

    def test_a_cell_ending_in_a_declaration_or_a_call_returning_nothing_has_no_result(self):
        reply, outputs = self.run_cell("let nothing = 1;\nconsole.log('printed');")
        self.assertEqual([t for t, _ in outputs], ["execute_input", "stream"])
        self.assertEqual(outputs[1][1], {"name": "stdout", "text": "printed\n"})

    def test_show_sends_display_data_only(self):
        reply, outputs = self.run_cell(
            "import { show } from './lib/notebook';\nshow('<svg width=\"10\" height=\"10\"></svg>');")
        self.assertEqual(reply["status"], "ok", self.describe(reply, outputs))
        self.assertEqual([t for t, _ in outputs], ["execute_input", "display_data"])
        self.assertIn("<svg", outputs[1][1]["data"]["text/html"])

    def test_rerunning_the_parameters_cell_with_a_new_let_value(self):
        self.run_cell("let N = 3;\nlet LABEL = 'quick';")
        self.assertEqual(self.result_of("`${LABEL}: ${N * 2}`"), "quick: 6")
        self.run_cell("let N = 5;\nlet LABEL = 'full';")
        self.assertEqual(self.result_of("`${LABEL}: ${N * 2}`"), "full: 10")

    def test_a_shorthand_property_names_a_variable_of_an_earlier_cell(self):
        self.run_cell("const firstBad = 3;\nlet width = 5;")
        self.assertEqual(self.result_of("({ firstBad, width })"), "{ firstBad: 3, width: 5 }")
        self.assertEqual(self.result_of("function pair() { return { firstBad }; }\npair().firstBad + 1"), "4")
        self.run_cell("width = 7;")
        self.assertEqual(self.result_of("({ width })"), "{ width: 7 }")

    def test_top_level_await(self):
        self.assertEqual(self.result_of("const v = await new Promise<number>((r) => setTimeout(() => r(7), 50));\nv * 6"), "42")


class Errors(KernelCase):
    def test_runtime_error_names_the_cell_line_with_a_caret(self):
        ename, evalue, tb = self.error_of("const limit = 3;\nif (limit < 5) throw new RangeError(`limit must be at least 5, got ${limit}`);")
        self.assertEqual((ename, evalue), ("RangeError", "limit must be at least 5, got 3"))
        self.assertEqual(tb, "\n".join([
            "RangeError: limit must be at least 5, got 3",
            "",
            "this cell, line 2",
            "    2 | if (limit < 5) throw new RangeError(`limit must be at least 5, got ${limit}`);",
            "      |                      ^^^^^^^^^^^^^^",
        ]))

    def test_error_inside_a_library_file_shows_its_line_then_the_calling_cell_line(self):
        self.run_cell("import { outer } from './test/fixtures/kernel/thrower';")
        n, source = line_of("test/fixtures/kernel/thrower.ts", "throw new RangeError")
        ename, evalue, tb = self.error_of("const ok = outer(1);\nconst bad = outer(-2);")
        self.assertEqual((ename, evalue), ("RangeError", "n must be ≥ 0, got -2"))
        col = source.index("new RangeError")
        self.assertEqual(tb, "\n".join([
            "RangeError: n must be ≥ 0, got -2",
            "",
            "test/fixtures/kernel/thrower.ts, line %d" % n,
            "%5d | %s" % (n, source),
            "      | " + " " * col + "^" * len("new RangeError"),
            "",
            "called from this cell, line 2",
            "    2 | const bad = outer(-2);",
            "      |             ^^^^^",
        ]))

    def test_error_from_the_course_library_points_into_lib(self):
        self.run_cell("import { countQueensNaive } from './lib/queens';")
        n, source = line_of("lib/queens/placement.ts", "return checkInteger(what, n, 1, max);")
        ename, evalue, tb = self.error_of("countQueensNaive(25);")
        self.assertEqual((ename, evalue), ("RangeError", "n must be an integer from 1 to 20, got 25"))
        self.assertIn("lib/queens/placement.ts, line %d\n%5d | %s" % (n, n, source), tb)
        self.assertTrue(tb.endswith("called from this cell, line 1\n    1 | countQueensNaive(25);\n      | ^^^^^^^^^^^^^^^^"), tb)

    def test_a_function_of_an_earlier_cell_names_that_cell_and_this_one(self):
        reply, _ = self.run_cell("function half(n: number): number {\n  if (n % 2 !== 0) throw new Error(`odd: ${n}`);\n  return n / 2;\n}")
        earlier = reply["execution_count"]
        ename, evalue, tb = self.error_of("half(4);\nhalf(3);")
        self.assertEqual(tb, "\n".join([
            "Error: odd: 3",
            "",
            "cell In [%d], line 2" % earlier,
            "    2 |   if (n % 2 !== 0) throw new Error(`odd: ${n}`);",
            "      |                          ^^^^^^^^^",
            "",
            "called from this cell, line 2",
            "    2 | half(3);",
            # A call of an earlier cell's function is rewritten by tslab; V8's position then maps to
            # no word of the line, and the whole statement is underlined.
            "      | ^^^^^^^",
        ]))

    def test_type_error_underlines_the_span_with_typescripts_message(self):
        ename, evalue, tb = self.error_of("const side = 8;\nconst root = Math.sqroot(side);")
        self.assertEqual(ename, "TypeScriptError")
        self.assertEqual(evalue, "Property 'sqroot' does not exist on type 'Math'. Did you mean 'sqrt'?")
        self.assertEqual(tb, "\n".join([
            "TypeScriptError: Property 'sqroot' does not exist on type 'Math'. Did you mean 'sqrt'?",
            "",
            "this cell, line 2 (TS2551)",
            "    2 | const root = Math.sqroot(side);",
            "      |                   ^^^^^^",
            "  Property 'sqroot' does not exist on type 'Math'. Did you mean 'sqrt'?",
        ]))

    def test_a_thrown_non_error_says_why_there_is_no_line(self):
        ename, evalue, tb = self.error_of("throw 'not an Error';")
        self.assertEqual((ename, evalue), ("Thrown value", "'not an Error'"))
        self.assertIn("only an Error records where it was thrown", tb)

    def test_rejected_await_is_an_error_with_its_line(self):
        ename, evalue, tb = self.error_of("await new Promise((r) => setTimeout(r, 10));\nawait Promise.reject(new Error('later'));")
        self.assertEqual((ename, evalue), ("Error", "later"))
        self.assertIn("this cell, line 2\n    2 | await Promise.reject(new Error('later'));", tb)

    def test_the_next_cell_right_after_an_error_runs(self):
        self.error_of("throw new Error('first');")
        self.assertEqual(self.result_of("1 + 1"), "2")  # no pause: tslab alone refused it for 200 ms

    def test_cells_queued_behind_an_error_are_aborted_unless_stop_on_error_is_false(self):
        ids = [self.send("throw new Error('stop here');"), self.send("1"), self.send("2")]
        statuses = [self.collect(i)[0]["status"] for i in ids]
        self.assertEqual(statuses, ["error", "aborted", "aborted"])
        ids = [self.send("throw new Error('go on');", stop_on_error=False), self.send("3")]
        statuses = [self.collect(i)[0]["status"] for i in ids]
        self.assertEqual(statuses, ["error", "ok"])


class Interrupts(KernelCase):
    def interrupt_after(self, code, seconds):
        msg_id = self.send(code)
        time.sleep(seconds)
        self.km.interrupt_kernel()
        reply, outputs = self.collect(msg_id, timeout=30)
        self.assertEqual(reply["status"], "error", self.describe(reply, outputs))
        self.assertEqual(reply["ename"], "Interrupted", self.describe(reply, outputs))
        self.assertIn("Kernel → Interrupt", plain(reply["traceback"][0]))

    def test_a_runaway_loop_is_interrupted_and_the_kernel_stays_usable(self):
        self.run_cell("let spins = 0;")
        self.interrupt_after("while (true) { spins++; }", 2)
        self.assertEqual(self.result_of("spins > 0"), "true")

    def test_a_long_library_search_is_interrupted_and_the_kernel_stays_usable(self):
        self.run_cell("import { countQueensNaive } from './lib/queens';")
        # n = 15 runs about 36 s: more than n = 14, so the library asks for the budget to be raised on purpose
        self.interrupt_after("countQueensNaive(15, { maxNodes: Infinity }).count", 3)
        self.assertEqual(self.result_of("countQueensNaive(6).count"), "4")


class Restart(KernelCase):
    def test_restart_forgets_variables_and_counts_from_one(self):
        self.run_cell("let kept = 1;")
        self.km.restart_kernel(now=True)
        self.kc.wait_for_ready(timeout=60)
        reply, outputs = self.run_cell("kept")
        self.assertEqual(reply["status"], "error")
        self.assertEqual(reply["execution_count"], 1)
        self.assertEqual(reply["evalue"], "Cannot find name 'kept'.")
        self.assertEqual(self.result_of("1 + 1"), "2")


class CompiledLibrary(KernelCase):
    def test_the_library_is_imported_compiled(self):
        where = self.result_of("require.resolve('./lib/knight')")
        self.assertEqual(where, os.path.join(PROJECT_ROOT, ".jupyter-local", "library", "lib", "knight.js"))

    def test_a_library_call_with_a_wrong_argument_type_is_a_type_error_on_the_cell_line(self):
        self.run_cell("import { countQueens } from './lib/queens';")
        ename, evalue, tb = self.error_of("const n = 8;\nconst r = countQueens('8');")
        self.assertEqual(ename, "TypeScriptError")
        self.assertEqual(evalue, "Argument of type 'string' is not assignable to parameter of type 'number'.")
        self.assertIn("this cell, line 2 (TS2345)\n    2 | const r = countQueens('8');", tb)

    def test_a_cell_that_needs_node_gets_its_types_and_keeps_them(self):
        # Cells start without @types/node (cell-globals.d.ts); the first that needs it is checked again with it.
        self.assertEqual(self.result_of("import * as fs from 'fs';\nfs.existsSync('lib/knight.ts')"), "true")
        self.assertEqual(self.result_of("Buffer.from('abc').length"), "3")
        ename, evalue, tb = self.error_of("fs.existsSync(42);")
        self.assertEqual(ename, "TypeScriptError")
        self.assertIn("this cell, line 1 (TS2345)", tb)


FRONT_END = """
import sys, time
from jupyter_client.manager import KernelManager
km = KernelManager(kernel_name="tslab")
km.start_kernel(cwd=sys.argv[1])
kc = km.client()
kc.start_channels()
kc.wait_for_ready(timeout=120)
if sys.argv[2]:
    kc.execute(sys.argv[2])
    time.sleep(1)
print(km.provisioner.process.pid, flush=True)
time.sleep(3600)
"""


def gone(pid):
    """True once `pid` has exited (a zombie waiting for its new parent to reap it counts as gone)."""
    try:
        with open("/proc/%d/stat" % pid) as f:
            return f.read().rsplit(")", 1)[1].split()[0] == "Z"
    except FileNotFoundError:
        return True


class FrontEndKilled(unittest.TestCase):
    """Like ipykernel, the kernel exits when the process that started it (JPY_PARENT_PID) dies."""

    def kernel_outlives_front_end(self, code):
        front = subprocess.Popen([sys.executable, "-c", FRONT_END, PROJECT_ROOT, code], stdout=subprocess.PIPE, text=True)
        kernel = int(front.stdout.readline())
        self.assertFalse(gone(kernel))
        front.send_signal(signal.SIGKILL)
        front.wait()
        deadline = time.monotonic() + 20
        while not gone(kernel) and time.monotonic() < deadline:
            time.sleep(0.2)
        still = not gone(kernel)
        if still:
            os.kill(kernel, signal.SIGKILL)
        return still

    def test_an_idle_kernel_exits_when_its_front_end_is_killed(self):
        self.assertFalse(self.kernel_outlives_front_end(""))

    def test_a_kernel_running_an_endless_loop_exits_when_its_front_end_is_killed(self):
        self.assertFalse(self.kernel_outlives_front_end("while (true) {}"))


if __name__ == "__main__":
    unittest.main()
