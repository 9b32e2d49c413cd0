// One data layer in the browser (issue 42): feature code of the host and the remotes reads the server through
// @bb/shared's useApiQuery (shared/src/data: one cache keyed by endpoint, cancellation, dedupe, invalidation from the
// realtime stream). A hand-written AbortController effect, or a second copy of the query library, is the old way
// back in. eslint.config.mjs turns the rule on for feature code; scripts/test/data-layer-rule.test.ts proves it bites.
const MESSAGE = {
  abort: 'Load server data with useApiQuery from @bb/shared (shared/src/data), which cancels for you: no hand-written AbortController in feature code.',
  library: 'Use the data layer of @bb/shared (useApiQuery, invalidate), not the query library directly: one cache for the whole page.',
};

const noHandAbort = {
  meta: {
    type: 'problem',
    docs: { description: 'Feature code loads through the one data layer, never with its own AbortController.' },
    schema: [],
    messages: MESSAGE,
  },
  create(context) {
    return {
      // Any reference: `new AbortController()`, a `useRef<AbortController>`, `AbortController.prototype`…
      Identifier(node) {
        if (node.name !== 'AbortController') return;
        const parent = node.parent;
        // `x.AbortController` or `{ AbortController: 1 }` name a property, not the global.
        if (parent?.type === 'MemberExpression' && parent.property === node && !parent.computed) return;
        if (parent?.type === 'Property' && parent.key === node && !parent.computed && parent.value !== node) return;
        context.report({ node, messageId: 'abort' });
      },
      ImportDeclaration(node) {
        if (typeof node.source.value === 'string' && node.source.value.startsWith('@tanstack/')) context.report({ node, messageId: 'library' });
      },
    };
  },
};

export const dataLayerPlugin = { rules: { 'no-hand-abort': noHandAbort } };
