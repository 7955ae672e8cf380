/**
 * Help centre and site messages on the wire (SPEC §7 Content, `/main/site/message`): help documents by
 * key and topic (FAQ answers, the terms, the privacy policy), search, the operator's contact links, and
 * announcements for every player with a per-player read state.
 */

/** Help topics in the order the help centre shows them; `legal` holds the terms and the privacy policy. */
export const helpTopics = ['account', 'deposit', 'withdrawal', 'games', 'bonus', 'responsible', 'legal'] as const;
export type HelpTopic = (typeof helpTopics)[number];

/** Keys the web links to by name. */
export const docKeys = { terms: 'terms', privacy: 'privacy' } as const;

export interface DocView {
  key: string;
  module: HelpTopic;
  title: string;
  /** HTML, sanitized by the server (the client sanitizes again before rendering). */
  body: string;
  sort: number;
  updatedAt: number;
}

export interface DocList {
  list: DocView[];
}

/** One search hit: the document and a plain-text snippet around the first match. */
export interface DocHit {
  key: string;
  module: HelpTopic;
  title: string;
  snippet: string;
}

export interface DocSearch {
  list: DocHit[];
}

/** `/heracles/symbol/{code}`: how amounts of a currency are written. */
export interface CurrencySymbol {
  code: string;
  symbol: string;
  thousandsSeparator: string;
  decimalSeparator: string;
  /** Most decimal places shown. */
  decimals: number;
}

export interface SiteMessageView {
  id: number;
  title: string;
  /** HTML, sanitized by the server. */
  content: string;
  sendTime: number;
  expireTime: number | null;
  read: boolean;
}

export interface SiteMessageList {
  list: SiteMessageView[];
  total: number;
  page: number;
  count: number;
}

/** `/ws/site/message`: a new announcement (every connected client refreshes its unread count). */
export interface SiteMessagePush {
  id: number;
  title: string;
}

/** `GET /main/site/page/open`: the pages the operator has closed (a path and everything under it), with what to tell the player. */
export interface PageOpenView {
  closed: { path: string; message: string }[];
}

/** The closed entry covering `pathname` (the path itself or a page under it), if any. */
export function closedPageOf(view: PageOpenView | undefined, pathname: string): PageOpenView['closed'][number] | undefined {
  return view?.closed.find((c) => pathname === c.path || pathname.startsWith(`${c.path}/`));
}
