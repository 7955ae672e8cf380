/**
 * Wingo trend over a window of finished rounds (oldest first), per number 0-9 (SPEC "10 values each"):
 *  - result: the last 10 results, newest first;
 *  - missing[n]: rounds since n last came up (the whole window if it never did);
 *  - avgMissing[n]: the average length of the gaps before each appearance of n, and of the gap still
 *    open at the end, rounded down (the window length if n never came up);
 *  - frequency[n]: how many times n came up;
 *  - maxContinued[n]: the longest run of consecutive rounds with n.
 */
export interface WingoTrend {
  window: number;
  result: number[];
  missing: number[];
  avgMissing: number[];
  frequency: number[];
  maxContinued: number[];
}

export function wingoTrend(results: readonly number[]): WingoTrend {
  const numbers = Array.from({ length: 10 }, (_, n) => n);
  const stats = numbers.map((n) => {
    const gaps: number[] = [];
    let gap = 0;
    let run = 0;
    let longest = 0;
    let frequency = 0;
    for (const r of results) {
      if (r === n) {
        gaps.push(gap);
        gap = 0;
        run++;
        frequency++;
        longest = Math.max(longest, run);
      } else {
        gap++;
        run = 0;
      }
    }
    gaps.push(gap);
    const avg = frequency === 0 ? results.length : Math.floor(gaps.reduce((a, b) => a + b, 0) / gaps.length);
    return { missing: gap, avgMissing: avg, frequency, maxContinued: longest };
  });
  return {
    window: results.length,
    result: results.slice(-10).reverse(),
    missing: stats.map((s) => s.missing),
    avgMissing: stats.map((s) => s.avgMissing),
    frequency: stats.map((s) => s.frequency),
    maxContinued: stats.map((s) => s.maxContinued),
  };
}
