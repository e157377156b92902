// Who talks in bench-messages.mjs: one owner with a few cars and renters who each asked about every
// car (one thread per car and renter), their sessions, and the writers: renters writing to the
// owner and owner sessions writing to renters, each thread's daily allowance before a booking kept.
import { addCar } from './fault-drill.mjs';
import { sessionCookie, signUp, signUpRenters } from './renters.mjs';

/**
 * What each side may write in a thread in a day before the renter books the car
 * (MESSAGE_LIMITS.messagesPerDayBeforeBooking in @carzone/domain; not configurable).
 */
export const MESSAGES_PER_THREAD_SIDE = 30;

/**
 * @typedef {object} Person
 * @property {string} email
 * @property {string} cookie
 * @property {number} index  0 for the owner, 1… for the renters
 */

/**
 * @typedef {object} Thread
 * @property {string} id
 * @property {Person} renter
 * @property {{ owner: number, renter: number }} sent  messages written by each side so far
 */

/** POST `path` at `base` as `cookie` with `{ text }`; the answer's status and body. */
export async function postText(base, path, cookie, text) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ text }),
  });
  return { status: response.status, answer: await response.json().catch(() => ({})) };
}

/**
 * Signs up the owner (`owner-RUN@carzone.test`) with `cars` cars and `renters` renters at
 * `site`, and has every renter ask about every car: `renters × cars` threads.
 * @returns {Promise<{ owner: Person, renters: Person[], threads: Thread[] }>}
 */
export async function talkingPeople(site, emulatorUrl, run, { cars, renters }) {
  const email = `owner-${run}@carzone.test`;
  const owner = {
    email,
    cookie: await sessionCookie(site, await signUp(emulatorUrl, email)),
    index: 0,
  };
  const carIds = [];
  for (let n = 0; n < cars; n++) carIds.push(await addCar(site, owner.cookie, n));
  const people = (await signUpRenters(site, emulatorUrl, run, renters)).map((renter, i) => ({
    ...renter,
    index: i + 1,
  }));
  const threads = [];
  for (const renter of people) {
    const asked = await Promise.all(
      carIds.map(async (carId) => {
        const { status, answer } = await postText(
          site,
          `/api/cars/${carId}/inquiries`,
          renter.cookie,
          'Is the car free next weekend?',
        );
        if (status !== 201)
          throw new Error(`An inquiry was answered ${status}: ${JSON.stringify(answer)}`);
        return { id: answer.threadId, renter, sent: { owner: 0, renter: 1 } };
      }),
    );
    threads.push(...asked);
  }
  return { owner, renters: people, threads };
}

/**
 * @typedef {object} Writer
 * @property {string} name  `renter 3`, `owner 2`
 * @property {'owner' | 'renter'} side
 * @property {string} cookie
 * @property {Thread[]} threads  where it writes, in turn
 */

/**
 * `count` writers: the first half renters (each in its own threads, to the owner), the rest the
 * owner (each in its share of all threads, to the renters).
 * @returns {Writer[]}
 */
export function writersOf({ owner, renters, threads }, count) {
  const renterWriters = Math.min(Math.ceil(count / 2), renters.length);
  const ownerWriters = count - renterWriters;
  const writers = renters.slice(0, renterWriters).map((renter) => ({
    name: `renter ${renter.index}`,
    side: /** @type {const} */ ('renter'),
    cookie: renter.cookie,
    threads: threads.filter((thread) => thread.renter === renter),
  }));
  for (let j = 0; j < ownerWriters; j++)
    writers.push({
      name: `owner ${j + 1}`,
      side: 'owner',
      cookie: owner.cookie,
      threads: threads.filter((_, t) => t % ownerWriters === j),
    });
  return writers;
}

/**
 * The writer's next thread in turn that its side may still write in today, counted as written;
 * null when none is left.
 * @param {Writer & { turn?: number }} writer
 */
export function nextThread(writer) {
  for (let tried = 0; tried < writer.threads.length; tried++) {
    writer.turn = ((writer.turn ?? -1) + 1) % writer.threads.length;
    const thread = writer.threads[writer.turn];
    if (thread.sent[writer.side] < MESSAGES_PER_THREAD_SIDE) {
      thread.sent[writer.side] += 1;
      return thread;
    }
  }
  return null;
}
