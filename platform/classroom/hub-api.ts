/** The few calls of JupyterHub's REST API the classroom makes (users, servers, tokens) and of a user's server (kernels). */

export class HubApiError extends Error {}

export class HubApi {
  constructor(readonly url: string, readonly token: string) {}

  async request(method: string, route: string, body?: unknown, okStatuses = [200, 201, 202, 204]): Promise<{ status: number; json: any }> {
    const res = await fetch(`${this.url}${route}`, {
      method,
      headers: { Authorization: `token ${this.token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    if (!okStatuses.includes(res.status)) throw new HubApiError(`${method} ${route}: HTTP ${res.status} ${text.slice(0, 300)}`);
    return { status: res.status, json: text ? JSON.parse(text) : undefined };
  }

  /** Creates the users that do not exist yet. */
  async ensureUsers(names: string[]): Promise<void> {
    const { json } = await this.request('GET', '/hub/api/users');
    const known = new Set((json as { name: string }[]).map((u) => u.name));
    const missing = names.filter((n) => !known.has(n));
    if (missing.length) await this.request('POST', '/hub/api/users', { usernames: missing });
  }

  /** A token that acts as `name` (what logging in gives a browser). */
  async userToken(name: string): Promise<string> {
    const { json } = await this.request('POST', `/hub/api/users/${name}/tokens`, { note: 'classroom', expires_in: 3600 });
    return json.token as string;
  }

  /** Asks for the user's server; resolves when the hub says it is running (or throws after `timeoutMs`). */
  async startServer(name: string, timeoutMs = 180_000): Promise<void> {
    await this.request('POST', `/hub/api/users/${name}/server`, undefined, [201, 202, 400]);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const { json } = await this.request('GET', `/hub/api/users/${name}`);
      const server = json.servers?.[''];
      if (server?.ready) return;
      if (!server?.pending && !server?.ready && json.servers && !json.servers['']) {
        throw new HubApiError(`${name}'s server stopped while starting`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new HubApiError(`${name}'s server was not ready after ${timeoutMs / 1000} s`);
  }

  async stopServer(name: string): Promise<void> {
    await this.request('DELETE', `/hub/api/users/${name}/server`, undefined, [202, 204, 400]);
  }

  /** The proxy's routes to users' servers, as the hub sees them: user and target port. */
  async routes(): Promise<{ user: string; port: number }[]> {
    const { json } = await this.request('GET', '/hub/api/proxy');
    return Object.values(json as Record<string, { target: string; data?: { user?: string } }>)
      .filter((r) => r.data?.user)
      .map((r) => ({ user: r.data!.user!, port: Number(new URL(r.target).port) }));
  }

  async users(): Promise<{ name: string; admin: boolean; servers?: Record<string, unknown> }[]> {
    return (await this.request('GET', '/hub/api/users')).json;
  }
}

/** A user's own server through the proxy, with the user's token. */
export class UserServer {
  readonly base: string;
  constructor(hubUrl: string, readonly name: string, readonly token: string) {
    this.base = `${hubUrl}/user/${name}`;
  }

  async request(method: string, route: string, body?: unknown): Promise<any> {
    const res = await fetch(`${this.base}${route}`, {
      method,
      headers: { Authorization: `token ${this.token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    if (res.status >= 300) throw new HubApiError(`${this.name}: ${method} ${route}: HTTP ${res.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : undefined;
  }

  /** Starts a TypeScript kernel; returns its id. */
  async startKernel(): Promise<string> {
    return (await this.request('POST', '/api/kernels', { name: 'tslab' })).id;
  }

  async interruptKernel(id: string): Promise<void> {
    await this.request('POST', `/api/kernels/${id}/interrupt`);
  }

  async kernels(): Promise<{ id: string; execution_state: string }[]> {
    return this.request('GET', '/api/kernels');
  }

  /** The websocket address of a kernel's channels (token in the URL: Node's WebSocket sends no headers). */
  channelsUrl(kernelId: string, session: string): string {
    return `${this.base.replace(/^http/, 'ws')}/api/kernels/${kernelId}/channels?session_id=${session}&token=${this.token}`;
  }
}
