type Chunk = { fileName: string; isEntry: boolean; imports: string[]; moduleIds: string[] };
export function withStaticImports(chunks: Chunk[]): (chunk: Chunk, into?: Set<string>) => Set<string>;
export function pageScripts(chunks: Chunk[], src: string): { page: string; files: string[] }[];
