import { request } from 'node:http';
import { SESSION_HEADER, TENANT_HEADER } from '@czeus/contract';

export interface Answer<T = unknown> {
  status: number;
  body: T;
  /** The Retry-After header of a 429, when sent. */
  retryAfter?: string;
}

/** A player's browser as the API sees it: a session id, a tenant, and maybe a token. */
export class ApiClient {
  token: string | undefined;

  constructor(
    private readonly base: string,
    readonly sessionId: string,
    readonly tenant = 'czeus',
    private readonly extraHeaders: Record<string, string> = {},
    /** A loopback address such as 127.0.0.7 to call from, so the server sees another client IP. */
    private readonly localAddress?: string,
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
    const url = `${this.base}/api${path}`;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const { status, text, retryAfter } = this.localAddress
      ? await sendFrom(this.localAddress, method, url, headers, payload)
      : await fetch(url, { method, headers, body: payload }).then(async (res) => ({
          status: res.status,
          text: await res.text(),
          retryAfter: res.headers.get('retry-after') ?? undefined,
        }));
    const answer: Answer<T> = { status, body: (text ? JSON.parse(text) : undefined) as T };
    if (retryAfter !== undefined) answer.retryAfter = retryAfter;
    return answer;
  }

  get<T = Record<string, unknown>>(path: string) {
    return this.call<T>('GET', path);
  }

  post<T = Record<string, unknown>>(path: string, body: unknown) {
    return this.call<T>('POST', path, body);
  }
}

/** fetch cannot choose its source address; node:http can. */
function sendFrom(
  localAddress: string,
  method: string,
  url: string,
  headers: Record<string, string>,
  payload: string | undefined,
): Promise<{ status: number; text: string; retryAfter?: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, localAddress }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        const retryAfter = res.headers['retry-after'];
        resolve({ status: res.statusCode ?? 0, text, ...(retryAfter === undefined ? {} : { retryAfter }) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

let counter = 0;
/** A fresh, valid session id per simulated browser. */
export const newSessionId = (): string =>
  `test${process.pid}x${Date.now().toString(36)}x${(counter++).toString(36)}`;

/** A valid register form for `name` (email `name`@example.org, password "secret1"). */
export const registerForm = (name: string) => ({
  email: `${name}@example.org`,
  username: name,
  password: 'secret1',
  password2: 'secret1',
  GDPRConfirmed: true,
});

/** A browser whose guest registered an account `name` (password "secret1"): it sends its token. */
export async function accountClient(base: string, name: string, headers: Record<string, string> = {}) {
  const client = new ApiClient(base, newSessionId(), 'czeus', headers);
  const answer = await client.post<{ token: string }>('/auth/register', registerForm(name));
  if (answer.status !== 201) throw new Error(`register ${name}: ${answer.status}`);
  client.token = answer.body.token;
  return client;
}
