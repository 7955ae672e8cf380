/**
 * Inbox wire shapes (SPEC §3 Mail, §7 Mail): mails per player with a tag, read state, send and expiry
 * times, sanitized HTML content, the `showToast` JSON and a display mode, and an optional money reward
 * the player claims once. Amounts are wire decimals (rupiah, "1500" or "12.5").
 */

export const mailTags = ['system', 'reward', 'promo', 'other', 'prize'] as const;
export type MailTag = (typeof mailTags)[number];

/**
 * Display modes 1-8 (SPEC §3 leaves them open; this is what the client does with each):
 *  1 silent: listed only, no toast.
 *  2 toast: a toast for 3 s; the mail stays unread.
 *  3 toast + auto read: a toast for 3 s, and showing it marks the mail read.
 *  4 toast that stays until the player closes it; the mail stays unread.
 *  5 toast that stays until closed; closing it marks the mail read.
 *  6 game-out 2: while a game screen is open the toast waits until the player leaves the game, then as 2.
 *  7 game-out 3: held the same way, then as 3.
 *  8 game-out 4: held the same way, then as 4.
 */
export const displayModes = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type DisplayMode = (typeof displayModes)[number];

/** `showToast`: what the toast says (plain text, never HTML). */
export interface ShowToast {
  title: string;
  body?: string;
}

export interface MailReward {
  /** Wire amount in rupiah. */
  amount: string;
  currency: string;
  /** Epoch ms of the claim, null while unclaimed. */
  claimedAt: number | null;
}

export interface MailView {
  id: number;
  tag: MailTag;
  read: boolean;
  sendTime: number;
  expireTime: number;
  title: string;
  /** HTML, already sanitized by the server (the client sanitizes again before rendering). */
  content: string;
  showToast: ShowToast | null;
  displayMode: DisplayMode;
  /** The template or campaign the mail came from (`welcome`, `campaign:{id}` …). */
  metadataId: string | null;
  reward: MailReward | null;
}

export interface MailList {
  list: MailView[];
  total: number;
  page: number;
  count: number;
}

/** Unread mails per tag, and their sum. */
export type UnreadCounts = Record<MailTag, number> & { total: number };

/** `/heracles/inbox/new/{userId}`: a mail just arrived. */
export interface InboxPush {
  id: number;
  tag: MailTag;
  title: string;
  showToast: ShowToast | null;
  displayMode: DisplayMode;
}

/** A template (`GET /main/inbox/tpl`): Indonesian title and body with `{variable}` placeholders. */
export interface MailTemplateView {
  key: string;
  tag: MailTag;
  title: string;
  body: string;
  variables: string[];
}

export interface ClaimResult {
  id: number;
  amount: string;
  currency: string;
  balance: string;
}

export interface ClaimAllResult {
  claimed: number;
  amount: string;
  currency: string;
  balance: string;
}

/**
 * `/heracles/inbox/campaign`: an operator's bulk send finished. It names no player: every logged-in
 * client refreshes its own unread count, each after a random pause of up to `CAMPAIGN_JITTER_MS` so a
 * send to everyone does not bring every client at once.
 */
export interface CampaignPush {
  campaignId: string;
  tag: MailTag;
}

export const CAMPAIGN_JITTER_MS = 20_000;
