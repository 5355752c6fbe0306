"""Where a fresh TypeScript kernel's time goes, step by step, from a real Jupyter client.

Usage: /usr/bin/python3 test/kernel/kernel_bench.py [compiled|unchecked|source] ...   (JUPYTER_PATH at the project's spec)
Prints one JSON line per mode: {"mode", "steps": [{"step", "wall", "cpu", "rss"}]} with seconds and MB.
`compiled` is the kernel as it starts today (the compiled library; cells found among the checked cells
are not compiled again); `unchecked` the same with COURSE_KERNEL_CHECKED_CELLS=off (every cell compiled,
as a cell never run before is); `source` starts the kernel with COURSE_KERNEL_LIBRARY=source: tslab
compiles lib/ from TypeScript in the kernel, as before the compiled library existed (the baseline of
test/kernel.bench.ts)."""
import json
import os
import sys
import time

from jupyter_client.manager import KernelManager

sys.path.insert(0, os.path.dirname(__file__))
from kernel_client import PROJECT_ROOT  # noqa: E402

STEPS = [
    ("kernel start until ready", None),
    ("const x: number = 1 + 1; x", "const x: number = 1 + 1; x"),
    ('import * as knight from "./lib/knight" + one D&C tour',
     'import * as knight from "./lib/knight";\nknight.divideAndConquerTour(8).path.length'),
    ("import queens and exact-cover + countQueens(8)",
     'import * as queens from "./lib/queens";\nimport * as cover from "./lib/exact-cover";\nqueens.countQueens(8).count'),
    ('import * as nb from "./lib/notebook"', 'import * as nb from "./lib/notebook";'),
    ("first Plot chart through nb.show(nb.plot(…))",
     "nb.show(nb.plot({ marks: [nb.Plot.line([[0, 0], [1, 1], [2, 4]])], x: { label: 'n' }, y: { label: 'ms' } }));"),
    ("running an import cell again",
     'import * as knight from "./lib/knight";\nknight.divideAndConquerTour(8).path.length'),
]


def cpu_seconds(pid):
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / ticks  # utime + stime


def rss_mb(pid):
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return None


def run_cell(kc, code, timeout=120):
    msg_id = kc.execute(code)
    while True:
        m = kc.get_shell_msg(timeout=timeout)
        if m["parent_header"].get("msg_id") == msg_id:
            reply = m["content"]
            break
    while True:
        m = kc.get_iopub_msg(timeout=timeout)
        if m["parent_header"].get("msg_id") == msg_id and m["msg_type"] == "status" and m["content"]["execution_state"] == "idle":
            break
    if reply["status"] != "ok":
        raise RuntimeError("cell failed: %r\n%s" % (code, "\n".join(reply.get("traceback", []))))


def measure(mode):
    env = dict(os.environ, COURSE_KERNEL_LIBRARY="source" if mode == "source" else "compiled")
    if mode == "unchecked":
        env["COURSE_KERNEL_CHECKED_CELLS"] = "off"
    km = KernelManager(kernel_name="tslab")
    t0 = time.monotonic()
    km.start_kernel(cwd=PROJECT_ROOT, env=env)
    kc = km.client()
    kc.start_channels()
    steps = []
    try:
        kc.wait_for_ready(timeout=120)
        pid = km.provisioner.process.pid
        wall = time.monotonic() - t0
        cpu = cpu_seconds(pid)
        steps.append({"step": STEPS[0][0], "wall": wall, "cpu": cpu, "rss": None})
        for name, code in STEPS[1:]:
            c0, w0 = cpu_seconds(pid), time.monotonic()
            run_cell(kc, code)
            steps.append({"step": name, "wall": time.monotonic() - w0, "cpu": cpu_seconds(pid) - c0, "rss": rss_mb(pid)})
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)
    return {"mode": mode, "steps": steps}


if __name__ == "__main__":
    for mode in sys.argv[1:] or ["compiled", "source"]:
        print(json.dumps(measure(mode)), flush=True)
