/**
 * The help centre and site messages: documents by key and topic with their variables filled, search
 * over titles and text, view counts (one per reader and document in a window, so a reload loop does
 * not inflate them), operator edits (sanitized once, before they are stored), and announcements with
 * a read state per player.
 */
import { helpTopics, type DocHit, type DocView, type HelpTopic, type SiteMessageList } from '@kasino/shared/protocol/help';
import { AppError } from '../../platform/http/app-error.ts';
import { sanitizeRichHtml, textOf } from '../../platform/rich-text.ts';
import type { SiteSettings } from '../content/site-settings.service.ts';
import { fillVariables, helpVariables } from './help-variables.ts';
import type { DocRow, HelpRepository } from './help.repository.ts';

const VIEW_WINDOW_MS = 30 * 60_000;
const MAX_VIEW_KEYS = 20_000;
const SNIPPET = 140;

export const isHelpTopic = (m: string): m is HelpTopic => (helpTopics as readonly string[]).includes(m);

export interface DocInput {
  module: HelpTopic;
  title: string;
  body: string;
  sort: number;
}

export class HelpService {
  /** Reader+document → when its view was last counted. */
  private readonly counted = new Map<string, number>();

  constructor(
    private readonly repo: HelpRepository,
    private readonly settings: Pick<SiteSettings, 'get'>,
    private readonly now: () => number,
  ) {}

  private async view(rows: DocRow[]): Promise<DocView[]> {
    const variables = await helpVariables(this.settings);
    return rows.map((r) => ({
      key: r.key,
      module: isHelpTopic(r.module) ? r.module : 'account',
      title: fillVariables(r.title, variables),
      body: fillVariables(r.body, variables),
      sort: Number(r.sort),
      updatedAt: Number(r.updated_at),
    }));
  }

  async doc(key: string): Promise<DocView> {
    const row = await this.repo.doc(key);
    if (!row) throw new AppError(20370);
    const [view] = await this.view([row]);
    return view as DocView;
  }

  async topic(module: HelpTopic): Promise<DocView[]> {
    return this.view(await this.repo.docs(module));
  }

  /**
   * Every document whose title or text holds each word of the query (case-insensitive), titles first;
   * an empty query lists every document. Docs are few (hundreds at most), so they are matched here.
   */
  async search(query: string): Promise<DocHit[]> {
    const words = query.toLocaleLowerCase('id').split(/\s+/).filter(Boolean).slice(0, 8);
    const docs = await this.view(await this.repo.docs(null));
    const hits: Array<DocHit & { rank: number }> = [];
    for (const doc of docs) {
      const title = doc.title.toLocaleLowerCase('id');
      const text = textOf(doc.body).replace(/\s+/g, ' ').trim();
      const lower = text.toLocaleLowerCase('id');
      if (!words.every((w) => title.includes(w) || lower.includes(w))) continue;
      const first = words.length ? Math.max(0, lower.indexOf(words[0] as string)) : 0;
      const start = Math.max(0, first - 40);
      const snippet = (start > 0 ? '…' : '') + text.slice(start, start + SNIPPET) + (start + SNIPPET < text.length ? '…' : '');
      hits.push({ key: doc.key, module: doc.module, title: doc.title, snippet, rank: words.every((w) => title.includes(w)) ? 0 : 1 });
    }
    return hits.sort((a, b) => a.rank - b.rank).map(({ rank: _rank, ...hit }) => hit);
  }

  /** Counts a view of a document once per reader (user id or IP) per half hour. */
  async visit(key: string, reader: string): Promise<void> {
    if (!(await this.repo.doc(key))) throw new AppError(20370);
    const now = this.now();
    const id = `${reader}|${key}`;
    const last = this.counted.get(id);
    if (last !== undefined && now - last < VIEW_WINDOW_MS) return;
    if (this.counted.size >= MAX_VIEW_KEYS) {
      for (const [k, at] of this.counted) if (now - at >= VIEW_WINDOW_MS) this.counted.delete(k);
      if (this.counted.size >= MAX_VIEW_KEYS) this.counted.clear();
    }
    this.counted.set(id, now);
    await this.repo.addView(key);
  }

  async saveDoc(key: string, input: DocInput): Promise<DocView> {
    await this.repo.saveDoc(
      { key, module: input.module, title: textOf(input.title), body: sanitizeRichHtml(input.body), sort: input.sort },
      this.now(),
    );
    return this.doc(key);
  }

  async deleteDoc(key: string): Promise<void> {
    if (!(await this.repo.deleteDoc(key))) throw new AppError(20370);
  }

  // Site messages.

  async messages(userId: number, page: number, count: number): Promise<SiteMessageList> {
    const { rows, total } = await this.repo.messages(userId, this.now(), page, count);
    return {
      list: rows.map((r) => ({
        id: Number(r.id),
        title: r.title,
        content: r.content,
        sendTime: Number(r.send_time),
        expireTime: r.expire_time === null ? null : Number(r.expire_time),
        read: r.read_at !== null,
      })),
      total,
      page,
      count,
    };
  }

  unread(userId: number): Promise<number> {
    return this.repo.unread(userId, this.now());
  }

  async read(userId: number, id: number): Promise<void> {
    if (!(await this.repo.markRead(userId, id, this.now()))) throw new AppError(20371);
  }

  readAll(userId: number): Promise<number> {
    return this.repo.markAllRead(userId, this.now());
  }

  async publish(input: { title: string; content: string; expireTime: number | null }): Promise<{ id: number; title: string }> {
    const now = this.now();
    if (input.expireTime !== null && input.expireTime <= now) throw new AppError(20372);
    const title = textOf(input.title);
    const id = await this.repo.createMessage({
      title,
      content: sanitizeRichHtml(input.content),
      sendTime: now,
      expireTime: input.expireTime,
    });
    return { id, title };
  }
}
