import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLType,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValueNode,
} from 'graphql'

import { fragmentsOf } from './graphql-depth'
import { PUBLIC_MAX_LIMIT } from './query-params'

/**
 * The cost of one anonymous GraphQL operation, counted in rows: every document a list returns costs ROW_COST plus
 * its selected fields, and a list's rows are the page size its field asks for (`limit`, else Payload's page of
 * 10). So `Vehicles(limit: 100) { docs { id title } }` costs 100 × (10 + 1 + 2) plus its own fields, and 120 aliases
 * of it 120 times that. Payload's own complexity counts each field once whatever the page size, which let one
 * request ask for 12,000 documents under its ceiling.
 */
export const GRAPHQL_MAX_COST = 5_000
/** What reading one document costs besides its selected fields (loading, access and afterRead work per row). */
export const ROW_COST = 10
/** Payload's page size when a list field with a `pagination` argument is given no `limit`. */
const DEFAULT_PAGE = 10

type PageArgs = { limit?: unknown; pagination?: unknown }

/** Why a list field's paging arguments are refused for an anonymous caller, or null when they are fine. */
export function pageArgumentProblem(field: string, args: PageArgs, paginates: boolean): string | null {
  if (args.pagination === false) {
    return `${field}: pagination cannot be turned off; ask for pages of 1–${PUBLIC_MAX_LIMIT} with limit and page`
  }
  if (args.limit === undefined || args.limit === null) {
    // Without a `pagination` argument (a join field) an absent limit means every related document.
    return paginates ? null : `${field}: give a limit of 1–${PUBLIC_MAX_LIMIT}`
  }
  if (typeof args.limit !== 'number' || args.limit < 1 || args.limit > PUBLIC_MAX_LIMIT) {
    return `${field}: limit must be between 1 and ${PUBLIC_MAX_LIMIT}`
  }
  return null
}

/** Thrown inside the walk to stop at the first refusal: a bad page argument (already reported) or too high a cost. */
class Refusal extends Error {
  constructor(readonly reported: boolean) {
    super('refused')
  }
}

// The schema's types come from the graphql copy Payload loaded, which need not be this module's (bundlers and
// test runners may load both its CommonJS and its ESM build), so its classes are told apart by their tag rather
// than graphql's instanceof-based predicates, which refuse or misjudge another copy's types.
const tagOf = (type: unknown) => Object.prototype.toString.call(type)
const WRAPPERS = new Set(['[object GraphQLList]', '[object GraphQLNonNull]'])

/** Whether a field returns a list (of documents, rows, relations…). */
function isList(type: GraphQLType): boolean {
  const nullable = tagOf(type) === '[object GraphQLNonNull]' && 'ofType' in type ? type.ofType : type
  return tagOf(nullable) === '[object GraphQLList]'
}

/** The fields of the object or interface type under any list and non-null wrappers; null for scalars and enums. */
function fieldsOf(type: unknown): Record<string, GraphQLField<unknown, unknown>> | null {
  let named = type
  while (WRAPPERS.has(tagOf(named)) && typeof named === 'object' && named !== null && 'ofType' in named) named = named.ofType
  const tag = tagOf(named)
  if (tag !== '[object GraphQLObjectType]' && tag !== '[object GraphQLInterfaceType]') return null
  return typeof named === 'object' && named !== null && 'getFields' in named && typeof named.getFields === 'function'
    ? named.getFields()
    : null
}

/** A field's own weight: Payload gives relationship, upload and join fields 10 (they read other documents), others 1. */
function weightOf(field: GraphQLField<unknown, unknown>): number {
  const complexity = field.extensions?.complexity
  return typeof complexity === 'number' && complexity > 0 ? complexity : 1
}

/** An Int or Boolean argument's value, from a literal or a variable (undefined when absent or of another kind). */
function literal(value: ValueNode | undefined, variables: Record<string, unknown>): unknown {
  if (!value) return undefined
  if (value.kind === Kind.VARIABLE) return variables[value.name.value]
  if (value.kind === Kind.INT) return Number(value.value)
  if (value.kind === Kind.BOOLEAN) return value.value
  if (value.kind === Kind.NULL) return null
  return undefined
}

function pageArgsOf(node: FieldNode, variables: Record<string, unknown>): PageArgs {
  const argument = (name: string) => node.arguments?.find((arg) => arg.name.value === name)?.value
  return { limit: literal(argument('limit'), variables), pagination: literal(argument('pagination'), variables) }
}

type Walk = {
  context: ValidationContext
  fragments: Record<string, FragmentDefinitionNode>
  variables: Record<string, unknown>
  max: number
  total: number
}

/** Adds `amount` to the running total, stopping the walk as soon as it passes the ceiling. */
function spend(walk: Walk, amount: number): void {
  walk.total += amount
  if (walk.total > walk.max) throw new Refusal(false)
}

/**
 * Walks a selection set of `type`, charging each field its weight times `times` (how often it is read), and list
 * fields `rows` times more plus ROW_COST a row. Every field charges at least 1, so the walk stops after at most
 * `max` steps: fragments spread many times cannot make it slow.
 */
function charge(walk: Walk, selectionSet: SelectionSetNode | undefined, type: unknown, times: number, rows: number, seen: ReadonlySet<string>): void {
  const fields = fieldsOf(type)
  if (!selectionSet || !fields) return
  const schema = walk.context.getSchema()
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const inner = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type
      charge(walk, selection.selectionSet, inner, times, rows, seen)
      continue
    }
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const name = selection.name.value
      const fragment = walk.fragments[name]
      if (fragment && !seen.has(name)) {
        const inner = schema.getType(fragment.typeCondition.name.value)
        charge(walk, fragment.selectionSet, inner, times, rows, new Set([...seen, name]))
      }
      continue
    }
    const field = fields[selection.name.value]
    // Unknown fields are graphql's own rules' business; introspection reads no document.
    if (!field) continue
    const paged = field.args.some((arg) => arg.name === 'limit')
    const args = pageArgsOf(selection, walk.variables)
    if (paged) {
      const problem = pageArgumentProblem(selection.alias?.value ?? selection.name.value, args, field.args.some((arg) => arg.name === 'pagination'))
      if (problem) {
        walk.context.reportError(new GraphQLError(problem, { nodes: [selection] }))
        throw new Refusal(true)
      }
    }
    const listed = isList(field.type)
    const reads = listed ? times * rows : times
    spend(walk, (weightOf(field) + (listed ? ROW_COST : 0)) * reads)
    const pageSize = typeof args.limit === 'number' ? args.limit : DEFAULT_PAGE
    charge(walk, selection.selectionSet, field.type, reads, paged ? pageSize : 1, seen)
  }
}

/** The variables an operation runs with: those sent, else their declared defaults (Int and Boolean literals). */
function variablesOf(operation: OperationDefinitionNode, sent: Record<string, unknown>): Record<string, unknown> {
  const variables: Record<string, unknown> = {}
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value
    variables[name] = name in sent ? sent[name] : literal(definition.defaultValue, {})
  }
  return variables
}

/** The cost of one operation, or null when it is refused (its error then reported on `context`). */
export function operationCost(
  context: ValidationContext,
  operation: OperationDefinitionNode,
  fragments: Record<string, FragmentDefinitionNode>,
  sentVariables: Record<string, unknown> | null | undefined,
  max: number,
): number | null {
  const schema = context.getSchema()
  const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType()
  const walk: Walk = { context, fragments, variables: variablesOf(operation, sentVariables ?? {}), max, total: 0 }
  try {
    charge(walk, operation.selectionSet, root, 1, 1, new Set())
    return walk.total
  } catch (error) {
    if (!(error instanceof Refusal)) throw error
    if (!error.reported) {
      context.reportError(
        new GraphQLError(
          `This query costs more than ${max}: each document read costs ${ROW_COST} plus its selected fields, times ` +
            'the page size, for every alias. Ask for smaller pages, fewer fields or fewer aliases.',
          { nodes: [operation] },
        ),
      )
    }
    return null
  }
}

/**
 * A validation rule bounding what one anonymous operation may read (a 400 from graphql-http before any resolver):
 * paged lists keep 1–100 rows with pagination on, and the operation's cost in rows stays under `max`.
 */
export function rowCostRule(variables: Record<string, unknown> | null | undefined, max: number = GRAPHQL_MAX_COST) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = fragmentsOf(context)
    return {
      OperationDefinition(node: OperationDefinitionNode) {
        operationCost(context, node, fragments, variables, max)
      },
    }
  }
}
