// The Requests page (/requests), exposed as `./requests-route`: the booking requests waiting for
// the signed-in owner's answer. The shell's guard lets only a signed-in user reach it; the server
// answers each owner their own cars' requests only.
import type { OwnerRequest } from '@carzone/domain';
import { type LoaderFunctionArgs, useLoaderData } from '@carzone/web-kit';
import { fetchWaitingRequests } from '../../lib/owner-cars-api.ts';
import { Requests } from './requests.tsx';

export interface RequestsLoad {
  requests: OwnerRequest[];
}

/** The requests waiting for the owner's answer, the soonest to expire first. A 401 goes on to the shell. */
export async function loader({ request }: LoaderFunctionArgs): Promise<RequestsLoad> {
  return { requests: await fetchWaitingRequests(request.signal) };
}

export function Component() {
  const { requests } = useLoaderData() as RequestsLoad;
  return <Requests requests={requests} />;
}
