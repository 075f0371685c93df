// known-text-keys: a text read by a literal key (`t('checkout.title')`, `staffText('email')`, or a
// `labelKey: 'nav.shop'` handed to one) must exist in the English catalogue its code reads
// (docs/architecture.md, "Texts"); a key built from a template (`t(`statusNames.${status}`)`) must start
// like one. Options: `catalogues`, the English files (globs allowed) whose texts the code can read, and
// `under`, the top-level key the code's t() starts from (the mails read `mail.*` as `*`).
import fs from 'node:fs';
import path from 'node:path';

/** Plural forms the catalogue picks by `count` (src/shared/message-catalogue.ts); `t('items')` reads them. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const CALLEES = new Set(['t', 'staffText']);
const KEY_PROPERTIES = new Set(['labelKey']);

const cache = new Map();

function flatten(value, prefix, out) {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else if (prefix) {
    out.add(prefix);
    if (PLURAL.test(prefix)) out.add(prefix.replace(PLURAL, ''));
  }
  return out;
}

/** The files a catalogue pattern names: a path, or one with `*` for a single folder level. */
function filesOf(pattern, root) {
  const parts = pattern.split('/');
  let found = [root];
  for (const part of parts) {
    const next = [];
    for (const dir of found) {
      if (part !== '*') next.push(path.join(dir, part));
      else if (fs.existsSync(dir))
        for (const entry of fs.readdirSync(dir, { withFileTypes: true }))
          if (entry.isDirectory()) next.push(path.join(dir, entry.name));
    }
    found = next;
  }
  return found.filter((file) => fs.existsSync(file));
}

/** Every key of the catalogues, as the code reads them. */
export function textKeys(catalogues, under = '', root = process.cwd()) {
  const id = `${root}|${under}|${catalogues.join(',')}`;
  if (!cache.has(id)) {
    const keys = new Set();
    for (const pattern of catalogues) {
      for (const file of filesOf(pattern, root)) {
        const json = JSON.parse(fs.readFileSync(file, 'utf8'));
        flatten(under ? json[under] : json, '', keys);
      }
    }
    cache.set(id, keys);
  }
  return cache.get(id);
}

function calleeName(callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier')
    return callee.property.name;
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const knownTextKeys = {
  meta: {
    type: 'problem',
    docs: { description: 'Text keys exist in the English catalogue the code reads.' },
    schema: [
      {
        type: 'object',
        properties: {
          catalogues: { type: 'array', items: { type: 'string' } },
          under: { type: 'string' },
        },
        required: ['catalogues'],
        additionalProperties: false,
      },
    ],
    messages: {
      unknown: 'No text "{{key}}" in the English catalogue ({{catalogues}}).',
      unknownPrefix: 'No text starts with "{{key}}" in the English catalogue ({{catalogues}}).',
    },
  },
  create(context) {
    const { catalogues, under = '' } = context.options[0];
    const keys = textKeys(catalogues, under, context.cwd);
    const shown = catalogues.join(', ');
    const check = (node) => {
      if (node.type === 'Literal' && typeof node.value === 'string') {
        if (!keys.has(node.value))
          context.report({ node, messageId: 'unknown', data: { key: node.value, catalogues: shown } });
      } else if (node.type === 'TemplateLiteral') {
        const start = node.quasis[0].value.cooked ?? '';
        if (node.expressions.length === 0) {
          if (!keys.has(start))
            context.report({ node, messageId: 'unknown', data: { key: start, catalogues: shown } });
        } else if (start && ![...keys].some((key) => key.startsWith(start))) {
          context.report({ node, messageId: 'unknownPrefix', data: { key: start, catalogues: shown } });
        }
      }
    };
    return {
      CallExpression(node) {
        const name = calleeName(node.callee);
        if (name && CALLEES.has(name) && node.arguments[0]) check(node.arguments[0]);
      },
      Property(node) {
        if (!node.computed && node.key.type === 'Identifier' && KEY_PROPERTIES.has(node.key.name))
          check(node.value);
      },
    };
  },
};
