// One report: what was reported as it stands now (a car, a review, a person or a message: as its
// sender wrote it, which only staff read, and as both sides read it when contact details were
// hidden), why, the reporter's words, who and when; an open one has Resolve, a resolved one says
// what was done.
import {
  formatDhakaDateTimeIn,
  type QueuedReport,
  type ReportedMessage,
  type ReportTarget,
} from '@carzone/domain';
import {
  Badge,
  Button,
  Card,
  HStack,
  Stack,
  Text,
  useLanguage,
  VisuallyHidden,
} from '@carzone/web-kit';
import {
  MODERATION_STATE_WORDS,
  REPORT_REASON_WORDS,
  reportActionWords,
} from '../../lib/moderation-words.ts';
import { useT } from '../../locales/messages.ts';

function MessageSummary({ message }: { message: ReportedMessage }) {
  const t = useT();
  const language = useLanguage();
  return (
    <Stack gap="1">
      <Text fontWeight="semibold">
        {t('Message in the conversation about {model}', { model: message.carModel })}
      </Text>
      <Text fontSize="sm" wordBreak="break-word">
        {t('Sent by {who} on {when}', {
          who: message.senderName || message.senderEmail,
          when: formatDhakaDateTimeIn(message.sentAt, language),
        })}{' '}
        ({message.senderEmail})
      </Text>
      <Stack gap="0">
        <Text fontSize="sm" fontWeight="medium">
          {t('What they wrote')}
        </Text>
        <Text fontStyle="italic" whiteSpace="pre-wrap" wordBreak="break-word">
          “{message.text}”
        </Text>
      </Stack>
      {message.masked && (
        <Text fontSize="sm" color="fg.muted" whiteSpace="pre-wrap" wordBreak="break-word">
          {t('Both sides see: {text}', { text: message.shownText })}
        </Text>
      )}
    </Stack>
  );
}

function TargetSummary({ target }: { target: ReportTarget | null }) {
  const t = useT();
  if (!target) return <Text color="fg.muted">{t('It is gone: deleted since.')}</Text>;
  if (target.type === 'car')
    return (
      <Stack gap="0">
        <Text fontWeight="semibold">{t('Car: {model}', { model: target.carModel })}</Text>
        <Text fontSize="sm" wordBreak="break-word">
          {t('Owner: {who}', { who: target.ownerName || target.ownerEmail })} ({target.ownerEmail})
        </Text>
        <Text fontSize="sm">{t(MODERATION_STATE_WORDS[target.moderationState])}</Text>
      </Stack>
    );
  if (target.type === 'message') return <MessageSummary message={target} />;
  if (target.type === 'review')
    return (
      <Stack gap="0">
        <Text fontWeight="semibold">
          {t('Review of {model}: {rating} of 5', {
            model: target.carModel,
            rating: String(target.rating),
          })}
        </Text>
        {target.text && (
          <Text fontSize="sm" fontStyle="italic" wordBreak="break-word">
            “{target.text}”
          </Text>
        )}
        <Text fontSize="sm" wordBreak="break-word">
          {t('Written by {who}', { who: target.authorName || target.authorEmail })} (
          {target.authorEmail})
        </Text>
        {target.hiddenReason && <Text fontSize="sm">{t('Hidden by staff')}</Text>}
      </Stack>
    );
  return (
    <Stack gap="0">
      <Text fontWeight="semibold" wordBreak="break-all">
        {t('Person: {email}', { email: target.email })}
      </Text>
      {target.name && <Text fontSize="sm">{target.name}</Text>}
      <Text fontSize="sm">
        {target.status === 'suspended'
          ? t('Suspended account')
          : target.status === 'active'
            ? t('Active account')
            : t('Never signed in')}
      </Text>
    </Stack>
  );
}

export function ReportCard({ report, onResolve }: { report: QueuedReport; onResolve: () => void }) {
  const t = useT();
  const language = useLanguage();
  return (
    <Card.Root as="li" size="sm">
      <Card.Body gap="2">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette="orange">{t(REPORT_REASON_WORDS[report.reason])}</Badge>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
            {t('Reported by {who} on {when}', {
              who: report.reporterEmail,
              when: formatDhakaDateTimeIn(report.createdAt, language),
            })}
          </Text>
        </HStack>
        <TargetSummary target={report.target} />
        {report.text && (
          <Text wordBreak="break-word">{t('Their words: {text}', { text: report.text })}</Text>
        )}
        {report.status === 'resolved' ? (
          <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
            {t('{action} by {who} on {when}: {note}', {
              action: report.action ? t(reportActionWords(report.action, report.targetType)) : '',
              who: report.resolvedBy ?? '',
              when: report.resolvedAt ? formatDhakaDateTimeIn(report.resolvedAt, language) : '',
              note: report.note ?? '',
            })}
          </Text>
        ) : (
          <HStack>
            <Button size="sm" colorPalette="brand" onClick={onResolve}>
              {t('Resolve')}{' '}
              <VisuallyHidden>
                ({t(REPORT_REASON_WORDS[report.reason])}, {report.reporterEmail})
              </VisuallyHidden>
            </Button>
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
