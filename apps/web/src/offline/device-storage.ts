/** This browser's localStorage, or none where it is blocked (then the device keeps nothing). */
export function deviceStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
