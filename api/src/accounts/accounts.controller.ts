import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AccountDetails, AccountSearchPage, AccountStandingChange } from '@carzone/domain';
import { ApiRefusals } from '../common/refusal-responses.js';
import { refusalDoc } from '../common/refusal.js';
import { CurrentStaff, type StaffCaller, StaffOnly } from '../staff/staff-only.guard.js';
import { AccountStandingService } from './account-standing.service.js';
import { AccountsService } from './accounts.service.js';
import {
  AccountDetailsAnswer,
  AccountSearchPageAnswer,
  AccountStandingChangeAnswer,
} from './dto/accounts.answers.js';
import { AccountEmailParams, AccountReasonDto, AccountSearchQuery } from './dto/accounts.dto.js';

const EMAIL_INVALID = refusalDoc('account.emailInvalid');
const NOT_FOUND = refusalDoc('account.notFound');
const REASON_INVALID = `${EMAIL_INVALID} / ${refusalDoc('account.reasonInvalid')} Nothing is changed.`;

/** The people staff look after: finding them, one person's account, suspending and reinstating. */
@ApiTags('admin')
@StaffOnly('support')
@Controller('admin/users')
export class AccountsController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly standing: AccountStandingService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Find people by e-mail, name or verified number' })
  @ApiOkResponse({
    type: AccountSearchPageAnswer,
    description: '`{ users, total }`: a page of the people found, newest first.',
  })
  @ApiRefusals({
    400: [
      refusalDoc('account.searchInvalid'),
      refusalDoc('carList.limitOutOfRange'),
      refusalDoc('carList.offsetOutOfRange'),
    ].join(' / '),
  })
  search(@Query() { q, limit, offset }: AccountSearchQuery): Promise<AccountSearchPage> {
    return this.accounts.search(q, limit, offset);
  }

  @Get(':email')
  @ApiOperation({ summary: "A person's account, as staff read it" })
  @ApiOkResponse({
    type: AccountDetailsAnswer,
    description:
      'Standing, role, number, licence, cars, bookings both ways, reports, reviews and the staff actions on them.',
  })
  @ApiRefusals({ 400: EMAIL_INVALID, 404: NOT_FOUND })
  details(@Param() { email }: AccountEmailParams): Promise<AccountDetails> {
    return this.accounts.details(email);
  }

  @Post(':email/suspend')
  @ApiOperation({ summary: 'Suspend a person, saying why' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: AccountStandingChangeAnswer,
    description:
      'Suspended from their next request on every device: their cars hidden, their waiting requests withdrawn and declined, their devices signed out; the person is mailed and the action audited.',
  })
  @ApiRefusals({
    400: REASON_INVALID,
    404: NOT_FOUND,
    409: `${refusalDoc('account.alreadySuspended')} / ${refusalDoc('account.staffMember')}`,
  })
  suspend(
    @CurrentStaff() by: StaffCaller,
    @Param() { email }: AccountEmailParams,
    @Body() { reason }: AccountReasonDto,
  ): Promise<AccountStandingChange> {
    return this.standing.suspend(by, email, reason);
  }

  @Post(':email/reinstate')
  @ApiOperation({ summary: 'Reinstate a suspended person, saying why' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: AccountStandingChangeAnswer,
    description:
      'Active again: their cars shown again (what the suspension ended stays ended); the person is mailed and the action audited.',
  })
  @ApiRefusals({ 400: REASON_INVALID, 404: NOT_FOUND, 409: refusalDoc('account.notSuspended') })
  reinstate(
    @CurrentStaff() by: StaffCaller,
    @Param() { email }: AccountEmailParams,
    @Body() { reason }: AccountReasonDto,
  ): Promise<AccountStandingChange> {
    return this.standing.reinstate(by, email, reason);
  }
}
