/** See find-chromium.mjs. */
export function findChromium(opts?: { install?: boolean }): string;
