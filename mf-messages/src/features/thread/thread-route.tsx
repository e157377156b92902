// One conversation (/messages/:threadId), exposed as `./thread-route`: beside the list of
// conversations on a wide screen, alone on a phone. The shell's guard lets only a signed-in person
// reach it; the API answers 404 to anyone not in it, which the shell shows as its not-found page.
import type { ThreadDetails, ThreadList as Threads, ThreadMessagesPage } from '@carzone/domain';
import { type LoaderFunctionArgs, useLoaderData } from '@carzone/web-kit';
import { MessagesLayout } from '../../components/messages-layout.tsx';
import { ThreadList, useLiveThreads } from '../../components/thread-list.tsx';
import {
  fetchThread,
  fetchThreadMessages,
  fetchThreads,
  readOfAddress,
} from '../../lib/messages-api.ts';
import { ThreadView } from './thread-view.tsx';

export interface ThreadLoad {
  threads: Threads;
  thread: ThreadDetails;
  page: ThreadMessagesPage;
}

/** The conversation, its newest messages (which marks them read) and the list beside it. */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<ThreadLoad> {
  const id = params.threadId ?? '';
  const [thread, page, threads] = await Promise.all([
    readOfAddress(fetchThread(id, request.signal)),
    readOfAddress(fetchThreadMessages(id, null, request.signal)),
    fetchThreads(request.signal),
  ]);
  return { threads, thread, page };
}

export function Component() {
  const { threads: loaded, thread, page } = useLoaderData() as ThreadLoad;
  const threads = useLiveThreads(loaded.items);
  return (
    <MessagesLayout threadOpen list={<ThreadList threads={threads} openThreadId={thread._id} />}>
      {/* Another conversation is another page: its state starts afresh. */}
      <ThreadView key={thread._id} thread={thread} page={page} />
    </MessagesLayout>
  );
}
