// The one database connection (PGlite in DATA_DIR, or the PostgreSQL server DATABASE_URL names),
// migrated from api/drizzle/ at start (decision 001), and the transactions the repositories take.
import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Module,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { DatabaseConfig } from '../config/app-config.js';
import { type DatabaseConnection, openDatabase } from './database.js';
import { DATABASE, DATABASE_CONNECTION } from './database.tokens.js';

@Injectable()
class DatabaseCloser implements OnApplicationShutdown {
  constructor(@Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection) {}

  async onApplicationShutdown(): Promise<void> {
    await this.connection.close();
  }
}

@Global()
@Module({})
export class DatabaseModule {
  /**
   * Opens and migrates the database before any module that needs it is created, unless the app
   * is lent one already open, which it then leaves open.
   */
  static forRoot(config: DatabaseConfig, lent?: DatabaseConnection): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        {
          provide: DATABASE_CONNECTION,
          useFactory: (): Promise<DatabaseConnection> | DatabaseConnection =>
            lent ? { ...lent, close: async () => {} } : openDatabase(config),
        },
        {
          provide: DATABASE,
          inject: [DATABASE_CONNECTION],
          useFactory: (connection: DatabaseConnection) => connection.db,
        },
        DatabaseCloser,
      ],
      exports: [DATABASE, DATABASE_CONNECTION],
    };
  }
}
