/**
 * Reads and writes the site settings of `site-settings.ts`. A stored value is used only when it is
 * JSON of the key's shape (and passes its extra check); otherwise the key's default is used and the
 * bad value is logged once, so an operator's typo degrades to the default instead of a 500. A missing
 * row (no demo seed in production) reads as the default without a word.
 */
import { Compile } from 'typebox/compile';
import { AppError } from '../../platform/http/app-error.ts';
import type { ContentRepository } from './content.repository.ts';
import {
  settingKeys,
  siteSettings,
  type SettingDefinition,
  type SettingKey,
  type SettingValue,
  type SiteSettingValues,
} from './site-settings.ts';

export interface SettingsLog {
  warn(detail: object, msg: string): void;
}

type Checker = (value: unknown) => boolean;

/** Remembered bad values (per key and text), so a broken key logs once, not on every read. */
const REPORTED_CAP = 1_000;

export class SiteSettings {
  private readonly checkers = new Map<SettingKey, Checker>();
  private readonly reported = new Set<string>();

  constructor(
    private readonly repo: ContentRepository,
    private readonly log: SettingsLog,
    private readonly now: () => number = Date.now,
  ) {
    for (const key of settingKeys) {
      const definition = siteSettings[key] as SettingDefinition;
      const compiled = Compile(definition.schema);
      this.checkers.set(key, (value) => compiled.Check(value) && (definition.valid?.(value) ?? true));
    }
  }

  /** One setting: the stored value when well formed, else its default (`on`: inside a unit, its transaction). */
  async get<K extends SettingKey>(key: K, on?: Parameters<ContentRepository['configText']>[1]): Promise<SettingValue<K>> {
    return this.decode(key, await this.repo.configText(key, on));
  }

  /** Every setting at once (one query), as `get` would answer each. */
  async all(): Promise<SiteSettingValues> {
    const texts = await this.repo.configTexts();
    return Object.fromEntries(settingKeys.map((key) => [key, this.decode(key, texts.get(key))])) as SiteSettingValues;
  }

  /** An operator's write: refused with 3 (not the key's shape) or 20310 (shape right, value not usable). */
  async set(key: SettingKey, value: unknown): Promise<void> {
    const definition = siteSettings[key] as SettingDefinition;
    if (!Compile(definition.schema).Check(value)) throw AppError.invalid('value');
    if (!(definition.valid?.(value) ?? true)) throw new AppError(20310);
    await this.repo.saveConfig(key, JSON.stringify(value), this.now());
  }

  private decode<K extends SettingKey>(key: K, text: string | undefined): SettingValue<K> {
    // A copy, so no caller can change the one default by accident (made only when it is answered:
    // some defaults are large, and a stored value is the usual answer).
    const fallback = () => structuredClone(siteSettings[key].default) as SettingValue<K>;
    if (text === undefined) return fallback();
    let value: unknown;
    try {
      value = JSON.parse(text) as unknown;
    } catch {
      value = undefined;
    }
    if (value !== undefined && this.checkers.get(key)?.(value)) return value as SettingValue<K>;
    const seen = `${key}\u0000${text}`;
    if (!this.reported.has(seen)) {
      if (this.reported.size >= REPORTED_CAP) this.reported.clear();
      this.reported.add(seen);
      this.log.warn({ key, stored: text.slice(0, 200) }, 'site setting malformed: its default is used');
    }
    return fallback();
  }
}
