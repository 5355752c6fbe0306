"""The hub side of the classroom: JupyterHub's config (platform/classroom/hub-config.ts writes the file
that calls `configure`), the class-list authenticator and the workspace set-up before each spawn.

The settings come as one JSON file written by platform/classroom/hub-config.ts; this module only turns
them into JupyterHub traits, so every number (ports, limits, timeouts) has its home on the TypeScript side.
"""
import hashlib
import hmac
import json
import os
import pwd
import shutil
import socket

from jupyterhub.auth import Authenticator, DummyAuthenticator
from jupyterhub.spawner import LocalProcessSpawner
from traitlets import Unicode

# The first ports of a user's block are for their notebook server (the first free one is taken), the
# rest for their kernels (classroom_server.py draws them).
SERVER_PORTS_PER_USER = 5


def password_hash(password, salt_hex, iterations):
    """PBKDF2-SHA256, the same as platform/classroom/accounts.ts computes."""
    return hashlib.pbkdf2_hmac("sha256", password.encode("utf8"), bytes.fromhex(salt_hex), iterations).hex()


class ClassListAuthenticator(Authenticator):
    """Only the users on the class list, each with the password the teacher handed out.

    The accounts file (root-only, written by `npm run classroom`) holds a salted PBKDF2 hash per user;
    the plain passwords were printed once into the teacher's passwords file.
    """

    accounts_file = Unicode(config=True, help="JSON file: {users: {name: {salt, hash, iterations}}}")

    def _accounts(self):
        with open(self.accounts_file) as f:
            return json.load(f)["users"]

    async def authenticate(self, handler, data):
        name = self.normalize_username(data.get("username", ""))
        account = self._accounts().get(name)
        if not account:
            return None
        given = password_hash(data.get("password", ""), account["salt"], account["iterations"])
        return name if hmac.compare_digest(given, account["hash"]) else None


def workspace_of(settings, name):
    return os.path.join(settings["workspacesDir"], name)


def prepare_workspace(settings, spawner):
    """The student's own folder, mode 700 and owned by them, with the student edition copied in on
    first login. A notebook already there is never overwritten: a student's work survives restarts."""
    name = spawner.user.name
    user = pwd.getpwnam(name)
    folder = workspace_of(settings, name)
    if user.pw_uid == 0 or os.path.realpath(user.pw_dir) != os.path.realpath(folder):
        # Only the classroom's own users (home = their workspace) get a server: never root or a real account.
        raise RuntimeError("%s is not a classroom user (home %s, expected %s)" % (name, user.pw_dir, folder))
    os.makedirs(folder, exist_ok=True)
    os.chown(folder, user.pw_uid, user.pw_gid)
    os.chmod(folder, 0o700)
    copy_student_edition(settings["studentEditionDir"], folder, user.pw_uid, user.pw_gid)


def copy_student_edition(source, folder, uid, gid):
    """Copies the student edition into a workspace: the English notebooks at the top, each translation
    in its folder (es/), as in the course's notebooks/. Folders 700, files 600, owned by the student;
    a notebook already there is never overwritten."""
    for parent, dirs, files in os.walk(source):
        dirs.sort()
        rel = os.path.relpath(parent, source)
        target_dir = folder if rel == "." else os.path.join(folder, rel)
        if not os.path.isdir(target_dir):
            os.makedirs(target_dir)
            os.chown(target_dir, uid, gid)
            os.chmod(target_dir, 0o700)
        for entry in sorted(files):
            target = os.path.join(target_dir, entry)
            if not entry.endswith(".ipynb") or os.path.exists(target):
                continue
            shutil.copyfile(os.path.join(parent, entry), target)
            os.chown(target, uid, gid)
            os.chmod(target, 0o600)


def ephemeral_range():
    """The ports this machine hands out for port 0 and as the local end of outgoing connections."""
    with open("/proc/sys/net/ipv4/ip_local_port_range") as f:
        low, high = (int(x) for x in f.read().split())
    return low, high


def port_block(settings, name):
    """(first, last) port of a user's block: the class list's order, students then teachers, each
    `perStudent` ports from `first`. Blocks never overlap, so no two servers (or kernels) of the
    classroom can be given one port, and they lie below the ephemeral range, so no port drawn at random
    by another program, nor the local end of any outgoing connection, can be one of them."""
    users = list(settings["students"]) + [t for t in settings["teachers"] if t not in settings["students"]]
    if name not in users:
        raise RuntimeError("%s is not on the class list: no ports for them" % name)
    first, per = settings["studentPorts"]["first"], settings["studentPorts"]["perStudent"]
    low = first + users.index(name) * per
    high = low + per - 1
    ephemeral_low, ephemeral_high = ephemeral_range()
    if high >= ephemeral_low and low <= ephemeral_high:
        raise RuntimeError("ports %d-%d of %s overlap the ephemeral range %d-%d (net.ipv4.ip_local_port_range): "
                           "choose studentPorts.first lower" % (low, high, name, ephemeral_low, ephemeral_high))
    return low, high


def free_port_in(low, high, ip="127.0.0.1"):
    """The first port from low to high that a listening socket can take now (SO_REUSEADDR, as tornado binds)."""
    for port in range(low, high + 1):
        s = socket.socket()
        try:
            s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            s.bind((ip, port))
            return port
        except OSError:
            continue
        finally:
            s.close()
    raise RuntimeError("no free port from %d to %d on %s for a notebook server" % (low, high, ip))


class ClassroomSpawner(LocalProcessSpawner):
    """LocalProcessSpawner with ports assigned by the classroom instead of drawn at random.

    JupyterHub's random_port() binds port 0, reads the port and closes the socket before the server
    binds it, so two servers spawned at once could draw the same port (jupyterhub/jupyterhub#3005), and
    one student's route then led to another student's server. Here each user has a block of ports of
    their own (port_block); the server gets the first free port of its first few, the kernels the rest.
    """

    settings = {}

    async def start(self):
        low, high = port_block(self.settings, self.user.name)
        self.port = free_port_in(low, low + SERVER_PORTS_PER_USER - 1, self.ip or "127.0.0.1")
        self.environment = dict(self.environment, CLASSROOM_KERNEL_PORTS="%d-%d" % (low + SERVER_PORTS_PER_USER, high))
        self.log.info("[classroom] %s: server on port %d, kernels on %d-%d", self.user.name, self.port, low + SERVER_PORTS_PER_USER, high)
        return await super().start()


def configure(c, settings):
    """Fill JupyterHub's config object `c` from the settings."""
    state = settings["stateDir"]
    c.JupyterHub.ip = settings["ip"]
    c.JupyterHub.port = settings["port"]
    c.JupyterHub.hub_ip = settings["ip"]
    c.JupyterHub.hub_port = settings["hubPort"]
    c.ConfigurableHTTPProxy.api_url = "http://%s:%d" % (settings["ip"], settings["proxyApiPort"])
    c.ConfigurableHTTPProxy.pid_file = os.path.join(state, "proxy.pid")
    c.ConfigurableHTTPProxy.command = ["configurable-http-proxy"]
    c.JupyterHub.db_url = "sqlite:///" + os.path.join(state, "jupyterhub.sqlite")
    c.JupyterHub.cookie_secret_file = os.path.join(state, "cookie_secret")
    c.JupyterHub.pid_file = os.path.join(state, "hub.pid")
    c.JupyterHub.cleanup_servers = True
    c.JupyterHub.cleanup_proxy = True

    if settings["authenticator"] == "dummy":
        # Tests only: any listed name logs in with the one test password.
        c.JupyterHub.authenticator_class = DummyAuthenticator
        c.DummyAuthenticator.password = settings["dummyPassword"]
    else:
        c.JupyterHub.authenticator_class = ClassListAuthenticator
        c.ClassListAuthenticator.accounts_file = settings["accountsFile"]
    c.Authenticator.allowed_users = set(settings["students"]) | set(settings["teachers"])
    c.Authenticator.admin_users = set(settings["teachers"])

    # The teacher's command line (collect, load test) talks to the hub as an admin service.
    c.JupyterHub.services = [{"name": "classroom-admin", "api_token": settings["adminToken"]}]
    c.JupyterHub.load_roles = [{"name": "admin", "services": ["classroom-admin"]}]

    ClassroomSpawner.settings = settings
    c.JupyterHub.spawner_class = ClassroomSpawner
    c.Spawner.notebook_dir = os.path.join(settings["workspacesDir"], "{username}")
    c.Spawner.default_url = "/tree"
    c.Spawner.cmd = ["/usr/bin/jupyterhub-singleuser"]
    c.Spawner.args = settings["serverArgs"]
    c.Spawner.environment = settings["serverEnv"]
    c.Spawner.start_timeout = settings["startTimeout"]
    c.Spawner.http_timeout = settings["startTimeout"]
    c.Spawner.pre_spawn_hook = lambda spawner: prepare_workspace(settings, spawner)
    c.JupyterHub.active_server_limit = settings["maxServers"]
