import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in knows about one user access token. */
export interface FacebookToken {
  appId: string;
  userId: string;
  name: string;
  email?: string;
  isValid?: boolean;
}

export interface GraphStandIn {
  /** The Graph root to set as FACEBOOK_GRAPH_URL, version included. */
  url: string;
  /** Makes a token Facebook would have issued. */
  issue(token: string, about: FacebookToken): void;
  stop(): Promise<void>;
}

/**
 * The two Graph API calls a Facebook login makes, as Facebook answers them: `debug_token`
 * (only with the app token `APP_ID|APP_SECRET`) and `/me` (only with the right
 * `appsecret_proof`). Facebook's own SDK is a browser script; its Graph API is plain HTTPS, so
 * a small stand-in speaks the same protocol.
 */
export async function startGraphStandIn(appId: string, appSecret: string): Promise<GraphStandIn> {
  const tokens = new Map<string, FacebookToken>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://graph');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const oauthError = (message: string) =>
      send(400, { error: { message, type: 'OAuthException', code: 190 } });
    const accessToken = url.searchParams.get('access_token') ?? '';
    if (url.pathname === '/v21.0/debug_token') {
      if (accessToken !== `${appId}|${appSecret}`) return oauthError('Invalid OAuth access token');
      const about = tokens.get(url.searchParams.get('input_token') ?? '');
      if (!about) return send(200, { data: { is_valid: false, error: { message: 'Invalid token' } } });
      return send(200, {
        data: { app_id: about.appId, type: 'USER', is_valid: about.isValid ?? true, user_id: about.userId },
      });
    }
    if (url.pathname === '/v21.0/me') {
      const about = tokens.get(accessToken);
      if (!about || about.isValid === false) return oauthError('Invalid OAuth access token');
      const proof = createHmac('sha256', appSecret).update(accessToken).digest('hex');
      if (about.appId === appId && url.searchParams.get('appsecret_proof') !== proof) {
        return oauthError('Invalid appsecret_proof provided in the API argument');
      }
      const fields = (url.searchParams.get('fields') ?? 'id,name').split(',');
      const all: Record<string, string | undefined> = {
        id: about.userId,
        name: about.name,
        email: about.email,
      };
      return send(
        200,
        Object.fromEntries(fields.filter((f) => all[f] !== undefined).map((f) => [f, all[f]])),
      );
    }
    send(404, { error: { message: 'Unknown path' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v21.0`,
    issue: (token, about) => tokens.set(token, about),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
