export interface EmbeddedDatabase {
  url: string;
  /** PGlite serves one session at a time: pools in front of it must use this many connections */
  poolMax: number;
  stop(): Promise<void>;
}

export declare const EMBEDDED_MEMORY_SETTINGS: string[];

export declare function startEmbeddedDatabase(options?: { dataDir?: string; port?: number }): Promise<EmbeddedDatabase>;

/** Checks or takes the data folder's lock for this serving process; returns its release. */
export declare function holdDataLock(folder: string): () => void;
