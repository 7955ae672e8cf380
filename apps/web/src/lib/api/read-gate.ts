/**
 * Answers to reads held while React takes the server's markup over. A part of the page taken over
 * later (a Suspense boundary: the page inside the shell, a lobby section) renders from the query
 * cache as it is by then: had a read answered meanwhile (the balance, for the top bar), that render
 * would differ from the server's markup, and React would throw the markup away and draw the part
 * again, in one long task. The reads go out at once, so the network works meanwhile; their answers
 * reach the page once it is taken over whole (app/start.tsx). Writes are never held.
 */
let held: Promise<void> | null = null;

/** Holds reads until the returned release is called. */
export function holdReads(): () => void {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  held = gate.then(() => {
    held = null;
  });
  return release;
}

/**
 * When a read may go out: in a task of its own. A screen that mounts starts several reads at once,
 * and each costs the main thread a few milliseconds on a slow phone (the request, its headers, the
 * fetch call); one task each, a tap in between is answered.
 */
export const readTurn = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Resolves once a read's answer may reach the page: at once, or after the hold in a task of its own (not all together). */
export const untilTakenOver = async (): Promise<void> => {
  if (!held) return;
  await held;
  await readTurn();
};
