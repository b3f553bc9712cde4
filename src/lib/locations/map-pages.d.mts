export declare const MAP_FRAME_ORIGIN: string
export declare const MAP_PAGES: string[]
export declare function framesMap(path: string): boolean
