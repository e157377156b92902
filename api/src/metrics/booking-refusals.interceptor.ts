import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { catchError, type Observable, throwError } from 'rxjs';
import { toApiError } from '../common/api-error.js';
import { Metrics } from './metrics.js';

/**
 * Counts a refused booking or change by the code its answer carries (a 4xx: the DTO's, the
 * rules', an overlap's). A failure (5xx) is no refusal; a refusal by a guard (no session, a rate
 * limit) comes before this and is counted by its own metric (requests by status, rate limits).
 */
@Injectable()
export class CountBookingRefusals implements NestInterceptor {
  constructor(private readonly metrics: Metrics) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        const { statusCode, code } = toApiError(error);
        if (statusCode >= 400 && statusCode < 500) this.metrics.bookingRefused(code);
        return throwError(() => error);
      }),
    );
  }
}
