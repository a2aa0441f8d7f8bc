import type { Server } from "node:http";

export function startNextServer(options?: { dev?: boolean; port?: number; hostname?: string }): Promise<Server>;
export function shutdownOnSignals(server: Server, beforeExit?: () => Promise<void>): void;
