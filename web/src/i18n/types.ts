// The shape of a catalogue pair: English is the source of keys and messages (ICU
// MessageFormat); the German catalogue must have exactly its keys, each with its German text
// and the English it was translated from (so a changed English message shows as stale).

/** One German message and the English message it translates. */
export interface Translation {
  text: string;
  en: string;
}

/** The German catalogue of an English one: every key, no other (a compile error either way). */
export type German<E> = { [K in keyof E]: Translation };
