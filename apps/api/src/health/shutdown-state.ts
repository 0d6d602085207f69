import { Injectable } from '@nestjs/common';

/**
 * Whether this instance is on its way out (SIGTERM): readiness says so at once, so a load
 * balancer stops sending players here while the requests already here finish.
 */
@Injectable()
export class ShutdownState {
  private closing = false;

  get isClosing(): boolean {
    return this.closing;
  }

  begin(): void {
    this.closing = true;
  }
}
