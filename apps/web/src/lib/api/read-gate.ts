/**
 * Reads held while React takes the server's markup over. A part of the page taken over later (a
 * Suspense boundary: the page inside the shell, a lobby section) renders from the query cache as it
 * is by then: had a read answered meanwhile (the balance, for the top bar), that render would differ
 * from the server's markup, and React would throw the markup away and draw the part again, in one
 * long task. Held reads go out once the page is taken over whole (main.tsx); writes are never held.
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
 * When a read may go out: after a hold, and in a task of its own. A screen that mounts starts several
 * reads at once, and each costs the main thread a few milliseconds on a slow phone (the request, its
 * headers, the fetch call); one task each, a tap in between is answered.
 */
export async function readTurn(): Promise<void> {
  if (held) await held;
  await new Promise((resolve) => setTimeout(resolve, 0));
}
