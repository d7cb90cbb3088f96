/**
 * What a visitor can be told about by web push (docs/api.md "Push notifications"), named once for
 * the app's controls, the contract and the server's scheduler. Plain constants, no schema: the
 * "Notify me" buttons read them on first load, where no call code may load.
 */

/** A flash sale starts, an event opens, a members' day begins. */
export const PUSH_TOPICS = ['flash-sales', 'events', 'members-days'] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];

/** Where every notification also leads: the page that changes or turns them off. */
export const NOTIFICATION_SETTINGS_PATH = '/notifications';
