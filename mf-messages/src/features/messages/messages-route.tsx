// The person's conversations (/messages), exposed as `./messages-route`: the list, and on a wide
// screen the invitation to open one beside it. The shell's guard lets only a signed-in person
// reach it.
import type { ThreadList as Threads } from '@carzone/domain';
import { type LoaderFunctionArgs, useDocumentTitle, useLoaderData } from '@carzone/web-kit';
import { MessagesLayout } from '../../components/messages-layout.tsx';
import { ThreadList, useLiveThreads } from '../../components/thread-list.tsx';
import { fetchThreads } from '../../lib/messages-api.ts';
import { useT } from '../../locales/messages.ts';

export interface MessagesLoad {
  threads: Threads;
}

/** The conversations, newest activity first. A refusal is the shell's to show. */
export async function loader({ request }: LoaderFunctionArgs): Promise<MessagesLoad> {
  return { threads: await fetchThreads(request.signal) };
}

export function Component() {
  const t = useT();
  const { threads: loaded } = useLoaderData() as MessagesLoad;
  const threads = useLiveThreads(loaded.items);
  useDocumentTitle(t('Messages'));
  return <MessagesLayout threadOpen={false} list={<ThreadList threads={threads} />} />;
}
