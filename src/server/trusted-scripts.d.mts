export declare function reactRuntimeDefinitions(): string[]
export declare function isReactRuntimeScript(text: string, definitions: string[]): boolean
export declare function createScriptNoncer(placeholder: string, definitions: string[]): { push(chunk: Buffer): Buffer; flush(): Buffer }
export declare function stampTrustedScripts(body: Buffer, placeholder: string, definitions: string[]): Buffer
