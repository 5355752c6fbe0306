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

from jupyterhub.auth import Authenticator, DummyAuthenticator
from traitlets import Unicode


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

    c.JupyterHub.spawner_class = "jupyterhub.spawner.LocalProcessSpawner"
    c.Spawner.notebook_dir = os.path.join(settings["workspacesDir"], "{username}")
    c.Spawner.default_url = "/tree"
    c.Spawner.cmd = ["/usr/bin/jupyterhub-singleuser"]
    c.Spawner.args = settings["serverArgs"]
    c.Spawner.environment = settings["serverEnv"]
    c.Spawner.start_timeout = settings["startTimeout"]
    c.Spawner.http_timeout = settings["startTimeout"]
    c.Spawner.pre_spawn_hook = lambda spawner: prepare_workspace(settings, spawner)
    c.JupyterHub.active_server_limit = settings["maxServers"]
