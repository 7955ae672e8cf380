/**
 * Indonesian UI strings of the games feature, one file per part of it; merged into i18n/id.ts, except the
 * verify strings, which the fairness screens add when they load (verify-strings.ts).
 */
import { gamesHistoryId } from './i18n/history.id.ts';
import { gamesKitId } from './i18n/kit.id.ts';
import { gamesRoundsId } from './i18n/rounds.id.ts';
import { gamesTablesId } from './i18n/tables.id.ts';

export const gamesIdParts = [gamesKitId, gamesTablesId, gamesRoundsId, gamesHistoryId] as const;

export const gamesId = { ...gamesKitId, ...gamesTablesId, ...gamesRoundsId, ...gamesHistoryId } as const;
