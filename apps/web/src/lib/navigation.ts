export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}
type Navigator = (to: string, options?: NavigateOptions) => void;

let navigator: Navigator = (to) => window.location.assign(to);

/** The router registers itself here so code outside React (the HTTP client) can navigate. */
export function registerNavigator(next: Navigator): void {
  navigator = next;
}

export function navigateTo(to: string, options?: NavigateOptions): void {
  navigator(to, options);
}

/** The current location as one string: pathname + search + hash. */
export function currentLocation(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}
