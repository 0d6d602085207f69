import { SESSION_HEADER, TENANT_HEADER } from '@czeus/contract';

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

/** A player's browser as the API sees it: a session id, a tenant, and maybe a token. */
export class ApiClient {
  token: string | undefined;

  constructor(
    private readonly base: string,
    readonly sessionId: string,
    readonly tenant = 'czeus',
    private readonly extraHeaders: Record<string, string> = {},
  ) {}

  async call<T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = {
      [SESSION_HEADER]: this.sessionId,
      [TENANT_HEADER]: this.tenant,
      ...this.extraHeaders,
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    const res = await fetch(`${this.base}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
  }

  get<T = Record<string, unknown>>(path: string) {
    return this.call<T>('GET', path);
  }

  post<T = Record<string, unknown>>(path: string, body: unknown) {
    return this.call<T>('POST', path, body);
  }
}

let counter = 0;
/** A fresh, valid session id per simulated browser. */
export const newSessionId = (): string =>
  `test${process.pid}x${Date.now().toString(36)}x${(counter++).toString(36)}`;

/** A browser whose guest registered an account `name` (password "secret1"): it sends its token. */
export async function accountClient(base: string, name: string, headers: Record<string, string> = {}) {
  const client = new ApiClient(base, newSessionId(), 'czeus', headers);
  const answer = await client.post<{ token: string }>('/auth/register', {
    email: `${name}@example.org`,
    username: name,
    password: 'secret1',
    password2: 'secret1',
    GDPRConfirmed: true,
  });
  if (answer.status !== 201) throw new Error(`register ${name}: ${answer.status}`);
  client.token = answer.body.token;
  return client;
}
