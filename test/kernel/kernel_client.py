"""A small jupyter_client harness for the project's kernel (shared by the client tests)."""
import os
import re
import unittest

from jupyter_client.manager import start_new_kernel

TIMEOUT = 60
ANSI = re.compile(r"\x1b\[[0-9;]*m")
PROJECT_ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def plain(text):
    return ANSI.sub("", text)


class KernelCase(unittest.TestCase):
    """One kernel per test class, started from the project-local spec (JUPYTER_PATH)."""

    @classmethod
    def setUpClass(cls):
        cls.km, cls.kc = start_new_kernel(kernel_name="tslab", cwd=PROJECT_ROOT)

    @classmethod
    def tearDownClass(cls):
        cls.kc.stop_channels()
        cls.km.shutdown_kernel(now=True)

    def send(self, code, **kwargs):
        return self.kc.execute(code, **kwargs)

    def collect(self, msg_id, timeout=TIMEOUT):
        """The reply to msg_id and its iopub messages (type, content) up to idle."""
        reply = None
        while reply is None:
            m = self.kc.get_shell_msg(timeout=timeout)
            if m["parent_header"].get("msg_id") == msg_id:
                reply = m["content"]
        outputs = []
        while True:
            m = self.kc.get_iopub_msg(timeout=timeout)
            if m["parent_header"].get("msg_id") != msg_id:
                continue
            if m["msg_type"] == "status":
                if m["content"]["execution_state"] == "idle":
                    break
                continue
            outputs.append((m["msg_type"], m["content"]))
        return reply, outputs

    def run_cell(self, code, timeout=TIMEOUT, **kwargs):
        return self.collect(self.send(code, **kwargs), timeout)

    def result_of(self, code):
        """text/plain of the cell's execute_result; fails on an error."""
        reply, outputs = self.run_cell(code)
        self.assertEqual(reply["status"], "ok", self.describe(reply, outputs))
        results = [c for t, c in outputs if t == "execute_result"]
        self.assertEqual(len(results), 1, self.describe(reply, outputs))
        self.assertEqual(results[0]["execution_count"], reply["execution_count"])
        return results[0]["data"]["text/plain"]

    def error_of(self, code, **kwargs):
        """(ename, evalue, plain traceback) of a failing cell; checks reply and error message agree."""
        reply, outputs = self.run_cell(code, **kwargs)
        self.assertEqual(reply["status"], "error", self.describe(reply, outputs))
        errors = [c for t, c in outputs if t == "error"]
        self.assertEqual([t for t, _ in outputs], ["execute_input", "error"], self.describe(reply, outputs))
        for key in ("ename", "evalue", "traceback"):
            self.assertEqual(errors[0][key], reply[key])
        return reply["ename"], reply["evalue"], plain("\n".join(reply["traceback"]))

    @staticmethod
    def describe(reply, outputs):
        return "reply %r\noutputs %r" % (reply, outputs)
