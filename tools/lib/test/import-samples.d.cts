export function samplesAvailable(dir?: string): boolean;
export function samplePath(name: string): string;
export function readSample(name: string): string;
export function sampleFacts(): Record<string, unknown>;
export function withSamples(register: () => void): void;
