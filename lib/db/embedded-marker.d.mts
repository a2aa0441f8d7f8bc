/** What the embedded database's connection string names as its application (embedded-marker.mjs). */
export declare const EMBEDDED_APPLICATION_NAME: string;
