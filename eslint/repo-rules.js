// The repository's own lint rules.
//
// cite-repo-docs: a comment states the rule itself or cites this repository's docs/ (e.g.
// "docs/rules/ordering.md"). It never cites a document a reader of the repository cannot open: no numbered
// sections of outside documents, no product or design documents kept elsewhere, no paths outside the
// repository.
import { knownTextKeys } from './text-keys.js';

const OUTSIDE_CITATION = /§|\b(?:SPEC|DESIGN)(?:\.md)?\b|\.\.\/shared\/|\/work\//;

/** @type {import('eslint').Rule.RuleModule} */
const citeRepoDocs = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments cite only the repository’s own docs/.' },
    schema: [],
    messages: {
      outside:
        'This comment cites a document outside the repository ("{{match}}"): state the rule, or cite docs/.',
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const match = OUTSIDE_CITATION.exec(comment.value);
          if (match) context.report({ loc: comment.loc, messageId: 'outside', data: { match: match[0] } });
        }
      },
    };
  },
};

export const repoRules = { rules: { 'cite-repo-docs': citeRepoDocs, 'known-text-keys': knownTextKeys } };
