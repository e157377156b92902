import { Inject, Injectable } from '@nestjs/common';
import { IntervalWorker } from '../common/interval-worker.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { MessageMailsService } from './message-mails.service.js';

/** How often each API instance queues the mails of messages left unread. */
export const MESSAGE_MAILS_SWEEP_EVERY_MS = 60_000;

/**
 * Every minute, on every API instance (and once at start): queues the mails of messages still
 * unread past the delay (MessageMailsService.mailDue), so each is mailed within a minute of it.
 * Instances skip each other's locked rows; a sweep that fails is logged and tried again.
 */
@Injectable()
export class MessageMailsSweep extends IntervalWorker {
  protected readonly failure = 'Could not queue the mails of unread messages';

  constructor(
    private readonly mails: MessageMailsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super({
      name: 'MessageMails',
      everyMs: MESSAGE_MAILS_SWEEP_EVERY_MS,
      atStart: true,
      enabled: config.backgroundSweeps ?? true,
    });
  }

  protected work(): Promise<unknown> {
    return this.mails.mailDue();
  }
}
