export declare const AREAS: { area: string; imports: string[]; types?: string[] }[];
export declare function areaOf(path: string): string | null;
