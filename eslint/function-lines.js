// @ts-check

/**
 * Caps the length of a function (decision 081): a use case reads as named steps, not as one body
 * scrolled through. Lines are counted where code is: blank lines and lines holding only comments
 * do not count. A nested function is measured on its own and also counts inside its parent.
 *
 * Options:
 * - `max`: the most code lines a function may have.
 * - `exempt`: regular expressions of names that may be longer. A factory (`createClaimService`)
 *   returns an object of small functions, each measured on its own; what it holds is their sum,
 *   not one long body. A function's name is its declaration's, or the variable, property or
 *   method it is assigned to.
 */

/** @typedef {import('estree').Node & { parent?: import('estree').Node }} NodeWithParent */

/** @param {NodeWithParent} node */
function nameOf(node) {
  if ('id' in node && node.id && node.id.type === 'Identifier') return node.id.name;
  const parent = node.parent;
  if (!parent) return undefined;
  if (parent.type === 'VariableDeclarator' && parent.id.type === 'Identifier') {
    return parent.id.name;
  }
  if ((parent.type === 'Property' || parent.type === 'MethodDefinition') && !parent.computed) {
    if (parent.key.type === 'Identifier') return parent.key.name;
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const functionLines = {
  meta: {
    type: 'suggestion',
    docs: { description: 'cap the code lines of a function; factories are exempt by name' },
    schema: [
      {
        type: 'object',
        properties: {
          max: { type: 'integer', minimum: 1 },
          exempt: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      tooLong:
        '{{name}} has {{lines}} lines of code (at most {{max}}): split it into named steps, or name it as a factory if it only returns small functions.',
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const max = options.max ?? 80;
    const exempt = (options.exempt ?? []).map((/** @type {string} */ source) => new RegExp(source));
    const sourceCode = context.sourceCode;

    /** @param {NodeWithParent} node */
    function check(node) {
      const name = nameOf(node);
      if (name && exempt.some((/** @type {RegExp} */ pattern) => pattern.test(name))) return;
      const lines = new Set();
      for (const token of sourceCode.getTokens(node)) {
        for (let line = token.loc.start.line; line <= token.loc.end.line; line++) lines.add(line);
      }
      if (lines.size <= max) return;
      context.report({
        node,
        messageId: 'tooLong',
        data: { name: name ?? 'This function', lines: String(lines.size), max: String(max) },
      });
    }

    return {
      FunctionDeclaration: check,
      FunctionExpression: check,
      ArrowFunctionExpression: check,
    };
  },
};

export const functionLinesPlugin = { rules: { 'function-lines': functionLines } };
