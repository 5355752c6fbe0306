"""The student's side of the classroom: loaded by each student's notebook server (the classic Notebook 6.4
that jupyterhub-singleuser runs) through the jupyter_notebook_config.py that platform/classroom/hub-config.ts
writes into the classroom's config folder.

Two things, both about a kernel that a student would otherwise wait for forever:

- **Kernel ports from the student's own range.** jupyter_client draws a kernel's five ports by binding
  port 0 and closing the socket (LocalPortCache): unique inside one server, but every student's server is
  a process of its own, and the ports come from the ephemeral range that every outgoing connection's
  local end comes from too. Two servers starting kernels at once can draw the same port, and tslab's
  kernel then fails to bind one of its sockets. Here each server draws only from the range the hub gave
  its student (CLASSROOM_KERNEL_PORTS, below the ephemeral range, so no outgoing connection can hold one),
  checking each port free by binding it as zeromq will (SO_REUSEADDR).
- **A watchdog for silent kernels.** Every few seconds each kernel that is not busy gets a
  kernel_info_request on a shell channel of the server's own. A kernel that has not answered for
  `silence_seconds` while it used no CPU (it is stopped, or deaf, not computing: a busy or a slow-starting
  kernel burns CPU) is restarted; every cell waiting on it gets an error saying what happened, so the
  student sees a message in the cell and has a working kernel without calling the teacher.
"""
import json
import os
import socket
import sys
import time

from jupyter_client.connect import LocalPortCache
from notebook.base.zmqhandlers import deserialize_binary_message, json_default
from notebook.services.kernels.handlers import ZMQChannelsHandler
from notebook.services.kernels.kernelmanager import MappingKernelManager
from notebook.utils import maybe_future
from tornado.ioloop import IOLoop, PeriodicCallback
from traitlets import Float

RESTARTED_ENAME = "KernelRestarted"


def parse_port_range(text):
    """'41000-41094' -> (41000, 41094), both included; a clear error for anything else."""
    try:
        low, high = (int(x) for x in text.split("-"))
    except ValueError:
        raise ValueError("CLASSROOM_KERNEL_PORTS must look like 41000-41094, got %r" % text)
    if not (1024 <= low <= high <= 65535):
        raise ValueError("CLASSROOM_KERNEL_PORTS must be a range within 1024-65535, got %r" % text)
    return low, high


def port_is_free(port, ip="127.0.0.1"):
    """Whether a listening socket can take the port now (as zeromq binds: with SO_REUSEADDR)."""
    s = socket.socket()
    try:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        s.bind((ip, port))
        return True
    except OSError:
        return False
    finally:
        s.close()


class StudentPortCache(LocalPortCache):
    """jupyter_client's port cache, drawing from the student's own range instead of port 0."""

    def __init__(self, ports, **kwargs):
        super().__init__(**kwargs)
        self.low, self.high = ports
        self.next_port = self.low

    def find_available_port(self, ip):
        size = self.high - self.low + 1
        for _ in range(size):
            port = self.next_port
            self.next_port = self.low if port >= self.high else port + 1
            if port not in self.currently_used_ports and port_is_free(port, ip or "127.0.0.1"):
                self.currently_used_ports.add(port)
                return port
        raise RuntimeError(
            "no free kernel port left in this student's range %d-%d (%d in use by this server's kernels)"
            % (self.low, self.high, len(self.currently_used_ports)))


def install_port_range(text):
    """Makes StudentPortCache the process's LocalPortCache (a SingletonConfigurable: the first instance
    created is what LocalPortCache.instance() returns from then on)."""
    if LocalPortCache.initialized():
        raise RuntimeError("LocalPortCache was created before the classroom's range could be installed")
    return StudentPortCache.instance(parse_port_range(text))


def cpu_ticks(pid):
    """(state letter, user + system clock ticks) of a process, or (None, None) once it is gone."""
    try:
        with open("/proc/%d/stat" % pid) as f:
            stat = f.read()
    except OSError:
        return None, None
    fields = stat[stat.rindex(")") + 2:].split()
    return fields[0], int(fields[11]) + int(fields[12])


def pending_cells():
    """Cells sent to each kernel by the open websockets and not answered yet: kernel id -> [(handler, header)]."""
    found = {}
    for handler in list(ZMQChannelsHandler._open_sessions.values()):
        for header in getattr(handler, "_classroom_pending", {}).values():
            found.setdefault(handler.kernel_id, []).append((handler, header))
    return found


def track_pending_cells():
    """Remembers each execute_request a websocket sends until its execute_reply comes back, so that a
    silent kernel's waiting cells can be answered with the reason (ZMQChannelsHandler of Notebook 6.4)."""
    on_message = ZMQChannelsHandler.on_message
    on_zmq_reply = ZMQChannelsHandler._on_zmq_reply

    def on_message_tracked(self, msg):
        try:
            parsed = deserialize_binary_message(msg) if isinstance(msg, bytes) else json.loads(msg)
            if parsed.get("channel") == "shell" and parsed["header"]["msg_type"] == "execute_request":
                self.__dict__.setdefault("_classroom_pending", {})[parsed["header"]["msg_id"]] = parsed["header"]
        except (ValueError, KeyError, TypeError):
            pass  # the original handler reports malformed messages
        return on_message(self, msg)

    def on_zmq_reply_tracked(self, stream, msg_list):
        pending = self.__dict__.get("_classroom_pending")
        if pending and getattr(stream, "channel", None) == "shell":
            try:
                frames = [bytes(m) for m in msg_list]
                at = frames.index(b"<IDS|MSG>")
                pending.pop(json.loads(frames[at + 3]).get("msg_id"), None)  # [delim, hmac, header, parent, …]
            except (ValueError, IndexError):
                pass
        return on_zmq_reply(self, stream, msg_list)

    ZMQChannelsHandler.on_message = on_message_tracked
    ZMQChannelsHandler._on_zmq_reply = on_zmq_reply_tracked


def tell_cell(handler, header, text):
    """Ends a waiting cell in the student's page with `text` as its error (error, idle, then the reply)."""
    content = {"ename": RESTARTED_ENAME, "evalue": text, "traceback": [text]}
    for channel, msg_type, body in (
        ("iopub", "error", content),
        ("iopub", "status", {"execution_state": "idle"}),
        ("shell", "execute_reply", dict(content, status="error", execution_count=None)),
    ):
        msg = handler.session.msg(msg_type, body, parent=header)
        msg["channel"] = channel
        handler.write_message(json.dumps(msg, default=json_default))


class WatchedKernelManager(MappingKernelManager):
    """The Notebook's kernel manager with the classroom's watchdog for silent kernels."""

    silence_seconds = Float(30, config=True, help="A kernel silent (no answer, no CPU) this long is restarted.")
    watch_interval = Float(5, config=True, help="Seconds between two looks at each kernel.")

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._watch = {}  # kernel id -> {channel, sent, ticks}
        self._watch_timer = PeriodicCallback(self._look_at_kernels, self.watch_interval * 1000)
        self._watch_timer.start()

    def _forget(self, kernel_id):
        state = self._watch.pop(kernel_id, None)
        if state and state["channel"] is not None and not state["channel"].closed():
            state["channel"].close()

    def _kernel_pid(self, kernel_id):
        provisioner = getattr(self.get_kernel(kernel_id), "provisioner", None)
        return getattr(provisioner, "pid", None)

    def _look_at_kernels(self):
        for kernel_id in list(self._watch):
            if kernel_id not in self:
                self._forget(kernel_id)
        waiting = pending_cells()
        for kernel_id in list(self.list_kernel_ids()):
            try:
                self._look_at(kernel_id, kernel_id in waiting)
            except Exception as e:  # one odd kernel must not stop the watch over the others
                self.log.warning("[classroom] watchdog: %s: %s", kernel_id, e)

    def _look_at(self, kernel_id, cells_waiting):
        """Asks a kernel that someone waits for (a cell sent, or its first answer) whether it hears, and
        replaces it once it has been silent, and idle, for `silence_seconds`. Kernels nobody waits for are
        left alone: a probe is activity, and would keep the culler from stopping idle kernels."""
        kernel = self.get_kernel(kernel_id)
        execution_state = getattr(kernel, "execution_state", None)
        state = self._watch.setdefault(kernel_id, {"channel": None, "sent": None, "ticks": None})
        if execution_state == "busy" or state.get("restarting") or not (cells_waiting or execution_state == "starting"):
            state["sent"] = None  # a running cell: the student can interrupt it; the culler stops it at last
            return
        if state["channel"] is None:
            state["channel"] = kernel.connect_shell()
            state["channel"].on_recv(lambda msg: state.update(sent=None))
        pid = self._kernel_pid(kernel_id)
        if state["sent"] is None:
            state["sent"], state["ticks"] = time.monotonic(), cpu_ticks(pid)[1] if pid else None
            kernel.session.send(state["channel"], "kernel_info_request")
            return
        if time.monotonic() - state["sent"] < self.silence_seconds:
            return
        run_state, ticks = cpu_ticks(pid) if pid else (None, None)
        working = ticks is not None and state["ticks"] is not None and ticks - state["ticks"] >= os.sysconf("SC_CLK_TCK") // 5
        if working and run_state != "T":
            state["sent"] = None  # slow (a crowded machine), not silent: ask again
            return
        state["restarting"] = True
        IOLoop.current().spawn_callback(self._replace_silent_kernel, kernel_id, run_state)

    async def _replace_silent_kernel(self, kernel_id, run_state):
        """Restarts the kernel, then ends every cell that waited on it with the reason. After the restart,
        not before: a cell the student sends again at once must reach the new kernel, not the socket
        buffer of the old one (a stopped process still holds its connections until it is killed)."""
        state = self._watch[kernel_id]
        seconds = int(time.monotonic() - state["sent"])
        why = "stopped" if run_state == "T" else "not computing"
        self.log.warning("[classroom] kernel %s did not answer for %d s (%s): restarting it", kernel_id, seconds, why)
        waiting = pending_cells().get(kernel_id, [])
        for handler, header in waiting:
            handler._classroom_pending.pop(header["msg_id"], None)
        try:
            # MappingKernelManager.restart_kernel starts the new kernel and returns a future of its first
            # kernel_info reply (at most kernel_info_timeout): the cells are told once it answers.
            answered = await maybe_future(self.restart_kernel(kernel_id, now=True))
            if answered is not None and hasattr(answered, "__await__"):
                await answered
            self.log.warning("[classroom] kernel %s restarted after its silence", kernel_id)
            text = ("The kernel did not answer for %d s (it was %s), so the classroom restarted it. Its variables "
                    "are gone: run the notebook's cells again from the top (Cell > Run All)." % (seconds, why))
        except Exception as e:
            self.log.error("[classroom] kernel %s could not be restarted: %s", kernel_id, e)
            text = ("The kernel did not answer for %d s (it was %s) and could not be restarted (%s): "
                    "use Kernel > Restart, or ask the teacher." % (seconds, why, e))
        finally:
            self._forget(kernel_id)
        for handler, header in waiting:
            if handler.ws_connection is not None:
                tell_cell(handler, header, text)


def configure(c, settings):
    """The notebook server's part of the classroom's config (`settings` from hub-config.ts)."""
    ports = os.environ.get("CLASSROOM_KERNEL_PORTS")
    if ports:
        install_port_range(ports)
    track_pending_cells()
    c.NotebookApp.kernel_manager_class = "classroom_server.WatchedKernelManager"
    c.WatchedKernelManager.silence_seconds = float(settings["silenceSeconds"])
    c.WatchedKernelManager.watch_interval = float(settings["watchIntervalSeconds"])
    print("[classroom] kernel ports %s, silent kernels restarted after %s s"
          % (ports or "drawn by jupyter_client", settings["silenceSeconds"]), file=sys.stderr)
