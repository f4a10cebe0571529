import type { Server } from 'node:http';
/** See serve-static.mjs. */
export function serveStatic(rootDir: string, port: number, host?: string): Promise<Server>;
