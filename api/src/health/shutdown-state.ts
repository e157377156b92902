import { Injectable } from '@nestjs/common';

/**
 * Whether the API is shutting down (main.ts sets it on SIGTERM): readiness then answers 503, so
 * a load balancer stops sending it new requests while the ones under way finish.
 */
@Injectable()
export class ShutdownState {
  private isDraining = false;

  get draining(): boolean {
    return this.isDraining;
  }

  beginDraining(): void {
    this.isDraining = true;
  }
}
