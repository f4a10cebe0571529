export declare const AREAS: { area: string; imports: string[]; types?: string[] }[];
export declare function areaOf(path: string): string | null;
export declare const APP_AREAS: { area: string; imports: string[]; types?: string[] }[];
export declare const LAB_UI: { imports: string[]; types: string[] };
export declare function appAreaOf(path: string): string | null;
export declare function labUiOf(path: string): string | null;
