// Ask the owner (/messages/ask/:carId), exposed as `./ask-owner-route`: a renter's first question
// about a car, from its page. Sent, it opens the conversation (the same one when they asked before).
// The car's owner is refused with the API's words; a car not shown is the shell's not-found page.
import { MESSAGE_MESSAGES, type Car } from '@carzone/domain';
import {
  Heading,
  Link,
  RouterLink,
  Stack,
  Text,
  routes,
  type LoaderFunctionArgs,
  useDocumentTitle,
  useLoaderData,
  useNavigate,
  useSendChange,
} from '@carzone/web-kit';
import { MessageForm } from '../../components/message-form.tsx';
import { fetchCar, readOfAddress, sendInquiry } from '../../lib/messages-api.ts';
import { useT } from '../../locales/messages.ts';

export interface AskOwnerLoad {
  car: Pick<Car, '_id' | 'carModel' | 'name'>;
}

export async function loader({ params, request }: LoaderFunctionArgs): Promise<AskOwnerLoad> {
  const { _id, carModel, name } = await readOfAddress(fetchCar(params.carId ?? '', request.signal));
  return { car: { _id, carModel, name } };
}

export function Component() {
  const t = useT();
  const { car } = useLoaderData() as AskOwnerLoad;
  const navigate = useNavigate();
  const { send, sending } = useSendChange();
  useDocumentTitle(t('Ask the owner of {carModel}', { carModel: car.carModel }));
  return (
    <Stack gap="4" maxW="2xl">
      <Heading as="h1" size="2xl">
        {t('Ask the owner of {carModel}', { carModel: car.carModel })}
      </Heading>
      <Text color="fg.muted">
        {t('The owner answers in your conversations, where you can write to each other.')}{' '}
        {t(MESSAGE_MESSAGES.hiddenBeforeConfirmation)}
      </Text>
      <MessageForm
        rows={5}
        sending={sending}
        send={async (text) => {
          const outcome = await send(() => sendInquiry(car._id, text), {
            failure: { title: t('Your question was not sent.') },
          });
          if (outcome.sent) void navigate(routes.messageThread.getHref(outcome.answer.threadId));
          return outcome;
        }}
      />
      <Link asChild color="brand.fg" alignSelf="flex-start">
        <RouterLink to={routes.carDetails.getHref(car._id)}>{t('Back to the car')}</RouterLink>
      </Link>
    </Stack>
  );
}
