import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql'

/**
 * Deepest selection a GraphQL operation may have. The site's public types nest vehicle → body style → image →
 * sizes in five levels; each relation level multiplies the documents a query reads, which Payload's complexity
 * limit does not see through fragments of relationships well.
 */
export const GRAPHQL_MAX_DEPTH = 8

/**
 * The depth of a selection set, following fragments (each once per path, so a cycle cannot loop). Introspection
 * fields (`__schema`, `__type`) are not counted: GraphiQL and code generators need their deep type references.
 */
export function selectionDepth(
  selectionSet: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  seen: ReadonlySet<string> = new Set(),
): number {
  if (!selectionSet) return 0
  let deepest = 0
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue
      deepest = Math.max(deepest, 1 + selectionDepth(selection.selectionSet, fragments, seen))
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, selectionDepth(selection.selectionSet, fragments, seen))
    } else {
      const name = selection.name.value
      const fragment = fragments[name]
      if (!fragment || seen.has(name)) continue
      deepest = Math.max(deepest, selectionDepth(fragment.selectionSet, fragments, new Set([...seen, name])))
    }
  }
  return deepest
}

/** The document's fragment definitions by name, which the rules follow where a selection spreads them. */
export function fragmentsOf(context: ValidationContext): Record<string, FragmentDefinitionNode> {
  const fragments: Record<string, FragmentDefinitionNode> = {}
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition
  }
  return fragments
}

/** A validation rule refusing operations deeper than `maxDepth` (a 400 from graphql-http, before any resolver). */
export function depthLimitRule(maxDepth: number = GRAPHQL_MAX_DEPTH) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = fragmentsOf(context)
    return {
      OperationDefinition(node: OperationDefinitionNode) {
        const depth = selectionDepth(node.selectionSet, fragments)
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(`This query is ${depth} levels deep; at most ${maxDepth} are allowed.`, { nodes: [node] }),
          )
        }
      },
    }
  }
}
