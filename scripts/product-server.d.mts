export declare function freePort(): Promise<number>;
export declare function startProductServer(env?: Record<string, string>): Promise<{
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  output(): string;
}>;
