// Mobile numbers verified on the Auth emulator: it sends no SMS but keeps each code
// it would have sent, where a person on `npm start` reads it too (the README says where).
import { expect } from '@playwright/test';

const PROJECT_ID = 'demo-carzone';

/** A Bangladeshi mobile number of this run's own, as a person types it: 01 then nine digits. */
export function uniqueMobileNumber(): string {
  const digits = String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0');
  return `017${digits}`;
}

/** The kept form of a number typed as 01…: +8801…. */
export const keptForm = (typed: string) => `+88${typed}`;

/** The code the emulator "sent" last to this number (kept form). */
export async function smsCodeSentTo(emulatorUrl: string, phoneNumber: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(
        `${emulatorUrl}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`,
      );
      const { verificationCodes = [] } = (await response.json()) as {
        verificationCodes?: { phoneNumber: string; code: string }[];
      };
      code = verificationCodes.filter((sent) => sent.phoneNumber === phoneNumber).at(-1)?.code;
      return code;
    })
    .toBeTruthy();
  return code!;
}

async function callEmulator(emulatorUrl: string, method: string, body: object) {
  const response = await fetch(
    `${emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  const answer = (await response.json()) as { sessionInfo?: string; idToken?: string };
  expect(response.ok, JSON.stringify(answer)).toBe(true);
  return answer;
}

/**
 * Verifies a number for the account of `idToken` as the site's profile does, without a browser
 * (a code sent, read, then the number linked); answers the new ID token, which names it.
 */
export async function verifyPhoneThroughEmulator(
  emulatorUrl: string,
  idToken: string,
  phoneNumber: string,
): Promise<string> {
  const { sessionInfo } = await callEmulator(emulatorUrl, 'sendVerificationCode', {
    phoneNumber,
    recaptchaToken: 'emulator',
  });
  const code = await smsCodeSentTo(emulatorUrl, phoneNumber);
  const linked = await callEmulator(emulatorUrl, 'signInWithPhoneNumber', {
    sessionInfo,
    code,
    idToken,
  });
  return linked.idToken!;
}
