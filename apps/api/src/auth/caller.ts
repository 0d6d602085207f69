import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { ClientContext } from '../http/client.decorator.js';

/** Who a request acts for, settled by the CallerGuard before the handler runs. */
export interface Caller extends ClientContext {
  playerId: string;
  /** True with a valid bearer token; false for a guest known by its session. */
  registered: boolean;
  /** The token's id and expiry (seconds since the epoch), for logout. */
  token?: { jti: string; exp: number };
}

export const PUBLIC_ROUTE = 'czeus:public';
export const ACCOUNT_ROUTE = 'czeus:account';

/** The route needs no player (health, analytics, login, register). */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);
/** The route needs a logged-in player; a guest gets 401. */
export const AccountOnly = () => SetMetadata(ACCOUNT_ROUTE, true);

/** `@CurrentCaller() caller: Caller` in a handler. */
export const CurrentCaller = createParamDecorator(
  (_: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<{ caller: Caller }>().caller,
);
