import type { Rule } from 'eslint';

/** The rule's type for TypeScript callers (its test); the rule itself is plain JS so ESLint loads it. */
declare const boundaries: Rule.RuleModule;
export default boundaries;
