/**
 * Router updates render in a transition, while store updates (logout, token expiry) render at once.
 * An effect can therefore run with a location that a navigation already replaced. Effects that
 * navigate check this first and wait for the render that carries the new location.
 */
export const isLocationCurrent = (location: { pathname: string; search: string }): boolean =>
  location.pathname === window.location.pathname && location.search === window.location.search;
