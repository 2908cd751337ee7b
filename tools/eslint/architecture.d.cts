// Types of architecture.cjs for its test.
import type { Rule } from 'eslint';

declare const plugin: {
  meta: { name: string };
  rules: { boundaries: Rule.RuleModule & { meta: { messages: Record<string, string> } } };
};
export = plugin;
