import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Language } from '@carzone/domain';
import type { FastifyRequest } from 'fastify';
import { languageOfRequest } from './request-language.js';

/**
 * The language an answer's own words are written in (a booking's price lines): the request's, as
 * its refusals are (languageOfRequest).
 */
export const AnswerLanguage = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Language =>
    languageOfRequest(context.switchToHttp().getRequest<FastifyRequest>().headers),
);
