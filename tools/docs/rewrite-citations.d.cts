export function rewriteText(text: string): { text: string; left: { line: number; why: string; text: string }[] };
