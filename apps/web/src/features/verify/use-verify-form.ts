/**
 * The fields of /verify's single-player part, each prefilled from the query string (a bet's "Verifikasi"
 * link: `?game=…&serverSeed=…&clientSeed=…&nonce=…` and the game's own choice), with their setters, and
 * the values the result is computed from (one object, new when any of them changes).
 */
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isCoinSide, type CoinSide } from '@kasino/shared/fairness/games/coinflip';
import { isWheelColor, type WheelColor } from '@kasino/shared/fairness/games/colorwheel';
import { isEggRisk, type EggRisk } from '@kasino/shared/fairness/games/eggs';
import { isStairsLevel, type StairsLevel } from '@kasino/shared/fairness/games/stairs';
import { isVerifyGame, type VerifyGame } from '../../lib/games/verify-link.ts';
import { usePocketFields } from './verify-pocket.tsx';

export function useVerifyForm() {
  const [params] = useSearchParams();
  const [game, setGame] = useState<VerifyGame>(() => (isVerifyGame(params.get('game')) ? (params.get('game') as VerifyGame) : 'roller'));
  const [serverSeed, setServerSeed] = useState(params.get('serverSeed') ?? '');
  const [clientSeed, setClientSeed] = useState(params.get('clientSeed') ?? '');
  const [nonce, setNonce] = useState(params.get('nonce') ?? '0');
  const [choose, setChoose] = useState(params.get('choose') ?? '50000');
  const [isHigher, setIsHigher] = useState(params.get('isHigher') !== 'false');
  const [guesses, setGuesses] = useState(params.get('guesses') ?? '');
  const [mines, setMines] = useState(params.get('mines') ?? '3');
  const [side, setSide] = useState<CoinSide>(() => (isCoinSide(params.get('side')) ? (params.get('side') as CoinSide) : 'heads'));
  const [risk, setRisk] = useState<EggRisk>(() => (isEggRisk(params.get('risk')) ? (params.get('risk') as EggRisk) : 'medium'));
  const [egg, setEgg] = useState(() => Math.min(2, Math.max(0, Number(params.get('egg') ?? 0) || 0)));
  const [color, setColor] = useState<WheelColor>(() => (isWheelColor(params.get('color')) ? (params.get('color') as WheelColor) : 'grey'));
  const [level, setLevel] = useState<StairsLevel>(() =>
    isStairsLevel(params.get('level')) ? (params.get('level') as StairsLevel) : 'medium',
  );
  const [picks, setPicks] = useState(params.get('picks') ?? '');
  const [weights, setWeights] = useState(params.get('weights') ?? '');
  const pocket = usePocketFields(params);
  const publishedHash = params.get('serverSeedHash');
  const values = useMemo(
    () => ({
      game,
      serverSeed,
      clientSeed,
      nonce,
      choose,
      isHigher,
      guesses,
      mines,
      side,
      risk,
      egg,
      color,
      level,
      picks,
      weights,
      pocket: pocket.values,
    }),
    [game, serverSeed, clientSeed, nonce, choose, isHigher, guesses, mines, side, risk, egg, color, level, picks, weights, pocket.values],
  );
  return {
    values,
    publishedHash,
    setGame,
    setServerSeed,
    setClientSeed,
    setNonce,
    setChoose,
    setIsHigher,
    setGuesses,
    setMines,
    setSide,
    setRisk,
    setEgg,
    setColor,
    setLevel,
    setPicks,
    setWeights,
    pocket,
  };
}

export type VerifyForm = ReturnType<typeof useVerifyForm>;
export type VerifyValues = VerifyForm['values'];
