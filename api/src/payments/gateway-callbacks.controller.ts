import {
  Body,
  Controller,
  HttpCode,
  HttpStatus,
  Param,
  ParseEnumPipe,
  Post,
  Redirect,
  Req,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import {
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { GATEWAY_CALLBACK_ROUTE } from '../common/gateway-callback-route.js';
import { ApiRefusals } from '../common/refusal-responses.js';
import { refusal, refusalDoc } from '../common/refusal.js';
import { PaymentsService } from './payments.service.js';

/** The browser's ways back from the gateway's page. */
const RETURNS = ['success', 'fail', 'cancel'] as const;
type ReturnKind = (typeof RETURNS)[number];

/**
 * A form's fields as the gateway posts them; no body is no fields. Any other body is refused: the
 * API's JSON parser reads every route, and the gateway never posts JSON.
 */
const fieldsOf = (request: FastifyRequest, body: unknown): Record<string, string> => {
  if (body === undefined || body === null) return {};
  const type = (request.headers['content-type'] ?? '').toLowerCase();
  if (!type.startsWith('application/x-www-form-urlencoded') || typeof body !== 'object')
    throw new UnsupportedMediaTypeException(refusal('unsupported_media_type'));
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
};

/**
 * SSLCommerz's callbacks: its server's notice of a payment (IPN) and the renter's browser sent
 * back. Public (neither carries a session) and never trusted: PaymentsService checks, validates
 * and settles each once.
 */
@ApiTags('payments')
@Controller('payments/sslcommerz')
export class GatewayCallbacksController {
  constructor(private readonly payments: PaymentsService) {}

  @Post('ipn')
  @RouteConfig({ [GATEWAY_CALLBACK_ROUTE]: true })
  @ApiOperation({
    summary: "The gateway's payment notice (IPN)",
    description:
      "SSLCommerz's server-to-server notice, a form post. Acted on only with the store's verify_sign and once its validation API confirms the payment by val_id with our tran_id, amount and currency; a forged, tampered or repeated notice changes nothing and is answered the same.",
    security: [],
  })
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({ schema: { type: 'object', additionalProperties: { type: 'string' } } })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description: 'Received.',
    schema: { type: 'object', properties: { received: { type: 'boolean' } } },
  })
  @ApiRefusals({
    413: 'A body over 16 KiB: no notice of the gateway is.',
    503: refusalDoc('payment.gatewayUnavailable'),
  })
  async ipn(@Req() request: FastifyRequest, @Body() body: unknown): Promise<{ received: true }> {
    await this.payments.onCallback('ipn', fieldsOf(request, body));
    return { received: true };
  }

  @Post(':kind')
  @RouteConfig({ [GATEWAY_CALLBACK_ROUTE]: true })
  @ApiOperation({
    summary: 'The renter back from the gateway',
    description:
      "The gateway's page posts the renter's browser here (success, fail or cancel), with the payment's fields. The payment is confirmed as an IPN is (never on these fields alone), then the browser goes to My Bookings, which says how it went: `/bookings?payment=<paid|held|failed|canceled|refunded|pending|rejected>&booking=<id>`.",
    security: [],
  })
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({ schema: { type: 'object', additionalProperties: { type: 'string' } } })
  @ApiParam({ name: 'kind', enum: RETURNS })
  @ApiResponse({
    status: HttpStatus.SEE_OTHER,
    description: 'To My Bookings, saying how the payment went.',
    headers: { Location: { schema: { type: 'string' }, description: '/bookings?payment=…' } },
  })
  @ApiRefusals({ 413: 'A body over 16 KiB: no return of the gateway is.' })
  @Redirect('/bookings', HttpStatus.SEE_OTHER)
  async returned(
    @Param('kind', new ParseEnumPipe(RETURNS)) kind: ReturnKind,
    @Req() request: FastifyRequest,
    @Body() body: unknown,
  ): Promise<{ url: string; statusCode: number }> {
    const { bookingId, outcome } = await this.payments.onCallback(kind, fieldsOf(request, body));
    const query = new URLSearchParams({
      payment: outcome,
      ...(bookingId ? { booking: bookingId } : {}),
    });
    return { url: `/bookings?${query.toString()}`, statusCode: HttpStatus.SEE_OTHER };
  }
}
