import { type DynamicModule, Global, Module } from '@nestjs/common';
import { Clock } from '../clock/clock.js';
import type { AppConfig } from './app-config.js';

/** Injection token for the parsed `AppConfig`. */
export const APP_CONFIG = Symbol('APP_CONFIG');

/** The parsed settings, and the clock they set, for every module. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: Clock, useValue: new Clock(config.clockOffsetDays) },
      ],
      exports: [APP_CONFIG, Clock],
    };
  }
}
