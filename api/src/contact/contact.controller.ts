import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ContactMessageAnswer } from '@carzone/domain';
import { RateLimited } from '../auth/rate-limit.guard.js';
import { ContactService } from './contact.service.js';
import { CreateContactMessageDto } from './dto/create-contact-message.dto.js';
import { ContactMessageAnswerBody } from './dto/contact-message.answer.js';
import { ApiRefusals } from '../common/refusal-responses.js';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @ApiOperation({ summary: 'Send CarZone a message', security: [] })
  @RateLimited('contact')
  @HttpCode(HttpStatus.CREATED)
  @ApiCreatedResponse({
    type: ContactMessageAnswerBody,
    description: 'Stored; `message` thanks the sender.',
  })
  @ApiRefusals({ 400: 'A field is missing or invalid; nothing is stored.' })
  create(@Body() body: CreateContactMessageDto): Promise<ContactMessageAnswer> {
    return this.contact.receive(body);
  }
}
