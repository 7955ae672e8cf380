/** Chromium's switches for every browser the project drives (tests, the Lighthouse bench): no sandbox or GPU in CI, and nothing that reaches out to the network. */
export const quietChromium = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;
