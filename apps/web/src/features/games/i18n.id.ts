/**
 * Indonesian UI strings of the games feature, one file per part of it; merged into i18n/id.ts, except the
 * verify strings, which the fairness screens add when they load (verify-strings.ts), and the tables'
 * (Roller, coin flip, eggs …), which the game screens add (tables-strings.ts): the lobby needs neither.
 */
import { gamesHistoryId } from './i18n/history.id.ts';
import { gamesKitId } from './kit.id.ts';
import { gamesRoundsId } from './rounds/rounds.id.ts';

export const gamesIdParts = [gamesKitId, gamesRoundsId, gamesHistoryId] as const;

export const gamesId = { ...gamesKitId, ...gamesRoundsId, ...gamesHistoryId } as const;
